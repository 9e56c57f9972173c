import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension CGRect {
  /// The four corners: top left, top right, bottom left, bottom right.
  var corners: [CGPoint] {
    [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ]
  }

  /// The smallest rectangle holding some points (`.zero` for none).
  init(boundingBoxOf points: [CGPoint]) {
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    self.init(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}
