import Foundation
import Transit

/// The twin of `CAShapeLayer`: a layer that draws an outline, and, set as another layer's
/// `mask`, clips it to that outline (the ripple reveal animates its `"path"`).
@MainActor
open class StageShapeLayer: StageLayer {
  /// The outline (`UIBezierPath.cgPath` → `StageBezierPath.cgPath`).
  public var path: Shape? {
    didSet { modelDidChange("path", from: .shape(oldValue ?? .rect(.zero))) }
  }
  /// The fill colour; opaque black by default, as in Core Animation.
  public var fillColor: Color? = .black {
    didSet { modelDidChange("fillColor", from: .color(oldValue ?? .clear)) }
  }
  /// The stroke colour; none by default.
  public var strokeColor: Color? {
    didSet { modelDidChange("strokeColor", from: .color(oldValue ?? .clear)) }
  }
  /// The stroke width.
  public var lineWidth: CGFloat = 1 {
    didSet { modelDidChange("lineWidth", from: .scalar(Double(oldValue))) }
  }
  /// How much of the stroke is drawn, 0…1.
  public var strokeEnd: CGFloat = 1 {
    didSet { modelDidChange("strokeEnd", from: .scalar(Double(oldValue))) }
  }

  /// Creates a shape layer with no path.
  public required init() {
    super.init()
  }

  override func rootModelValue(forKey key: String) -> AnimationValue? {
    switch key {
    case "path": .shape(path ?? .rect(.zero))
    case "fillColor": .color(fillColor ?? .clear)
    case "strokeColor": .color(strokeColor ?? .clear)
    case "lineWidth": .scalar(Double(lineWidth))
    case "strokeEnd": .scalar(Double(strokeEnd))
    default: super.rootModelValue(forKey: key)
    }
  }

  override func setRootModelValue(_ value: AnimationValue, forKey key: String) {
    switch (key, value) {
    case ("path", .shape(let shape)): path = shape
    case ("fillColor", .color(let color)): fillColor = color
    case ("strokeColor", .color(let color)): strokeColor = color
    case ("lineWidth", .scalar(let number)): lineWidth = CGFloat(number)
    case ("strokeEnd", .scalar(let number)): strokeEnd = CGFloat(number)
    default: super.setRootModelValue(value, forKey: key)
    }
  }

  /// Returns a shape layer with the same model values, path and colours.
  ///
  /// - Returns: The copy.
  open override func copyModel() -> StageLayer {
    let copy = StageShapeLayer()
    copyModelProperties(to: copy)
    copy.path = path
    copy.fillColor = fillColor
    copy.strokeColor = strokeColor
    copy.lineWidth = lineWidth
    copy.strokeEnd = strokeEnd
    return copy
  }
}
