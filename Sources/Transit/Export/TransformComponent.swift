import Foundation

/// One piece of a layer's transform that Core Animation animates on a key path of its own
/// (`transform.rotation.y`, `transform.scale`, `transform.translation.x` …), with a number
/// (or, for `translation`, a size) instead of a matrix.
///
/// Core Animation documents these key paths in "Core Animation Programming Guide ›
/// Key-Value Coding Extensions › CATransform3D Key Paths". Reading or writing one works on
/// the transform taken apart (``Transform3D/decomposed()``): writing replaces that piece and
/// keeps the others, so an animation on a component key path plays on top of the rest of
/// the transform beneath it.
///
/// ```swift
/// let turned = TransformComponent.rotationY.setting(.scalar(.pi / 2), in: .identity)
/// TransformComponent(keyPath: "transform.rotation.y")?.value(in: turned)  // .scalar(π/2)
/// ```
public enum TransformComponent: String, Sendable, Hashable, CaseIterable {
  /// The rotation, in radians, about the x axis.
  case rotationX = "rotation.x"
  /// The rotation, in radians, about the y axis.
  case rotationY = "rotation.y"
  /// The rotation, in radians, about the z axis (`transform.rotation` is the same).
  case rotationZ = "rotation.z"
  /// The scale along all three axes: written to all three, read as their average.
  case scale = "scale"
  /// The scale along the x axis.
  case scaleX = "scale.x"
  /// The scale along the y axis.
  case scaleY = "scale.y"
  /// The scale along the z axis.
  case scaleZ = "scale.z"
  /// The translation along x and y, as a size.
  case translation = "translation"
  /// The translation along the x axis.
  case translationX = "translation.x"
  /// The translation along the y axis.
  case translationY = "translation.y"
  /// The translation along the z axis.
  case translationZ = "translation.z"

  /// The component a `transform` key path names.
  ///
  /// - Parameter keyPath: `"transform."` followed by a component (`"transform.rotation"`
  ///   is `rotation.z`, as in Core Animation).
  public init?(keyPath: String) {
    guard keyPath.hasPrefix("transform.") else { return nil }
    let field = keyPath.dropFirst("transform.".count)
    if field == "rotation" {
      self = .rotationZ
    } else if let component = TransformComponent(rawValue: String(field)) {
      self = component
    } else {
      return nil
    }
  }

  /// The component's key path on a layer: `"transform."` and the component.
  public var keyPath: String { "transform." + rawValue }

  /// The kind of value the component takes: a size for ``translation``, else a number.
  public var valueKind: AnimationValue.Kind { self == .translation ? .size : .scalar }

  /// The component's value in a transform.
  ///
  /// A rotation is read about its own axis from the transform's rotation
  /// (`2 atan2(q_axis, q_w)`, in −π…π), which is exact for a rotation about that axis.
  ///
  /// - Parameter transform: The transform.
  /// - Returns: A number, or a size for ``translation``.
  public func value(in transform: Transform3D) -> AnimationValue {
    value(of: transform.decomposed())
  }

  /// The component's value in a transform taken apart.
  func value(of pieces: Transform3D.Decomposed) -> AnimationValue {
    let q = pieces.quaternion
    switch self {
    case .rotationX: return .scalar(2 * atan2(q.x, q.w))
    case .rotationY: return .scalar(2 * atan2(q.y, q.w))
    case .rotationZ: return .scalar(2 * atan2(q.z, q.w))
    case .scale: return .scalar((pieces.scale.x + pieces.scale.y + pieces.scale.z) / 3)
    case .scaleX: return .scalar(pieces.scale.x)
    case .scaleY: return .scalar(pieces.scale.y)
    case .scaleZ: return .scalar(pieces.scale.z)
    case .translation:
      return .size(
        CGSize(width: CGFloat(pieces.translation.x), height: CGFloat(pieces.translation.y)))
    case .translationX: return .scalar(pieces.translation.x)
    case .translationY: return .scalar(pieces.translation.y)
    case .translationZ: return .scalar(pieces.translation.z)
    }
  }

  /// The transform with this component set to a value and every other piece kept.
  ///
  /// A rotation replaces the transform's whole rotation with one about this axis. The
  /// result keeps the transform's `m44` (decomposition divides it out; the projection is
  /// the same either way), so setting a component to its own value gives the transform
  /// back.
  ///
  /// - Parameters:
  ///   - value: A number (a size for ``translation``); another kind leaves the transform
  ///     as it is.
  ///   - transform: The transform beneath.
  /// - Returns: The transform.
  public func setting(_ value: AnimationValue, in transform: Transform3D) -> Transform3D {
    var pieces = transform.decomposed()
    switch (self, value) {
    case (.translation, .size(let size)):
      pieces.translation.x = Double(size.width)
      pieces.translation.y = Double(size.height)
    case (.rotationX, .scalar(let angle)):
      pieces.quaternion = SIMD4(sin(angle / 2), 0, 0, cos(angle / 2))
    case (.rotationY, .scalar(let angle)):
      pieces.quaternion = SIMD4(0, sin(angle / 2), 0, cos(angle / 2))
    case (.rotationZ, .scalar(let angle)):
      pieces.quaternion = SIMD4(0, 0, sin(angle / 2), cos(angle / 2))
    case (.scale, .scalar(let scale)): pieces.scale = SIMD3(repeating: scale)
    case (.scaleX, .scalar(let scale)): pieces.scale.x = scale
    case (.scaleY, .scalar(let scale)): pieces.scale.y = scale
    case (.scaleZ, .scalar(let scale)): pieces.scale.z = scale
    case (.translationX, .scalar(let offset)): pieces.translation.x = offset
    case (.translationY, .scalar(let offset)): pieces.translation.y = offset
    case (.translationZ, .scalar(let offset)): pieces.translation.z = offset
    default: return transform
    }
    return Transform3D(pieces).withM44(of: transform)
  }
}

extension Transform3D {
  /// This transform scaled to another's `m44` (when both are usable), the same projection.
  func withM44(of other: Transform3D) -> Transform3D {
    let target = other.m44
    guard target.isFinite, target != 0, target != m44, m44 != 0 else { return self }
    return scaled(by: target / m44)
  }
}
