import Foundation

/// One value of an animatable property, whatever its type: what a keyframe holds and what a
/// sampled frame reports.
///
/// A transform (sixteen numbers) and a mask outline are held apart (`indirect`), so that
/// the others, which exports and hosts handle by the hundred thousand, stay as small as a
/// rectangle.
public enum AnimationValue: Sendable, Hashable {
  /// A number: opacity, corner radius, shadow opacity or radius, z position.
  case scalar(Double)
  /// A point: position.
  case point(CGPoint)
  /// A size: bounds size, shadow offset.
  case size(CGSize)
  /// A rectangle.
  case rect(CGRect)
  /// A 3D transform.
  indirect case transform(Transform3D)
  /// A colour: background or shadow colour.
  case color(Color)
  /// A mask outline.
  indirect case shape(Shape)

  /// Hashes the kind and the components.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    switch self {
    case .scalar(let value): hasher.combine(value)
    case .point(let point): hasher.combine(point: point)
    case .size(let size): hasher.combine(size: size)
    case .rect(let rect): hasher.combine(rect: rect)
    case .transform(let transform): hasher.combine(transform)
    case .color(let color): hasher.combine(color)
    case .shape(let shape): hasher.combine(shape)
    }
  }

  /// The kind of the value.
  public var kind: Kind {
    switch self {
    case .scalar: .scalar
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .transform: .transform
    case .color: .color
    case .shape: .shape
    }
  }

  /// The kinds of animatable values, with the number of `Double` components each occupies in a
  /// sampled frame.
  public enum Kind: Sendable, Hashable, CaseIterable {
    /// A number.
    case scalar
    /// A point.
    case point
    /// A size.
    case size
    /// A rectangle.
    case rect
    /// A 3D transform.
    case transform
    /// A colour.
    case color
    /// A mask outline.
    case shape

    /// How many numbers a value of this kind is made of.
    public var componentCount: Int {
      switch self {
      case .scalar: 1
      case .point, .size: 2
      case .rect, .color: 4
      case .shape: 6
      case .transform: 16
      }
    }
  }

  /// Writes the value's components into a buffer, in a fixed order per kind: x y; width
  /// height; x y width height; m11 … m44 row by row; red green blue alpha; x y width height
  /// cornerWidth cornerHeight.
  ///
  /// - Parameters:
  ///   - buffer: The destination; it must have room for ``Kind/componentCount`` numbers at
  ///     `offset`.
  ///   - offset: The index of the first component.
  @inlinable
  public func write(to buffer: UnsafeMutableBufferPointer<Double>, at offset: Int) {
    switch self {
    case .scalar(let value):
      buffer[offset] = value
    case .point(let point):
      buffer[offset] = Double(point.x)
      buffer[offset + 1] = Double(point.y)
    case .size(let size):
      buffer[offset] = Double(size.width)
      buffer[offset + 1] = Double(size.height)
    case .rect(let rect):
      buffer[offset] = Double(rect.origin.x)
      buffer[offset + 1] = Double(rect.origin.y)
      buffer[offset + 2] = Double(rect.size.width)
      buffer[offset + 3] = Double(rect.size.height)
    case .transform(let t):
      buffer[offset + 0] = t.m11
      buffer[offset + 1] = t.m12
      buffer[offset + 2] = t.m13
      buffer[offset + 3] = t.m14
      buffer[offset + 4] = t.m21
      buffer[offset + 5] = t.m22
      buffer[offset + 6] = t.m23
      buffer[offset + 7] = t.m24
      buffer[offset + 8] = t.m31
      buffer[offset + 9] = t.m32
      buffer[offset + 10] = t.m33
      buffer[offset + 11] = t.m34
      buffer[offset + 12] = t.m41
      buffer[offset + 13] = t.m42
      buffer[offset + 14] = t.m43
      buffer[offset + 15] = t.m44
    case .color(let color):
      buffer[offset] = color.red
      buffer[offset + 1] = color.green
      buffer[offset + 2] = color.blue
      buffer[offset + 3] = color.alpha
    case .shape(let shape):
      buffer[offset] = Double(shape.rect.origin.x)
      buffer[offset + 1] = Double(shape.rect.origin.y)
      buffer[offset + 2] = Double(shape.rect.size.width)
      buffer[offset + 3] = Double(shape.rect.size.height)
      buffer[offset + 4] = shape.cornerWidth
      buffer[offset + 5] = shape.cornerHeight
    }
  }

  /// Reads a value of a kind back from its components.
  ///
  /// - Parameters:
  ///   - kind: The kind of value stored at `offset`.
  ///   - buffer: The source.
  ///   - offset: The index of the first component.
  public init(kind: Kind, reading buffer: UnsafeBufferPointer<Double>, at offset: Int) {
    func c(_ i: Int) -> Double { buffer[offset + i] }
    switch kind {
    case .scalar:
      self = .scalar(c(0))
    case .point:
      self = .point(CGPoint(x: c(0), y: c(1)))
    case .size:
      self = .size(CGSize(width: c(0), height: c(1)))
    case .rect:
      self = .rect(CGRect(x: c(0), y: c(1), width: c(2), height: c(3)))
    case .transform:
      self = .transform(
        Transform3D(
          m11: c(0), m12: c(1), m13: c(2), m14: c(3),
          m21: c(4), m22: c(5), m23: c(6), m24: c(7),
          m31: c(8), m32: c(9), m33: c(10), m34: c(11),
          m41: c(12), m42: c(13), m43: c(14), m44: c(15)))
    case .color:
      self = .color(Color(red: c(0), green: c(1), blue: c(2), alpha: c(3)))
    case .shape:
      self = .shape(
        Shape(
          rect: CGRect(x: c(0), y: c(1), width: c(2), height: c(3)),
          cornerWidth: c(4), cornerHeight: c(5)))
    }
  }

  /// The value with every non-finite component replaced by 0, so that bad input never
  /// reaches the screen as NaN.
  public var sanitized: AnimationValue {
    // Numbers are checked in place; other kinds go through their components, on the stack
    // (effects build thousands of keyframes, so this must not allocate).
    if case .scalar(let value) = self { return value.isFinite ? self : .scalar(0) }
    let kind = self.kind
    let isFinite = withUnsafeTemporaryAllocation(of: Double.self, capacity: kind.componentCount) {
      buffer in
      buffer.initialize(repeating: 0)
      write(to: buffer, at: 0)
      return buffer.allSatisfy(\.isFinite)
    }
    guard !isFinite else { return self }
    var components = [Double](repeating: 0, count: kind.componentCount)
    components.withUnsafeMutableBufferPointer { write(to: $0, at: 0) }
    for index in components.indices where !components[index].isFinite {
      components[index] = 0
    }
    return components.withUnsafeBufferPointer {
      AnimationValue(kind: kind, reading: $0, at: 0)
    }
  }

  /// Returns the value a fraction of the way to another of the same kind, as Core Animation
  /// interpolates it (component-wise, transforms by decomposition).
  ///
  /// - Parameters:
  ///   - end: The value at fraction 1; a value of another kind is reached by a jump at 1.
  ///   - fraction: How far to go; values outside 0…1 extrapolate.
  /// - Returns: The interpolated value.
  public func interpolated(to end: AnimationValue, fraction: Double) -> AnimationValue {
    switch (self, end) {
    case (.scalar(let a), .scalar(let b)): .scalar(a.interpolated(to: b, fraction: fraction))
    case (.point(let a), .point(let b)): .point(a.interpolated(to: b, fraction: fraction))
    case (.size(let a), .size(let b)): .size(a.interpolated(to: b, fraction: fraction))
    case (.rect(let a), .rect(let b)): .rect(a.interpolated(to: b, fraction: fraction))
    case (.transform(let a), .transform(let b)):
      .transform(a.interpolated(to: b, fraction: fraction))
    case (.color(let a), .color(let b)): .color(a.interpolated(to: b, fraction: fraction))
    case (.shape(let a), .shape(let b)): .shape(a.interpolated(to: b, fraction: fraction))
    default: fraction < 1 ? self : end
    }
  }
}
