import Foundation
import Transit

extension Transform3D {
  /// The 3D form of a 2D affine transform, as `CATransform3DMakeAffineTransform` makes it.
  ///
  /// - Parameter affine: The 2D transform.
  public init(_ affine: CGAffineTransform) {
    self.init(
      affine: Double(affine.a), b: Double(affine.b), c: Double(affine.c), d: Double(affine.d),
      tx: Double(affine.tx), ty: Double(affine.ty))
  }

  /// The 2D part of the transform, as `CATransform3DGetAffineTransform` returns it: the
  /// entries m11, m12, m21, m22, m41, m42, whatever the rest holds.
  public var affineTransform: CGAffineTransform {
    CGAffineTransform(
      a: CGFloat(m11), b: CGFloat(m12), c: CGFloat(m21), d: CGFloat(m22), tx: CGFloat(m41),
      ty: CGFloat(m42))
  }
}
