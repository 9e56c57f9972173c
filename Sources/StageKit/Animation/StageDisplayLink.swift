import Foundation

/// The twin of `CADisplayLink`: calls its action whenever the stage's clock moves on, so
/// that what it draws is up to date at every time a test or a renderer looks.
///
/// A device's display link fires once per screen refresh; the stage has no screen, so its
/// link fires at every time the clock stands at (each `advance(by:)`, each event on the
/// way, each sample of a touch trace). Something drawn frame by frame with a link is then
/// exact at whatever instants the stage is observed.
///
/// ```swift
/// let link = StageDisplayLink(clock: window.clock) { link in
///   view.alpha = progress(at: link.timestamp)
/// }
/// window.advance(by: 0.1)   // the action ran at the new time
/// link.invalidate()
/// ```
@MainActor
public final class StageDisplayLink {
  /// The clock time of the latest call.
  public private(set) var timestamp: Double
  /// Whether calls are suspended.
  public var isPaused = false

  private weak var clock: StageClock?
  private var action: (@MainActor (StageDisplayLink) -> Void)?

  /// Creates a link and adds it to a clock.
  ///
  /// - Parameters:
  ///   - clock: The clock whose moves call the action.
  ///   - action: What to do at each new time; the link is passed in.
  public init(clock: StageClock, action: @escaping @MainActor (StageDisplayLink) -> Void) {
    self.clock = clock
    self.action = action
    self.timestamp = clock.now
    clock.displayLinks.append(self)
  }

  /// Removes the link from its clock; it never calls its action again, as
  /// `CADisplayLink.invalidate()`.
  public func invalidate() {
    action = nil
    clock?.displayLinks.removeAll { $0 === self }
    clock = nil
  }

  /// Whether the link is still on its clock.
  public var isValid: Bool { clock != nil }

  /// Calls the action at a new time.
  func fire(at time: Double) {
    timestamp = time
    action?(self)
  }
}
