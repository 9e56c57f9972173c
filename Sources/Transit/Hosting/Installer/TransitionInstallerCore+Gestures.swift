// The gestures an installer puts on screen, and what each phase of one does: a gesture
// either begins its transition (the host starts it interactively) or grabs the one in
// flight; then it moves it, releases it or gives it up. Only the gesture that took hold
// moves the transition, and a phase that arrives before the host starts the transition is
// kept by the animator core and replayed.

extension TransitionInstallerCore {
  /// What a gesture does when it begins with no transition in flight (pops, dismisses,
  /// selects a neighbour); `false` when there is nothing to do (the root screen, the last
  /// tab).
  public typealias GestureStart = @MainActor () -> Bool

  // MARK: - Installing

  /// The plans among some that are not installed yet.
  ///
  /// - Parameter plans: Plans for the view this installer belongs to.
  /// - Returns: Those whose gesture is not on screen.
  public func uninstalled(_ plans: [TransitionGesturePlan]) -> [TransitionGesturePlan] {
    plans.filter { installed[$0.key] == nil }
  }

  /// Records a recognizer the host installed for a gesture.
  ///
  /// - Parameters:
  ///   - recognizer: The recognizer.
  ///   - key: The gesture it serves.
  public func didInstall(_ recognizer: Recognizer, as key: TransitionGestureKey) {
    installed[key] = recognizer
  }

  /// Forgets the gestures a transition put on this installer's screen (a pull down, a
  /// pinch…), so that the screen shown again, on another stack or with another transition,
  /// gets that one's (docs/design.md#u15).
  ///
  /// - Returns: Their recognizers, for the host to take off the screen.
  public func uninstallScreenGestures() -> [Recognizer] {
    let screenGestures = installed.filter {
      if case .interaction = $0.key { true } else { false }
    }
    for key in screenGestures.keys { installed[key] = nil }
    screenGestureOwner = nil
    return Array(screenGestures.values)
  }

  /// Routes this screen's own gestures to the installer that runs the transitions they
  /// start (the navigation controller's for a pushed screen, the screen's own for a
  /// presented one): that installer decides whether one is pending (docs/design.md#u25).
  ///
  /// - Parameter owner: The installer core running them.
  public func routesScreenGestures(to owner: TransitionInstallerCore) {
    screenGestureOwner = owner === self ? nil : owner
  }

  /// The recognizer installed for a gesture.
  ///
  /// - Parameter key: The gesture.
  /// - Returns: Its recognizer, or `nil`.
  public func recognizer(for key: TransitionGestureKey) -> Recognizer? { installed[key] }

  /// The gesture a recognizer serves, if this installer installed it.
  ///
  /// - Parameter recognizer: A recognizer.
  /// - Returns: Its gesture, or `nil`.
  public func key(of recognizer: Recognizer) -> TransitionGestureKey? {
    installed.first { $0.value === recognizer }?.key
  }

  /// Whether a recognizer may begin: the grabbing pan only while a transition that its
  /// host can pause is in flight; a gesture that starts a transition only when none is in flight or asked for
  /// (a fast double swipe pops once); the swipe between children only when the finger
  /// moves across more than along; a pinch-to-close or a matched-view drag only when no
  /// zooming scroll view under it would take it (``ZoomYield``); a sideways swipe only where
  /// no scroll view under it can scroll that way (``HorizontalScrollRoom``).
  ///
  /// - Parameters:
  ///   - recognizer: The recognizer about to begin.
  ///   - sample: What it reports now (its translation and velocity), if the host has it.
  ///   - geometry: The view it measures in (its layout direction says which way is back).
  /// - Returns: Whether it may.
  public func shouldBegin(
    _ recognizer: Recognizer, sample: GestureSample? = nil, geometry: GestureGeometry? = nil
  ) -> Bool {
    let key = key(of: recognizer)
    if key == .interaction(.panBack), let sample {
      // A full-width back swipe: across more than along, towards the trailing edge.
      let motion = sample.velocity == .zero ? sample.translation : sample.velocity
      let back = geometry?.layoutDirection == .rightToLeft ? -motion.x : motion.x
      guard back > abs(motion.y) else { return false }
    }
    if case .interaction(let interaction)? = key, let sample,
      !ZoomYield.admits(interaction, sample)
    {
      return false
    }
    // A sideways swipe gives way to a scroll view under it that can scroll that way (a
    // carousel), whichever recognizer the toolkit asks first (docs/design.md#u5).
    if key == .swipeBetweenChildren || key == .interaction(.panBack), let sample,
      let room = sample.horizontalScroll
    {
      let motion = sample.velocity == .zero ? sample.translation : sample.velocity
      if room.scrolls(withFingerMovingBy: Double(motion.x)) { return false }
    }
    switch key {
    // Only where the host can pause what is in flight (docs/design.md#n6): a pan that begins and
    // does nothing would still cancel the touches of the screens below it.
    case .grab?: return animatorInFlight?.canBeGrabbed ?? false
    case .swipeBetweenChildren?:
      guard !hasTransitionPending else { return false }
      guard let sample else { return true }
      let motion = sample.velocity == .zero ? sample.translation : sample.velocity
      return abs(motion.x) > abs(motion.y)
    case .backSwipe?, nil: return true
    case .interaction?:
      // The transition is the owner's (a pushed screen's pop is its stack's).
      let owner = screenGestureOwner ?? self
      return !owner.hasTransitionPending || (owner.animatorInFlight?.isInFlight ?? false)
    }
  }

