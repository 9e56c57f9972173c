/// The one line of Swift an app writes to get a gallery card's transition, put together
/// from the card's parts: the effect's factory, the operation, the presentation style and
/// the gesture.
///
/// ```swift
/// GallerySwiftLine(factory: ".slide", operation: "push").text
/// // navigationController.transit.push(detail, using: .slide)
/// GallerySwiftLine(factory: ".push()", operation: "pop", interaction: "edgePanBack").text
/// // navigationController.transit.push(detail, using: .push().interactive(.edgePanBack))
/// ```
///
/// The receivers are the ones the README and the DocC articles use: `navigationController`,
/// `tabBarController`, a custom `container`, and `home` presenting `detail`.
package struct GallerySwiftLine: Equatable, Sendable {
  /// The effect's factory as an app spells it: `.slide`, `.card(topInset: 40)`; the
  /// gallery takes it from `TransitionCatalog.Entry.spelling`.
  package var factory: String
  /// The operation's name, as `ScenarioOperation` spells it: `push`, `tab-left`.
  package var operation: String
  /// The presentation style's name, as `ScenarioModalStyle` spells it (`full-screen`,
  /// `custom`), or `nil`.
  package var style: String?
  /// Whether the factory's transition asks for a presentation of its own (a card does).
  package var factoryPresents: Bool
  /// The gesture's `TransitionInteraction` case (`edgePanBack`), or `nil`.
  package var interaction: String?

  /// Creates a line.
  ///
  /// - Parameters:
  ///   - factory: The effect's factory, with its leading dot.
  ///   - operation: The operation's name.
  ///   - style: The presentation style's name, or `nil`.
  ///   - factoryPresents: Whether the factory's transition has its own presentation.
  ///   - interaction: The gesture's interaction, or `nil` for none.
  package init(
    factory: String, operation: String, style: String? = nil, factoryPresents: Bool = false,
    interaction: String? = nil
  ) {
    self.factory = factory
    self.operation = operation
    self.style = style
    self.factoryPresents = factoryPresents
    self.interaction = interaction
  }

  /// The transition as written: the factory, then the presentation that gives the style
  /// (`.presentation(.twoThirds)` for a custom style when the factory has none, as the
  /// gallery's scenarios do; `.presentation(nil)` for full screen when it has one), then
  /// the gesture.
  package var transition: String {
    var text = factory
    switch style {
    case "custom" where !factoryPresents: text += ".presentation(.twoThirds)"
    case "full-screen" where factoryPresents: text += ".presentation(nil)"
    default: break
    }
    if let interaction { text += ".interactive(.\(interaction))" }
    return text
  }

  /// The line. A pop or dismissal a gesture drives is set up where the screen is pushed or
  /// presented (the gesture starts it); a dismissal plays its presentation back, so its
  /// line is the presentation's.
  package var text: String {
    switch operation {
    case "push": "navigationController.transit.push(detail, using: \(transition))"
    case "pop" where interaction != nil:
      "navigationController.transit.push(detail, using: \(transition))"
    case "pop": "navigationController.transit.pop(using: \(transition))"
    case "tab-left", "tab-right": "tabBarController.transit.transition = \(transition)"
    case "switch": "container.transit.transition = \(transition)"
    case "present", "dismiss": "home.transit.present(detail, using: \(transition))"
    default: "let transition: Transition = \(transition)"
    }
  }
}
