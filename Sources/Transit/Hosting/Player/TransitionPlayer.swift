import Foundation

/// Plays a compiled transition in a host's transition context: describes the scene, puts
/// the timeline's nodes on screen by the plan, runs its tracks as layer animations, and
/// cleans up by the rules.
///
/// The player is written once for every host. The scene, the timeline and the plan come
/// from the engine; the context (``TransitionHostContext``) turns them into the host's
/// views, layers and animations.
///
/// ```swift
/// let player = TransitionPlayer(transition: .slide, operation: .push, context: context)
/// player.realize()                       // nodes on screen, hidden views hidden, masks set
/// player.begin(at: context.currentTime)  // every track added once, running
/// player.pause(at: 0.1)                  // a gesture holds the layers' time…
/// player.play(from: 0.1)                 // …and lets it run again
/// // … at the end, or when a gesture gives up:
/// player.cleanUp(finished: true)
/// context.completeTransition(true)
/// ```
///
/// The animations are added once, when the transition begins. From then on the player moves
/// time, not animations: it freezes and scrubs the few layers taking part (the container,
/// and a screen animated in place outside it, such as a card's presenter) by their `speed`
/// and `timeOffset`, and resumes them through `beginTime` (Technical Q&A QA1673).
@MainActor
public final class TransitionPlayer<Context: TransitionHostContext> {
  /// The host's view class.
  public typealias View = Context.View

  /// The transition's context.
  public let context: Context
  /// The scene, as the context described it.
  public let scene: TransitionScene
  /// The timeline the transition compiled the scene into.
  public let timeline: Timeline
  /// How the timeline goes on screen.
  public let plan: TransitionPlan

  /// The view standing for each node but the tagged views: the screens, the dimming view,
  /// and what ``realize()`` adds.
  private var views: [NodeID: View] = [:]
  /// The tagged views, one for each of the scene's elements, in the same order.
  /// (As `AnyObject`, an array specialized in this module: it grows by one for each.)
  private let elementViews: [AnyObject]
  /// Where each element's view is in ``elementViews``, by node (the last view wins when two
  /// share an id on one screen). Made on the first look-up of a node that is not in
  /// ``views``: an effect that leaves the tagged views alone (a plain push past 1,000 of
  /// them) never pays for hashing their names.
  private lazy var elementIndex: [NodeID: Int] = {
    var index: [NodeID: Int] = [:]
    index.reserveCapacity(scene.elements.count)
    for (position, element) in scene.elements.enumerated() { index[element.node] = position }
    return index
  }()
  /// Views the player added: snapshots, pieces, fills.
  private var decorations: [View] = []
  /// Views hidden behind snapshots, with their hidden flag before.
  /// The views it hides while it flies them, sharing the hiding with other transitions.
  private var hidden: [View] = []
  /// Views given a mask for the transition, with the mask they had.
  private var masked: [(view: View, previous: Context.Mask?)] = []
  /// Clear views holding the snapshots of tagged views, one per snapshot, with the centre
  /// of the snapshot's resting frame: a dragged matched view moves them with the finger
  /// while the snapshot inside plays its tracks.
  private var holders: [(view: View, centre: CGPoint)] = []
  /// Screens the player moved into the container, with where they were, to put back on
  /// cancel (a full-screen presenter brought in for a dismissal that then did not happen).
  private var moved: [(view: View, superview: View?, index: Int)] = []
  /// The animations, with the view each goes on.
  private var animations: [(view: View, key: String, animation: LayerAnimation)] = []
  /// The clock time at which the transition's time 0 was when its animations were added;
  /// `nil` before ``begin(at:)``.
  public private(set) var startTime: Double?
  /// The layers whose time the player moves, each with the timing it had, its local time
  /// at the transition's time 0, and whether the player has changed its timing.
  private var timeKeepers: [(view: View, own: LayerTime, origin: Double, isRetimed: Bool)] = []

