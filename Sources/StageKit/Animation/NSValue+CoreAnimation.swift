import Foundation
import Transit

// Core Animation takes geometry boxed in `NSValue`: `fromValue`, `values` and
// `setValue(_:forKeyPath:)` receive `NSValue(cgPoint:)`, `NSValue(caTransform3D:)` and their
// kin, and read them back by the box's Objective-C type. UIKit declares these boxes; the
// stage declares them for code ported from UIKit. Where Foundation has the Objective-C
// runtime the box holds the struct under UIKit's type encoding; Linux's Foundation boxes
// only its own geometry and arrays, and reads a box's kind only through a type-encoding
// string it builds anew each time, so there the stage's own box holds the value
// (`StageGeometryBox`), its transform encoded as sixteen doubles.

extension NSValue {
  /// A point, boxed as Core Animation takes it (UIKit's `NSValue(cgPoint:)`).
  ///
  /// - Parameter point: The point.
  public convenience init(cgPoint point: CGPoint) {
    #if canImport(ObjectiveC)
      var point = point
      self.init(bytes: &point, objCType: Self.pointEncoding)
    #else
      self.init(boxing: .point(point))
    #endif
  }

  /// A size, boxed as Core Animation takes it (UIKit's `NSValue(cgSize:)`).
  ///
  /// - Parameter size: The size.
  public convenience init(cgSize size: CGSize) {
    #if canImport(ObjectiveC)
      var size = size
      self.init(bytes: &size, objCType: Self.sizeEncoding)
    #else
      self.init(boxing: .size(size))
    #endif
  }

  /// A rectangle, boxed as Core Animation takes it (UIKit's `NSValue(cgRect:)`).
  ///
  /// - Parameter rect: The rectangle.
  public convenience init(cgRect rect: CGRect) {
    #if canImport(ObjectiveC)
      var rect = rect
      self.init(bytes: &rect, objCType: Self.rectEncoding)
    #else
      self.init(boxing: .rect(rect))
    #endif
  }

  /// A 3D transform, boxed as Core Animation takes it (`NSValue(caTransform3D:)`).
  ///
  /// - Parameter transform: The transform (the stage's `CATransform3D`).
  public convenience init(caTransform3D transform: Transform3D) {
    #if canImport(ObjectiveC)
      var entries = transform.entries
      self.init(bytes: &entries, objCType: Self.transformEncoding)
    #else
      self.init(boxing: .transform(transform))
    #endif
  }

  /// The point in the box; `nil` when the box holds something else.
  public var stagePoint: CGPoint? {
    #if !canImport(ObjectiveC)
      if let box = self as? StageGeometryBox {
        guard case .point(let point) = box.payload else { return nil }
        return point
      }
    #endif
    return unboxed(CGPoint.zero, encodedAs: Self.pointEncoding)
  }

  /// The size in the box; `nil` when the box holds something else.
  public var stageSize: CGSize? {
    #if !canImport(ObjectiveC)
      if let box = self as? StageGeometryBox {
        guard case .size(let size) = box.payload else { return nil }
        return size
      }
    #endif
    return unboxed(CGSize.zero, encodedAs: Self.sizeEncoding)
  }

  /// The rectangle in the box; `nil` when the box holds something else.
  public var stageRect: CGRect? {
    #if !canImport(ObjectiveC)
      if let box = self as? StageGeometryBox {
        guard case .rect(let rect) = box.payload else { return nil }
        return rect
      }
    #endif
    return unboxed(CGRect.zero, encodedAs: Self.rectEncoding)
  }

  /// The transform in the box; `nil` when the box holds something else.
  public var stageTransform: Transform3D? {
    #if !canImport(ObjectiveC)
      if let box = self as? StageGeometryBox {
        guard case .transform(let transform) = box.payload else { return nil }
        return transform
      }
    #endif
    return unboxed(Transform3D.identity.entries, encodedAs: Self.transformEncoding)
      .map(Transform3D.init(entries:))
  }

  /// The point in the box (UIKit's `cgPointValue`); zero when it holds something else.
  public var cgPointValue: CGPoint { stagePoint ?? .zero }
  /// The size in the box (UIKit's `cgSizeValue`); zero when it holds something else.
  public var cgSizeValue: CGSize { stageSize ?? .zero }
  /// The rectangle in the box (UIKit's `cgRectValue`); zero when it holds something else.
  public var cgRectValue: CGRect { stageRect ?? .zero }
  /// The transform in the box (`caTransform3DValue`); the identity when it holds something
  /// else.
  public var caTransform3DValue: Transform3D { stageTransform ?? .identity }

  /// The value in the box when its encoding is the one given, else `nil`.
  private func unboxed<Value>(_ empty: Value, encodedAs encoding: String) -> Value? {
    guard objCTypeName == encoding else { return nil }
    var value = empty
    read(&value)
    return value
  }

  /// Copies the box's bytes into a value of the type its encoding names.
  private func read<Value>(_ value: inout Value) {
    withUnsafeMutableBytes(of: &value) { bytes in
      guard let address = bytes.baseAddress else { return }
      #if canImport(ObjectiveC)
        getValue(address, size: bytes.count)
      #else
        getValue(address)
      #endif
    }
  }

  /// The box's type encoding, as text.
  private var objCTypeName: String { String(cString: objCType) }

  private static var pointEncoding: String { "{CGPoint=dd}" }
  private static var sizeEncoding: String { "{CGSize=dd}" }
  private static var rectEncoding: String { "{CGRect={CGPoint=dd}{CGSize=dd}}" }
  #if canImport(ObjectiveC)
    private static var transformEncoding: String { "{CATransform3D=dddddddddddddddd}" }
  #else
    private static var transformEncoding: String { "[16d]" }
  #endif
}

extension Transform3D {
  /// The sixteen entries, row by row, as Core Animation lays them out in memory.
  fileprivate typealias Entries = (
    Double, Double, Double, Double, Double, Double, Double, Double,
    Double, Double, Double, Double, Double, Double, Double, Double
  )

  fileprivate var entries: Entries {
    (m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44)
  }

  fileprivate init(entries e: Entries) {
    self.init(
      m11: e.0, m12: e.1, m13: e.2, m14: e.3, m21: e.4, m22: e.5, m23: e.6, m24: e.7,
      m31: e.8, m32: e.9, m33: e.10, m34: e.11, m41: e.12, m42: e.13, m43: e.14, m44: e.15)
  }
}
