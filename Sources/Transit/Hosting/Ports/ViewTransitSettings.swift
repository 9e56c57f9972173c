/// What Transit knows about a view: its transition identifier and modifiers, the value a
/// host keeps with each of its views (UIKit as an associated object).
public struct ViewTransitAttributes: Sendable {
  /// The transition identifier; `nil` leaves the view untagged.
  public var id: String?
  /// How the view animates when unmatched, or flies when matched.
  public var modifiers: [ElementModifier]
  /// The transitions hiding the view now.
  var hiding = TransitionHiding()

  /// Attributes of a view, none by default.
  ///
  /// - Parameters:
  ///   - id: The transition identifier.
  ///   - modifiers: The modifiers.
  public init(id: String? = nil, modifiers: [ElementModifier] = []) {
    self.id = id
    self.modifiers = modifiers
  }
}

/// A host view that keeps Transit's attributes with it: `UIView` (an associated object) and
/// the stage's `StageView` (its associated storage).
@MainActor
public protocol TransitionAttributedView: AnyObject {
  /// Transit's attributes of the view, empty until set.
  var transitAttributes: ViewTransitAttributes { get set }
}

/// A view's Transit settings, as `view.transit` on every host (`ViewTransit`, in
/// TransitUIKit and on the stage).
///
/// ```swift
/// thumbnail.transit.id = "photo-3"
/// caption.transit.modifiers = [.fade, .translate(y: 20)]
/// ```
@MainActor
public struct ViewTransitSettings<View: TransitionAttributedView> {
  /// The view.
  public let view: View

  /// The settings of a view.
  ///
  /// - Parameter view: The view.
  public init(view: View) {
    self.view = view
  }

  /// The transition identifier: a view with the same identifier on the other screen is
  /// its match in a shared-element transition; `nil` leaves the view untagged.
  public var id: String? {
    get { view.transitAttributes.id }
    nonmutating set { view.transitAttributes.id = newValue }
  }

  /// How the view animates when unmatched (or how it flies when matched). A view with
  /// modifiers but no identifier still animates by them, under a name Transit makes up.
  public var modifiers: [ElementModifier] {
    get { view.transitAttributes.modifiers }
    nonmutating set { view.transitAttributes.modifiers = newValue }
  }
}

extension TransitionHostContext where View: TransitionAttributedView {
  /// The view's transition identifier, from its ``TransitionAttributedView/transitAttributes``.
  ///
  /// - Parameter view: The view.
  /// - Returns: The identifier, or `nil`.
  public func transitionID(of view: View) -> String? { view.transitAttributes.id }

  /// The view's modifiers, from its ``TransitionAttributedView/transitAttributes``.
  ///
  /// - Parameter view: The view.
  /// - Returns: The modifiers.
  public func transitionModifiers(of view: View) -> [ElementModifier] {
    view.transitAttributes.modifiers
  }

  /// The transitions hiding the view, kept in its ``TransitionAttributedView/transitAttributes``.
  ///
  /// - Parameter view: The view.
  /// - Returns: Its hiding.
  public func transitionHiding(of view: View) -> TransitionHiding { view.transitAttributes.hiding }

  /// Keeps the transitions' hiding of a view in its
  /// ``TransitionAttributedView/transitAttributes``.
  ///
  /// - Parameters:
  ///   - hiding: The hiding.
  ///   - view: The view.
  public func setTransitionHiding(_ hiding: TransitionHiding, of view: View) {
    view.transitAttributes.hiding = hiding
  }
}

extension TransitionInstaller
where Context.View: TransitionAttributedView, Context.View.HostView == Context.View {
  /// The first view under a screen with a transition identifier.
  ///
  /// - Parameter screen: The screen's view.
  /// - Returns: The view, or `nil`.
  public static func matchedView(in screen: Context.View) -> Context.View? {
    screen.firstDescendant { $0.transitAttributes.id != nil }
  }
}
