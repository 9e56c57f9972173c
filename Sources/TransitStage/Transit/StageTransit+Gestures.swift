import Foundation
import Transit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// The gestures Transit installs: a back swipe from the leading edge for every navigation
// controller it drives (UIKit's own stops working once a custom delegate is set), and the
// gestures a transition declares (`.swipeBetweenTabs`, `.pullDownToDismiss`,
// `.pinchToClose`, `.dragMatchedView`, `.edgePanBack`). Each starts its transition driven,
// or grabs the one in flight; the engine's mappers turn touches into progress.

extension StageTransit {
  /// What a gesture does when it begins with no transition in flight; `false` when there
  /// is nothing to do (the root screen, the last tab).
  typealias GestureStart = @MainActor () -> Bool

  /// Installs the navigation controller's back swipe, once.
  func installBackSwipe(on navigation: StageNavigationController) {
    guard installedGestures["backSwipe"] == nil else { return }
    let edge = StageScreenEdgePanGestureRecognizer { [unowned self, unowned navigation] in
      self.handle($0, operation: .pop, mapper: self.edgeMapper(in: navigation.view)) {
        guard navigation.viewControllers.count > 1 else { return false }
        navigation.popViewController(animated: true)
        return true
      }
    }
    edge.edges = navigation.view.window?.layoutDirection == .rightToLeft ? .right : .left
    navigation.view.addGestureRecognizer(edge)
    installedGestures["backSwipe"] = edge
    installGrab(on: navigation.view, operation: .pop)
  }

  /// Installs a pan that grabs a transition in flight (to reverse or speed it on), active
  /// only while one is.
  func installGrab(on view: StageView, operation: TransitionOperation) {
    guard installedGestures["grab"] == nil else { return }
    let grab = StagePanGestureRecognizer { [unowned self, unowned view] in
      self.handle($0, operation: operation, mapper: self.edgeMapper(in: view)) { false }
    }
    grab.delegate = self
    view.addGestureRecognizer(grab)
    installedGestures["grab"] = grab
  }

  /// Installs a swipe between a tab bar's or a container's children.
  func installSwipeBetweenChildren(on view: StageView, select: @escaping (Int) -> Bool) {
    guard installedGestures["swipe"] == nil else { return }
    let swipe = StagePanGestureRecognizer { [unowned self, unowned view] recognizer in
      guard let pan = recognizer as? StagePanGestureRecognizer else { return }
      let width = Double(view.bounds.width)
      let direction = view.window?.layoutDirection ?? .leftToRight
      let sample = Self.sample(of: pan, in: view)
      if pan.state == .began {
        let choice = InteractionMapper.tabSwipe(width: width, layoutDirection: direction)(sample)
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
        guard let chosen = self.swipeChoice else { return false }
        let selected = self.selectedIndex
        return select(chosen == .forward ? selected + 1 : selected - 1)
      }
    }
    view.addGestureRecognizer(swipe)
    installedGestures["swipe"] = swipe
  }

  /// Installs on a pushed or presented screen the gestures its transition declares, which
  /// pop or dismiss it.
  ///
  /// - Parameters:
  ///   - transition: The transition the screen was shown with.
  ///   - screen: The screen.
  ///   - owner: The installer that runs the transition (the navigation controller's for a
  ///     push, the screen's own for a presentation).
  ///   - goBack: Pops or dismisses the screen.
  func installBackGestures(
    for transition: Transition, on screen: StageViewController, owner: StageTransit,
    goBack: @escaping GestureStart
  ) {
    let view = screen.view
    let operation: TransitionOperation = owner === self ? .dismiss : .pop
    for interaction in transition.interactions {
      guard installedGestures[interaction.rawValue] == nil else { continue }
      let recognizer: StageGestureRecognizer
      switch interaction {
      case .edgePanBack:
        guard operation == .dismiss else { continue }  // navigation has its back swipe
        let edge = StageScreenEdgePanGestureRecognizer { [unowned owner, unowned view] in
          owner.handle($0, operation: operation, mapper: owner.edgeMapper(in: view), start: goBack)
        }
        edge.edges = view.window?.layoutDirection == .rightToLeft ? .right : .left
        recognizer = edge
      case .pullDownToDismiss:
        recognizer = StagePanGestureRecognizer { [unowned owner, unowned view] in
          let height = Double(view.bounds.height)
          owner.handle($0, operation: operation, mapper: .pullDown(height: height), start: goBack)
        }
      case .dragMatchedView:
        recognizer = StagePanGestureRecognizer { [unowned owner, unowned view] in
          let distance = Double(view.bounds.height) / 2
          owner.handle(
            $0, operation: operation, mapper: .dragMatchedView(distance: distance), start: goBack)
        }
      case .pinchToClose:
        recognizer = StagePinchGestureRecognizer { [unowned owner] in
          owner.handle($0, operation: operation, mapper: .pinch(), start: goBack)
        }
      case .swipeBetweenTabs:
        continue
      }
      let target = interaction == .dragMatchedView ? Self.matchedView(in: view) ?? view : view
      target.addGestureRecognizer(recognizer)
      installedGestures[interaction.rawValue] = recognizer
    }
  }

