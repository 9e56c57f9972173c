import Foundation
import StageKit
import Transit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A stage transition context as the engine's player and animator core see it: it
/// translates each request into the stage's views, layers, clock and context calls.
@MainActor
struct StageTransitionHostContext: TransitionHostContext {
  /// The stage's context.
  let base: any StageViewControllerContextTransitioning

  init(_ base: any StageViewControllerContextTransitioning) {
    self.base = base
  }

  // MARK: The scene

  var containerView: StageView { base.containerView }

  var fromView: StageView? {
    base.view(forKey: .from) ?? base.viewController(forKey: .from)?.view
  }

  var toView: StageView? {
    base.view(forKey: .to) ?? base.viewController(forKey: .to)?.view
  }

  var toFinalFrame: CGRect {
    base.viewController(forKey: .to).map { base.finalFrame(for: $0) } ?? .zero
  }

  var presentationStyle: ModalPresentationStyle { ModalPresentationStyle(base.presentationStyle) }

  var layoutDirection: LayoutDirection {
    base.containerView.window?.layoutDirection ?? .leftToRight
  }

  var prefersReducedMotion: Bool {
    base.containerView.window?.prefersReducedMotion ?? false
  }

  var presentationDimmingView: StageView? {
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

  func transitionID(of view: StageView) -> String? { view.transitAttributes.id }

  func transitionModifiers(of view: StageView) -> [ElementModifier] {
    view.transitAttributes.modifiers
  }

  func cornerRadius(of view: StageView) -> Double { Double(view.layer.cornerRadius) }

  // MARK: Nodes the transition adds

  func makeFill(_ color: Color, frame: CGRect) -> StageView {
    let fill = StageView(frame: frame)
    fill.backgroundColor = StageColor(color)
    return fill
  }

  func makeSnapshotPiece(of view: StageView, rect: CGRect) -> StageView? {
    let piece = StageView(frame: CGRect(origin: .zero, size: rect.size))
    piece.clipsToBounds = true
    if let snapshot = view.snapshotView(afterScreenUpdates: true) {
      snapshot.frame.origin = CGPoint(x: -rect.minX, y: -rect.minY)
      piece.addSubview(snapshot)
    }
    return piece
  }

  // MARK: Layers

  func mask(of view: StageView) -> StageLayer? { view.layer.mask }

  func setMask(_ mask: StageLayer?, on view: StageView) { view.layer.mask = mask }

  func makeMask(for view: StageView) -> StageLayer {
    let mask = StageShapeLayer()
    mask.frame = view.layer.bounds
    mask.path = .rect(view.layer.bounds)
    return mask
  }

  func addAnimation(
    _ animation: LayerAnimation, forKey key: String, to view: StageView,
    playback: LayerAnimationPlayback
  ) {
    guard let layer = Self.layer(for: animation, of: view) else { return }
    let stage = StageAnimation.transit(animation)
    switch playback {
    case .running(let beginTimeFromNow):
      stage.beginTime = layer.convertTime(currentTime, from: nil) + beginTimeFromNow
      stage.speed = Float(animation.speed)
      stage.timeOffset = animation.timeOffset
    case .paused(let localTime):
      stage.speed = 0
      stage.timeOffset = localTime
    }
    layer.add(stage, forKey: key)
  }

  func removeAnimation(_ animation: LayerAnimation, forKey key: String, from view: StageView) {
    Self.layer(for: animation, of: view)?.removeAnimation(forKey: key)
  }

  func setModelValue(_ value: AnimationValue, for property: PropertyKey, of view: StageView) {
    view.layer.setModelValue(value, forKeyPath: property.keyPath)
  }

  /// The layer an animation goes on: the view's, or its mask.
  private static func layer(for animation: LayerAnimation, of view: StageView) -> StageLayer? {
    animation.property.isOnMaskLayer ? view.layer.mask : view.layer
  }

  // MARK: Time

  var currentTime: Double { base.containerView.layer.clock?.now ?? 0 }

  func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) {
    if let clock = base.containerView.layer.clock {
      clock.schedule(at: time, action)
    } else {
      action()
    }
  }

  func makeFrameTicker(_ action: @escaping @MainActor (Double) -> Void)
    -> (any TransitionFrameTicker)?
  {
    guard let clock = base.containerView.layer.clock else { return nil }
    return StageDisplayLink(clock: clock) { link in action(link.timestamp) }
  }

  // MARK: The stage's context

  var transitionWasCancelled: Bool { base.transitionWasCancelled }

  func completeTransition(_ didComplete: Bool) { base.completeTransition(didComplete) }

  func updateInteractiveTransition(_ percentComplete: Double) {
    base.updateInteractiveTransition(percentComplete)
  }

  func finishInteractiveTransition() { base.finishInteractiveTransition() }

  func cancelInteractiveTransition() { base.cancelInteractiveTransition() }

  func pauseInteractiveTransition() { base.pauseInteractiveTransition() }

  /// The stage pauses any transition in flight, so a touch grabs even one playing by
  /// itself.
  var canInterruptTransitionPlayingByItself: Bool { true }
}
