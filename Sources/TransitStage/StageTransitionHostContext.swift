import Foundation
import StageKit
import Transit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A stage transition context as the engine's player and animator core see it: it
/// translates each request into the stage's views, layers, clock and context calls.
@MainActor
public struct StageTransitionHostContext: TransitionHostContext {
  /// The stage's views.
  public typealias View = StageView
  /// The stage's masks: its layers.
  public typealias Mask = StageLayer

  /// The stage's context.
  public let base: any StageViewControllerContextTransitioning

  /// Wraps a stage transition context.
  ///
  /// - Parameter base: The context.
  public init(_ base: any StageViewControllerContextTransitioning) {
    self.base = base
  }

  /// The stage's `TransitionHostContext/transitionIdentity`: its context object.
  public var transitionIdentity: ObjectIdentifier { ObjectIdentifier(base) }

  /// The stage's `TransitionHostContext/didCompile(_:)`: logged in the window's event log
  /// as work the transition paid for.
  public func didCompile(_ timeline: Timeline) {
    containerView.window?.eventLog.record(
      .cost, "compile(\(timeline.tracks.count) tracks, \(timeline.duration) s)")
  }

  // MARK: The scene

  /// The stage's `TransitionHostContext/containerView`.
  public var containerView: StageView { base.containerView }

  /// The stage's `TransitionHostContext/fromView`.
  public var fromView: StageView? {
    base.view(forKey: .from) ?? base.viewController(forKey: .from)?.view
  }

  /// The stage's `TransitionHostContext/toView`.
  public var toView: StageView? {
    base.view(forKey: .to) ?? base.viewController(forKey: .to)?.view
  }

  /// The stage's `TransitionHostContext/isWithheld(_:)`: the context gives no view for
  /// the side, but its controller has one (found by ``fromView`` / ``toView``).
  ///
  /// - Parameter side: The side.
  /// - Returns: Whether its view was found only on its controller.
  public func isWithheld(_ side: SceneElement.Side) -> Bool {
    let key: StageTransitionContextViewKey = side == .from ? .from : .to
    let controllerKey: StageTransitionContextViewControllerKey = side == .from ? .from : .to
    return base.view(forKey: key) == nil && base.viewController(forKey: controllerKey)?.view != nil
  }

  /// The stage's `TransitionHostContext/toFinalFrame`.
  public var toFinalFrame: CGRect {
    base.viewController(forKey: .to).map { base.finalFrame(for: $0) } ?? .zero
  }

  /// The stage's `TransitionHostContext/presentationStyle`.
  public var presentationStyle: ModalPresentationStyle {
    ModalPresentationStyle(base.presentationStyle)
  }

  /// The stage's `TransitionHostContext/layoutDirection`.
  public var layoutDirection: LayoutDirection {
    base.containerView.window?.layoutDirection ?? .leftToRight
  }

  /// The stage's `TransitionHostContext/prefersReducedMotion`.
  public var prefersReducedMotion: Bool {
    base.containerView.window?.prefersReducedMotion ?? false
  }

  /// The stage's `TransitionHostContext/isAnimated`.
  public var isAnimated: Bool { base.isAnimated }

  /// The stage's `TransitionHostContext/prefersCrossFadeTransitions`.
  public var prefersCrossFadeTransitions: Bool {
    base.containerView.window?.prefersCrossFadeTransitions ?? false
  }

  /// The stage's `TransitionHostContext/presentationDimmingView`.
  public var presentationDimmingView: StageView? {
    // The presented screen is the incoming one when presenting, the outgoing one after.
    for key in [StageTransitionContextViewControllerKey.to, .from] {
      if let controller = base.viewController(forKey: key)?.presentationController
        as? StageTransitPresentationController, let dimming = controller.dimmingView
      {
        return dimming
      }
    }
    return nil
  }

  /// The stage's `TransitionHostContext/transitionID(of:)`.
  public func transitionID(of view: StageView) -> String? { view.transitAttributes.id }

  /// The stage's `TransitionHostContext/transitionModifiers(of:)`.
  public func transitionModifiers(of view: StageView) -> [ElementModifier] {
    view.transitAttributes.modifiers
  }

  // MARK: Bars