  /// Describes the scene and compiles the transition; nothing changes on screen yet, but
  /// the incoming screen's view takes its final frame when the context gives one.
  ///
  /// - Parameters:
  ///   - transition: The transition to play.
  ///   - operation: What happens.
  ///   - context: The host's transition context.
  ///   - earlier: A player made for the same transition before it started (to answer for
  ///     its duration): its compile is reused when the scene described now is the same.
  ///     The scene itself, the tagged views and the dimming are always looked up now, since
  ///     the screens may have changed since (`viewWillAppear`,
  ///     `presentationTransitionWillBegin`).
  ///   - isStarting: Whether the transition starts now; a player made only to answer for
  ///     the duration lays the incoming screen out without putting it in the window.
  public init(
    transition: Transition, operation: TransitionOperation, context: Context,
    reusing earlier: TransitionPlayer? = nil, isStarting: Bool = true
  ) {
    self.context = context
    let container = context.containerView
    let fromView = context.fromView
    let toView = context.toView
    let toFinal = context.toFinalFrame
    if let toView, Self.layOut(toView, at: toFinal, in: container, staying: isStarting) {
      // In the container from now on; taken out again if the transition is cancelled.
      moved = [(toView, nil, 0)]
    }

    var views: [NodeID: View] = [:]
    var elements: [SceneElement] = []
    var elementViews: [AnyObject] = []
    var frames: [SceneElement.Side: CGRect] = [:]
    for (side, screen) in [(SceneElement.Side.from, fromView), (.to, toView)] {
      guard let screen else { continue }
      let frame = Self.restingFrame(of: screen, in: container)
      frames[side] = frame
      views[side == .from ? .from : .to] = screen
      Self.collectElements(in: screen, screenFrame: frame, side: side, context: context) {
        element, view in
        elements.append(element)
        elementViews.append(view)
      }
    }
    var scene = TransitionScene(
      operation: operation, containerBounds: container.bounds, fromFrame: frames[.from],
      toFrame: toFinal.isEmpty ? frames[.to] : toFinal,
      presentationStyle: context.presentationStyle, layoutDirection: context.layoutDirection,
      elements: elements,
      prefersReducedMotion: context.prefersReducedMotion || context.prefersCrossFadeTransitions)
    if scene.presentationStyle == .custom, transition.presentation?.removesPresentersView == true {
      scene.presenterLeavesWindow = true
    }
    // docs/design.md#u18: a presenter's view the host withheld stays on screen behind the presented
    // one whatever style the host reports (UIKit's sheets and popovers read as .fullScreen): it
    // is animated in place, never brought into the container, which would take it out of
    // the window when the dismissal ends.
    let presenterSide: SceneElement.Side? =
      switch operation {
      case .present: .from
      case .dismiss: .to
      default: nil
      }
    if let presenterSide, context.isWithheld(presenterSide) { scene.presenterLeavesWindow = false }
    self.scene = scene
    if let earlier, earlier.scene == scene {
      self.timeline = earlier.timeline
      self.plan = earlier.plan
    } else {
      self.timeline = transition.timeline(for: scene)
      context.didCompile(timeline)
      self.plan = TransitionPlan(timeline: timeline, scene: scene)
    }
    // The dimming is the presented screen's, never the presenter's own (a sheet over a
    // sheet): the presenter's is not the transition's to fade.
    if let presenterSide,
      let dimming = context.presentationDimmingView(presentedOn: presenterSide.opposite)
    {
      views[.presentationDimming] = dimming
    }
    self.views = views
    self.elementViews = elementViews
  }

  /// How long the transition lasts, in seconds.
  public var duration: Double { timeline.duration }

  /// The map between a gesture's progress and the timeline's time that keeps the screen
  /// it drags under the finger; made when a gesture first needs it.
  public private(set) lazy var travel = TravelCurve(timeline: timeline)

