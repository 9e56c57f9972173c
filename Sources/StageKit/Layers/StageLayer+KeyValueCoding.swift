import Foundation
import Transit

// Core Animation's untyped side: `setValue(_:forKeyPath:)` and `value(forKeyPath:)` take and
// give the boxes Core Animation uses (`NSNumber`, `NSValue`, colours, paths), for code
// ported from it. A box of the wrong kind for the key path is ignored and reported, as
// Core Animation keeps the model value when handed a value it cannot read.

extension StageLayer {
  /// Sets a model value through key-value coding, as `CALayer` does.
  ///
  /// - Parameters:
  ///   - value: A number for a scalar (`NSNumber` or a Swift number), an `NSValue` for a
  ///     point, size, rectangle or transform, a colour or a path; `nil` is ignored.
  ///   - keyPath: A key path ``modelValue(forKeyPath:)`` knows, or a key of the app's own.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    guard let value else { return }
    if let kind = modelValue(forKeyPath: keyPath)?.kind {
      guard let converted = StageAnimationValue.make(value, kind: kind) else {
        owningView?.window?.eventLog.record(
          .warning, "setValue(_:forKeyPath: \(keyPath)): a \(type(of: value)) is no \(kind)")
        return
      }
      setModelValue(converted, forKeyPath: keyPath)
      return
    }
    // A key of the app's own: kept as the first kind the value reads as.
    for kind in AnimationValue.Kind.allCases {
      if let converted = StageAnimationValue.make(value, kind: kind) {
        return setModelValue(converted, forKeyPath: keyPath)
      }
    }
  }

  /// The model value of a key path, boxed as Core Animation gives it: an `NSNumber` for a
  /// scalar, an `NSValue` for geometry and transforms, the colour or path itself otherwise.
  ///
  /// - Parameter keyPath: The key path.
  /// - Returns: The box; `nil` for a key path the layer does not know.
  public func value(forKeyPath keyPath: String) -> Any? {
    switch modelValue(forKeyPath: keyPath) {
    case .scalar(let number): NSNumber(value: number)
    case .point(let point): NSValue(cgPoint: point)
    case .size(let size): NSValue(cgSize: size)
    case .rect(let rect): NSValue(cgRect: rect)
    case .transform(let transform): NSValue(caTransform3D: transform)
    case .color(let color): color
    case .shape(let shape): shape
    case nil: nil
    }
  }
}
