import Foundation

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

  /// The bounding box of the four corners, each mapped: the same rectangle as
  /// `CGRect(boundingBoxOf: corners.map(map))`, comparisons in the same order (so NaNs come
  /// out the same), without an array. Layout and conversions do this for every view.
  ///
  /// - Parameter map: Where a corner goes.
  /// - Returns: The bounding box of the mapped corners.
  @inline(__always)
  func mappingCorners(_ map: (CGPoint) -> CGPoint) -> CGRect {
    Self.boundingBox(
      map(CGPoint(x: minX, y: minY)), map(CGPoint(x: maxX, y: minY)),
      map(CGPoint(x: minX, y: maxY)), map(CGPoint(x: maxX, y: maxY)))
  }

  /// The smallest rectangle holding four points, as ``init(boundingBoxOf:)`` makes it.
  @inline(__always)
  static func boundingBox(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint) -> CGRect {
    // `Sequence.min()` and `max()` keep the first element and replace it when a later one
    // compares smaller (larger): the same comparisons, in the same order.
    var minX = a.x
    var maxX = a.x
    var minY = a.y
    var maxY = a.y
    func include(_ point: CGPoint) {
      if point.x < minX { minX = point.x }
      if maxX < point.x { maxX = point.x }
      if point.y < minY { minY = point.y }
      if maxY < point.y { maxY = point.y }
    }
    include(b)
    include(c)
    include(d)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
