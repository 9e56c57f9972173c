// The gestures every host installs, decided once: which plans go on which view, once each,
// and where their phases are routed. A host only builds a recognizer of the kind a plan
// names, puts it on a view and reports its phases (``TransitionInstaller``'s gesture
// primitives).

extension TransitionInstaller {
  /// Makes this installer the delegate of the container its controller is, with the
  /// container's gestures: a back swipe and a grabbing pan on a navigation controller, the
  /// swipe between children its transition declares on a tab bar controller or container.
  public func installAsDelegate() {
    guard let adoption = adoptContainerDelegate() else { return }
    if let previous = adoption.previousDelegate, previous !== containerDelegate,
      core.hasAdoptedDelegate
    {
      report(
        .delegateReplaced,
        "the container's delegate was replaced by \(Self.describe(previous)) behind "
          + "Transit's back: Transit takes its place again and passes on to it every event "
          + "it does not answer, asking it first for animators")
    }
    core.hasAdoptedDelegate = true
    core.reportedStepAside = false
    switch adoption.role {
    case .navigation: installBackSwipe()
    case .switching(let kind): installSwipeBetweenChildren(in: kind)
    }
  }

  /// Transit's animator for a delegate's request, if a transition applies; a pushed or
  /// presented screen gets the gestures its transition declares, which pop or dismiss it.
  ///
  /// - Parameter request: What the delegate is asked for.
  /// - Returns: The animator's core, or `nil` for the host's own animation.
  public func animatorCore(for request: TransitionRequest<Screen>)
    -> TransitionAnimatorCore<Context>?
  {
    let backSwipeBegins = backSwipeRecognizer.map { Self.phase(of: $0) == .began } ?? false
    let startedBy: TransitionGestureKey? =
      if case .pop = request, backSwipeBegins { .backSwipe } else { nil }
    guard let animator = core.animator(for: request, startedBy: startedBy) else { return nil }
    switch request {
    case .push(let screen):
      Self.installer(of: screen).installBackGestures(
        for: animator.transition, undoing: .pop, owner: self
      ) { [weak self] in self?.popScreen() != nil }
    case .presentation:
      installBackGestures(for: animator.transition, undoing: .dismiss, owner: self) {
        [weak self] in
        self?.dismissByUser(.gesture) ?? false
      }
    case .pop, .switching, .dismissal: break
    }
    return animator
  }

  /// Drives the navigation controller's own back swipe (the system pops; Transit's
  /// animator follows the finger for Transit's screens), and adds the pan that grabs a
  /// transition in flight, once.
  private func installBackSwipe() {
    guard let view = controllerView else { return }
    if let recognizer = backSwipeRecognizer, core.recognizer(for: .backSwipe) !== recognizer {
      driveBackSwipe(recognizer) { [weak self, weak view] recognizer in
        guard let self, let view else { return }
        self.core.handle(
          Self.phase(of: recognizer), of: .backSwipe, sample: Self.sample(of: recognizer, in: view),
          in: Self.geometry(of: view)
        ) { false }
      }
      core.didInstall(recognizer, as: .backSwipe)
    }
    install(.grab(as: .pop), on: view) { false }
  }

  /// The answer of a host's back-swipe delegate to `gestureRecognizerShouldBegin(_:)`:
  /// ``backSwipeDecision()``, forwarding to the recognizer's previous delegate (which
  /// begins when it does not answer).
  ///
  /// - Parameter previous: Asks the previous delegate; `nil` when there is none or it does
  ///   not answer.
  /// - Returns: Whether the back swipe begins.
  public func backSwipeShouldBegin(elseAsk previous: () -> Bool?) -> Bool {
    switch backSwipeDecision() {
    case .begin: true
    case .refuse: false
    case .forward: previous() ?? true
    }
  }