  /// The view standing for a node: a screen, a tagged view, or (once realized) a snapshot,
  /// piece or fill the player added.
  ///
  /// - Parameter node: The node.
  /// - Returns: Its view, or `nil` if the node has none.
  public func view(for node: NodeID) -> View? {
    if let view = views[node] { return view }
    guard !elementViews.isEmpty, let position = elementIndex[node] else { return nil }
    // Only views go in ``elementViews``.
    return unsafeDowncast(elementViews[position], to: View.self)
  }

  // MARK: - Putting nodes on screen

  /// Puts every node where the plan says, hides the views snapshots stand in for, gives
  /// masked nodes their mask, and prepares one animation per track (added by
  /// ``begin(at:)``).
  public func realize() {
    let container = context.containerView
    // The screens the plan puts in the container go there first, in plan order, so that a
    // snapshot of one, or its pieces, is taken while it is in the window: UIKit draws a
    // view in no window as nothing (docs/design.md#n4). The plan's z-order is set below.
    for step in plan.steps {
      guard case .view = step.node.content, case .container = step.placement,
        let view = self.view(for: step.node.id), view.superview !== container
      else { continue }
      let index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
      moved.append((view, view.superview, index))
      container.addSubview(view)
    }
    var pieces = makeSnapshotPieces()
    for step in plan.steps {
      let node = step.node
      let view: View?
      switch node.content {
      case .view:
        view = self.view(for: node.id)
      case .fill(let color):
        view = context.makeFill(color, frame: node.frame ?? container.bounds)
      case .snapshot(let source):
        let snapshot = self.view(for: source)?.snapshotView(
          afterScreenUpdates: Self.waitsForScreenUpdates(source))
        if let snapshot, let frame = node.frame { snapshot.frame = frame }
        snapshot?.clipsToBounds = true
        view = snapshot
      case .snapshotPiece(let source, let rect):
        let piece = pieces[source]?.popLast()
        piece?.frame = node.frame ?? rect
        view = piece
      }
      guard let view else { continue }
      if case .view = node.content {
      } else {
        decorations.append(view)
        views[node.id] = view
        if let corners = node.maskedCorners { context.setMaskedCorners(corners, of: view) }
        if let curve = node.cornerCurve { context.setCornerCurve(curve, of: view) }
      }
      if case .container = step.placement {
        // A screen already in the container is added again: to the top, in plan order.
        if case .snapshot(let source) = node.content, case .element = source.role {
          // Held in a clear view the size of the container, which a drag can move.
          let holder = context.makeFill(.clear, frame: container.bounds)
          holder.addSubview(view)
          container.addSubview(holder)
          decorations.append(holder)
          let frame = node.frame ?? view.frame
          holders.append((holder, CGPoint(x: frame.midX, y: frame.midY)))
        } else {
          container.addSubview(view)
        }
      }
    }
    for source in plan.hiddenDuringTransition {
      guard let view = self.view(for: source) else { continue }
      var hiding = context.transitionHiding(of: view)
      hiding.begin(wasHidden: view.isHidden)
      context.setTransitionHiding(hiding, of: view)
      hidden.append(view)
      view.isHidden = true
    }
    var maskedNodes = Set<NodeID>()
    for track in timeline.tracks where track.property.isOnMaskLayer {
      guard maskedNodes.insert(track.node).inserted, let view = self.view(for: track.node) else {
        continue
      }
      masked.append((view, context.mask(of: view)))
      context.setMask(context.makeMask(for: view), on: view)
    }
    for (index, animation) in timeline.coreAnimationExport().enumerated() {
      guard let view = self.view(for: animation.node) else { continue }
      animations.append((view, "transit.\(index)", animation))
    }
  }

