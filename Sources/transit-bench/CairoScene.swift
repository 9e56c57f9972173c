import Foundation
import StageKit
import Transit

/// A layer tree as a list of cairo drawing operations, in JSON, for `Scripts/bench_cairo.py`
/// to draw the same shapes as `StageRenderer` does.
///
/// It follows the renderer's rules for what the bench scenes hold: layers placed by
/// position, bounds, anchor point, transform and the superlayer's sublayer transform,
/// flattened; sublayers by `zPosition`, then in order; the rounded background; a shape
/// layer's fill; `masksToBounds` and a mask as clips (the mask's alpha a factor on what is
/// painted under it); opacity as group opacity when there are sublayers. Shapes whose map
/// to the screen is affine go to cairo as a rounded rectangle under a matrix, so cairo
/// draws its own arcs; shapes seen in perspective go as polygons, their corners cut into
/// 32 chords each. Shadows, strokes and images are not written: the scenes have none.
@MainActor
struct CairoScene {
  /// The image's size in pixels.
  let width: Int
  let height: Int
  /// The operations, each a JSON object.
  private(set) var operations: [String] = []

  /// The operations that draw a layer tree at a scale, the root's bounds filling the image.
  init(_ root: StageLayer, scale: Double) {
    width = Int((Double(root.bounds.width) * scale + 1e-6).rounded(.down))
    height = Int((Double(root.bounds.height) * scale + 1e-6).rounded(.down))
    let origin = root.bounds.origin
    let map = Transform3D(translationX: -Double(origin.x), y: -Double(origin.y))
      .concatenating(Transform3D(scaleX: scale, y: scale))
    draw(root, map: map, clipOpacity: 1)
  }

  /// The scene as one JSON document: `{"width": …, "height": …, "ops": […]}`.
  var json: String {
    "{\"width\": \(width), \"height\": \(height), \"ops\": [\n"
      + operations.joined(separator: ",\n")
      + "\n]}\n"
  }

  // MARK: Walking the tree

  private mutating func draw(_ layer: StageLayer, map: Transform3D, clipOpacity: Double) {
    let opacity = Self.unit(Double(layer.opacity))
    guard !layer.isHidden, opacity > 0 else { return }
    var children = (layer.sublayers ?? []).filter { !$0.isHidden && $0.opacity > 0 }
    children = children.enumerated()
      .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
      .map(\.element)
    let isGroup = opacity < 1 && !children.isEmpty
    let paintOpacity = isGroup ? 1 : opacity
    // The group goes first so that its content is clipped once, as the renderer composites
    // a group unclipped.
    if isGroup { operations.append("{\"op\": \"group\"}") }
    var saved = 0
    var clipOpacity = clipOpacity
    if let mask = layer.mask {
      let shape: Shape
      var alpha: Double
      if let shapeLayer = mask as? StageShapeLayer {
        guard let path = shapeLayer.path else { return close(saved, group: isGroup, opacity) }
        shape = path
        alpha = shapeLayer.fillColor?.alpha ?? 0
      } else {
        shape = Self.rounded(mask.bounds, radius: Double(mask.cornerRadius))
        alpha = mask.backgroundColor?.alpha ?? 0
      }
      alpha = Self.unit(alpha) * Self.unit(Double(mask.opacity))
      operations.append("{\"op\": \"save\"}")
      saved += 1
      operations.append(
        "{\"op\": \"clip\", \"path\": \(Self.path(shape, map: Self.placement(of: mask, in: nil).concatenating(map)))}"
      )
      clipOpacity *= alpha
    }
    let bounds = Self.rounded(layer.bounds, radius: Double(layer.cornerRadius))
    if let color = layer.backgroundColor, color.alpha > 0 {
      fill(bounds, color: color, alpha: paintOpacity * clipOpacity, map: map)
    }
    if layer.masksToBounds {
      operations.append("{\"op\": \"save\"}")
      saved += 1
      operations.append("{\"op\": \"clip\", \"path\": \(Self.path(bounds, map: map))}")
    }
    if let shapeLayer = layer as? StageShapeLayer, let path = shapeLayer.path,
      let color = shapeLayer.fillColor, color.alpha > 0
    {
      fill(path, color: color, alpha: paintOpacity * clipOpacity, map: map)
    }
    for child in children {
      draw(
        child, map: Self.placement(of: child, in: layer).concatenating(map),
        clipOpacity: clipOpacity)
    }
    close(saved, group: isGroup, opacity)
  }

