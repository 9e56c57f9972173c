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
  /// The time between the latest two calls (a 60 Hz frame, 1/60 s, until there are two),
  /// as `CADisplayLink.duration`.
  public private(set) var duration: CFTimeInterval = 1.0 / 60
  /// When the next frame is expected: ``timestamp`` plus ``duration``.
  public var targetTimestamp: CFTimeInterval { timestamp + duration }
  /// Whether calls are suspended.
  public var isPaused = false
  /// The run-loop modes the link was added for.
  public private(set) var modes: Set<StageRunLoop.Mode> = []

  private weak var clock: StageClock?
  private var action: (@MainActor (StageDisplayLink) -> Void)?
  /// Held strongly until ``invalidate()``, as `CADisplayLink` holds its target.
  private var target: AnyObject?

  /// Creates a link and adds it to a clock.
  ///
  /// - Parameters:
  ///   - clock: The clock whose moves call the action.
  ///   - action: What to do at each new time; the link is passed in.
  public init(clock: StageClock, action: @escaping @MainActor (StageDisplayLink) -> Void) {
    self.action = action
    self.timestamp = clock.now
    attach(to: clock)
  }

  /// Creates a link that calls an action once added to a run loop, as
  /// `CADisplayLink(target:selector:)`: the target stays alive until ``invalidate()``
  /// (the retain cycle UIKit's link makes, and the reason to invalidate it).
  ///
  /// ```swift
  /// let link = StageDisplayLink(target: self) { [weak self] link in self?.step(link) }
  /// link.add(to: .main, forMode: .common)
  /// ```
  ///
  /// - Parameters:
  ///   - target: The object the link keeps alive while it runs.
  ///   - action: What to do at each frame; the link is passed in.
  public init(target: AnyObject, action: @escaping @MainActor (StageDisplayLink) -> Void) {
    self.target = target
    self.action = action
    self.timestamp = StageCurrentMediaTime()
  }

  /// Starts calling the action on a run loop's clock, as `add(to:forMode:)`.
  ///
  /// - Parameters:
  ///   - runLoop: The run loop, usually `.main`; a detached one (outside any window's
  ///     turn) has no clock, and the link then never fires.
  ///   - mode: The mode; `.common` and `.default` both fire at every move of the stage's
  ///     clock.
  public func add(to runLoop: StageRunLoop, forMode mode: StageRunLoop.Mode) {
    guard action != nil else { return }
    modes.insert(mode)
    if let clock = runLoop.clock, clock !== self.clock {
      timestamp = clock.now
      attach(to: clock)
    }
  }

  /// Stops calling the action for a mode, as `remove(from:forMode:)`; removed from its
  /// last mode, the link leaves its clock.
  ///
  /// - Parameters:
  ///   - runLoop: The run loop it was added to.
  ///   - mode: The mode.
  public func remove(from runLoop: StageRunLoop, forMode mode: StageRunLoop.Mode) {
    modes.remove(mode)
    if modes.isEmpty, runLoop.clock === clock { detach() }
  }

  /// Removes the link from its clock; it never calls its action again, as
  /// `CADisplayLink.invalidate()`.
  public func invalidate() {
    action = nil
    target = nil
    detach()
  }

  /// Whether the link is still on its clock.
  public var isValid: Bool { clock != nil }

  /// Whether the link fires while the run loop turns in a mode: in a mode it was added for,
  /// or in any when it was added for the common modes (or made for a clock directly, as the
  /// stage's own links are).
  func runs(in mode: StageRunLoop.Mode) -> Bool {
    modes.isEmpty || modes.contains(.common) || modes.contains(mode)
  }

  /// Calls the action at a new time.
  func fire(at time: Double) {
    if time > timestamp { duration = time - timestamp }
    timestamp = time
    action?(self)
  }

  private func attach(to clock: StageClock) {
    detach()
    self.clock = clock
    clock.displayLinks.append(self)
  }

  private func detach() {
    clock?.displayLinks.removeAll { $0 === self }
    clock = nil
  }
}
