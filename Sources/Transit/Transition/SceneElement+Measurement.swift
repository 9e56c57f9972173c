import Foundation

extension SceneElement {
  /// Where a view with a transform of its own sits untransformed: a rectangle of its bounds'
  /// size (scaled as its ancestors scale it), centred where the view is seen, so that the
  /// transform's turn or shear, applied about its centre, shows it as it is (docs/design.md#u21).
  ///
  /// A view's frame in another view's coordinates is the box around its transformed
  /// bounds: for a turned photo, larger than the photo, and a flight into or out of it would
  /// stretch the snapshot to that box. The box's centre is the view's centre (a turned or
  /// sheared rectangle is symmetric about it, wherever its anchor point is), and its size
  /// gives the ancestors' scale: the box of the bounds `w × h` under the transform's linear
  /// part `(a b; c d)` is `(|a|w + |c|h) × (|b|w + |d|h)`.
  ///
  /// ```swift
  /// // A 100 × 60 photo turned 90°: the box is 60 × 100, the photo is 100 × 60.
  /// SceneElement.untransformedFrame(
  ///   boundingBox: CGRect(x: 70, y: 50, width: 60, height: 100),
  ///   boundsSize: CGSize(width: 100, height: 60),
  ///   transform: Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
  /// // (50, 70, 100, 60)
  /// ```
  ///
  /// - Parameters:
  ///   - boundingBox: The view's frame as another view sees it (its transformed bounds' box).
  ///   - boundsSize: The size of the view's bounds.
  ///   - transform: The view's own transform.
  /// - Returns: The rectangle; the box itself when the transform only moves the view.
  public static func untransformedFrame(
    boundingBox: CGRect, boundsSize: CGSize, transform: Transform3D
  ) -> CGRect {
    let (box, size) = (boundingBox, boundsSize)
    let t = transform.finite()
    let (a, b, c, d) = (t.m11, t.m12, t.m21, t.m22)
    guard a != 1 || b != 0 || c != 0 || d != 1 else { return box }
    let (w, h) = (Double(size.width), Double(size.height))
    let boxWidth = abs(a) * w + abs(c) * h
    let boxHeight = abs(b) * w + abs(d) * h
    let scaleX = boxWidth > 1e-9 ? Double(box.width) / boxWidth : 1
    let scaleY = boxHeight > 1e-9 ? Double(box.height) / boxHeight : 1
    let (width, height) = (w * scaleX, h * scaleY)
    return CGRect(
      x: Double(box.midX) - width / 2, y: Double(box.midY) - height / 2, width: width,
      height: height)
  }

  /// The element's own transform without its translation: what turns, scales or shears it
  /// about its centre (its translation is already in where it is seen).
  public var shape: Transform3D {
    var linear = transform
    (linear.m41, linear.m42, linear.m43) = (0, 0, 0)
    return linear
  }
}