  /// The pieces of every view an effect breaks up, one snapshot per view: for each source,
  /// its pieces in reverse plan order, so taking the last gives the next.
  private func makeSnapshotPieces() -> [NodeID: [View]] {
    var rects: [NodeID: [CGRect]] = [:]
    var sources: [NodeID] = []
    for step in plan.steps {
      guard case .snapshotPiece(let source, let rect) = step.node.content else { continue }
      if rects[source] == nil { sources.append(source) }
      rects[source, default: []].append(rect)
    }
    var pieces: [NodeID: [View]] = [:]
    for source in sources {
      guard let view = self.view(for: source), let parts = rects[source] else { continue }
      pieces[source] = context.makeSnapshotPieces(
        of: view, rects: parts, afterScreenUpdates: Self.waitsForScreenUpdates(source)
      ).reversed()
    }
    return pieces
  }

  /// Whether a snapshot of a node's view waits for pending changes: only the incoming
  /// side's, just laid out; what is already on screen is taken as it is, without a render
  /// (`afterScreenUpdates: true` inside a transition can flash or come out blank).
  static func waitsForScreenUpdates(_ node: NodeID) -> Bool {
    switch node.role {
    case .screen(let side), .element(_, let side): side == .to
    case .decoration: true
    }
  }

  /// Moves the snapshots of tagged views with a finger: translated by the placement and
  /// scaled about their own centres, on top of what their tracks show (a matched view
  /// dragged to dismiss, as in Photos). `nil` puts them back.
  ///
  /// - Parameter placement: Where the finger has taken them, or `nil`.
  public func placeTaggedSnapshots(_ placement: MatchedViewPlacement?) {
    let container = context.containerView
    let middle = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
    for (holder, centre) in holders {
      var transform = Transform3D.identity
      if let placement {
        // The holder turns about the container's middle; scale about the snapshot's centre.
        let dx = Double(centre.x - middle.x)
        let dy = Double(centre.y - middle.y)
        let scale = placement.scale.isFinite ? max(placement.scale, 0) : 1
        transform = Transform3D(translationX: -dx, y: -dy)
          .concatenating(Transform3D(scaleX: scale, y: scale))
          .concatenating(
            Transform3D(
              translationX: dx + Double(placement.translation.x),
              y: dy + Double(placement.translation.y)))
      }
      context.setModelValue(.transform(transform.finite()), for: .transform, of: holder)
    }
  }

  // MARK: - Time

  /// Adds every track's animation, once, with the transition's time 0 at a clock time, and
  /// notes the layers whose time ``pause(at:)`` and ``play(from:rate:)`` will move. Does nothing
  /// the second time.
  ///
  /// - Parameter clockTime: The host clock's time at which the transition starts.
  public func begin(at clockTime: Double) {
    guard startTime == nil else { return }
    let clockTime = clockTime.isFinite ? clockTime : context.currentTime
    startTime = clockTime
    // Read while every layer still has its own timing.
    for view in outermostAnimatedLayers() {
      let own = context.layerTime(of: view)
      let parent = context.parentLayerTime(of: view, atClockTime: clockTime)
      timeKeepers.append((view, own, own.localTime(atParentTime: parent), false))
    }
    context.addAnimations(animations, transitionStart: clockTime)
  }

  /// Runs every track from a point of the transition, from now, at normal speed or faster
  /// or slower: the layers taking part resume their time from there, and their own clock
  /// (on a device, the render server) plays the rest. Does nothing before ``begin(at:)``.
  ///
  /// - Parameters:
  ///   - time: Seconds into the transition; a non-finite time means 0.
  ///   - rate: How fast the transition's time runs against the clock's; 1 by default.
  ///     Zero, negative or non-finite rates mean 1.
  public func play(from time: Double, rate: Double = 1) {
    guard let startTime else { return }
    let time = time.isFinite ? time : 0
    let rate = rate.isFinite && rate > 0 ? rate : 1
    let now = context.currentTime
    for index in timeKeepers.indices {
      let keeper = timeKeepers[index]
      // Untouched and already there: its own time runs the transition as it is.
      if !keeper.isRetimed, rate == 1, abs(now - startTime - time) < 1e-9 { continue }
      let parent = context.parentLayerTime(of: keeper.view, atClockTime: now)
      context.setLayerTime(
        keeper.own.resumed(showing: keeper.origin + time, atParentTime: parent, rate: rate),
        of: keeper.view)
      timeKeepers[index].isRetimed = true
    }
  }

