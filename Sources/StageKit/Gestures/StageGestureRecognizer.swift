import Foundation
import Transit

/// The twin of `UIGestureRecognizer`: watches the touches that land in its view (or the
/// view's subviews) and calls its actions when it recognizes its gesture.
///
/// Linux has no Objective-C runtime, so where UIKit takes a target and a selector the stage
/// takes a closure:
///
/// ```swift
/// let tap = StageTapGestureRecognizer { recognizer in
///   presented.dismiss(animated: true)
/// }
/// dimmingView.addGestureRecognizer(tap)
/// window.tap(at: CGPoint(x: 195, y: 20))
/// ```
///
/// Touches reach a recognizer through its view's window (``StageWindow/send(_:)``,
/// ``StageWindow/tap(at:)``): the window hit-tests each finger where it goes down and
/// hands it to the recognizers of the view it hit and of that view's ancestors, deepest
/// first. As in UIKit, recognizers watching the same finger are exclusive: when one begins
/// (or, for a discrete gesture, is recognized) the others fail, unless a delegate allows
/// them to recognize simultaneously
/// (``StageGestureRecognizerDelegate/gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)``);
/// one that already began keeps the touches and a later one fails instead.
@MainActor
open class StageGestureRecognizer {
  /// The states of a gesture recognizer, as `UIGestureRecognizer.State`.
  public enum State: Int, Sendable, Hashable, CaseIterable {
    /// No gesture yet; the recognizer is watching touches (the state it rests in).
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture ended; for a discrete gesture, it was recognized.
    case ended
    /// The gesture was cancelled.
    case cancelled
    /// The touches did not make the gesture.
    case failed

    /// A discrete gesture was recognized: the same state as ``ended``, as in UIKit.
    public static var recognized: State { .ended }
  }

  /// The recognizer's state.
  ///
  /// It is back to ``State/possible`` once a gesture is over (ended, cancelled or failed),
  /// the actions have run and the fingers it watched have lifted, as UIKit resets a
  /// recognizer when its touch sequence ends.
  public internal(set) var state = State.possible

  /// The view the recognizer is attached to (weak, as in UIKit: the view owns its
  /// recognizers).
  public internal(set) weak var view: StageView?

  /// The delegate (weak, as in UIKit).
  public weak var delegate: (any StageGestureRecognizerDelegate)?

  /// Whether the recognizer takes touches. Turning it off in the middle of a gesture
  /// cancels the gesture (a gesture not yet recognized fails, without actions), and the
  /// recognizer lets go of the fingers it watched, as in UIKit.
  public var isEnabled = true {
    didSet {
      guard !isEnabled, oldValue else { return }
      switch state {
      case .began, .changed: enter(.cancelled)
      case .possible where isInGesture: enter(.failed)
      default: break
      }
      reset()
    }
  }

  /// How many fingers the recognizer is watching now, as
  /// `UIGestureRecognizer.numberOfTouches`.
  public var numberOfTouches: Int { trackedTouches.count }

  /// The actions, in the order added; each gets the recognizer.
  private var actions: [@MainActor (StageGestureRecognizer) -> Void] = []

  /// The fingers down that the recognizer watches, in the order they went down.
  var trackedTouches: [StageTouch] = []

  /// Where the gesture is (the centroid of its fingers at the latest event), in window
  /// coordinates; `nil` before the first touch.
  var touchLocation: CGPoint?

  /// Whether a gesture is in progress: a finger reached the recognizer since its last
  /// reset.
  var isInGesture = false

  /// Whether the gesture is over (ended, cancelled, failed) while fingers it watched are
  /// still down; it ignores touches until they lift, then resets.
  var isFinished = false

  /// The state the recognizer would enter but for a recognizer it requires to fail
  /// (``require(toFail:)``) that has not decided yet.
  var pendingState: State?

  /// The touch session (one replayed trace) the recognizer takes part in.
  weak var session: StageTouchSession?

  /// The fingers of ``session`` the recognizer has seen; two recognizers that saw the same
  /// finger compete for it.
  var sessionFingers: Set<Int> = []

  /// The recognizers this one waits for to fail before it may leave `possible`.
  private var failureRequirements: [WeakRecognizer] = []

  /// The recognizers that wait for this one to fail.
  private var dependents: [WeakRecognizer] = []

  /// Creates a recognizer with no actions.
  public init() {}

  /// Creates a recognizer with one action (UIKit's `init(target:action:)`).
  ///
  /// - Parameter handler: The action, called with the recognizer each time its state
  ///   changes to began, changed, ended (recognized) or cancelled.
  public init(handler: @escaping @MainActor (StageGestureRecognizer) -> Void) {
    actions = [handler]
  }

  /// Adds an action (UIKit's `addTarget(_:action:)`).
  ///
  /// - Parameter action: The action, called with the recognizer each time its state
  ///   changes to began, changed, ended (recognized) or cancelled.
  public func addTarget(_ action: @escaping @MainActor (StageGestureRecognizer) -> Void) {
    actions.append(action)
  }

