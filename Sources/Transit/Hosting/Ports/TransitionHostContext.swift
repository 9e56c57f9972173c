import Foundation

/// One transition as a host runs it: what the engine needs to know about it and to have
/// done to its views, in the host's own terms.
///
/// A host (UIKit, the headless stage) wraps its transition context
/// (`UIViewControllerContextTransitioning`, `StageViewControllerContextTransitioning`) in
/// a conforming type, and the engine's ``TransitionPlayer`` and ``TransitionAnimatorCore``
/// do the rest: describe the scene, realize the plan's nodes, play, drive, clean up and
/// complete. Every requirement only translates; none decides anything.
///
/// The requirements come in six groups:
/// - the scene: the container, the two screens, where the incoming one ends, the modal
///   style, the layout direction, Reduce Motion, and each view's transition identifier,
///   modifiers and corner radius;
/// - bars: the tab bar around a push or pop, and which screens ask to hide it;
/// - nodes the transition adds: fills and snapshot pieces;
/// - layers: masks, the timeline's animations and model values;
/// - time: the clock, one-off timers and per-frame callbacks;
/// - the host's transition context: cancelled or not, progress reports, completion.
@MainActor
public protocol TransitionHostContext {
  /// The host's view class.
  associatedtype View: TransitionHostView where View.HostView == View
  /// What a view's mask is on this host (a `CALayer`, a `StageLayer`).
  associatedtype Mask: AnyObject

  // MARK: The scene

  /// The view the transition happens in.
  var containerView: View { get }
  /// The outgoing screen's view, if there is one.
  var fromView: View? { get }
  /// The incoming screen's view, if there is one.
  var toView: View? { get }
  /// Whether the host withheld a side's view and found it only on its controller (UIKit's
  /// `view(forKey:)` is `nil`, "do not touch": the presenter of a presentation that keeps
  /// it on screen). The effect still sees the view, but the player never moves it into the
  /// container: it stays where it is (docs/design.md#u18).
  ///
  /// - Parameter side: The side.
  /// - Returns: Whether ``fromView`` or ``toView`` is such a view.
  func isWithheld(_ side: SceneElement.Side) -> Bool
  /// Where the incoming screen's view must end, in the container's coordinates; `.zero`
  /// when the host does not say.
  var toFinalFrame: CGRect { get }
  /// The modal presentation style, for present and dismiss.
  var presentationStyle: ModalPresentationStyle { get }
  /// The container's layout direction.
  var layoutDirection: LayoutDirection { get }
  /// Whether the user asked the system to reduce motion.
  var prefersReducedMotion: Bool { get }
  /// Whether the transition is animated (`isAnimated`): UIKit runs the animator of a
  /// `.custom` presentation even for `present(_:animated: false)` or
  /// `dismiss(animated: false)`, and then the views are placed and the transition completes
  /// at once (docs/design.md#u9).
  var isAnimated: Bool { get }
  /// Whether the user asked for cross-fade transitions (iOS 14's Prefer Cross-Fade
  /// Transitions): the player plays them as Reduce Motion.
  var prefersCrossFadeTransitions: Bool { get }
  /// The dimming view of the custom presentation that presents the screen on a side, if
  /// its presentation controller is Transit's and dims: the player fades it with the
  /// transition.
  ///
  /// - Parameter side: The presented screen's side: the incoming one when presenting, the
  ///   outgoing one when dismissing. The other screen may be presented with dimming of its
  ///   own (a sheet over a sheet), which is not the transition's to fade.
  /// - Returns: The dimming view, or `nil`.
  func presentationDimmingView(presentedOn side: SceneElement.Side) -> View?

  /// A view's transition identifier (`view.transit.id`).
  ///
  /// - Parameter view: A view on one of the screens.
  /// - Returns: The identifier, or `nil` for an untagged view.
  func transitionID(of view: View) -> String?

  /// The transitions hiding a view now, kept with the view, so that transitions flying it
  /// at once share the hiding.
  ///
  /// - Parameter view: A view a transition flies.
  /// - Returns: Its hiding; none for a view no transition hides.
  func transitionHiding(of view: View) -> TransitionHiding

  /// Keeps the transitions' hiding of a view with it.
  ///
  /// - Parameters:
  ///   - hiding: The hiding.
  ///   - view: The view.
  func setTransitionHiding(_ hiding: TransitionHiding, of view: View)