  /// The stage's `TransitionHostContext/bottomBar`: the tab bar of the tab bar controller
  /// around the navigation controller of a push or pop.
  public var bottomBar: StageView? { navigationController?.tabBarController?.tabBar }

  /// The stage's `TransitionHostContext/bottomBarRequests(upTo:)`: each controller's
  /// `hidesBottomBarWhenPushed`, from the root of the stack up to the side's.
  public func bottomBarRequests(upTo side: SceneElement.Side) -> [Bool] {
    guard let navigationController,
      let screen = base.viewController(forKey: side == .from ? .from : .to)
    else { return [] }
    let stack = navigationController.viewControllers
    let below = stack.firstIndex { $0 === screen }.map { Array(stack[...$0]) }
    return (below ?? stack + [screen]).map(\.hidesBottomBarWhenPushed)
  }

  /// The navigation controller whose push or pop this is: the incoming controller's
  /// parent, which is in its stack in both.
  private var navigationController: StageNavigationController? {
    base.viewController(forKey: .to)?.parent as? StageNavigationController
  }

  // MARK: Nodes the transition adds

  /// The stage's `TransitionHostContext/makeFill(_:frame:)`.
  public func makeFill(_ color: Color, frame: CGRect) -> StageView {
    let fill = StageView(frame: frame)
    fill.backgroundColor = StageColor(color)
    return fill
  }

  /// The stage's `TransitionHostContext/makeSnapshotPieces(of:rects:afterScreenUpdates:)`:
  /// one snapshot, whose frozen layer tree every piece's layer shares as its contents.
  public func makeSnapshotPieces(of view: StageView, rects: [CGRect], afterScreenUpdates: Bool)
    -> [StageView]
  {
    let size = view.bounds.size
    guard size.width > 0, size.height > 0,
      let frozen = view.snapshotView(afterScreenUpdates: afterScreenUpdates)?.layer.sublayers?
        .first
    else { return [] }
    frozen.removeFromSuperlayer()
    return rects.map { rect in
      let piece = StageView(frame: CGRect(origin: .zero, size: rect.size))
      piece.layer.contents = frozen
      piece.layer.contentsRect = CGRect(
        x: rect.minX / size.width, y: rect.minY / size.height, width: rect.width / size.width,
        height: rect.height / size.height)
      return piece
    }
  }

  // MARK: Time

  /// The stage's `TransitionHostContext/currentTime`.
  public var currentTime: Double { base.containerView.layer.clock?.now ?? 0 }

  /// The stage's `TransitionHostContext/schedule(at:_:)`.
  public func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) {
    if let clock = base.containerView.layer.clock {
      clock.schedule(at: time, inModes: [.common], action)
    } else {
      action()
    }
  }

  /// The stage's `TransitionHostContext/makeFrameTicker(_:)`.
  public func makeFrameTicker(_ action: @escaping @MainActor (Double) -> Void)
    -> (any TransitionFrameTicker)?
  {
    guard let clock = base.containerView.layer.clock else { return nil }
    return StageDisplayLink(clock: clock) { link in action(link.timestamp) }
  }

  // MARK: The stage's context

  /// The stage's `TransitionHostContext/transitionWasCancelled`.
  public var transitionWasCancelled: Bool { base.transitionWasCancelled }

  /// The stage's `TransitionHostContext/completeTransition(_:)`.
  public func completeTransition(_ didComplete: Bool) { base.completeTransition(didComplete) }

  /// The stage's `TransitionHostContext/updateInteractiveTransition(_:)`.
  public func updateInteractiveTransition(_ percentComplete: Double) {
    base.updateInteractiveTransition(CGFloat(percentComplete))
  }

  /// The stage's `TransitionHostContext/finishInteractiveTransition()`.
  public func finishInteractiveTransition() { base.finishInteractiveTransition() }

  /// The stage's `TransitionHostContext/cancelInteractiveTransition()`.
  public func cancelInteractiveTransition() { base.cancelInteractiveTransition() }

  /// The stage's `TransitionHostContext/pauseInteractiveTransition()`.
  public func pauseInteractiveTransition() { base.pauseInteractiveTransition() }

  /// The stage pauses any transition in flight, so a touch grabs even one playing by
  /// itself.
  public var canPauseTransitionInFlight: Bool { true }
}
