/// What happened on a stage, in order: appearance callbacks, delegate queries, transition
/// completions and UIKit's console warnings, so a test can assert UIKit's exact order.
///
/// ```swift
/// #expect(window.eventLog.lines(of: [.appearance]) == [
///   "viewWillDisappear(A)", "viewWillAppear(B)", "viewDidDisappear(A)", "viewDidAppear(B)",
/// ])
/// ```
@MainActor
public final class StageEventLog {
  /// One entry.
  public struct Event: Sendable, Hashable, CustomStringConvertible {
    /// What kind of event it is.
    public enum Kind: Sendable, Hashable, CaseIterable {
      /// `viewDidLoad`.
      case load
      /// `viewWillAppear`, `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear`.
      case appearance
      /// Containment: `willMove(toParent:)`, `didMove(toParent:)`.
      case containment
      /// A question asked of a delegate, or a delegate notification.
      case delegate
      /// A transition's milestones: `animateTransition`, `completeTransition`, presentation
      /// controller hooks, `animationEnded`.
      case transition
      /// A message UIKit would print to the console.
      case warning
      /// Work a device pays for before a transition's first frame, counted so tests can
      /// bound it: `snapshotView(afterScreenUpdates:)`, a timeline compiled.
      case cost
    }

    /// The kind.
    public let kind: Kind
    /// The event as UIKit names it, with its subject: `"viewWillAppear(B)"`.
    public let text: String
    /// The stage clock's time when it happened.
    public let time: Double

    /// The event's text.
    public var description: String { text }
  }

  /// Every event so far, in order.
  public private(set) var events: [Event] = []
  private let clock: StageClock

  /// Creates an empty log reading times from a clock.
  ///
  /// - Parameter clock: The stage's clock.
  public init(clock: StageClock) {
    self.clock = clock
  }

  /// Records an event.
  ///
  /// - Parameters:
  ///   - kind: The kind.
  ///   - text: The event, as UIKit names it.
  public func record(_ kind: Event.Kind, _ text: String) {
    events.append(Event(kind: kind, text: text, time: clock.now))
  }

  /// The texts of the events of some kinds, in order.
  ///
  /// - Parameter kinds: The kinds to keep; every kind by default.
  /// - Returns: The texts.
  public func lines(of kinds: Set<Event.Kind> = Set(Event.Kind.allCases)) -> [String] {
    events.filter { kinds.contains($0.kind) }.map(\.text)
  }

  /// The warnings UIKit would have printed.
  public var warnings: [String] { lines(of: [.warning]) }

  /// Forgets every event.
  public func removeAll() {
    events.removeAll()
  }
}