  /// Holds every track still at a point of the transition: the layers taking part freeze
  /// there. Does nothing before ``begin(at:)``.
  ///
  /// - Parameter time: Seconds into the transition, held within `0...duration`; a
  ///   non-finite time means 0.
  public func pause(at time: Double) {
    let time = min(max(time.isFinite ? time : 0, 0), max(duration, 0))
    for index in timeKeepers.indices {
      let keeper = timeKeepers[index]
      context.setLayerTime(.frozen(at: keeper.origin + time), of: keeper.view)
      timeKeepers[index].isRetimed = true
    }
  }

  /// The layers whose time carries every animation: the container, and each animated view
  /// outside it (a screen animated in place), leaving out any inside another of them, whose
  /// time it already follows.
  private func outermostAnimatedLayers() -> [View] {
    let container = context.containerView
    var seen = Set<ObjectIdentifier>()
    var candidates = [container]
    for (view, _, _) in animations where seen.insert(ObjectIdentifier(view)).inserted {
      if !Self.isDescendant(view, of: container) { candidates.append(view) }
    }
    return candidates.filter { candidate in
      !candidates.contains { $0 !== candidate && Self.isDescendant(candidate, of: $0) }
    }
  }

  /// Whether a view is another or lies in its subtree.
  private static func isDescendant(_ view: View, of ancestor: View) -> Bool {
    var current: View? = view
    while let next = current {
      if next === ancestor { return true }
      current = next.superview
    }
    return false
  }

  // MARK: - Clean-up

  /// Takes away everything the transition added and puts back what it hid; screens that
  /// stay on screen after a finished transition keep the values their tracks end at.
  ///
  /// On cancel, screens the player moved into the container go back where they were.
  ///
  /// - Parameter finished: Whether the transition finished (not cancelled).
  public func cleanUp(finished: Bool) {
    if startTime != nil {
      for (view, key, animation) in animations {
        context.removeAnimation(animation, forKey: key, from: view)
      }
    }
    animations.removeAll()
    for keeper in timeKeepers where keeper.isRetimed {
      context.setLayerTime(keeper.own, of: keeper.view)
    }
    timeKeepers.removeAll()
    startTime = nil
    for (view, previous) in masked { context.setMask(previous, on: view) }
    masked.removeAll()
    // Last added, first taken: each is then on top of its superview, found at once.
    for view in decorations.reversed() { view.removeFromSuperview() }
    decorations.removeAll()
    for view in hidden {
      var hiding = context.transitionHiding(of: view)
      let isHidden = hiding.end()
      context.setTransitionHiding(hiding, of: view)
      if let isHidden { view.isHidden = isHidden }
    }
    hidden.removeAll()
    guard finished else {
      for (view, superview, index) in moved.reversed() {
        if let superview {
          superview.insertSubview(view, at: index)
        } else {
          view.removeFromSuperview()
        }
      }
      moved.removeAll()
      return
    }
    moved.removeAll()
    for track in timeline.tracks
    where plan.keepsFinalValues.contains(track.node) && !track.property.isOnMaskLayer {
      guard let view = self.view(for: track.node), let last = track.values.last else { continue }
      context.setModelValue(last, for: track.property, of: view)
    }
  }

  // MARK: - Describing the scene

