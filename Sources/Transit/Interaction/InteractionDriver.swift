/// The state machine of one interactive transition: a finger drives its progress, lets go,
/// and a planned completion carries it to its end — or a new touch grabs it on the way.
///
/// ```
///            begin                      release / finish / cancel
///   .idle ──────────▶ .interacting ─────────────────────────────▶ .completing ──▶ .finished
///                        ▲    update                 grab             │      └──▶ .cancelled
///                        └────────────────────────────────────────────┘
/// ```
///
/// The driver is a value with no clock of its own: every call takes the host's time in
/// seconds, and the host asks for ``progress(at:)`` each frame and applies it (to a
/// `TimelineSampler`, to a paused animator). It decides nothing about views.
///
/// ```swift
/// var driver = InteractionDriver(policy: CompletionPolicy(threshold: 0.35))
/// let edgePan = InteractionMapper.horizontalEdgePan(width: 390)
///
/// // In the pan gesture's handler, with the host's clock:
/// driver.begin(at: now)                          // .began
/// driver.update(edgePan(sample), at: now)        // .changed
/// let outcome = driver.release(at: now)          // .ended: .finish or .cancel
///
/// // Each frame, until it is over:
/// sampler.sample(progress: driver.advance(to: now), into: &frame)
/// if driver.isComplete(at: now) { context.completeTransition(driver.state == .finished) }
/// ```
///
/// **Progress** is a fraction of the transition, clamped into `0...1` on screen: updates
/// beyond the ends hold the transition at its end, and the completion of a release beyond
/// 100 % has nothing left to cover and ends at once, so a transition dragged past its end
/// never hangs (UIKit's percent-driven transitions can, docs/uikit-behaviour.md#b4-3). Velocities
/// are in progress per second, positive towards finishing; the estimate follows the unclamped
/// input, the finger, so a throw back from beyond 100 % still counts.
///
/// **Velocity** comes from the host with each update (a gesture recognizer's velocity, mapped
/// by an ``InteractionMapper``) or, when the host gives none, from a ``VelocityEstimator`` fed
/// with the updates.
///
/// **Re-grab.** ``grab(at:)`` during a completion stops it where it is on screen and returns
/// to interacting from that progress, at rest, so nothing jumps; ``origin`` then holds that
/// progress, for a new gesture's translation to add to.
///
/// **Illegal calls** — an update before ``begin(at:progress:)``, a release while not
/// interacting, a grab when nothing is completing, anything after the end — are ignored: they
/// change nothing and report it (`false`, or `nil` from ``release(at:velocity:)``). So do
/// calls at a non-finite time. Times earlier than the driver's last event count as that
/// event's time: the driver's clock never runs backwards.
public struct InteractionDriver: Sendable, Hashable {
  /// Where an interactive transition is in its life.
  public enum State: Sendable, Hashable {
    /// Not begun: progress 0.
    case idle
    /// A finger drives the transition: the progress on screen (in `0...1`) and the velocity,
    /// in progress per second, as of the last update.
    case interacting(progress: Double, velocity: Double)
    /// Released: the completion carries the progress to its end.
    case completing(InteractionCompletion)
    /// Ended at progress 1: the transition happened.
    case finished
    /// Ended at progress 0: the transition was cancelled.
    case cancelled
  }

  /// How a release decides between finishing and cancelling. It may be changed at any time;
  /// it is read on release.
  public var policy: CompletionPolicy

  /// How a completion covers the remaining distance. It may be changed at any time; it is
  /// read when a completion is planned.
  public var timing: CompletionTiming

  /// Where the transition is.
  public private(set) var state: State = .idle

  /// The progress at which the current touch began: the progress given to ``begin(at:progress:)``,
  /// or the on-screen progress at the last ``grab(at:)``. A gesture measured from its own
  /// start adds its progress to this (``update(_:at:)`` does).
  public private(set) var origin: Double = 0

