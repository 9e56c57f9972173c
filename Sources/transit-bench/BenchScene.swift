import Foundation
import StageKit
import Transit

/// The frames `transit-bench render` draws, each a stage view tree of a 390 × 844 point
/// screen in the middle of a transition, drawn at 3× (1170 × 2532 pixels).
///
/// They hold what transitions draw: rounded rectangles under affine and perspective maps,
/// layers with opacity over others, groups, clips to rounded bounds, a circular mask. No
/// shadows or images: the cairo side of the comparison draws the same shapes, and cairo has
/// no Gaussian blur of its own.
@MainActor
enum BenchScene: String, CaseIterable {
  /// A push halfway: a list of 20 rounded rows sliding left under a dimming fade, and the
  /// incoming screen sliding in under a growing circular mask, with 12 rounded tiles.
  case slide
  /// A flip halfway: the outgoing screen turned 60° about its vertical axis, in
  /// perspective, with its rows.
  case flip
  /// A card presented over its presenter, which is scaled back, rounded and dimmed.
  case card
  /// A shared-element push halfway: 40 tagged views (20 grid tiles matched with 20 rows),
  /// compiled by `Transition.matched()` and sampled at its middle.
  case matched

  /// The screen's size in points.
  static let screenSize = CGSize(width: 390, height: 844)
  /// Pixels per point: 1170 × 2532 pixels.
  static let scale = 3.0

  /// The scene's view tree: a screen-sized root view.
  func makeView() -> StageView {
    switch self {
    case .slide: Self.slide()
    case .flip: Self.flip()
    case .card: Self.card()
    case .matched: Self.matched()
    }
  }

  // MARK: Building blocks

  /// A colour of a smooth palette, by index.
  static func tint(_ index: Int, alpha: Double = 1) -> StageColor {
    let phase = Double(index) * 0.61
    return StageColor(
      red: 0.55 + 0.4 * sin(phase), green: 0.55 + 0.4 * sin(phase + 2.1),
      blue: 0.55 + 0.4 * sin(phase + 4.2), alpha: alpha)
  }

  /// A plain view with a background colour and corner radius.
  static func box(_ frame: CGRect, _ color: StageColor, radius: CGFloat = 0) -> StageView {
    let view = StageView(frame: frame)
    view.backgroundColor = color
    view.layer.cornerRadius = radius
    return view
  }

