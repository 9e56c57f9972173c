#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  /// A UIKit transition context as the engine's player and animator core see it: it
  /// translates each request into UIKit views, Core Animation layers and animations, the
  /// media clock, and calls on the context.
  @MainActor
  public struct UIKitTransitionHostContext: ControllerTransitionHostContext {
    /// UIKit's view controllers.
    public typealias Screen = UIViewController
    /// UIKit's views.
    public typealias View = UIView
    /// UIKit's masks: Core Animation's layers.
    public typealias Mask = CALayer

    /// UIKit's context.
    public let base: any UIViewControllerContextTransitioning

    /// Wraps a UIKit transition context.
    ///
    /// - Parameter base: The context.
    public init(_ base: any UIViewControllerContextTransitioning) {
      self.base = base
    }

    // MARK: The scene

    /// UIKit's `TransitionHostContext/containerView`.
    public var containerView: UIView { base.containerView }

    /// UIKit's `ControllerTransitionHostContext/contextView(on:)`.
    public func contextView(on side: SceneElement.Side) -> UIView? {
      base.view(forKey: side == .from ? .from : .to)
    }

    /// UIKit's `ControllerTransitionHostContext/contextViewController(on:)`.
    public func contextViewController(on side: SceneElement.Side) -> UIViewController? {
      base.viewController(forKey: side == .from ? .from : .to)
    }

    /// UIKit's `ControllerTransitionHostContext/finalFrame(for:)`.
    public func finalFrame(for screen: UIViewController) -> CGRect { base.finalFrame(for: screen) }

    /// UIKit's `TransitionHostContext/presentationStyle`.
    public var presentationStyle: ModalPresentationStyle {
      ModalPresentationStyle(base.presentationStyle)
    }

    /// UIKit's `TransitionHostContext/layoutDirection`.
    public var layoutDirection: LayoutDirection {
      base.containerView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? .rightToLeft : .leftToRight
    }

    /// UIKit's `TransitionHostContext/isAnimated`.
    public var isAnimated: Bool { base.isAnimated }

    /// UIKit's `TransitionHostContext/prefersReducedMotion`.
    public var prefersReducedMotion: Bool {
      HostEnvironment.prefersReducedMotion(near: base.containerView)
    }
    /// UIKit's `TransitionHostContext/prefersCrossFadeTransitions`.
    public var prefersCrossFadeTransitions: Bool {
      HostEnvironment.prefersCrossFadeTransitions(near: base.containerView)
    }

    /// UIKit's `TransitionHostContext/transitionIdentity`: its context object.
    public var transitionIdentity: ObjectIdentifier { ObjectIdentifier(base as AnyObject) }

    /// UIKit's `TransitionHostContext/didCompile(_:)`: counted where the platform counts
    /// work paid for before the first frame (the stage's event log).
    public func didCompile(_ timeline: Timeline) {
      HostEnvironment.didCompile(timeline, near: base.containerView)
    }

    // MARK: Nodes the transition adds

    /// UIKit's `TransitionHostContext/makeFill(_:frame:)`.
    public func makeFill(_ color: Color, frame: CGRect) -> UIView {
      let fill = UIView(frame: frame)
      fill.backgroundColor = UIColor(cgColor: color.cgColor)
      fill.isUserInteractionEnabled = false
      return fill
    }

    /// UIKit's `TransitionHostContext/makeSnapshotPieces(of:rects:afterScreenUpdates:)`:
    /// the view drawn once into an image, which every piece's layer shows a part of.
    public func makeSnapshotPieces(of view: UIView, rects: [CGRect], afterScreenUpdates: Bool)
      -> [UIView]
    {
      let size = view.bounds.size
      guard size.width > 0, size.height > 0 else { return [] }
      let image = UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
        _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: afterScreenUpdates)
      }
      guard let contents = image.cgImage else { return [] }
      return rects.map { rect in
        let piece = UIView(frame: CGRect(origin: .zero, size: rect.size))
        piece.isUserInteractionEnabled = false
        piece.layer.contents = contents
        piece.layer.contentsRect = CGRect(
          x: rect.minX / size.width, y: rect.minY / size.height, width: rect.width / size.width,
          height: rect.height / size.height)
        return piece
      }
    }

    // MARK: Time

    /// UIKit's `TransitionHostContext/currentTime`.
    public var currentTime: Double { HostEnvironment.now(near: base.containerView) }

    /// UIKit's `TransitionHostContext/schedule(at:_:)`.
    public func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) {
      HostEnvironment.schedule(at: time, near: base.containerView, action)
    }

    /// UIKit's `TransitionHostContext/makeFrameTicker(_:)`.
    public func makeFrameTicker(_ action: @escaping @MainActor (Double) -> Void)
      -> (any TransitionFrameTicker)?
    {
      HostEnvironment.frameTicker(near: base.containerView, action)
    }

    // MARK: UIKit's context

    /// UIKit's `TransitionHostContext/transitionWasCancelled`.
    public var transitionWasCancelled: Bool { base.transitionWasCancelled }

    /// UIKit's `TransitionHostContext/completeTransition(_:)`.
    public func completeTransition(_ didComplete: Bool) { base.completeTransition(didComplete) }

    /// UIKit's `TransitionHostContext/updateInteractiveTransition(_:)`.
    public func updateInteractiveTransition(_ percentComplete: Double) {
      base.updateInteractiveTransition(CGFloat(percentComplete))
    }

    /// UIKit's `TransitionHostContext/finishInteractiveTransition()`.
    public func finishInteractiveTransition() { base.finishInteractiveTransition() }

    /// UIKit's `TransitionHostContext/cancelInteractiveTransition()`.
    public func cancelInteractiveTransition() { base.cancelInteractiveTransition() }

    /// UIKit's `TransitionHostContext/pauseInteractiveTransition()`.
    public func pauseInteractiveTransition() { base.pauseInteractiveTransition() }
  }
#endif