  private var estimator: VelocityEstimator
  /// The velocity the host gave with the last update, if it gave one.
  private var reportedVelocity: Double?
  /// The time of the last accepted event, before which nothing can happen.
  private var clock: Double?

  /// Creates a driver for one transition, idle.
  ///
  /// - Parameters:
  ///   - policy: How a release decides the outcome. The default finishes beyond 50 % or on a
  ///     flick of one transition per second.
  ///   - timing: How the completion moves. The default is a critically damped spring.
  ///   - velocitySmoothing: The time constant of the velocity estimate used when updates come
  ///     without a velocity; see ``VelocityEstimator/init(smoothing:)``.
  public init(
    policy: CompletionPolicy = CompletionPolicy(), timing: CompletionTiming = .default,
    velocitySmoothing: Double = 0.025
  ) {
    self.policy = policy
    self.timing = timing
    self.estimator = VelocityEstimator(smoothing: velocitySmoothing)
  }

  // MARK: Events

  /// Starts the interaction: a gesture has begun driving the transition.
  ///
  /// - Parameters:
  ///   - time: The host's time, in seconds.
  ///   - progress: The progress to start from, usually 0. NaN counts as 0; clamped into
  ///     `0...1`.
  /// - Returns: `true` if the driver was idle and is now interacting; `false` (and nothing
  ///   changes) otherwise, or if `time` is not finite.
  @discardableResult
  public mutating func begin(at time: Double, progress: Double = 0) -> Bool {
    guard case .idle = state, let time = eventTime(time) else { return false }
    startInteraction(at: time, progress: InteractionValue.unit(progress))
    return true
  }

  /// Sets the progress the finger has reached.
  ///
  /// ```swift
  /// driver.update(progress: translation.x / width, at: now, velocity: speed.x / width)
  /// ```
  ///
  /// - Parameters:
  ///   - progress: The progress, unclamped: the driver clamps it into `0...1` on screen and
  ///     estimates the velocity from the values as given. A NaN progress ignores the update.
  ///   - time: The host's time, in seconds.
  ///   - velocity: The progress velocity the gesture reports, in progress per second, or
  ///     `nil` (or NaN) to let the driver estimate it from the updates.
  /// - Returns: `true` if the driver is interacting and took the update; `false` (and nothing
  ///   changes) otherwise.
  @discardableResult
  public mutating func update(progress: Double, at time: Double, velocity: Double? = nil)
    -> Bool
  {
    guard case .interacting = state, !progress.isNaN, let time = eventTime(time) else {
      return false
    }
    clock = time
    estimator.add(progress, at: time)
    reportedVelocity = velocity.flatMap { $0.isNaN ? nil : InteractionValue.limited($0) }
    state = .interacting(
      progress: InteractionValue.unit(progress), velocity: interactionVelocity(at: time))
    return true
  }

  /// Sets the progress from a mapped gesture: ``origin`` plus the gesture's progress, with the
  /// gesture's velocity.
  ///
  /// ```swift
  /// driver.update(InteractionMapper.pullDown(height: 600)(sample), at: now)
  /// ```
  ///
  /// - Parameters:
  ///   - gesture: The gesture's progress since its touch began, and its velocity.
  ///   - time: The host's time, in seconds.
  /// - Returns: `true` if the driver is interacting and took the update; `false` otherwise.
  @discardableResult
  public mutating func update(_ gesture: GestureProgress, at time: Double) -> Bool {
    update(progress: origin + gesture.progress, at: time, velocity: gesture.velocity)
  }

