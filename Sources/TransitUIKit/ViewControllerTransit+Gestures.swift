#if canImport(UIKit)
  import Transit
  import UIKit

  // The gestures Transit installs, as the engine's installer core plans them: a back swipe
  // from the leading edge and a grabbing pan on every navigation controller it drives
  // (UIKit's own back swipe stops working once a custom delegate is set, so it is turned
  // off), the swipe between children a container's transition declares, and the gestures a
  // pushed or presented screen's transition declares. This file only builds UIKit's
  // recognizers and reports their phases; what a phase does is the core's.

  extension ViewControllerTransit {
    /// Installs the navigation controller's back swipe, in place of UIKit's, and the pan
    /// that grabs a transition in flight, once.
    func installBackSwipe(on navigation: UINavigationController) {
      guard !core.uninstalled([.backSwipe]).isEmpty else { return }
      navigation.interactivePopGestureRecognizer?.isEnabled = false
      install(.backSwipe, on: navigation.view) { [weak navigation] in
        guard let navigation, navigation.viewControllers.count > 1 else { return false }
        return navigation.popViewController(animated: true) != nil
      }
      install(.grab(as: .pop), on: navigation.view) { false }
    }

    /// Installs the swipe between a tab bar controller's or a container's children, once,
    /// when its transition declares one.
    func installSwipeBetweenChildren(
      on container: UIViewController, in kind: TransitionOperation.Kind
    ) {
      let plan = TransitionGesturePlan.swipeBetweenChildren(in: kind)
      guard core.wantsSwipeBetweenChildren, !core.uninstalled([plan]).isEmpty else { return }
      let recognizer = Self.makeRecognizer(for: plan, on: container.view)
      addTarget(to: recognizer) { [weak self, weak container] recognizer in
        guard let self, let container, let view = container.viewIfLoaded else { return }
        let children = Self.children(of: container)
        self.core.handleSwipe(
          GesturePhase(recognizer.state), in: kind,
          sample: Self.sample(of: recognizer, in: view), geometry: Self.geometry(of: view),
          selectedIndex: children.selected, childCount: children.count
        ) { index in Self.select(index, of: container) }
      }
      add(recognizer, for: plan, to: container.view)
    }

    /// Installs on this installer's screen the gestures its transition declares, which pop
    /// or dismiss it.
    ///
    /// - Parameters:
    ///   - transition: The transition the screen was shown with.
    ///   - operation: `.pop` for a pushed screen, `.dismiss` for a presented one.
    ///   - owner: The installer that runs the transition (the navigation controller's for a
    ///     push, the screen's own for a presentation).
    ///   - goBack: Pops or dismisses the screen.
    func installBackGestures(
      for transition: Transition, undoing operation: TransitionOperation,
      owner: ViewControllerTransit, goBack: @escaping Core.GestureStart
    ) {
      guard let screen = viewController?.view else { return }
      let plans = TransitionGesturePlan.backGestures(for: transition, undoing: operation)
      for plan in core.uninstalled(plans) {
        install(plan, on: screen, routedTo: owner, start: goBack)
      }
    }

    /// Builds a plan's recognizer on a screen (or the screen's matched view) and routes its
    /// phases to an installer's core.
    private func install(
      _ plan: TransitionGesturePlan, on screen: UIView,
      routedTo owner: ViewControllerTransit? = nil, start: @escaping Core.GestureStart
    ) {
      guard !core.uninstalled([plan]).isEmpty else { return }
      let recognizer = Self.makeRecognizer(for: plan, on: screen)
      addTarget(to: recognizer) { [weak self, weak owner, weak screen] recognizer in
        guard let router = owner ?? self, let screen else { return }
        router.core.handle(
          GesturePhase(recognizer.state), of: plan,
          sample: Self.sample(of: recognizer, in: screen), in: Self.geometry(of: screen),
          start: start)
      }
      let target = plan.target == .matchedView ? Self.matchedView(in: screen) ?? screen : screen
      add(recognizer, for: plan, to: target)
    }

    /// Gives a recognizer a closure as its action, and keeps the target.
    private func addTarget(
      to recognizer: UIGestureRecognizer,
      action: @escaping @MainActor (UIGestureRecognizer) -> Void
    ) {
      gestureTargets.append(GestureTarget(recognizer, action: action))
    }

    /// Puts a recognizer on a view, with this installer as its delegate.
    private func add(
      _ recognizer: UIGestureRecognizer, for plan: TransitionGesturePlan, to view: UIView
    ) {
      recognizer.delegate = self
      view.addGestureRecognizer(recognizer)
      core.didInstall(recognizer, as: plan.key)
    }

    /// UIKit's recognizer for a plan.
    private static func makeRecognizer(for plan: TransitionGesturePlan, on view: UIView)
      -> UIGestureRecognizer
    {
      switch plan.recognizer {
      case .leadingEdgePan:
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = geometry(of: view).layoutDirection == .rightToLeft ? .right : .left
        return edge
      case .pan: return UIPanGestureRecognizer()
      case .pinch: return UIPinchGestureRecognizer()
      }
    }

    /// What the engine's mappers need from a recognizer.
    static func sample(of recognizer: UIGestureRecognizer, in view: UIView) -> GestureSample {
      if let pinch = recognizer as? UIPinchGestureRecognizer {
        return GestureSample(scale: Double(pinch.scale), scaleVelocity: Double(pinch.velocity))
      }
      guard let pan = recognizer as? UIPanGestureRecognizer else { return GestureSample() }
      return GestureSample(
        translation: pan.translation(in: view), velocity: pan.velocity(in: view),
        isContentAtTop: view.firstDescendant(where: isScrolledDown) == nil)
    }

    /// The size and layout direction a gesture on a view measures in.
    static func geometry(of view: UIView) -> GestureGeometry {
      GestureGeometry(
        size: view.bounds.size,
        layoutDirection: view.effectiveUserInterfaceLayoutDirection == .rightToLeft
          ? .rightToLeft : .leftToRight)
    }

    /// Whether a view is a scroll view that does not show the top of its content.
    static func isScrolledDown(_ view: UIView) -> Bool {
      guard let scroll = view as? UIScrollView else { return false }
      return scroll.contentOffset.y > -scroll.adjustedContentInset.top + 0.5
    }

    /// The first tagged view under a screen, which a matched-view drag takes hold of.
    static func matchedView(in screen: UIView) -> UIView? {
      screen.firstDescendant { $0.transitAttributes?.id != nil }
    }

    /// The selected index and the number of children of a tab bar controller or container.
    static func children(of container: UIViewController) -> (selected: Int?, count: Int) {
      switch container {
      case let tabs as UITabBarController:
        (tabs.selectedIndex, tabs.viewControllers?.count ?? 0)
      case let container as TransitContainerViewController:
        (container.selectedIndex, container.viewControllers.count)
      default: (nil, 0)
      }
    }

    /// Selects a child of a tab bar controller or container.
    static func select(_ index: Int, of container: UIViewController) -> Bool {
      switch container {
      case let tabs as UITabBarController: tabs.selectedIndex = index
      case let container as TransitContainerViewController:
        container.setSelectedIndex(index, animated: true)
      default: return false
      }
      return true
    }
  }

  extension GesturePhase {
    /// The engine's phase for a UIKit recognizer's state.
    init(_ state: UIGestureRecognizer.State) {
      switch state {
      case .began: self = .began
      case .changed: self = .changed
      case .ended: self = .ended
      case .cancelled: self = .cancelled
      case .failed: self = .failed
      default: self = .possible
      }
    }
  }

  extension ViewControllerTransit: UIGestureRecognizerDelegate {
    /// The grabbing pan begins only while a Transit transition is in flight.
    ///
    /// - Parameter gestureRecognizer: The recognizer about to begin.
    /// - Returns: Whether it may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      core.shouldBegin(gestureRecognizer)
    }

    /// A pull down recognizes alongside a scroll view inside the screen, so it can take
    /// over once the content is at its top.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: Transit's recognizer.
    ///   - otherGestureRecognizer: Another recognizer.
    /// - Returns: Whether both may recognize at once.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      core.recognizesSimultaneously(
        gestureRecognizer, withScrollView: otherGestureRecognizer.view is UIScrollView)
    }
  }
#endif
