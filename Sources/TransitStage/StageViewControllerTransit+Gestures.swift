import Foundation
import StageKit
import Transit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// The gestures Transit installs, as the engine's installer core plans them: a back swipe
// from the leading edge and a grabbing pan on every navigation controller it drives, the
// swipe between children a container's transition declares, and the gestures a pushed or
// presented screen's transition declares. This file only builds the stage's recognizers
// and reports their phases; what a phase does is the core's.

extension StageViewControllerTransit {
  /// Installs the navigation controller's back swipe and the pan that grabs a transition
  /// in flight, once.
  func installBackSwipe(on navigation: StageNavigationController) {
    install(.backSwipe, on: navigation.view) { [weak navigation] in
      guard let navigation, navigation.viewControllers.count > 1 else { return false }
      return navigation.popViewController(animated: true) != nil
    }
    install(.grab(as: .pop), on: navigation.view) { false }
  }

  /// Installs the swipe between a tab bar's or a container's children, once, when its
  /// transition declares one.
  func installSwipeBetweenChildren(
    on container: StageViewController, in kind: TransitionOperation.Kind
  ) {
    let plan = TransitionGesturePlan.swipeBetweenChildren(in: kind)
    guard core.wantsSwipeBetweenChildren, !core.uninstalled([plan]).isEmpty else { return }
    let recognizer = Self.makeRecognizer(for: plan, on: container.view)
    recognizer.addTarget { [weak self, weak container] recognizer in
      guard let self, let container, let view = container.viewIfLoaded else { return }
      let children = Self.children(of: container)
      self.core.handleSwipe(
        GesturePhase(recognizer.state), in: kind, sample: Self.sample(of: recognizer, in: view),
        geometry: Self.geometry(of: view), selectedIndex: children.selected,
        childCount: children.count
      ) { index in Self.select(index, of: container) }
    }
    add(recognizer, for: plan, to: container.view)
  }

  /// Installs on this installer's screen the gestures its transition declares, which pop or
  /// dismiss it.
  ///
  /// - Parameters:
  ///   - transition: The transition the screen was shown with.
  ///   - operation: `.pop` for a pushed screen, `.dismiss` for a presented one.
  ///   - owner: The installer that runs the transition (the navigation controller's for a
  ///     push, the screen's own for a presentation).
  ///   - goBack: Pops or dismisses the screen.
  func installBackGestures(
    for transition: Transition, undoing operation: TransitionOperation,
    owner: StageViewControllerTransit, goBack: @escaping Core.GestureStart
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
    _ plan: TransitionGesturePlan, on screen: StageView,
    routedTo owner: StageViewControllerTransit? = nil, start: @escaping Core.GestureStart
  ) {
    guard !core.uninstalled([plan]).isEmpty else { return }
    let recognizer = Self.makeRecognizer(for: plan, on: screen)
    recognizer.addTarget { [weak self, weak owner, weak screen] recognizer in
      guard let router = owner ?? self, let screen else { return }
      router.core.handle(
        GesturePhase(recognizer.state), of: plan, sample: Self.sample(of: recognizer, in: screen),
        in: Self.geometry(of: screen), start: start)
    }
    let target = plan.target == .matchedView ? Self.matchedView(in: screen) ?? screen : screen
    add(recognizer, for: plan, to: target)
  }

  /// Puts a recognizer on a view, with this installer as its delegate.
  private func add(
    _ recognizer: StageGestureRecognizer, for plan: TransitionGesturePlan, to view: StageView
  ) {
    recognizer.delegate = self
    view.addGestureRecognizer(recognizer)
    core.didInstall(recognizer, as: plan.key)
  }

  /// The stage's recognizer for a plan.
  private static func makeRecognizer(for plan: TransitionGesturePlan, on view: StageView)
    -> StageGestureRecognizer
  {
    switch plan.recognizer {
    case .leadingEdgePan:
      let edge = StageScreenEdgePanGestureRecognizer()
      edge.edges = geometry(of: view).layoutDirection == .rightToLeft ? .right : .left
      return edge
    case .pan: return StagePanGestureRecognizer()
    case .pinch: return StagePinchGestureRecognizer()
    }
  }

  /// What the engine's mappers need from a recognizer.
  static func sample(of recognizer: StageGestureRecognizer, in view: StageView) -> GestureSample {
    if let pinch = recognizer as? StagePinchGestureRecognizer {
      return GestureSample(scale: Double(pinch.scale), scaleVelocity: Double(pinch.velocity))
    }
    guard let pan = recognizer as? StagePanGestureRecognizer else { return GestureSample() }
    return GestureSample(
      translation: pan.translation(in: view), velocity: pan.velocity(in: view),
      isContentAtTop: !isScrolledDown(view) && view.firstDescendant(where: isScrolledDown) == nil)
  }

  /// The size and layout direction a gesture on a view measures in.
  static func geometry(of view: StageView) -> GestureGeometry {
    GestureGeometry(
      size: view.bounds.size, layoutDirection: view.window?.layoutDirection ?? .leftToRight)
  }

  /// Whether a view's bounds' origin has moved down: the stage's stand-in for a scroll view
  /// that is not at its top.
  static func isScrolledDown(_ view: StageView) -> Bool { view.bounds.minY > 0 }

  /// The first tagged view under a screen, which a matched-view drag takes hold of.
  static func matchedView(in screen: StageView) -> StageView? {
    screen.firstDescendant { $0.transitAttributes.id != nil }
  }

  /// The selected index and the number of children of a tab bar or container.
  static func children(of container: StageViewController) -> (selected: Int?, count: Int) {
    switch container {
    case let tabs as StageTabBarController:
      (tabs.selectedIndex, tabs.viewControllers?.count ?? 0)
    case let container as StageContainerViewController:
      (container.selectedIndex, container.viewControllers.count)
    default: (nil, 0)
    }
  }

  /// Selects a child of a tab bar (as a tap on its item would) or container.
  static func select(_ index: Int, of container: StageViewController) -> Bool {
    switch container {
    case let tabs as StageTabBarController: return tabs.simulateUserSelection(at: index)
    case let container as StageContainerViewController:
      container.setSelectedIndex(index, animated: true)
      return true
    default: return false
    }
  }
}

extension GesturePhase {
  /// The engine's phase for a stage recognizer's state.
  init(_ state: StageGestureRecognizer.State) {
    switch state {
    case .possible: self = .possible
    case .began: self = .began
    case .changed: self = .changed
    case .ended: self = .ended
    case .cancelled: self = .cancelled
    case .failed: self = .failed
    }
  }
}

extension StageViewControllerTransit: StageGestureRecognizerDelegate {
  /// The grabbing pan begins only while a Transit transition is in flight.
  ///
  /// - Parameter gestureRecognizer: The recognizer about to begin.
  /// - Returns: Whether it may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: StageGestureRecognizer) -> Bool {
    core.shouldBegin(gestureRecognizer)
  }
}
