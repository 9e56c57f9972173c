import Foundation
import Transit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Plays a compiled transition in a stage transition context: describes the scene, puts
/// the timeline's nodes on screen by the plan, runs its tracks as layer animations, and
/// cleans up by the rules.
///
/// The player decides nothing itself: the scene, the timeline and the plan come from the
/// engine; it only turns them into stage views, layers and animations.
@MainActor
final class StageTransitPlayer {
  let context: any StageViewControllerContextTransitioning
  let scene: TransitionScene
  let timeline: Timeline
  let plan: TransitionPlan

  /// The view standing for each node.
  private var views: [NodeID: StageView] = [:]
  /// Views the player added: snapshots, pieces, fills.
  private var decorations: [StageView] = []
  /// Views hidden behind snapshots, with their hidden flag before.
  private var hidden: [(view: StageView, wasHidden: Bool)] = []
  /// Layers given a mask for the transition, with the mask they had.
  private var masked: [(layer: StageLayer, previous: StageLayer?)] = []
  /// Screens the player moved into the container, with where they were, to put back on
  /// cancel (a full-screen presenter brought in for a dismissal that then did not happen).
  private var moved: [(view: StageView, superview: StageView?, index: Int)] = []
  /// The animations, with the layer each goes on.
  private var animations: [(layer: StageLayer, key: String, animation: LayerAnimation)] = []

  /// Describes the scene and compiles the transition; nothing changes on screen yet.
  init(
    transition: Transition, operation: TransitionOperation,
    context: any StageViewControllerContextTransitioning
  ) {
    self.context = context
    let container = context.containerView
    let fromController = context.viewController(forKey: .from)
    let toController = context.viewController(forKey: .to)
    let fromView = context.view(forKey: .from) ?? fromController?.view
    let toView = context.view(forKey: .to) ?? toController?.view
    let toFinal = toController.map { context.finalFrame(for: $0) } ?? .zero
    if let toView, !toFinal.isEmpty { toView.frame = toFinal }

    var views: [NodeID: StageView] = [:]
    var elements: [SceneElement] = []
    var frames: [SceneElement.Side: CGRect] = [:]
    for (side, screen) in [(SceneElement.Side.from, fromView), (.to, toView)] {
      guard let screen else { continue }
      let frame = Self.restingFrame(of: screen, in: container)
      frames[side] = frame
      views[side == .from ? .from : .to] = screen
      Self.collectElements(in: screen, screenFrame: frame, side: side) { element, view in
        elements.append(element)
        views[element.node] = view
      }
    }
    let window = container.window
    let scene = TransitionScene(
      operation: operation, containerBounds: container.bounds, fromFrame: frames[.from],
      toFrame: toFinal.isEmpty ? frames[.to] : toFinal,
      presentationStyle: Self.style(of: context.presentationStyle),
      layoutDirection: window?.layoutDirection ?? .leftToRight, elements: elements,
      prefersReducedMotion: window?.prefersReducedMotion ?? false)
    self.scene = scene
    self.timeline = transition.timeline(for: scene)
    self.plan = TransitionPlan(timeline: timeline, scene: scene)
    self.views = views
  }

  /// How long the transition lasts.
  var duration: Double { timeline.duration }

  // MARK: - Putting nodes on screen

  /// Puts every node where the plan says, hides the views snapshots stand in for, and
  /// gives masked nodes their mask.
  func realize() {
    let container = context.containerView
    for step in plan.steps {
      let node = step.node
      let view: StageView?
      switch node.content {
      case .view:
        view = views[node.id]
      case .fill(let color):
        let fill = StageView(frame: node.frame ?? container.bounds)
        fill.backgroundColor = StageColor(color)
        view = fill
      case .snapshot(let source):
        let snapshot = views[source]?.snapshotView(afterScreenUpdates: true)
        if let snapshot, let frame = node.frame { snapshot.frame = frame }
        snapshot?.clipsToBounds = true
        view = snapshot
      case .snapshotPiece(let source, let rect):
        let piece = StageView(frame: node.frame ?? rect)
        piece.clipsToBounds = true
        if let snapshot = views[source]?.snapshotView(afterScreenUpdates: true) {
          snapshot.frame.origin = CGPoint(x: -rect.minX, y: -rect.minY)
          piece.addSubview(snapshot)
        }
        view = piece
      }
      guard let view else { continue }
      if case .view = node.content {
      } else {
        decorations.append(view)
        views[node.id] = view
      }
      if case .container = step.placement {
        if case .view = node.content, view.superview !== container {
          let index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
          moved.append((view, view.superview, index))
        }
        container.addSubview(view)
      }
    }
    for source in plan.hiddenDuringTransition {
      guard let view = views[source] else { continue }
      hidden.append((view, view.isHidden))
      view.isHidden = true
    }
    var maskedNodes = Set<NodeID>()
    for track in timeline.tracks where track.property.isOnMaskLayer {
      guard maskedNodes.insert(track.node).inserted, let layer = views[track.node]?.layer
      else { continue }
      masked.append((layer, layer.mask))
      let mask = StageShapeLayer()
      mask.frame = layer.bounds
      mask.path = .rect(layer.bounds)
      layer.mask = mask
    }
    for (index, animation) in timeline.coreAnimationExport().enumerated() {
      guard let layer = views[animation.node]?.layer else { continue }
      let target = animation.property.isOnMaskLayer ? layer.mask : layer
      guard let target else { continue }
      animations.append((target, "transit.\(index)", animation))
    }
  }