  /// A view's transition modifiers (`view.transit.modifiers`).
  ///
  /// - Parameter view: A view on one of the screens.
  /// - Returns: The modifiers; empty for none.
  func transitionModifiers(of view: View) -> [ElementModifier]

  /// A view's own opacity (`alpha`).
  ///
  /// - Parameter view: A view on one of the screens.
  /// - Returns: The opacity, 0…1.
  func opacity(of view: View) -> Double

  /// A view's own transform (its layer's `transform`).
  ///
  /// - Parameter view: A view on one of the screens.
  /// - Returns: The transform.
  func transform(of view: View) -> Transform3D

  /// The radius of a view's corners (its layer's `cornerRadius`).
  ///
  /// - Parameter view: A view.
  /// - Returns: The radius, in points.
  func cornerRadius(of view: View) -> Double

  /// Which of a view's corners its radius rounds (its layer's `maskedCorners`).
  ///
  /// - Parameter view: A view.
  /// - Returns: The corners.
  func maskedCorners(of view: View) -> RectCorners

  /// Sets which of a view the transition added rounds its corners (its layer's
  /// `maskedCorners`).
  ///
  /// - Parameters:
  ///   - corners: The corners.
  ///   - view: A snapshot or fill.
  func setMaskedCorners(_ corners: RectCorners, of view: View)

  /// The curve a view's rounded corners follow (its layer's `cornerCurve`).
  ///
  /// - Parameter view: A view.
  /// - Returns: The curve.
  func cornerCurve(of view: View) -> CornerCurve

  /// Sets the curve the rounded corners of a view the transition added follow (its layer's
  /// `cornerCurve`).
  ///
  /// - Parameters:
  ///   - curve: The curve.
  ///   - view: A snapshot or fill.
  func setCornerCurve(_ curve: CornerCurve, of view: View)

  // MARK: Bars

  /// The tab bar of the tab bar controller around the navigation controller whose push or
  /// pop this is (`tabBarController.tabBar`), which a screen asking for it hides; `nil`
  /// for other transitions and outside a tab bar controller.
  var bottomBar: View? { get }

  /// What the screens of the navigation stack ask of the bottom bar, the facts
  /// ``BottomBarPassage`` decides from: for each screen from the root up to one side's
  /// screen, root first, its `hidesBottomBarWhenPushed`. The outgoing screen of a pop has
  /// left the stack: its list is the stack that remains, then it.
  ///
  /// - Parameter side: The screen.
  /// - Returns: The requests; empty for a transition that is not a push or pop.
  func bottomBarRequests(upTo side: SceneElement.Side) -> [Bool]

  /// Whether the bottom bar is still the transition's to set when it ends: `false` once the
  /// tab bar controller has switched to another tab meanwhile, which gave the bar the
  /// state that tab asks for.
  var bottomBarFollowsTransition: Bool { get }

  // MARK: Nodes the transition adds

  /// Makes a plain view filled with a colour.
  ///
  /// - Parameters:
  ///   - color: The fill.
  ///   - frame: Its frame.
  /// - Returns: The view, in no superview.
  func makeFill(_ color: Color, frame: CGRect) -> View

  /// Makes views that each show part of one snapshot of another view: for each rect, in
  /// that view's own coordinates, a view of its size showing that part, clipped, not
  /// scaled, at its origin.
  ///
  /// The view is snapshotted once, however many pieces there are (an explosion has up to
  /// 1,152): the pieces share its image, each showing its part (`contentsRect`), so no
  /// piece costs a render of its own.
  ///
  /// - Parameters:
  ///   - view: The view to show parts of.
  ///   - rects: The parts.
  ///   - afterScreenUpdates: Whether the snapshot waits for pending changes: `false` for a
  ///     view already on screen (the outgoing screen), `true` for one just laid out.
  /// - Returns: One piece per rect, in order, in no superview; empty if the host cannot
  ///   snapshot the view.
  func makeSnapshotPieces(of view: View, rects: [CGRect], afterScreenUpdates: Bool) -> [View]

  // MARK: Layers

  /// A view's mask: its layer's `mask`.
  ///
  /// - Parameter view: A view.
  /// - Returns: The mask, or `nil`.
  func mask(of view: View) -> Mask?

  /// Sets a view's mask (its layer's `mask`), or removes it.
  ///
  /// - Parameters:
  ///   - mask: The mask, or `nil` for none.
  ///   - view: The view.
  func setMask(_ mask: Mask?, on view: View)