  /// How the navigation controller's own back swipe (`interactivePopGestureRecognizer`,
  /// which Transit drives rather than adding a second edge pan) may begin for the screen on
  /// top.
  public enum BackSwipeDecision: Sendable, Hashable {
    /// Transit's screen: it begins, and Transit's animator follows the finger.
    case begin
    /// It does not begin (nothing to pop, a transition in flight or asked for, the screen
    /// opted out).
    case refuse
    /// Not Transit's business (a screen pushed without Transit, or Transit is no longer the
    /// navigation controller's delegate): ask the recognizer's previous delegate, as if
    /// Transit were not there.
    case forward
  }

  /// Whether the back swipe begins for the top screen.
  ///
  /// - Parameters:
  ///   - top: The screen on top, if any.
  ///   - stackCount: How many screens the navigation controller holds.
  ///   - isTransitioning: Whether the host reports a transition in flight.
  ///   - isDelegate: Whether this installer is still the navigation controller's delegate.
  ///   - allowsBackSwipe: The top screen's own switch (`screen.transit.allowsBackSwipe`).
  /// - Returns: The decision.
  public func backSwipeDecision(
    top: Screen?, stackCount: Int, isTransitioning: Bool, isDelegate: Bool,
    allowsBackSwipe: Bool
  ) -> BackSwipeDecision {
    guard let top, isDelegate, registry.transition(for: top) != nil else { return .forward }
    guard stackCount > 1, !isTransitioning, !hasTransitionPending, allowsBackSwipe else {
      return .refuse
    }
    return .begin
  }

  /// Whether a recognizer recognizes alongside another: a pull down alongside a scroll
  /// view inside its screen, so it can take over once the content is at its top; a
  /// pinch-to-close alongside a scroll view's zooming pinch, so that pinching in at the
  /// minimum zoom closes (``ZoomYield`` decides whether it begins, and the host then holds
  /// the zoom, ``holdsZoom(for:)``).
  ///
  /// - Parameters:
  ///   - recognizer: Transit's recognizer.
  ///   - otherIsScrollView: Whether the other recognizer belongs to a scroll view.
  ///   - otherIsPinch: Whether the other recognizer is that scroll view's pinch.
  /// - Returns: Whether both may recognize at once.
  public func recognizesSimultaneously(
    _ recognizer: Recognizer, withScrollView otherIsScrollView: Bool, otherIsPinch: Bool = false
  )
    -> Bool
  {
    guard otherIsScrollView, case .interaction(let interaction)? = key(of: recognizer) else {
      return false
    }
    switch interaction {
    case .pullDownToDismiss: return true
    case .pinchToClose: return otherIsPinch
    default: return false
    }
  }

  /// Whether the host keeps the zooming scroll views under a gesture at their minimum zoom
  /// now, their pinch cancelled: while a pinch-to-close that began alongside one drives
  /// its transition (the photo closes rather than zooming out past its minimum).
  ///
  /// - Parameter plan: The gesture's plan.
  /// - Returns: Whether to hold them.
  public func holdsZoom(for plan: TransitionGesturePlan) -> Bool {
    plan.key == .interaction(.pinchToClose) && drivingGesture == plan.key
  }

  // MARK: - Routing

  /// Drives a transition from a gesture's phase: begins it (or grabs the one in flight),
  /// moves it, and releases it.
  ///
  /// - Parameters:
  ///   - phase: The recognizer's phase.
  ///   - plan: The gesture's plan.
  ///   - sample: What the recognizer reports now.
  ///   - geometry: The view it measures in.
  ///   - start: Begins the gesture's transition when none is in flight.
  public func handle(
    _ phase: GesturePhase, of plan: TransitionGesturePlan, sample: GestureSample,
    in geometry: GestureGeometry, start: GestureStart
  ) {
    var (phase, sample) = (phase, sample)
    if plan.recognizesAlongsideScrollViews {
      // A pull alongside scroll views waits for the content's top (ScrollHandOver).
      var handOver = scrollHandOvers[plan.key] ?? ScrollHandOver()
      let admitted = handOver.admit(phase, sample)
      scrollHandOvers[plan.key] = handOver
      guard let admitted else { return }
      (phase, sample) = admitted
    }
    route(
      phase, of: plan.key, operation: plan.operation, progress: plan.mapper(in: geometry)(sample),
      start: start)
  }