  /// A screen holding a list of rounded rows.
  static func listScreen(frame: CGRect, rows: Int) -> StageView {
    let screen = box(frame, StageColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1))
    screen.addSubview(box(CGRect(x: 0, y: 0, width: 390, height: 96), tint(40)))
    for index in 0..<rows {
      screen.addSubview(
        box(
          CGRect(x: 16, y: 108 + CGFloat(index) * 36, width: 358, height: 30), tint(index),
          radius: 10)
      )
    }
    return screen
  }

  // MARK: Scenes

  private static func slide() -> StageView {
    let root = box(CGRect(origin: .zero, size: screenSize), StageColor(white: 1, alpha: 1))
    root.addSubview(listScreen(frame: CGRect(x: -117, y: 0, width: 390, height: 844), rows: 20))
    let dimming = box(CGRect(origin: .zero, size: screenSize), StageColor(white: 0, alpha: 0.4))
    dimming.alpha = 0.55
    root.addSubview(dimming)
    let incoming = box(
      CGRect(x: 156, y: 0, width: 390, height: 844), StageColor(white: 1, alpha: 1))
    for index in 0..<12 {
      let column = CGFloat(index % 3)
      let row = CGFloat(index / 3)
      incoming.addSubview(
        box(
          CGRect(x: 15 + column * 125, y: 130 + row * 125, width: 110, height: 110),
          tint(index * 3 + 1), radius: 16))
    }
    let mask = StageShapeLayer()
    mask.path = .circle(center: CGPoint(x: 120, y: 420), radius: 330)
    incoming.layer.mask = mask
    root.addSubview(incoming)
    return root
  }

  private static func flip() -> StageView {
    let root = box(CGRect(origin: .zero, size: screenSize), StageColor(white: 0.08, alpha: 1))
    let container = StageView(frame: CGRect(origin: .zero, size: screenSize))
    container.layer.sublayerTransform = .perspective(distance: 1000)
    let outgoing = listScreen(frame: CGRect(origin: .zero, size: screenSize), rows: 18)
    outgoing.layer.cornerRadius = 20
    outgoing.layer.masksToBounds = true
    outgoing.layer.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
    container.addSubview(outgoing)
    root.addSubview(container)
    return root
  }

  private static func card() -> StageView {
    let root = box(CGRect(origin: .zero, size: screenSize), StageColor(white: 0, alpha: 1))
    let presenter = listScreen(frame: CGRect(origin: .zero, size: screenSize), rows: 20)
    presenter.layer.cornerRadius = 12
    presenter.layer.masksToBounds = true
    presenter.layer.transform = Transform3D(scaleX: 0.92, y: 0.92)
    root.addSubview(presenter)
    root.addSubview(
      box(CGRect(origin: .zero, size: screenSize), StageColor(white: 0, alpha: 0.4)))
    let card = box(
      CGRect(x: 0, y: 90, width: 390, height: 754), StageColor(white: 1, alpha: 1), radius: 14)
    card.layer.masksToBounds = true
    card.addSubview(box(CGRect(x: 0, y: 0, width: 390, height: 64), tint(7)))
    card.addSubview(
      box(CGRect(x: 170, y: 8, width: 50, height: 6), StageColor(white: 1, alpha: 0.8), radius: 3))
    for index in 0..<6 {
      card.addSubview(
        box(
          CGRect(x: 20, y: 84 + CGFloat(index) * 104, width: 350, height: 88), tint(index * 5 + 2),
          radius: 18))
    }
    root.addSubview(card)
    return root
  }

  /// The matched push's frame: the grid screen fading out, the list screen fading in, and
  /// the 20 matched pairs where the timeline has them at its middle.
  private static func matched() -> StageView {
    var elements: [SceneElement] = []
    var colors: [String: StageColor] = [:]
    for index in 0..<20 {
      let id = "item-\(index)"
      let column = CGFloat(index % 4)
      let row = CGFloat(index / 4)
      elements.append(
        SceneElement(
          id: id, side: .from,
          frame: CGRect(x: 8 + column * 95, y: 100 + row * 95, width: 89, height: 89),
          cornerRadius: 8))
      elements.append(
        SceneElement(
          id: id, side: .to,
          frame: CGRect(x: 16, y: 90 + CGFloat(index) * 36, width: 358, height: 30),
          cornerRadius: 12))
      colors[id] = tint(index * 2)
    }
    let bounds = CGRect(origin: .zero, size: screenSize)
    let scene = TransitionScene(operation: .push, containerBounds: bounds, elements: elements)
    let timeline = Transition.matched().timeline(for: scene)
    let sampler = TimelineSampler(timeline)
    var frame = sampler.makeFrame()
    sampler.sample(progress: 0.5, into: &frame)

    let root = box(bounds, StageColor(white: 0, alpha: 1))
    for node in timeline.nodes {
      let resting = node.frame ?? bounds
      var size = resting.size
      if let sampled = frame.value(.boundsSize, of: node.id) { size = sampled }
      var center = CGPoint(x: resting.midX, y: resting.midY)
      if let sampled = frame.value(.position, of: node.id) { center = sampled }
      let view = StageView(frame: CGRect(origin: .zero, size: size))
      view.center = center
      if let transform = frame.value(.transform, of: node.id) { view.layer.transform = transform }
      if let opacity = frame.value(.opacity, of: node.id) { view.alpha = CGFloat(opacity) }
      if let radius = frame.value(.cornerRadius, of: node.id) {
        view.layer.cornerRadius = CGFloat(radius)
      }
      switch node.content {
      case .fill(let color):
        view.backgroundColor = StageColor(color)
      case .snapshot(let source), .snapshotPiece(let source, _):
        let id = elements.first { $0.node == source }?.id ?? ""
        view.backgroundColor = colors[id] ?? tint(3)
        if view.layer.cornerRadius == 0 {
          view.layer.cornerRadius = CGFloat(elements.first { $0.node == source }?.cornerRadius ?? 0)
        }
      case .view where node.id == .from || node.id == .to:
        // The two screens; the tagged views on them are hidden while their snapshots fly.
        view.backgroundColor =
          node.id == .from
          ? StageColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
          : StageColor(white: 1, alpha: 1)
        view.addSubview(
          box(CGRect(x: 0, y: 0, width: size.width, height: 88), tint(node.id == .from ? 30 : 31)))
      case .view:
        // A tagged view itself, hidden while its snapshot stands in for it.
        continue
      }
      root.addSubview(view)
    }
    return root
  }
}