  /// Whether the navigation controller's back swipe begins for the screen on top, decided
  /// by the engine from the host's primitives; a host's back-swipe delegate asks this.
  ///
  /// - Returns: Begin (Transit drives it), refuse, or forward to the recognizer's previous
  ///   delegate (the system's rule: a screen pushed without Transit).
  public func backSwipeDecision()
    -> TransitionInstallerCore<Screen, Recognizer, Context>
    .BackSwipeDecision
  {
    let top = topScreen
    let decision = core.backSwipeDecision(
      top: top, stackCount: stackedScreens.count, isTransitioning: isTransitioning,
      isDelegate: isContainerDelegate,
      allowsBackSwipe: top.map { Self.installer(of: $0).core.allowsBackSwipe } ?? true)
    if decision == .forward, let top, !isContainerDelegate,
      core.registry.transition(for: top) != nil, !core.reportedStepAside
    {
      core.reportedStepAside = true
      report(
        .delegateReplaced,
        "the navigation controller's delegate is no longer Transit's: the back swipe from "
          + "\(Self.describe(top)) is left to the system and to that delegate; set it through "
          + "transit.navigationDelegate to keep Transit's transitions")
    }
    return decision
  }

  /// The recognizer of the navigation controller's back swipe, the one Transit drives, so
  /// that other gestures can wait for it (`require(toFail:)`); `nil` outside a navigation
  /// controller.
  public var backSwipeGestureRecognizer: Recognizer? { navigationInstaller?.backSwipeRecognizer }

  /// Whether this screen may be swiped back with Transit's transition (the navigation
  /// controller's `interactivePopGestureRecognizer.isEnabled` still turns it off for every
  /// screen). `true` by default.
  public var allowsBackSwipe: Bool {
    get { core.allowsBackSwipe }
    set { core.allowsBackSwipe = newValue }
  }

  /// The swipe between a tab bar controller's or a container's children, once, when its
  /// transition declares one.
  private func installSwipeBetweenChildren(in kind: TransitionOperation.Kind) {
    let plan = TransitionGesturePlan.swipeBetweenChildren(in: kind)
    guard core.wantsSwipeBetweenChildren, !core.uninstalled([plan]).isEmpty,
      let view = controllerView
    else { return }
    let recognizer = addRecognizer(plan.recognizer, to: view) { [weak self, weak view] in
      guard let self, let view else { return }
      let children = self.childSelection
      self.core.handleSwipe(
        Self.phase(of: $0), in: kind, sample: Self.sample(of: $0, in: view),
        geometry: Self.geometry(of: view), selectedIndex: children.selected,
        childCount: children.count,
        select: { [weak self] index in self?.selectChild(at: index) ?? false },
        didSelect: { [weak self] in self?.didSelectChildBySwipe() })
    }
    core.didInstall(recognizer, as: plan.key)
  }

  /// The gestures a screen's transition declares, on this installer's screen, routed to
  /// the installer that runs the transition (the navigation controller's for a push, the
  /// screen's own for a presentation).
  private func installBackGestures(
    for transition: Transition, undoing operation: TransitionOperation, owner: Self,
    goBack: @escaping TransitionInstallerCore<Screen, Recognizer, Context>.GestureStart
  ) {
    guard let screen = controllerView else { return }
    // Each showing brings its own transition's gestures, routed to whoever shows it now.
    for recognizer in core.uninstallScreenGestures() { removeRecognizer(recognizer) }
    core.routesScreenGestures(to: owner.core)
    let plans = TransitionGesturePlan.backGestures(for: transition, undoing: operation)
    for plan in core.uninstalled(plans) {
      install(plan, on: screen, routedTo: owner, start: goBack)
    }
  }

  /// Builds a plan's recognizer on a screen (or the screen's matched view) and routes its
  /// phases to an installer's core.
  private func install(
    _ plan: TransitionGesturePlan, on screen: Context.View, routedTo owner: Self? = nil,
    start: @escaping TransitionInstallerCore<Screen, Recognizer, Context>.GestureStart
  ) {
    guard !core.uninstalled([plan]).isEmpty else { return }
    let target = plan.target == .matchedView ? Self.matchedView(in: screen) ?? screen : screen
    let recognizer = addRecognizer(plan.recognizer, to: target) {
      [weak self, weak owner, weak screen] recognizer in
      guard let router = owner ?? self, let screen else { return }
      router.core.handle(
        Self.phase(of: recognizer), of: plan, sample: Self.sample(of: recognizer, in: screen),
        in: Self.geometry(of: screen), start: start)
      if router.core.holdsScrollViews(for: plan) { Self.holdScrollViews(in: screen) }
      if router.core.holdsZoom(for: plan) { Self.holdZoom(in: screen) }
    }
    core.didInstall(recognizer, as: plan.key)
  }
}