  /// Whether the host keeps the scroll views in a gesture's screen still, at their top,
  /// now: while a pull that took over from them drives its transition.
  ///
  /// - Parameter plan: The gesture's plan.
  /// - Returns: Whether to hold them.
  public func holdsScrollViews(for plan: TransitionGesturePlan) -> Bool {
    drivingGesture == plan.key && scrollHandOvers[plan.key]?.holdsScrollViews == true
  }

  /// Drives a switch between a container's children from a swipe: the way the finger first
  /// moves picks the neighbour (docs/design.md#r9's order, mirrored right to left), and the
  /// progress grows as it keeps going that way.
  ///
  /// - Parameters:
  ///   - phase: The recognizer's phase.
  ///   - kind: `.tab` or `.container`.
  ///   - sample: What the pan reports now.
  ///   - geometry: The container's view.
  ///   - selectedIndex: The child shown, if any.
  ///   - childCount: How many children there are.
  ///   - select: Switches to a child, by index; `false` if it did not.
  ///   - didSelect: Runs once a switch the swipe started has finished (not when it was
  ///     cancelled): the app's delegate hears of the selection as after a tap (docs/design.md#u27).
  public func handleSwipe(
    _ phase: GesturePhase, in kind: TransitionOperation.Kind, sample: GestureSample,
    geometry: GestureGeometry, selectedIndex: Int?, childCount: Int,
    select: @MainActor (Int) -> Bool, didSelect: @escaping @MainActor () -> Void = {}
  ) {
    if phase == .began {
      let choice = TransitionGesturePlan.swipeBetweenChildren(in: kind).mapper(in: geometry)(sample)
      swipeChoice = choice.direction.map { ($0, sample.translation.x < 0) }
    }
    let across = InteractionMapper.horizontalPan(width: Double(geometry.size.width))
    let mapper = swipeChoice?.movesLeft == true ? across.reversed() : across
    let forward = swipeChoice?.direction == .forward
    let operation: TransitionOperation =
      kind == .container
      ? .containerSwitch(from: 1, to: forward ? 2 : 0) : .tabSwitch(from: 1, to: forward ? 2 : 0)
    route(phase, of: .swipeBetweenChildren, operation: operation, progress: mapper(sample)) {
      guard let choice = self.swipeChoice, let selectedIndex else { return false }
      let target = choice.direction == .forward ? selectedIndex + 1 : selectedIndex - 1
      guard (0..<childCount).contains(target), select(target) else { return false }
      self.animatorStartedByGesture?.completionObservers.append { finished in
        if finished { didSelect() }
      }
      return true
    }
  }

  /// One phase of one gesture, by the rules: only the gesture that took hold moves the
  /// transition; a gesture begins a transition only if the host really started one with
  /// Transit's animator.
  func route(
    _ phase: GesturePhase, of key: TransitionGestureKey, operation: TransitionOperation,
    progress: @autoclosure () -> GestureProgress, start: GestureStart
  ) {
    routedGesture = key
    defer { routedGesture = nil }
    if phase == .began || phase == .changed, drivingGesture == nil,
      takeHoldOfTransitionStarted(by: key)
    {
      animatorInFlight?.followGesture(progress())
      return
    }
    switch phase {
    case .began:
      if let driving = drivingGesture, driving != key, animatorInFlight?.isDriven == true {
        return  // another gesture drives the transition
      }
      drivingGesture = nil
      if let animator = animatorInFlight, animator.isInFlight {
        guard animator.grab(byGestureFor: operation) else { return }
      } else {
        animatorStartedByGesture = nil
        gestureIsStarting = true
        let started = start()
        gestureIsStarting = false
        guard started, animatorStartedByGesture != nil else { return }
        gestureThatStartedAnimator = nil
      }
      drivingGesture = key
      animatorInFlight?.followGesture(progress())
    case .changed:
      guard drivingGesture == key else { return }
      animatorInFlight?.followGesture(progress())
    case .ended:
      guard drivingGesture == key else { return }
      drivingGesture = nil
      animatorInFlight?.releaseGesture(progress())
    case .cancelled, .failed:
      guard drivingGesture == key else { return }
      drivingGesture = nil
      animatorInFlight?.cancelInteraction()
    case .possible:
      break
    }
  }

  /// Takes hold of a transition the host started for a gesture before the gesture's own
  /// phase arrived (the system's back swipe pops, then Transit hears `.began`; on UIKit the
  /// order of a recognizer's targets is not documented, so `.changed` may be first).
  private func takeHoldOfTransitionStarted(by key: TransitionGestureKey) -> Bool {
    guard gestureThatStartedAnimator == key, let animator = animatorStartedByGesture,
      animator === animatorInFlight, !animator.hasCompleted
    else { return false }
    gestureThatStartedAnimator = nil
    drivingGesture = key
    return true
  }
}