  /// Removes every action (UIKit's `removeTarget(nil, action: nil)`; closures cannot be
  /// compared, so the stage removes them all).
  public func removeAllTargets() {
    actions.removeAll()
  }

  /// Makes this recognizer wait until another one fails before it begins or recognizes,
  /// as `UIGestureRecognizer.require(toFail:)`.
  ///
  /// While the other one is still deciding, this one stays ``State/possible`` and keeps
  /// watching its fingers; when the other fails, this one begins (or is recognized) then,
  /// with its delegate asked at that moment; when the other begins or is recognized, this
  /// one fails.
  ///
  /// ```swift
  /// singleTap.require(toFail: doubleTap)   // a single tap fires 0.35 s after its lift
  /// ```
  ///
  /// - Parameter otherGestureRecognizer: The recognizer that must fail first. Requiring
  ///   the recognizer itself is ignored; two recognizers requiring each other both wait
  ///   until their fingers lift, and then fail.
  public func require(toFail otherGestureRecognizer: StageGestureRecognizer) {
    guard otherGestureRecognizer !== self,
      !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer })
    else { return }
    failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    otherGestureRecognizer.dependents.append(WeakRecognizer(recognizer: self))
  }

  /// Where the gesture is, in a view's coordinates (`nil`: the window's), as
  /// `UIGestureRecognizer.location(in:)`.
  ///
  /// - Parameter view: The view whose coordinates to use; `nil` for the window's.
  /// - Returns: The centroid of the gesture's fingers at its latest touch event (after the
  ///   gesture, where its fingers lifted); before any touch, the origin of `view`'s
  ///   coordinates in the window's ((0, 0) converted), as the stage has no touch to
  ///   report.
  public func location(in view: StageView?) -> CGPoint {
    let point = touchLocation ?? .zero
    guard let view else { return point }
    return view.convert(point, from: nil)
  }

  /// Where one of the gesture's fingers is, as `UIGestureRecognizer.location(ofTouch:in:)`.
  ///
  /// - Parameters:
  ///   - touchIndex: The finger's index among those down, in the order they went down.
  ///   - view: The view whose coordinates to use; `nil` for the window's.
  /// - Returns: The finger's location. An index out of `0..<numberOfTouches` (UIKit raises
  ///   an exception) gives the gesture's location, ``location(in:)``.
  public func location(ofTouch touchIndex: Int, in view: StageView?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
    return trackedTouches[touchIndex].location(in: view)
  }

  // MARK: Touches (the stage's twin of UIGestureRecognizerSubclass)

  /// Fingers went down; subclasses override (the fingers are already in
  /// ``trackedTouches``).
  func touchesBegan(_ touches: [StageTouch]) {}

  /// Fingers moved; subclasses override (``trackedTouches`` holds the new locations).
  func touchesMoved(_ touches: [StageTouch]) {}

  /// Fingers lifted; subclasses override (they are no longer in ``trackedTouches``).
  func touchesEnded(_ touches: [StageTouch]) {}

  /// Moves to a state, as a subclass of `UIGestureRecognizer` sets `state`.
  ///
  /// Leaving `possible` for began or ended (recognized) first waits for the recognizers
  /// this one requires to fail, asks the delegate, and checks the recognizers competing for
  /// the same fingers: it fails instead when the delegate says no or a competitor already
  /// began, and otherwise makes the competitors that have not begun fail.
  func transition(to newState: State) {
    guard !isFinished else { return }
    switch (state, newState) {
    case (.possible, .began), (.possible, .ended):
      attemptToRecognize(as: newState)
    case (.possible, .failed), (.began, _), (.changed, _):
      enter(newState)
    default:
      break
    }
  }

  /// Back to rest after a gesture, as UIKit's `reset()`; subclasses clear their own
  /// tracking too.
  func reset() {
    state = .possible
    trackedTouches.removeAll()
    isInGesture = false
    isFinished = false
    pendingState = nil
    session = nil
    sessionFingers.removeAll()
  }

  // MARK: Delivery (called by the touch session)

  /// Whether the recognizer watches the fingers it took in a session.
  func isWatching(in session: StageTouchSession) -> Bool {
    self.session === session && isEnabled && isInGesture && !isFinished
  }

  /// Whether the recognizer may take a new finger in a session.
  func acceptsNewTouch(in session: StageTouchSession) -> Bool {
    isEnabled && !isFinished && pendingState == nil
      && (self.session === session || trackedTouches.isEmpty)
  }

  /// Takes fingers that went down.
  func receiveBegan(_ touches: [StageTouch], in session: StageTouchSession) {
    if self.session !== session {
      self.session = session
      sessionFingers.removeAll()
    }
    isInGesture = true
    for touch in touches { sessionFingers.insert(touch.finger) }
    trackedTouches += touches
    updateTouchLocation()
    touchesBegan(touches)
  }

  /// Takes fingers that moved.
  func receiveMoved(_ touches: [StageTouch]) {
    replaceTracked(with: touches)
    updateTouchLocation()
    touchesMoved(touches)
  }

  /// Takes fingers that lifted.
  func receiveEnded(_ touches: [StageTouch]) {
    replaceTracked(with: touches)
    updateTouchLocation()
    forget(touches)
    touchesEnded(touches)
  }

  /// Lets go of fingers that lifted while the recognizer no longer watched them; a
  /// finished gesture resets once its last finger is up.
  func fingersLifted(_ touches: [StageTouch]) {
    forget(touches)
    if isFinished && trackedTouches.isEmpty { reset() }
  }

  /// Whether the recognizer holds this finger.
  func tracks(_ touch: StageTouch) -> Bool {
    trackedTouches.contains { $0.finger == touch.finger }
  }

  /// Whether two recognizers may run at once: either's delegate says so.
  func canRecognizeSimultaneously(with other: StageGestureRecognizer) -> Bool {
    if let delegate, delegate.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) {
      return true
    }
    if let otherDelegate = other.delegate,
      otherDelegate.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self)
    {
      return true
    }
    return false
  }

  // MARK: State machine

  private func replaceTracked(with touches: [StageTouch]) {
    for touch in touches {
      if let index = trackedTouches.firstIndex(where: { $0.finger == touch.finger }) {
        trackedTouches[index] = touch
      }
    }
  }

  private func forget(_ touches: [StageTouch]) {
    trackedTouches.removeAll { tracked in touches.contains { $0.finger == tracked.finger } }
  }

  private func updateTouchLocation() {
    guard !trackedTouches.isEmpty else { return }
    var x: CGFloat = 0
    var y: CGFloat = 0
    for touch in trackedTouches {
      x += touch.locationInWindow.x
      y += touch.locationInWindow.y
    }
    let count = CGFloat(trackedTouches.count)
    touchLocation = CGPoint(x: x / count, y: y / count)
  }

  /// What the recognizers this one requires to fail have come to.
  private enum RequirementOutcome {
    case undecided
    case recognized
    case failed
  }

  private var requirementOutcome: RequirementOutcome {
    var outcome = RequirementOutcome.failed
    for requirement in failureRequirements {
      guard let other = requirement.recognizer, other.isEnabled else { continue }
      switch other.state {
      case .began, .changed, .ended: return .recognized
      case .possible where other.isInGesture: outcome = .undecided
      default: continue
      }
    }
    return outcome
  }

  private func attemptToRecognize(as target: State) {
    if pendingState != nil {
      pendingState = target
      return
    }
    switch requirementOutcome {
    case .undecided:
      pendingState = target
      return
    case .recognized:
      enter(.failed)
      return
    case .failed:
      break
    }
    if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
      enter(.failed)
      return
    }
    let rivals = session?.rivals(of: self) ?? []
    if rivals.contains(where: { $0.state == .began || $0.state == .changed }) {
      enter(.failed)
      return
    }
    for rival in rivals where rival.state == .possible && !rival.isFinished {
      rival.enter(.failed)
    }
    enter(target)
  }

  /// Sets the state, runs the actions where UIKit sends them, and finishes the gesture on
  /// ended, cancelled and failed.
  private func enter(_ newState: State) {
    let leavesPossible = state == .possible && (newState == .began || newState == .ended)
    state = newState
    switch newState {
    case .began, .changed, .ended, .cancelled:
      for action in actions { action(self) }
    case .possible, .failed:
      break
    }
    // An action may have changed the recognizer (disabled it, say); that change stands.
    guard state == newState else { return }
    let waiting = dependents.compactMap(\.recognizer)
    if newState == .ended || newState == .cancelled || newState == .failed {
      pendingState = nil
      isFinished = true
      if trackedTouches.isEmpty || !isEnabled { reset() }
    }
    if newState == .failed {
      for dependent in waiting { dependent.requirementDidFail() }
    } else if leavesPossible {
      for dependent in waiting { dependent.requirementDidRecognize() }
    }
  }

  /// A recognizer this one requires to fail failed: go on if none is left undecided.
  private func requirementDidFail() {
    guard let target = pendingState, isEnabled, requirementOutcome != .undecided else { return }
    pendingState = nil
    attemptToRecognize(as: target)
  }

  /// A recognizer this one requires to fail began or was recognized: this one fails.
  private func requirementDidRecognize() {
    guard state == .possible, isInGesture, !isFinished else { return }
    enter(.failed)
  }
}

/// A weak reference to a recognizer, for the links of ``StageGestureRecognizer/require(toFail:)``.
private struct WeakRecognizer {
  weak var recognizer: StageGestureRecognizer?
}