  /// Lays the incoming screen out where it will be, before anything on it is measured
  /// (docs/design.md#u6): at its final frame, in the container when it is in no superview yet (so
  /// it has the window's safe area), then a layout pass, as Hero does before reading any frame. A
  /// screen that was in no superview stays in the container, below the rest, until the plan
  /// places it.
  ///
  /// The final frame is in the container's coordinates: a view the context withholds,
  /// left in its own place on the window (a presenter inside the presented screen below
  /// it), takes it in its superview's, or a presenter nested in a wrapper lower on the
  /// screen would be moved down by the wrapper's offset, off the window.
  ///
  /// - Parameters:
  ///   - view: The incoming screen's view.
  ///   - finalFrame: Its final frame in the container; empty when the context gives none.
  ///   - container: The transition's container.
  ///   - staying: Whether a view in no superview goes into the container to stay (the
  ///     transition starts); otherwise it is laid out where it is, out of the window.
  /// - Returns: Whether the view was in no superview and is now in the container.
  @discardableResult
  static func layOut(
    _ view: View, at finalFrame: CGRect, in container: View, staying: Bool = true
  ) -> Bool {
    if !finalFrame.isEmpty {
      if let superview = view.superview, superview !== container, superview.window != nil,
        superview.window === container.window
      {
        view.frame = container.convert(finalFrame, to: superview)
      } else {
        view.frame = finalFrame
      }
    }
    // In the container, below everything, to stay: taking it out of the window again would
    // cost the animations its own code started (docs/design.md#n5: Core Animation removes a
    // layer tree's animations when its view leaves the window). The plan puts it where it
    // goes from here, as an animator adds the incoming view to the container.
    let wasOutside = view.superview == nil && staying
    if wasOutside { container.insertSubview(view, at: 0) }
    view.setNeedsLayout()
    view.layoutIfNeeded()
    return wasOutside
  }

  /// Where a view sits in the container without its transform: its bounds around its
  /// centre, converted from its superview when both are in the same window.
  static func restingFrame(of view: View, in container: View) -> CGRect {
    let size = view.bounds.size
    let centre = view.center
    let local = CGRect(
      x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width,
      height: size.height)
    guard let superview = view.superview, let window = container.window,
      superview.window === window
    else { return local }
    return superview.convert(local, to: container)
  }

  /// Finds the tagged views under a screen, with frames in the container's coordinates.
  ///
  /// Every view of the screen is visited (any may carry an id or modifiers, and any effect
  /// may use them), so the visit costs little: the offset into the container is worked out
  /// once, subviews go on the stack without an intermediate collection, and only the views
  /// found are converted.
  static func collectElements(
    in screen: View, screenFrame: CGRect, side: SceneElement.Side, context: Context,
    _ found: (SceneElement, View) -> Void
  ) {
    let screenBounds = screen.bounds
    let dx = screenFrame.minX - screenBounds.minX
    let dy = screenFrame.minY - screenBounds.minY
    // Views held as `AnyObject`: an array of a concrete type is specialized here, one of the
    // host's view type is not, and its every push and pop went through the runtime.
    var stack: [AnyObject] = []
    // Subviews are pushed last first, so they are popped back to front: tree order.
    func pushSubviews(of view: View) {
      let subviews = view.subviews
      var index = subviews.endIndex
      while index > subviews.startIndex {
        index -= 1
        stack.append(subviews[index])
      }
    }
    pushSubviews(of: screen)
    while let next = stack.popLast() {
      // Only views go on the stack.
      let view = unsafeDowncast(next, to: View.self)
      let id = context.transitionID(of: view)
      let modifiers = context.transitionModifiers(of: view)
      if id != nil || !modifiers.isEmpty {
        let name = id ?? "untagged-\(UInt(bitPattern: ObjectIdentifier(view).hashValue))"
        let box = view.convert(view.bounds, to: screen).offsetBy(dx: dx, dy: dy)
        let transform = context.transform(of: view)
        let frame = SceneElement.untransformedFrame(
          boundingBox: box, boundsSize: view.bounds.size, transform: transform)
        let element = SceneElement(
          id: name, side: side, frame: frame, cornerRadius: context.cornerRadius(of: view),
          isHidden: view.isHidden, opacity: context.opacity(of: view), transform: transform,
          modifiers: modifiers, maskedCorners: context.maskedCorners(of: view),
          cornerCurve: context.cornerCurve(of: view))
        found(element, view)
      }
      pushSubviews(of: view)
    }
  }
}