  /// Ends the interaction: the policy decides the outcome and the timing plans the completion
  /// from the progress and velocity at release.
  ///
  /// The velocity at release is the one given here, else the one given with the last update,
  /// else the estimate at `time` (which fades if the finger rested before lifting). A
  /// completion with nothing to cover (released at the target, as after a drag beyond
  /// 100 %) ends at once: the state is then `.finished` or `.cancelled` right away.
  ///
  /// - Parameters:
  ///   - time: The host's time, in seconds.
  ///   - velocity: The release velocity in progress per second, or `nil` (or NaN) to use the
  ///     driver's.
  /// - Returns: The outcome, or `nil` (and nothing changes) if the driver was not
  ///   interacting or `time` is not finite.
  @discardableResult
  public mutating func release(at time: Double, velocity: Double? = nil) -> InteractionOutcome? {
    guard case .interacting(let progress, _) = state, let time = eventTime(time) else {
      return nil
    }
    let velocity =
      velocity.flatMap { $0.isNaN ? nil : InteractionValue.limited($0) }
      ?? interactionVelocity(at: time)
    let outcome = policy.outcome(progress: progress, velocity: velocity)
    complete(towards: outcome, from: progress, velocity: velocity, at: time)
    return outcome
  }

  /// Grabs a completing transition: a touch stops it where it is on screen and the
  /// interaction resumes from there, at rest.
  ///
  /// ``origin`` becomes the progress on screen at `time`, so the next update measured from the
  /// new touch continues without a jump.
  ///
  /// - Parameter time: The host's time, in seconds.
  /// - Returns: `true` if a completion was in flight and is now interacting; `false` if the
  ///   driver was not completing, or its completion had already ended by `time` (the driver is
  ///   then finished or cancelled), or `time` is not finite.
  @discardableResult
  public mutating func grab(at time: Double) -> Bool {
    guard case .completing(let completion) = state, let time = eventTime(time) else {
      return false
    }
    guard !completion.isComplete(at: time) else {
      end(completion, at: time)
      return false
    }
    startInteraction(at: time, progress: completion.progress(at: time))
    return true
  }

  /// Forces the transition to finish, whatever the policy would say.
  ///
  /// While interacting, the completion starts from the current progress and velocity; while
  /// cancelling, it turns round from the progress and velocity on screen; when idle, the
  /// whole transition plays from 0 at rest.
  ///
  /// - Parameter time: The host's time, in seconds.
  /// - Returns: `true` if a completion towards finishing was planned; `false` if the driver
  ///   was already finishing (nothing changes), had ended by `time` (it records the end), or
  ///   `time` is not finite (nothing changes).
  @discardableResult
  public mutating func finish(at time: Double) -> Bool {
    force(.finish, at: time)
  }

  /// Forces the transition to cancel, whatever the policy would say.
  ///
  /// While interacting, the completion starts from the current progress and velocity; while
  /// finishing, it turns round from the progress and velocity on screen; when idle, the
  /// driver is cancelled at once (nothing has moved).
  ///
  /// - Parameter time: The host's time, in seconds.
  /// - Returns: `true` if a completion towards cancelling was planned (or the idle driver
  ///   cancelled); `false` if the driver was already cancelling (nothing changes), had ended
  ///   by `time` (it records the end), or `time` is not finite (nothing changes).
  @discardableResult
  public mutating func cancel(at time: Double) -> Bool {
    force(.cancel, at: time)
  }

  /// Moves the driver to a time: a completion that has ended by then becomes `.finished` or
  /// `.cancelled`. Returns the progress to show.
  ///
  /// ```swift
  /// // Each frame:
  /// apply(driver.advance(to: now))
  /// if driver.state == .finished || driver.state == .cancelled { cleanUp() }
  /// ```
  ///
  /// - Parameter time: The host's time, in seconds. A non-finite time changes nothing.
  /// - Returns: ``progress(at:)`` at that time.
  @discardableResult
  public mutating func advance(to time: Double) -> Double {
    if case .completing(let completion) = state, let time = eventTime(time),
      completion.isComplete(at: time)
    {
      end(completion, at: time)
    }
    return progress(at: time)
  }

  // MARK: Sampling

