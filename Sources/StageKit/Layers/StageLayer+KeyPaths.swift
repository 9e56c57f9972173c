import Foundation
import Transit

extension StageLayer {
  /// The property a key path belongs to: `"bounds.size"` belongs to `"bounds"`,
  /// `"position.x"` to `"position"`.
  static func rootKeyPath(of keyPath: String) -> String {
    switch keyPath {
    case "bounds.size", "bounds.origin": "bounds"
    case "position.x", "position.y": "position"
    default: TransformComponent(keyPath: keyPath) == nil ? keyPath : "transform"
    }
  }

  /// The part of a property's value a key path names.
  static func component(_ keyPath: String, of value: AnimationValue) -> AnimationValue? {
    switch (keyPath, value) {
    case ("bounds.size", .rect(let rect)): .size(rect.size)
    case ("bounds.origin", .rect(let rect)): .point(rect.origin)
    case ("position.x", .point(let point)): .scalar(Double(point.x))
    case ("position.y", .point(let point)): .scalar(Double(point.y))
    case (_, .transform(let transform)):
      TransformComponent(keyPath: keyPath)?.value(in: transform)
        ?? (Self.rootKeyPath(of: keyPath) == keyPath ? value : nil)
    default: Self.rootKeyPath(of: keyPath) == keyPath ? value : nil
    }
  }

  /// A property's value with the part a key path names replaced.
  static func replacing(
    _ keyPath: String, in value: AnimationValue, with part: AnimationValue
  ) -> AnimationValue {
    switch (keyPath, value, part) {
    case ("bounds.size", .rect(let rect), .size(let size)):
      .rect(CGRect(origin: rect.origin, size: size))
    case ("bounds.origin", .rect(let rect), .point(let origin)):
      .rect(CGRect(origin: origin, size: rect.size))
    case ("position.x", .point(let point), .scalar(let x)):
      .point(CGPoint(x: CGFloat(x), y: point.y))
    case ("position.y", .point(let point), .scalar(let y)):
      .point(CGPoint(x: point.x, y: CGFloat(y)))
    case (_, .transform(let transform), _) where TransformComponent(keyPath: keyPath) != nil:
      // A component key path sets its piece on top of the rest (Core Animation's
      // CATransform3D key paths; docs/uikit-behaviour.md#b29).
      TransformComponent(keyPath: keyPath).map { .transform($0.setting(part, in: transform)) }
        ?? value
    default: part.kind == value.kind ? part : value
    }
  }

  /// The model value of an animatable key path, or `nil` for a key path the layer does not
  /// animate.
  ///
  /// - Parameter keyPath: `"position"`, `"position.x"`, `"position.y"`, `"bounds"`,
  ///   `"bounds.size"`, `"bounds.origin"`, `"transform"` and its components
  ///   (`"transform.rotation.y"`, `"transform.scale"` …), `"sublayerTransform"`,
  ///   `"opacity"`, `"cornerRadius"`, `"zPosition"`, `"backgroundColor"`, `"shadowOpacity"`,
  ///   `"shadowRadius"`, `"shadowOffset"`, and a shape layer's `"path"`, `"fillColor"`,
  ///   `"strokeColor"`, `"lineWidth"`, `"strokeEnd"`.
  /// - Returns: The value.
  public func modelValue(forKeyPath keyPath: String) -> AnimationValue? {
    let root = Self.rootKeyPath(of: keyPath)
    guard let value = rootModelValue(forKey: root) else { return nil }
    return Self.component(keyPath, of: value)
  }

  /// Sets the model value of an animatable key path, or of a key of the app's own (which
  /// draws nothing); a value of the wrong kind is ignored.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - keyPath: A key path ``modelValue(forKeyPath:)`` knows.
  public func setModelValue(_ value: AnimationValue, forKeyPath keyPath: String) {
    let root = Self.rootKeyPath(of: keyPath)
    guard let current = rootModelValue(forKey: root) else {
      // A key of the app's own, set for the first time.
      if root == keyPath { setRootModelValue(value, forKey: root) }
      return
    }
    setRootModelValue(Self.replacing(keyPath, in: current, with: value), forKey: root)
  }
}
