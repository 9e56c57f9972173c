#if canImport(UIKit)
  import Transit
  import UIKit

  // The gestures Transit installs: a back swipe from the leading edge for every navigation
  // controller it drives (UIKit's own stops working once a custom delegate is set, so it is
  // turned off), and the gestures a transition declares (`.swipeBetweenTabs`,
  // `.pullDownToDismiss`, `.pinchToClose`, `.dragMatchedView`, `.edgePanBack`). Each starts
  // its transition driven, or grabs the one in flight; the engine's mappers turn touches
  // into progress and the animator core follows them.

  extension ViewControllerTransit {
    /// What a gesture does when it begins with no transition in flight; `false` when there
    /// is nothing to do (the root screen, the last tab).
    typealias GestureStart = @MainActor () -> Bool

    /// Installs the navigation controller's back swipe, once, in place of UIKit's.
    func installBackSwipe(on navigation: UINavigationController) {
      guard installedGestures["backSwipe"] == nil else { return }
      navigation.interactivePopGestureRecognizer?.isEnabled = false
      let edge = UIScreenEdgePanGestureRecognizer()
      edge.edges = Self.leadingEdge(of: navigation.view)
      install(edge, as: "backSwipe", on: navigation.view) {
        [unowned self, unowned navigation] recognizer in
        self.handle(recognizer, operation: .pop, mapper: Self.edgeMapper(in: navigation.view)) {
          guard navigation.viewControllers.count > 1 else { return false }
          navigation.popViewController(animated: true)
          return true
        }
      }
      installGrab(on: navigation.view, operation: .pop)
    }

    /// Installs a pan that grabs a transition in flight (to reverse or speed it on),
    /// active only while one is.
    func installGrab(on view: UIView, operation: TransitionOperation) {
      guard installedGestures["grab"] == nil else { return }
      let grab = UIPanGestureRecognizer()
      grab.delegate = self
      install(grab, as: "grab", on: view) { [unowned self, unowned view] recognizer in
        self.handle(recognizer, operation: operation, mapper: Self.edgeMapper(in: view)) {
          false
        }
      }
    }

    /// Installs a swipe between a tab bar controller's tabs.
    func installSwipeBetweenTabs(on view: UIView, select: @escaping @MainActor (Int) -> Bool) {
      guard installedGestures["swipe"] == nil else { return }
      install(UIPanGestureRecognizer(), as: "swipe", on: view) {
        [unowned self, unowned view] recognizer in
        let width = Double(view.bounds.width)
        let sample = Self.sample(of: recognizer, in: view)
        if recognizer.state == .began {
          let direction = Self.layoutDirection(of: view)
          let choice = InteractionMapper.tabSwipe(width: width, layoutDirection: direction)(
            sample)
          self.swipeChoice = choice.direction
          self.swipeMovesLeft = sample.translation.x < 0
        }
        // Progress grows as the finger keeps going the way it started.
        let across = InteractionMapper.horizontalPan(width: width)
        let forward = self.swipeChoice == .forward
        self.handle(
          recognizer, operation: .tabSwitch(from: 1, to: forward ? 2 : 0),
          mapper: self.swipeMovesLeft ? across.reversed() : across
        ) {
          guard let chosen = self.swipeChoice, let selected = self.selectedIndex else {
            return false
          }
          return select(chosen == .forward ? selected + 1 : selected - 1)
        }
      }
    }

    /// The index selected in the tab bar or container this installer belongs to.
    var selectedIndex: Int? {
      switch viewController {
      case let tabs as UITabBarController: tabs.selectedIndex
      case let container as TransitContainerViewController: container.selectedIndex
      default: nil
      }
    }

    /// Installs on a pushed or presented screen the gestures its transition declares,
    /// which pop or dismiss it.
    ///
    /// - Parameters:
    ///   - transition: The transition the screen was shown with.
    ///   - screen: The screen.
    ///   - owner: The installer that runs the transition (the navigation controller's for a
    ///     push, the screen's own for a presentation).
    ///   - goBack: Pops or dismisses the screen.
    func installBackGestures(
      for transition: Transition, on screen: UIViewController, owner: ViewControllerTransit,
      goBack: @escaping GestureStart
    ) {
      let view: UIView = screen.view
      let operation: TransitionOperation = owner === self ? .dismiss : .pop
      for interaction in transition.interactions {
        guard installedGestures[interaction.rawValue] == nil else { continue }
        let recognizer: UIGestureRecognizer
        let mapper: @MainActor () -> InteractionMapper
        switch interaction {
        case .edgePanBack:
          guard operation == .dismiss else { continue }  // navigation has its back swipe
          let edge = UIScreenEdgePanGestureRecognizer()
          edge.edges = Self.leadingEdge(of: view)
          recognizer = edge
          mapper = { [unowned view] in Self.edgeMapper(in: view) }
        case .pullDownToDismiss:
          let pan = UIPanGestureRecognizer()
          pan.delegate = self
          recognizer = pan
          mapper = { [unowned view] in .pullDown(height: Double(view.bounds.height)) }
        case .dragMatchedView:
          recognizer = UIPanGestureRecognizer()
          mapper = { [unowned view] in
            .dragMatchedView(distance: Double(view.bounds.height) / 2)
          }
        case .pinchToClose:
          recognizer = UIPinchGestureRecognizer()
          mapper = { .pinch() }
        case .swipeBetweenTabs:
          continue
        }
        let target = interaction == .dragMatchedView ? Self.matchedView(in: view) ?? view : view
        install(recognizer, as: interaction.rawValue, on: target) {
          [unowned owner] recognizer in
          owner.handle(recognizer, operation: operation, mapper: mapper(), start: goBack)
        }
      }
    }

    /// Adds a recognizer to a view with a closure as its action, and keeps both.
    private func install(
      _ recognizer: UIGestureRecognizer, as name: String, on view: UIView,
      action: @escaping @MainActor (UIGestureRecognizer) -> Void
    ) {
      let target = GestureTarget(recognizer, action: action)
      view.addGestureRecognizer(recognizer)
      installedGestures[name] = (recognizer, target)
    }

    /// Drives a transition from a gesture: begins it (or grabs the one in flight), moves
    /// it, and releases it.
    func handle(
      _ recognizer: UIGestureRecognizer, operation: TransitionOperation,
      mapper: InteractionMapper, start: GestureStart
    ) {
      let gesture = mapper(Self.sample(of: recognizer, in: recognizer.view))
      switch recognizer.state {
      case .began:
        gestureDrives = false
        if let animator = animatorInFlight, animator.isInFlight {
          guard animator.grab(byGestureFor: operation) else { return }
        } else {
          gestureIsStarting = true
          let started = start()
          gestureIsStarting = false
          guard started else { return }
        }
        gestureDrives = true
        animatorInFlight?.followGesture(gesture)
      case .changed:
        guard gestureDrives else { return }
        animatorInFlight?.followGesture(gesture)
      case .ended:
        guard gestureDrives else { return }
        gestureDrives = false
        animatorInFlight?.releaseGesture(gesture)
      case .cancelled, .failed:
        guard gestureDrives else { return }
        gestureDrives = false
        animatorInFlight?.cancelInteraction()
      default:
        break
      }
    }

    /// The back swipe's mapper for a view: across its width, from the leading edge.
    static func edgeMapper(in view: UIView) -> InteractionMapper {
      .horizontalEdgePan(
        width: Double(view.bounds.width), layoutDirection: layoutDirection(of: view))
    }

    /// The engine's layout direction for a view's.
    static func layoutDirection(of view: UIView) -> LayoutDirection {
      view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The screen edge a back swipe starts from: the leading one.
    static func leadingEdge(of view: UIView) -> UIRectEdge {
      layoutDirection(of: view) == .rightToLeft ? .right : .left
    }

    /// What the engine's mappers need from a recognizer.
    static func sample(of recognizer: UIGestureRecognizer, in view: UIView?) -> GestureSample {
      if let pinch = recognizer as? UIPinchGestureRecognizer {
        return GestureSample(scale: Double(pinch.scale), scaleVelocity: Double(pinch.velocity))
      }
      guard let pan = recognizer as? UIPanGestureRecognizer else { return GestureSample() }
      return GestureSample(
        translation: pan.translation(in: view), velocity: pan.velocity(in: view),
        isContentAtTop: view.map(isScrolledToTop) ?? true)
    }

    /// Whether every scroll view under a screen shows the top of its content.
    static func isScrolledToTop(_ screen: UIView) -> Bool {
      var stack = [screen]
      while let view = stack.popLast() {
        if let scroll = view as? UIScrollView,
          scroll.contentOffset.y > -scroll.adjustedContentInset.top + 0.5
        {
          return false
        }
        stack.append(contentsOf: view.subviews)
      }
      return true
    }

    /// The first tagged view under a screen, which a matched-view drag takes hold of.
    static func matchedView(in screen: UIView) -> UIView? {
      var stack = [screen]
      while let view = stack.popLast() {
        if view !== screen, view.transitAttributes?.id != nil { return view }
        stack.append(contentsOf: view.subviews.reversed())
      }
      return nil
    }
  }

  extension ViewControllerTransit: UIGestureRecognizerDelegate {
    /// The grabbing pan begins only while a Transit transition is in flight.
    ///
    /// - Parameter gestureRecognizer: The recognizer about to begin.
    /// - Returns: Whether it may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard gestureRecognizer === installedGestures["grab"]?.recognizer else { return true }
      return animatorInFlight?.isInFlight ?? false
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
      gestureRecognizer
        === installedGestures[TransitionInteraction.pullDownToDismiss.rawValue]?
        .recognizer && otherGestureRecognizer.view is UIScrollView
    }
  }
#endif