  /// Returns the progress to show at a time, in `0...1`.
  ///
  /// Idle and cancelled: 0. Interacting: the last update's progress, clamped. Completing: the
  /// completion's progress (its target from its end on, even before ``advance(to:)`` moves the
  /// state). Finished: 1.
  ///
  /// - Parameter time: The host's time, in seconds.
  /// - Returns: The progress on screen.
  public func progress(at time: Double) -> Double {
    switch state {
    case .idle, .cancelled: 0
    case .interacting(let progress, _): progress
    case .completing(let completion): completion.progress(at: time)
    case .finished: 1
    }
  }

  /// Returns the velocity of the progress at a time, in progress per second.
  ///
  /// Interacting: the velocity the host gave with the last update, or else the estimate at
  /// `time`. Completing: the completion's velocity on screen. Otherwise 0.
  ///
  /// - Parameter time: The host's time, in seconds.
  /// - Returns: The velocity, positive towards finishing. Always finite.
  public func velocity(at time: Double) -> Double {
    switch state {
    case .idle, .finished, .cancelled: 0
    case .interacting: interactionVelocity(at: time)
    case .completing(let completion): completion.velocity(at: time)
    }
  }

  /// Returns whether the transition has ended by a time: finished, cancelled, or completing
  /// with its completion over.
  ///
  /// - Parameter time: The host's time, in seconds.
  /// - Returns: `true` once nothing will move any more without a new transition.
  public func isComplete(at time: Double) -> Bool {
    switch state {
    case .idle, .interacting: false
    case .completing(let completion): completion.isComplete(at: time)
    case .finished, .cancelled: true
    }
  }

  /// The decided outcome: while completing and once ended; `nil` before release.
  public var outcome: InteractionOutcome? {
    switch state {
    case .idle, .interacting: nil
    case .completing(let completion): completion.outcome
    case .finished: .finish
    case .cancelled: .cancel
    }
  }

  /// The completion in flight, if the driver is completing.
  public var completion: InteractionCompletion? {
    if case .completing(let completion) = state { return completion }
    return nil
  }
}

// MARK: - Transitions between states

extension InteractionDriver {
  /// The time of an event: `nil` if not finite, else no earlier than the last event.
  private func eventTime(_ time: Double) -> Double? {
    guard time.isFinite else { return nil }
    guard let clock else { return time }
    return max(time, clock)
  }

  private func interactionVelocity(at time: Double) -> Double {
    reportedVelocity ?? estimator.velocity(at: time)
  }

  private mutating func startInteraction(at time: Double, progress: Double) {
    clock = time
    origin = progress
    estimator.reset(to: progress, at: time)
    reportedVelocity = nil
    state = .interacting(progress: progress, velocity: 0)
  }

  private mutating func complete(
    towards outcome: InteractionOutcome, from progress: Double, velocity: Double,
    at time: Double
  ) {
    let completion = timing.completion(
      towards: outcome, from: progress, velocity: velocity, at: time)
    clock = time
    state = .completing(completion)
    if completion.isComplete(at: time) { end(completion, at: time) }
  }

  private mutating func end(_ completion: InteractionCompletion, at time: Double) {
    clock = time
    state = completion.outcome == .finish ? .finished : .cancelled
  }

  private mutating func force(_ outcome: InteractionOutcome, at time: Double) -> Bool {
    guard let time = eventTime(time) else { return false }
    switch state {
    case .idle:
      complete(towards: outcome, from: 0, velocity: 0, at: time)
    case .interacting(let progress, _):
      complete(
        towards: outcome, from: progress, velocity: interactionVelocity(at: time), at: time)
    case .completing(let completion):
      guard !completion.isComplete(at: time) else {
        end(completion, at: time)
        return false
      }
      guard completion.outcome != outcome else { return false }
      complete(
        towards: outcome, from: completion.progress(at: time),
        velocity: completion.velocity(at: time), at: time)
    case .finished, .cancelled:
      return false
    }
    return true
  }
}