  /// Makes a shape mask that shows the whole of a view: a shape layer covering its bounds
  /// with the rectangle of its bounds as path, which ``PropertyKey/maskPath`` tracks animate.
  ///
  /// - Parameter view: The view it is for.
  /// - Returns: The mask, not yet set.
  func makeMask(for view: View) -> Mask

  /// Adds one of the timeline's animations to a view's layer, or to its mask when
  /// ``PropertyKey/isOnMaskLayer``, replacing any with the same key. The animation keeps
  /// showing its ends outside its active time (`fillMode` both) and stays until removed.
  ///
  /// Its `beginTime` is the layer's time at the clock time the transition starts plus
  /// ``LayerAnimation/beginTime``
  /// (`layer.convertTime(transitionStart, from: nil) + animation.beginTime`); its `speed`
  /// and `timeOffset` are the animation's. The player adds each animation once, and then
  /// moves the time of the layers taking part (``setLayerTime(_:of:)``).
  ///
  /// - Parameters:
  ///   - animation: The animation's description.
  ///   - key: The key to add it under.
  ///   - view: The view whose layer (or mask) receives it.
  ///   - transitionStart: The clock time at which the transition's time 0 is.
  func addAnimation(
    _ animation: LayerAnimation, forKey key: String, to view: View, transitionStart: Double)

  /// Adds a timeline's animations, each as ``addAnimation(_:forKey:to:transitionStart:)``
  /// adds one: what the player calls once when a transition begins. A host may make one
  /// animation for descriptions that differ only in their node and add a copy to each layer
  /// (``TransitionHostLayer/transitAnimations(_:)``).
  ///
  /// - Parameters:
  ///   - animations: Each animation's description, the key to add it under and the view
  ///     whose layer (or mask) receives it, in the order to add them.
  ///   - transitionStart: The clock time at which the transition's time 0 is.
  func addAnimations(
    _ animations: [(view: View, key: String, animation: LayerAnimation)], transitionStart: Double)

  /// Removes an animation ``addAnimation(_:forKey:to:transitionStart:)`` added.
  ///
  /// - Parameters:
  ///   - animation: The animation's description, which says whether it is on the mask.
  ///   - key: Its key.
  ///   - view: The view it was added to.
  func removeAnimation(_ animation: LayerAnimation, forKey key: String, from view: View)

  /// Sets a property of a view's layer to a value, without animation.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - property: The property.
  ///   - view: The view.
  func setModelValue(_ value: AnimationValue, for property: PropertyKey, of view: View)

  /// A view's layer's media timing: its `beginTime`, `speed` and `timeOffset`.
  ///
  /// - Parameter view: A view.
  /// - Returns: The timing.
  func layerTime(of view: View) -> LayerTime

  /// Sets a view's layer's `beginTime`, `speed` and `timeOffset`: the player freezes,
  /// scrubs and resumes the layers taking part in a transition this way.
  ///
  /// - Parameters:
  ///   - time: The timing.
  ///   - view: The view.
  func setLayerTime(_ time: LayerTime, of view: View)

  /// The time of a view's layer's superlayer at a clock time
  /// (`layer.superlayer?.convertTime(time, from: nil) ?? time`).
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - time: A time of the host's clock.
  /// - Returns: The superlayer's time then.
  func parentLayerTime(of view: View, atClockTime time: Double) -> Double

  /// Adds an animation that changes nothing drawn (of a key of Transit's own on the layer)
  /// and runs an action when it stops: a transition playing by itself ends when its
  /// animations do, on the render server's clock (a device's slow-animation setting or a
  /// layer's `speed` included), not on a timer that may fire early or, while a scroll view
  /// tracks, late (docs/design.md#u10, docs/design.md#u20).
  ///
  /// The action runs once, with `true` when the marker reached its end and `false` when it
  /// was removed before (``removeEndMarker(from:forKey:)``, or the layer left the window).
  ///
  /// - Parameters:
  ///   - view: The view whose layer carries it.
  ///   - key: Its key, which is also the key it animates.
  ///   - clockTime: The host clock's time at which it begins.
  ///   - duration: How long it runs, in the layer's time; more than 0.
  ///   - didStop: What to do when it stops, given whether it finished.
  func addEndMarker(
    to view: View, forKey key: String, beginningAt clockTime: Double, duration: Double,
    didStop: @escaping @MainActor (Bool) -> Void)

  /// Removes a marker ``addEndMarker(to:forKey:beginningAt:duration:didStop:)`` added.
  ///
  /// - Parameters:
  ///   - view: The view whose layer carries it.
  ///   - key: Its key.
  func removeEndMarker(from view: View, forKey key: String)

