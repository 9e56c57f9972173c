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
    if let previous = adoption.previousDelegate, previous !== self, core.hasAdoptedDelegate {
      report(
        .delegateReplaced,
        "the container's delegate was replaced by \(Self.describe(previous)) behind Transit's "
          + "back: Transit "
          + "takes it back for this transition; give your delegate to the installer "
          + "(transit.navigationDelegate, transit.tabBarDelegate) to hear the other events")
    }
    core.hasAdoptedDelegate = true
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
    guard let animator = core.animator(for: request) else { return nil }
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

  /// The navigation controller's back swipe and the pan that grabs a transition in flight,
  /// once.
  private func installBackSwipe() {
    guard let view = controllerView else { return }
    install(.backSwipe, on: view) { [weak self] in self?.popScreen() != nil }
    install(.grab(as: .pop), on: view) { false }
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
        childCount: children.count
      ) { [weak self] index in self?.selectChild(at: index) ?? false }
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
    }
    core.didInstall(recognizer, as: plan.key)
  }
}