  /// Undoes the clips, then paints the group.
  private mutating func close(_ saved: Int, group: Bool, _ opacity: Double) {
    for _ in 0..<saved { operations.append("{\"op\": \"restore\"}") }
    if group { operations.append("{\"op\": \"paint_group\", \"alpha\": \(opacity)}") }
  }

  private mutating func fill(_ shape: Shape, color: Color, alpha: Double, map: Transform3D) {
    operations.append(
      "{\"op\": \"fill\", \"path\": \(Self.path(shape, map: map)), \"rgba\": [\(color.red), \(color.green), \(color.blue), \(Self.unit(color.alpha) * alpha)]}"
    )
  }

  // MARK: Geometry

  /// A layer's bounds with its corner radius, clamped to half the shorter side.
  private static func rounded(_ bounds: CGRect, radius: Double) -> Shape {
    let limit = Double(min(bounds.width, bounds.height)) / 2
    return .roundedRect(bounds, cornerRadius: max(0, min(radius, limit)))
  }

  /// The map from a layer's plane to its superlayer's, as the renderer places it.
  private static func placement(of layer: StageLayer, in parent: StageLayer?) -> Transform3D {
    let anchor = CGPoint(
      x: layer.bounds.minX + layer.anchorPoint.x * layer.bounds.width,
      y: layer.bounds.minY + layer.anchorPoint.y * layer.bounds.height)
    var matrix = Transform3D(translationX: -Double(anchor.x), y: -Double(anchor.y))
      .concatenating(layer.transform)
      .concatenating(
        Transform3D(
          translationX: Double(layer.position.x), y: Double(layer.position.y),
          z: Double(layer.zPosition)))
    if let parent, !parent.sublayerTransform.isIdentity {
      let center = CGPoint(
        x: parent.bounds.minX + parent.anchorPoint.x * parent.bounds.width,
        y: parent.bounds.minY + parent.anchorPoint.y * parent.bounds.height)
      matrix = matrix.concatenating(
        Transform3D(translationX: -Double(center.x), y: -Double(center.y))
      )
      .concatenating(parent.sublayerTransform)
      .concatenating(Transform3D(translationX: Double(center.x), y: Double(center.y)))
    }
    return matrix
  }

  /// A shape in a plane as cairo takes it: a rounded rectangle under an affine matrix, or
  /// a polygon when the plane is seen in perspective.
  private static func path(_ shape: Shape, map t: Transform3D) -> String {
    var rx = max(0, min(shape.cornerWidth, Double(shape.rect.width) / 2))
    var ry = max(0, min(shape.cornerHeight, Double(shape.rect.height) / 2))
    if rx == 0 || ry == 0 { (rx, ry) = (0, 0) }
    let rect = shape.rect.standardized
    let (x, y, w, h) = (
      Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)
    )
    if t.m14 == 0, t.m24 == 0, t.m44 == 1 {
      return
        "{\"m\": [\(t.m11), \(t.m12), \(t.m21), \(t.m22), \(t.m41), \(t.m42)], \"rect\": [\(x), \(y), \(w), \(h)], \"rx\": \(rx), \"ry\": \(ry)}"
    }
    var points: [Double] = []
    let corners = [
      (x + w - rx, y + ry, -Double.pi / 2), (x + w - rx, y + h - ry, 0.0),
      (x + rx, y + h - ry, Double.pi / 2), (x + rx, y + ry, Double.pi),
    ]
    let chords = rx > 0 ? 32 : 0
    for (cx, cy, start) in corners {
      for index in 0...chords {
        let angle = start + Double(index) * Double.pi / 2 / Double(max(chords, 1))
        let (px, py) = (cx + rx * cos(angle), cy + ry * sin(angle))
        let sw = px * t.m14 + py * t.m24 + t.m44
        points.append((px * t.m11 + py * t.m21 + t.m41) / sw)
        points.append((px * t.m12 + py * t.m22 + t.m42) / sw)
        if chords == 0 { break }
      }
    }
    return "{\"poly\": [\(points.map { "\($0)" }.joined(separator: ", "))]}"
  }

  private static func unit(_ value: Double) -> Double { value > 0 ? min(value, 1) : 0 }
}
