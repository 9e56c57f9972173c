import Foundation
import StageKit
import Transit

/// What the renderer reads from a layer: its values as they are on screen now (the
/// presentation values, when it runs animations), made safe to draw with.
@MainActor
struct LayerState {
  var position: CGPoint
  var bounds: CGRect
  var anchorPoint: CGPoint
  var transform: Transform3D
  var sublayerTransform: Transform3D
  var zPosition: Double
  /// 0…1; NaN counts as 1.
  var opacity: Double
  var isHidden: Bool
  var backgroundColor: Color?
  var cornerRadius: Double
  /// Which corners the radius rounds.
  var maskedCorners: StageCornerMask
  /// The curve the rounded corners follow.
  var cornerCurve: StageLayerCornerCurve
  var masksToBounds: Bool
  var shadowColor: Color?
  var shadowOpacity: Double
  var shadowRadius: Double
  var shadowOffset: CGSize
  var image: StageImage?
  var contentMode: StageView.ContentMode
  /// A shape layer's outline and paints (`nil` for other layers).
  var path: Shape?
  var fillColor: Color?
  var strokeColor: Color?
  var lineWidth: Double
  var strokeEnd: Double

  /// The keys whose presentation values the renderer reads from an animated layer.
  private static let layerKeys = [
    "position", "bounds", "transform", "sublayerTransform", "zPosition", "opacity",
    "backgroundColor", "cornerRadius", "shadowOpacity", "shadowRadius", "shadowOffset",
  ]
  private static let shapeKeys = ["path", "fillColor", "strokeColor", "lineWidth", "strokeEnd"]

  init(_ layer: StageLayer) {
    position = layer.position
    bounds = layer.bounds
    anchorPoint = layer.anchorPoint
    transform = layer.transform
    sublayerTransform = layer.sublayerTransform
    zPosition = Double(layer.zPosition)
    opacity = Double(layer.opacity)
    isHidden = layer.isHidden
    backgroundColor = layer.backgroundColor
    cornerRadius = Double(layer.cornerRadius)
    maskedCorners = layer.maskedCorners
    cornerCurve = layer.cornerCurve
    masksToBounds = layer.masksToBounds
    shadowColor = layer.shadowColor
    shadowOpacity = Double(layer.shadowOpacity)
    shadowRadius = Double(layer.shadowRadius)
    shadowOffset = layer.shadowOffset
    image = layer.contents as? StageImage
    contentMode = layer.owningView?.contentMode ?? .scaleToFill
    let shapeLayer = layer as? StageShapeLayer
    path = shapeLayer?.path
    fillColor = shapeLayer?.fillColor
    strokeColor = shapeLayer?.strokeColor
    lineWidth = Double(shapeLayer?.lineWidth ?? 0)
    strokeEnd = Double(shapeLayer?.strokeEnd ?? 0)
    if layer.animationKeys() != nil {
      for key in Self.layerKeys {
        if let value = layer.presentationValue(forKeyPath: key) { apply(value, forKey: key) }
      }
      if shapeLayer != nil {
        for key in Self.shapeKeys {
          if let value = layer.presentationValue(forKeyPath: key) { apply(value, forKey: key) }
        }
      }
    }
    sanitize()
  }

  /// Takes one presentation value.
  private mutating func apply(_ value: AnimationValue, forKey key: String) {
    switch (key, value) {
    case ("position", .point(let point)): position = point
    case ("bounds", .rect(let rect)): bounds = rect
    case ("transform", .transform(let matrix)): transform = matrix
    case ("sublayerTransform", .transform(let matrix)): sublayerTransform = matrix
    case ("zPosition", .scalar(let number)): zPosition = number
    case ("opacity", .scalar(let number)): opacity = number
    case ("backgroundColor", .color(let color)): backgroundColor = color
    case ("cornerRadius", .scalar(let number)): cornerRadius = number
    case ("shadowOpacity", .scalar(let number)): shadowOpacity = number
    case ("shadowRadius", .scalar(let number)): shadowRadius = number
    case ("shadowOffset", .size(let size)): shadowOffset = size
    case ("path", .shape(let shape)): path = shape
    case ("fillColor", .color(let color)): fillColor = color
    case ("strokeColor", .color(let color)): strokeColor = color
    case ("lineWidth", .scalar(let number)): lineWidth = number
    case ("strokeEnd", .scalar(let number)): strokeEnd = number
    default: break
    }
  }

  /// Clamps what must be clamped and replaces what is not finite, so drawing never meets
  /// NaN: opacities to 0…1 (NaN opacity counts as 1, NaN shadow opacity as 0), lengths
  /// to 0 or more, non-finite numbers to their defaults.
  private mutating func sanitize() {
    opacity = opacity.isNaN ? 1 : PremultipliedColor.unit(opacity)
    shadowOpacity = PremultipliedColor.unit(shadowOpacity)
    zPosition = zPosition.isFinite ? zPosition : 0
    cornerRadius = cornerRadius.isFinite && cornerRadius > 0 ? cornerRadius : 0
    shadowRadius = shadowRadius.isFinite && shadowRadius > 0 ? shadowRadius : 0
    lineWidth = lineWidth.isFinite && lineWidth > 0 ? lineWidth : 0
    strokeEnd = strokeEnd.isNaN ? 0 : strokeEnd
    if !(shadowOffset.width.isFinite && shadowOffset.height.isFinite) { shadowOffset = .zero }
    if !(anchorPoint.x.isFinite && anchorPoint.y.isFinite) {
      anchorPoint = CGPoint(x: 0.5, y: 0.5)
    }
    if !(position.x.isFinite && position.y.isFinite) { position = .zero }
  }

  /// The anchor point in the layer's own coordinates.
  var anchor: CGPoint {
    CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
  }

  /// Whether the layer draws a shadow: some opacity and a colour, and no clip to its
  /// bounds (Core Animation's `masksToBounds` clips the shadow away too).
  var castsShadow: Bool {
    shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 && !masksToBounds
  }

  /// The rectangle an image is drawn in, by the owning view's content mode; `nil` when
  /// there is no image or nothing to draw.
  var imageRect: CGRect? {
    guard let image else { return nil }
    let size = image.size
    let hasSize =
      size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
    let box = bounds.standardized
    switch contentMode {
    case .scaleToFill:
      return box
    case .scaleAspectFit, .scaleAspectFill:
      guard hasSize else { return nil }
      let fitX = box.width / size.width
      let fitY = box.height / size.height
      let factor = contentMode == .scaleAspectFit ? min(fitX, fitY) : max(fitX, fitY)
      let drawn = CGSize(width: size.width * factor, height: size.height * factor)
      return CGRect(
        x: box.midX - drawn.width / 2, y: box.midY - drawn.height / 2, width: drawn.width,
        height: drawn.height)
    case .center:
      guard hasSize else { return nil }
      return CGRect(
        x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width,
        height: size.height)
    }
  }
}