  /// Drives a transition from a gesture: begins it (or grabs the one in flight), moves it,
  /// and releases it.
  func handle(
    _ recognizer: StageGestureRecognizer, operation: TransitionOperation,
    mapper: InteractionMapper, start: GestureStart
  ) {
    let view = recognizer.view
    let sample = Self.sample(of: recognizer, in: view)
    switch recognizer.state {
    case .began:
      if let animator = animatorInFlight, animator.context != nil {
        guard animator.core.grab(byGestureFor: operation) else { return }
      } else {
        gestureIsStarting = true
        let started = start()
        gestureIsStarting = false
        guard started else { return }
      }
      animatorInFlight?.core.followGesture(mapper(sample))
    case .changed:
      animatorInFlight?.core.followGesture(mapper(sample))
    case .ended:
      animatorInFlight?.core.releaseGesture(mapper(sample))
    case .cancelled, .failed:
      animatorInFlight?.cancelInteraction()
    case .possible:
      break
    }
  }

  /// The back swipe's mapper for a view: across its width, from the leading edge.
  func edgeMapper(in view: StageView) -> InteractionMapper {
    .horizontalEdgePan(
      width: Double(view.bounds.width),
      layoutDirection: view.window?.layoutDirection ?? .leftToRight)
  }

  /// The index selected in the tab bar or container this installer belongs to.
  var selectedIndex: Int {
    switch viewController {
    case let tabs as StageTabBarController: tabs.selectedIndex
    case let container as StageContainerViewController: container.selectedIndex
    default: 0
    }
  }

  /// What the engine's mappers need from a recognizer.
  static func sample(of recognizer: StageGestureRecognizer, in view: StageView?) -> GestureSample {
    if let pinch = recognizer as? StagePinchGestureRecognizer {
      return GestureSample(scale: Double(pinch.scale), scaleVelocity: Double(pinch.velocity))
    }
    guard let pan = recognizer as? StagePanGestureRecognizer else { return GestureSample() }
    return GestureSample(
      translation: pan.translation(in: view), velocity: pan.velocity(in: view),
      isContentAtTop: view.map(isScrolledToTop) ?? true)
  }

  /// Whether no view under a screen is scrolled down (its bounds' origin moved), the
  /// stage's stand-in for a scroll view at its top.
  static func isScrolledToTop(_ screen: StageView) -> Bool {
    var stack = [screen]
    while let view = stack.popLast() {
      if view.bounds.minY > 0 { return false }
      stack.append(contentsOf: view.subviews)
    }
    return true
  }

  /// The first tagged view under a screen, which a matched-view drag takes hold of.
  static func matchedView(in screen: StageView) -> StageView? {
    var stack = [screen]
    while let view = stack.popLast() {
      if view !== screen, view.transitAttributes.id != nil { return view }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return nil
  }
}

extension StageTransit: StageGestureRecognizerDelegate {
  /// The grabbing pan begins only while a Transit transition is in flight.
  ///
  /// - Parameter gestureRecognizer: The recognizer about to begin.
  /// - Returns: Whether it may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: StageGestureRecognizer) -> Bool {
    guard gestureRecognizer === installedGestures["grab"] else { return true }
    return animatorInFlight?.context != nil
  }
}
