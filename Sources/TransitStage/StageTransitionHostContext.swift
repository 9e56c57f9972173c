import Foundation
import StageKit
import Transit

/// A stage transition context as the engine's player and animator core see it: it
/// translates each request into the stage's views, layers, clock and context calls.
@MainActor
public struct StageTransitionHostContext: ControllerTransitionHostContext {
  /// The stage's view controllers.
  public typealias Screen = StageViewController
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

  /// The stage's `ControllerTransitionHostContext/contextView(on:)`.
  public func contextView(on side: SceneElement.Side) -> StageView? {
    base.view(forKey: side == .from ? .from : .to)
  }

  /// The stage's `ControllerTransitionHostContext/contextViewController(on:)`.
  public func contextViewController(on side: SceneElement.Side) -> StageViewController? {
    base.viewController(forKey: side == .from ? .from : .to)
  }

  /// The stage's `ControllerTransitionHostContext/finalFrame(for:)`.
  public func finalFrame(for screen: StageViewController) -> CGRect { base.finalFrame(for: screen) }

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
