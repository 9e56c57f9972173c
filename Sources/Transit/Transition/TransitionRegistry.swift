/// Which transition plays for which screen: a default, and the transitions screens were
/// shown with, so going back plays the same one in reverse.
///
/// Every host's installer keeps one: a navigation controller remembers the transition each
/// pushed screen came in with and pops it with the same; a presented screen remembers its
/// presentation. Screens are held weakly, so the registry never keeps one alive, and a
/// screen that is gone never lends its transition to a newcomer at the same address.
///
/// ```swift
/// var registry = TransitionRegistry<Screen>()
/// registry.remember(.push(.left), for: detail)
/// registry.transition(for: detail)   // .push(.left)
/// ```
public struct TransitionRegistry<Screen: AnyObject> {
  /// The transition for screens with none of their own; `nil` leaves the host's default.
  public var defaultTransition: Transition?

  private struct Entry {
    weak var screen: Screen?
    var transition: Transition
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// Creates an empty registry.
  ///
  /// - Parameter defaultTransition: The transition for screens with none of their own.
  public init(defaultTransition: Transition? = nil) {
    self.defaultTransition = defaultTransition
  }

  /// Remembers the transition a screen was shown with.
  ///
  /// - Parameters:
  ///   - transition: The transition.
  ///   - screen: The screen.
  public mutating func remember(_ transition: Transition, for screen: Screen) {
    entries = entries.filter { $0.value.screen != nil }
    entries[ObjectIdentifier(screen)] = Entry(screen: screen, transition: transition)
  }

  /// Forgets a screen's transition.
  ///
  /// - Parameter screen: The screen.
  public mutating func forget(_ screen: Screen) {
    entries[ObjectIdentifier(screen)] = nil
  }

  /// The screen's own transition, or else the default.
  ///
  /// - Parameter screen: The screen; `nil` gives the default.
  /// - Returns: The transition, or `nil` for the host's own animation.
  public func transition(for screen: Screen?) -> Transition? {
    guard let screen, let entry = entries[ObjectIdentifier(screen)], entry.screen === screen
    else { return defaultTransition }
    return entry.transition
  }

  /// How many screens have a transition of their own and are still alive.
  public var count: Int { entries.values.filter { $0.screen != nil }.count }
}