  // MARK: - Time

  /// Runs every track from a point of the transition, at normal speed.
  ///
  /// - Parameter time: Seconds into the transition.
  func play(from time: Double) {
    for (layer, key, exported) in animations {
      let animation = Self.stageAnimation(exported)
      animation.beginTime = layer.convertTime(now, from: nil) - time + exported.beginTime
      animation.speed = Float(exported.speed)
      animation.timeOffset = exported.timeOffset
      layer.add(animation, forKey: key)
    }
  }

  /// Holds every track still at a point of the transition.
  ///
  /// - Parameter time: Seconds into the transition.
  func pause(at time: Double) {
    for (layer, key, exported) in animations {
      let animation = Self.stageAnimation(exported)
      let local = (time - exported.beginTime) * exported.speed + exported.timeOffset
      animation.speed = 0
      animation.timeOffset = min(max(local.isFinite ? local : 0, 0), exported.duration)
      layer.add(animation, forKey: key)
    }
  }

  /// The clock's time.
  var now: Double { context.containerView.layer.clock?.now ?? 0 }

  // MARK: - Clean-up

  /// Takes away everything the transition added and puts back what it hid; screens that
  /// stay on screen after a finished transition keep the values their tracks end at.
  ///
  /// - Parameter finished: Whether the transition finished (not cancelled).
  func cleanUp(finished: Bool) {
    for (layer, key, _) in animations { layer.removeAnimation(forKey: key) }
    animations.removeAll()
    for (layer, previous) in masked { layer.mask = previous }
    masked.removeAll()
    for view in decorations { view.removeFromSuperview() }
    decorations.removeAll()
    for (view, wasHidden) in hidden { view.isHidden = wasHidden }
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
      guard let layer = views[track.node]?.layer, let last = track.values.last else {
        continue
      }
      layer.setModelValue(last, forKeyPath: track.property.keyPath)
    }
  }

  // MARK: - Helpers

  /// The stage animation an exported description becomes, held at both ends until the
  /// player removes it.
  static func stageAnimation(_ exported: LayerAnimation) -> StageAnimation {
    let animation: StageAnimation
    switch exported.content {
    case .keyframes(let values, let keyTimes, let curves):
      let keyframes = StageKeyframeAnimation(keyPath: exported.property.keyPath)
      keyframes.values = values
      keyframes.keyTimes = keyTimes
      keyframes.timingFunctions = curves.map { StageMediaTimingFunction(curve: $0) }
      animation = keyframes
    case .spring(let from, let to, let mass, let stiffness, let damping, let velocity):
      let spring = StageSpringAnimation(keyPath: exported.property.keyPath)
      spring.fromValue = from
      spring.toValue = to
      spring.mass = mass
      spring.stiffness = stiffness
      spring.damping = damping
      spring.initialVelocity = velocity
      animation = spring
    }
    animation.duration = exported.duration
    animation.fillMode = .both
    animation.isRemovedOnCompletion = false
    return animation
  }

  /// Where a view sits in the container without its transform: its bounds around its
  /// centre, converted from its superview.
  static func restingFrame(of view: StageView, in container: StageView) -> CGRect {
    let size = view.bounds.size
    let centre = view.center
    let local = CGRect(
      x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width,
      height: size.height)
    guard let superview = view.superview, superview.window === container.window,
      container.window != nil
    else { return local }
    return superview.convert(local, to: container)
  }

  /// Finds the tagged views under a screen, with frames in the container's coordinates.
  static func collectElements(
    in screen: StageView, screenFrame: CGRect, side: SceneElement.Side,
    _ found: (SceneElement, StageView) -> Void
  ) {
    var stack = screen.subviews.reversed() as [StageView]
    while let view = stack.popLast() {
      let attributes = view.transitAttributes
      if attributes.id != nil || !attributes.modifiers.isEmpty {
        let id = attributes.id ?? "untagged-\(UInt(bitPattern: ObjectIdentifier(view).hashValue))"
        let frame = view.convert(view.bounds, to: screen)
          .offsetBy(
            dx: screenFrame.minX - screen.bounds.minX, dy: screenFrame.minY - screen.bounds.minY)
        let element = SceneElement(
          id: id, side: side, frame: frame, cornerRadius: Double(view.layer.cornerRadius),
          isHidden: view.isHidden, modifiers: attributes.modifiers)
        found(element, view)
      }
      stack.append(contentsOf: view.subviews.reversed())
    }
  }

  /// The engine's modal style for the stage's.
  static func style(of style: StageModalPresentationStyle) -> ModalPresentationStyle {
    switch style {
    case .fullScreen: .fullScreen
    case .overFullScreen: .overFullScreen
    case .custom: .custom
    }
  }
}
