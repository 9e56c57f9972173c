import Foundation
import Transit

/// Turns the loosely typed values Core Animation-style code passes (`fromValue`,
/// `toValue`, `values`) into engine values of a property's kind.
enum StageAnimationValue {
  /// Converts a value for a property of a kind; `nil` when it does not fit.
  static func make(_ value: Any, kind: AnimationValue.Kind) -> AnimationValue? {
    #if !canImport(ObjectiveC)
      // The boxes the host makes for every keyframe, read first and without their encoding.
      if type(of: value) == StageGeometryBox.self {
        // The box is a class instance held in the `Any` as its first word (Swift's stable
        // layout of an existential): read it there, without the dynamic cast that costs a
        // start hundreds of instructions for each of its tens of thousands of keyframes.
        let box = withUnsafePointer(to: value) {
          UnsafeRawPointer($0).load(as: StageGeometryBox.self)
        }
        switch (box.payload, kind) {
        case (.point(let point), .point): return .point(point)
        case (.size(let size), .size): return .size(size)
        case (.rect(let rect), .rect): return .rect(rect)
        case (.transform(let transform), .transform): return .transform(transform)
        default: return nil
        }
      }
    #endif
    if let value = value as? AnimationValue {
      return value.kind == kind ? value : nil
    }
    // Core Animation's boxes, read by what they hold: a box of the wrong kind is no value.
    if let number = value as? NSNumber {
      return kind == .scalar ? .scalar(number.doubleValue) : nil
    }
    if let box = value as? NSValue {
      switch kind {
      case .point: return box.stagePoint.map { .point($0) }
      case .size: return box.stageSize.map { .size($0) }
      case .rect: return box.stageRect.map { .rect($0) }
      case .transform: return box.stageTransform.map { .transform($0) }
      case .scalar, .color, .shape: return nil
      }
    }
    switch kind {
    case .scalar:
      switch value {
      case let number as Double: return .scalar(number)
      case let number as CGFloat: return .scalar(Double(number))
      case let number as Float: return .scalar(Double(number))
      case let number as Int: return .scalar(Double(number))
      default: return nil
      }
    case .point:
      return (value as? CGPoint).map { .point($0) }
    case .size:
      return (value as? CGSize).map { .size($0) }
    case .rect:
      return (value as? CGRect).map { .rect($0) }
    case .transform:
      if let transform = value as? Transform3D { return .transform(transform) }
      if let affine = value as? CGAffineTransform { return .transform(Transform3D(affine)) }
      return nil
    case .color:
      if let color = value as? Color { return .color(color) }
      if let color = value as? StageColor { return .color(color.cgColor) }
      return nil
    case .shape:
      if let shape = value as? Shape { return .shape(shape) }
      if let path = value as? StageBezierPath { return .shape(path.cgPath) }
      return nil
    }
  }

  /// Whether values of a kind can be added and subtracted component by component: the
  /// kinds an additive animation can carry.
  static func isAdditive(_ kind: AnimationValue.Kind) -> Bool {
    switch kind {
    case .scalar, .point, .size, .rect: true
    case .transform, .color, .shape: false
    }
  }

  /// `a + b` component by component; `a` when the kinds differ or cannot be added.
  static func sum(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue {
    switch (a, b) {
    case (.scalar(let x), .scalar(let y)): .scalar(x + y)
    case (.point(let p), .point(let q)): .point(p.adding(q))
    case (.size(let p), .size(let q)): .size(p.adding(q))
    case (.rect(let p), .rect(let q)): .rect(p.adding(q))
    default: a
    }
  }

  /// `a − b` component by component; `a` when the kinds differ or cannot be subtracted.
  static func difference(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue {
    switch (a, b) {
    case (.scalar(let x), .scalar(let y)): .scalar(x - y)
    case (.point(let p), .point(let q)): .point(p.subtracting(q))
    case (.size(let p), .size(let q)): .size(p.subtracting(q))
    case (.rect(let p), .rect(let q)): .rect(p.subtracting(q))
    default: a
    }
  }

  /// The value of `a`'s kind that adds nothing (`a` itself for kinds that cannot be added).
  static func zero(like a: AnimationValue) -> AnimationValue {
    switch a {
    case .scalar: .scalar(0)
    case .point: .point(.zero)
    case .size: .size(.zero)
    case .rect: .rect(.zero)
    case .transform, .color, .shape: a
    }
  }
}
