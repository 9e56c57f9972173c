import Foundation
import Transit

#if !canImport(ObjectiveC)
  /// Core Animation's geometry boxes where Foundation has no Objective-C runtime: the
  /// `NSValue` that `NSValue(cgPoint:)`, `NSValue(cgSize:)`, `NSValue(cgRect:)` and
  /// `NSValue(caTransform3D:)` make on Linux.
  ///
  /// It is an `NSValue` like any other, answering `objCType` with UIKit's type encoding and
  /// `getValue(_:)` with the struct's bytes, but the stage reads what it holds without
  /// comparing encodings: Linux's Foundation builds a new string for every `objCType` it is
  /// asked, and a start hands the stage hundreds of thousands of keyframe values. A box of
  /// the wrong kind is still no value (`stagePoint` of a rectangle is `nil`).
  final class StageGeometryBox: NSValue, @unchecked Sendable {
    /// What a box holds.
    enum Payload: Equatable {
      case point(CGPoint)
      case size(CGSize)
      case rect(CGRect)
      // Apart, so that the boxes of points, the most common, stay small.
      indirect case transform(Transform3D)
    }

    /// The value in the box.
    let payload: Payload

    /// A box holding a value.
    ///
    /// - Parameter payload: The value.
    init(_ payload: Payload) {
      self.payload = payload
      super.init()
    }

    /// Boxes are made from their values only.
    required convenience init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<Int8>) {
      fatalError("StageGeometryBox is made by NSValue(cgPoint:) and its kin")
    }

    /// Boxes are not decoded.
    required convenience init?(coder aDecoder: NSCoder) { return nil }

    /// UIKit's type encoding of the value (`{CGPoint=dd}` …; a transform's sixteen doubles
    /// as `[16d]`, as the stage boxes it on Linux).
    override var objCType: UnsafePointer<Int8> {
      let encoding: StaticString =
        switch payload {
        case .point: "{CGPoint=dd}"
        case .size: "{CGSize=dd}"
        case .rect: "{CGRect={CGPoint=dd}{CGSize=dd}}"
        case .transform: "[16d]"
        }
      return UnsafeRawPointer(encoding.utf8Start).assumingMemoryBound(to: Int8.self)
    }

    /// Copies the value's bytes, laid out as Core Animation's structs are.
    override func getValue(_ value: UnsafeMutableRawPointer) {
      switch payload {
      case .point(let point): value.storeBytes(of: point, as: CGPoint.self)
      case .size(let size): value.storeBytes(of: size, as: CGSize.self)
      case .rect(let rect): value.storeBytes(of: rect, as: CGRect.self)
      case .transform(let transform):
        let t = transform
        let entries = [
          t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
          t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ]
        for (index, entry) in entries.enumerated() {
          value.storeBytes(of: entry, toByteOffset: index * 8, as: Double.self)
        }
      }
    }

    /// Whether another box holds the same value.
    override func isEqual(_ object: Any?) -> Bool {
      (object as? StageGeometryBox)?.payload == payload
    }

    /// A hash of the kind of value held (boxes that are equal hash alike).
    override var hash: Int {
      switch payload {
      case .point: 1
      case .size: 2
      case .rect: 3
      case .transform: 4
      }
    }

    /// The value, as Foundation describes it.
    override var description: String {
      switch payload {
      case .point(let point): "NSPoint: \(point)"
      case .size(let size): "NSSize: \(size)"
      case .rect(let rect): "NSRect: \(rect)"
      case .transform(let transform): "CATransform3D: \(transform)"
      }
    }
  }

  /// Lets a convenience initializer of `NSValue` hand back a box of the stage's own class,
  /// as Foundation's class cluster does with its concrete boxes.
  protocol StageGeometryBoxing {}

  extension StageGeometryBoxing where Self: NSValue {
    /// A box holding a value: `NSValue(cgPoint:)` and its kin hand it back as `NSValue`.
    init(boxing payload: StageGeometryBox.Payload) {
      let box = StageGeometryBox(payload)
      // Made as `NSValue` (always, from the stage's initializers), no cast is needed.
      self = Self.self == NSValue.self ? unsafeDowncast(box, to: Self.self) : box as! Self
    }
  }

  extension NSValue: StageGeometryBoxing {}
#endif
