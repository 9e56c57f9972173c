#if !canImport(CoreGraphics)
  import Foundation

  /// CoreGraphics' 2D affine transform, for platforms whose Foundation lacks it (Linux).
  ///
  /// Same fields, initializers, methods and row-vector convention as CoreGraphics:
  /// a point maps to `(a·x + c·y + tx, b·x + d·y + ty)`, and `t1.concatenating(t2)` applies
  /// `t1` first. On Apple platforms the real type is used instead.
  public struct CGAffineTransform: Sendable, Hashable {
    /// The entry at row 1, column 1.
    public var a: CGFloat
    /// The entry at row 1, column 2.
    public var b: CGFloat
    /// The entry at row 2, column 1.
    public var c: CGFloat
    /// The entry at row 2, column 2.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// Creates a transform from its six entries.
    ///
    /// - Parameters:
    ///   - a: Row 1, column 1.
    ///   - b: Row 1, column 2.
    ///   - c: Row 2, column 1.
    ///   - d: Row 2, column 2.
    ///   - tx: The horizontal translation.
    ///   - ty: The vertical translation.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// The identity transform.
    public init() {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A translation.
    ///
    /// - Parameters:
    ///   - tx: The horizontal distance.
    ///   - ty: The vertical distance.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale about the origin.
    ///
    /// - Parameters:
    ///   - sx: The horizontal factor.
    ///   - sy: The vertical factor.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin; positive angles turn clockwise on a y-down screen.
    ///
    /// - Parameter angle: The angle in radians.
    public init(rotationAngle angle: CGFloat) {
      let cosine = cos(angle)
      let sine = sin(angle)
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// Returns the transform that applies this one, then another.
    ///
    /// - Parameter t2: The transform applied second.
    /// - Returns: `self · t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// Returns this transform preceded by a translation.
    ///
    /// - Parameters:
    ///   - tx: The horizontal distance.
    ///   - ty: The vertical distance.
    /// - Returns: `translation · self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns this transform preceded by a scale.
    ///
    /// - Parameters:
    ///   - sx: The horizontal factor.
    ///   - sy: The vertical factor.
    /// - Returns: `scale · self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns this transform preceded by a rotation.
    ///
    /// - Parameter angle: The angle in radians.
    /// - Returns: `rotation · self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns the inverse, or the transform unchanged when it cannot be inverted, as
    /// CoreGraphics does.
    ///
    /// - Returns: The inverse transform.
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      return CGAffineTransform(
        a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
        tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
  }

  extension CGPoint {
    /// Returns the point mapped through an affine transform.
    ///
    /// - Parameter t: The transform.
    /// - Returns: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// Returns the size mapped through an affine transform's linear part.
    ///
    /// - Parameter t: The transform.
    /// - Returns: `(a·width + c·height, b·width + d·height)`.
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// Returns the smallest rectangle that holds this one mapped through a transform.
    ///
    /// - Parameter t: The transform.
    /// - Returns: The bounding box of the four mapped corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      CGRect(boundingBoxOf: corners.map { $0.applying(t) })
    }

  }
#endif
