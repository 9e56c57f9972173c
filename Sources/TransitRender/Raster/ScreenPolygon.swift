/// A convex polygon on the screen, in pixel coordinates: a shape's outline seen through a
/// layer's map, for finding which pixels of a row it touches.
///
/// The corners live in one block of memory rather than arrays, because ``span(row:width:)``
/// runs for every row of every shape, in unoptimized debug builds too. It never changes
/// after it is made, so the threads painting a frame's bands share it.
final class ScreenPolygon: @unchecked Sendable {
  /// The corners, x and y interleaved.
  private let points: UnsafeMutablePointer<Double>
  private let count: Int
  /// The bounding box.
  let minX: Double
  let maxX: Double
  let minY: Double
  let maxY: Double
  /// The rows whose centre lies in `fullMinY...fullMaxY` span the whole box: the polygon
  /// has corners on both the left and right sides of its box at those heights (all rows
  /// of an upright rectangle, the rows between the corners of a rounded one).
  private let fullMinY: Double
  private let fullMaxY: Double

  /// Projects a convex polygon of a layer's plane to the screen, keeping only the part in
  /// front of the eye (homogeneous w above a small positive bound); `nil` when none is.
  init?(_ corners: [(x: Double, y: Double)], through map: Homography) {
    var projected: [(x: Double, y: Double, w: Double)] = []
    projected.reserveCapacity(corners.count)
    var largestW = 0.0
    for point in corners {
      let x = point.x * map.m11 + point.y * map.m21 + map.m31
      let y = point.x * map.m12 + point.y * map.m22 + map.m32
      let w = point.x * map.m13 + point.y * map.m23 + map.m33
      projected.append((x, y, w))
      if w > largestW { largestW = w }
    }
    guard largestW > 0, largestW.isFinite else { return nil }
    // Points close to the eye plane project arbitrarily far; clip a little in front of it.
    let nearest = largestW * 1e-6
    var clipped: [(x: Double, y: Double)] = []
    clipped.reserveCapacity(projected.count + 2)
    for index in projected.indices {
      let a = projected[index]
      let b = projected[(index + 1) % projected.count]
      if a.w >= nearest { clipped.append((a.x / a.w, a.y / a.w)) }
      if (a.w >= nearest) != (b.w >= nearest) {
        let t = (nearest - a.w) / (b.w - a.w)
        clipped.append(((a.x + (b.x - a.x) * t) / nearest, (a.y + (b.y - a.y) * t) / nearest))
      }
    }
    guard clipped.count >= 3 else { return nil }
    var box = (
      minX: Double.infinity, maxX: -Double.infinity, minY: Double.infinity, maxY: -Double.infinity
    )
    for point in clipped {
      box.minX = min(box.minX, point.x)
      box.maxX = max(box.maxX, point.x)
      box.minY = min(box.minY, point.y)
      box.maxY = max(box.maxY, point.y)
    }
    guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else {
      return nil
    }
    (minX, maxX, minY, maxY) = box
    // Corners within a hair of the box's sides: arcs' end points land there up to rounding.
    let tolerance = 1e-9 * max(1, box.maxX - box.minX)
    var left = (low: Double.infinity, high: -Double.infinity)
    var right = (low: Double.infinity, high: -Double.infinity)
    for point in clipped {
      if point.x <= box.minX + tolerance {
        left = (min(left.low, point.y), max(left.high, point.y))
      }
      if point.x >= box.maxX - tolerance {
        right = (min(right.low, point.y), max(right.high, point.y))
      }
    }
    fullMinY = max(left.low, right.low)
    fullMaxY = min(left.high, right.high)
    count = clipped.count
    points = UnsafeMutablePointer<Double>.allocate(capacity: clipped.count * 2)
    for (index, point) in clipped.enumerated() {
      points[index * 2] = point.x
      points[index * 2 + 1] = point.y
    }
  }

  deinit {
    points.deallocate()
  }

  /// The pixels of a row whose centres lie inside the polygon, as a closed range of
  /// columns clamped to `0..<width`; `first > last` when there are none.
  func span(row: Int, width: Int) -> (first: Int, last: Int) {
    let center = Double(row) + 0.5
    guard center >= minY, center <= maxY else { return (1, 0) }
    if center >= fullMinY, center <= fullMaxY {
      return Self.columns(low: minX, high: maxX, width: width)
    }
    var low = Double.infinity
    var high = -Double.infinity
    // Each edge from corner `index - 1` to corner `index` that the row's centre line
    // crosses adds its crossing; a horizontal edge on the line adds both ends.
    var ax = points[count * 2 - 2]
    var ay = points[count * 2 - 1]
    var index = 0
    while index < count * 2 {
      let bx = points[index]
      let by = points[index + 1]
      if (ay <= center && by >= center) || (by <= center && ay >= center) {
        var x = bx
        if ay != by {
          x = ax + (center - ay) * (bx - ax) / (by - ay)
        } else {
          if ax < low { low = ax }
          if ax > high { high = ax }
        }
        if x < low { low = x }
        if x > high { high = x }
      }
      ax = bx
      ay = by
      index += 2
    }
    guard low <= high else { return (1, 0) }
    return Self.columns(low: low, high: high, width: width)
  }

  /// The columns whose centres `c + 0.5` lie in `low...high`, clamped to `0..<width`.
  static func columns(low: Double, high: Double, width: Int) -> (first: Int, last: Int) {
    let limit = Double(width)
    var first = (low - 0.5).rounded(.up)
    var last = (high - 0.5).rounded(.down)
    first = first < 0 ? 0 : (first > limit ? limit : first)
    last = last < -1 ? -1 : (last > limit - 1 ? limit - 1 : last)
    return (Int(first), Int(last))
  }

  /// The rows the polygon can touch, clamped to `0..<height`.
  func rows(height: Int) -> (first: Int, last: Int) {
    let limit = Double(height)
    var first = (minY - 0.5).rounded(.up)
    var last = (maxY - 0.5).rounded(.down)
    first = first < 0 ? 0 : (first > limit ? limit : first)
    last = last < -1 ? -1 : (last > limit - 1 ? limit - 1 : last)
    return (Int(first), Int(last))
  }
}