  // MARK: Time

  /// The host clock's time, in seconds (`CACurrentMediaTime()`, the stage's clock).
  var currentTime: Double { get }

  /// Runs an action once, at a time of the host's clock (at once if the host has no
  /// clock), in the run loop's common modes, so that it is not held back while a scroll view
  /// tracks (a delayed perform in the default mode would be, docs/design.md#u10).
  ///
  /// - Parameters:
  ///   - time: When, in the clock's seconds.
  ///   - action: What to do.
  func schedule(at time: Double, _ action: @escaping @MainActor () -> Void)

  /// Starts calling an action once per frame with the frame's time, until the returned
  /// ticker is invalidated.
  ///
  /// - Parameter action: What to do each frame, given the frame's time in the clock's
  ///   seconds.
  /// - Returns: The ticker, or `nil` if the host has no frames (then the engine ends what
  ///   it would have moved frame by frame at once).
  func makeFrameTicker(_ action: @escaping @MainActor (Double) -> Void)
    -> (any TransitionFrameTicker)?

  // MARK: The host's transition context

  /// Which transition this is: the host's context object. UIKit asks for the duration
  /// before it starts the transition, with the same context; the core compiles once for
  /// both.
  var transitionIdentity: ObjectIdentifier { get }

  /// Hears that the engine compiled the transition's timeline for this context (a host
  /// that counts its work logs it; the default does nothing).
  ///
  /// - Parameter timeline: The timeline.
  func didCompile(_ timeline: Timeline)

  /// Whether the transition was cancelled.
  var transitionWasCancelled: Bool { get }

  /// Ends the transition; the engine calls it exactly once, with
  /// `!transitionWasCancelled` (docs/design.md#r7).
  ///
  /// - Parameter didComplete: Whether the transition finished.
  func completeTransition(_ didComplete: Bool)

  /// Reports how far a gesture has taken the transition.
  ///
  /// - Parameter percentComplete: The progress, 0…1.
  func updateInteractiveTransition(_ percentComplete: Double)

  /// Reports that the driven transition will finish.
  func finishInteractiveTransition()

  /// Reports that the driven transition will go back to its start.
  func cancelInteractiveTransition()

  /// Reports that a transition in flight has become driven again.
  func pauseInteractiveTransition()
}

extension TransitionHostContext {
  /// Adds each animation in turn with ``addAnimation(_:forKey:to:transitionStart:)``.
  ///
  /// - Parameters:
  ///   - animations: The descriptions, keys and views, in order.
  ///   - transitionStart: The clock time of the transition's time 0.
  public func addAnimations(
    _ animations: [(view: View, key: String, animation: LayerAnimation)], transitionStart: Double
  ) {
    for (view, key, animation) in animations {
      addAnimation(animation, forKey: key, to: view, transitionStart: transitionStart)
    }
  }

  /// No bar: a host with tab bars implements it.
  public var bottomBar: View? { nil }

  /// No requests: a host with navigation stacks implements it.
  ///
  /// - Parameter side: The screen.
  /// - Returns: An empty list.
  public func bottomBarRequests(upTo side: SceneElement.Side) -> [Bool] { [] }

  /// Always: a host with tab bars implements it.
  public var bottomBarFollowsTransition: Bool { true }

  /// All four: a host whose layers mask corners implements it.
  ///
  /// - Parameter view: A view.
  /// - Returns: All four corners.
  public func maskedCorners(of view: View) -> RectCorners { .all }

  /// Does nothing: a host whose layers mask corners implements it.
  ///
  /// - Parameters:
  ///   - corners: The corners.
  ///   - view: A view.
  public func setMaskedCorners(_ corners: RectCorners, of view: View) {}

  /// Circular: a host whose layers have a corner curve implements it.
  ///
  /// - Parameter view: A view.
  /// - Returns: ``CornerCurve/circular``.
  public func cornerCurve(of view: View) -> CornerCurve { .circular }

  /// Does nothing: a host whose layers have a corner curve implements it.
  ///
  /// - Parameters:
  ///   - curve: The curve.
  ///   - view: A view.
  public func setCornerCurve(_ curve: CornerCurve, of view: View) {}

  /// Does nothing: a host that counts its work implements it.
  ///
  /// - Parameter timeline: The timeline.
  public func didCompile(_ timeline: Timeline) {}
}
