/// A convex polygon on the screen, in pixel coordinates: a shape's outline seen through a
/// layer's map, for finding which pixels of a row it touches.
///
/// The edges live in one block of memory rather than arrays, because ``span(row:width:)``
/// runs for every row of every shape, in unoptimized debug builds too. It never changes
/// after it is made, so the threads painting a frame's bands share it.
final class ScreenPolygon: @unchecked Sendable {
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
  /// The edges, `ax, ay, bx, by` each, in the polygon's own order: the slanted ones as two
  /// chains (going down and going up the screen), each sorted by height and without
  /// overlap; then the rest, flat edges and the few that rounding leaves overlapping a
  /// chain (where arcs meet). A row finds its crossings by searching each chain rather
  /// than by trying every edge, which matters for the many corners of a circle; the rest
  /// are tried one by one.
  private let chains: UnsafeMutablePointer<Double>
  private let downCount: Int
  private let upCount: Int
  private let restCount: Int

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
    (chains, downCount, upCount, restCount) = Self.chains(of: clipped)
  }

  deinit {
    chains.deallocate()
  }

  /// The edges sorted into the two chains and the rest, and the three counts.
  private static func chains(of points: [(x: Double, y: Double)]) -> (
    UnsafeMutablePointer<Double>, Int, Int, Int
  ) {
    typealias Edge = (ax: Double, ay: Double, bx: Double, by: Double)
    var down: [Edge] = []
    var up: [Edge] = []
    var rest: [Edge] = []
    var a = points[points.count - 1]
    for b in points {
      let edge = (a.x, a.y, b.x, b.y)
      if a.y < b.y {
        down.append(edge)
      } else if a.y > b.y {
        up.append(edge)
      } else {
        rest.append(edge)
      }
      a = b
    }
    // Each chain keeps, in order of height, the edges that begin where the one before ends
    // or below; an edge that overlaps it goes with the rest.
    func chain(_ edges: [Edge], top: (Edge) -> Double, bottom: (Edge) -> Double) -> [Edge] {
      var kept: [Edge] = []
      for edge in edges.sorted(by: { top($0) < top($1) }) {
        if let last = kept.last, top(edge) < bottom(last) {
          rest.append(edge)
        } else {
          kept.append(edge)
        }
      }
      return kept
    }
    let downChain = chain(down, top: { $0.ay }, bottom: { $0.by })
    let upChain = chain(up, top: { $0.by }, bottom: { $0.ay })
    let all = downChain + upChain + rest
    let storage = UnsafeMutablePointer<Double>.allocate(capacity: max(1, all.count * 4))
    for (index, edge) in all.enumerated() {
      storage[index * 4] = edge.ax
      storage[index * 4 + 1] = edge.ay
      storage[index * 4 + 2] = edge.bx
      storage[index * 4 + 3] = edge.by
    }
    return (storage, downChain.count, upChain.count, rest.count)
  }

  /// Where ``span(row:width:cursor:)`` left off in each chain of edges: rows asked for in
  /// order, top to bottom, start their search there instead of from scratch.
  struct Cursor {
    /// The first edge of each chain that the last row's search found; -1 before any.
    var down = -1
    var up = -1
  }

  /// The pixels of a row whose centres lie inside the polygon, as a closed range of
  /// columns clamped to `0..<width`; `first > last` when there are none.
  func span(row: Int, width: Int) -> (first: Int, last: Int) {
    var cursor = Cursor()
    return span(row: row, width: width, cursor: &cursor)
  }

  /// ``span(row:width:)``, for rows asked for from the top down: each chain's search
  /// walks on from where the row before left it (the same edges, so the same columns).
  func span(row: Int, width: Int, cursor: inout Cursor) -> (first: Int, last: Int) {
    let center = Double(row) + 0.5
    guard center >= minY, center <= maxY else { return (1, 0) }
    if center >= fullMinY, center <= fullMaxY {
      return Self.columns(low: minX, high: maxX, width: width)
    }
    var low = Double.infinity
    var high = -Double.infinity
    crossings(
      chains, first: 0, count: downCount, low: 1, center: center, from: &cursor.down, &low,
      &high)
    crossings(
      chains, first: downCount, count: upCount, low: 3, center: center, from: &cursor.up,
      &low, &high)
    // Each other edge that the row's centre line crosses adds its crossing; a horizontal
    // edge on the line adds both ends.
    var index = downCount + upCount
    while index < downCount + upCount + restCount {
      let edge = chains + index * 4
      let (ax, ay, bx, by) = (edge[0], edge[1], edge[2], edge[3])
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
      index += 1
    }
    guard low <= high else { return (1, 0) }
    return Self.columns(low: low, high: high, width: width)
  }

  /// Adds the crossings of a row's centre line with one chain of edges, `count` edges
  /// from `first`, sorted by their top; `low` says which of an edge's two heights is its
  /// top (1 for `ay`, 3 for `by`). Each crossing is computed as ``span(row:width:)`` does
  /// for every edge, from the edge's first corner, so the result is the same. `start` is
  /// the first edge whose bottom was at or below the line of an earlier row, or -1.
  @inline(__always)
  private func crossings(
    _ chains: UnsafeMutablePointer<Double>, first: Int, count: Int, low top: Int,
    center: Double, from start: inout Int, _ low: inout Double, _ high: inout Double
  ) {
    guard count > 0 else { return }
    let bottom = 4 - top
    // The first edge whose bottom is at or below the line: the bottoms rise along a chain
    // (its edges do not overlap in height), so for a lower row it is no earlier.
    var lower = first
    if start >= first {
      lower = start
      while lower < first + count, chains[lower * 4 + bottom] < center { lower += 1 }
    } else {
      var upper = first + count
      while lower < upper {
        let middle = (lower + upper) / 2
        if chains[middle * 4 + bottom] < center { lower = middle + 1 } else { upper = middle }
      }
    }
    start = lower
    var index = lower
    while index < first + count {
      let edge = chains + index * 4
      guard edge[top] <= center else { break }
      if edge[bottom] >= center {
        let x = edge[0] + (center - edge[1]) * (edge[2] - edge[0]) / (edge[3] - edge[1])
        if x < low { low = x }
        if x > high { high = x }
      }
      index += 1
    }
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

  /// The rows, clamped to `0..<height`, whose centres lie where the polygon spans its whole
  /// box: ``span(row:width:)`` gives every one of them the same columns. `first > last`
  /// when there are none.
  func fullRows(height: Int) -> (first: Int, last: Int) {
    let low = max(fullMinY, minY)
    let high = min(fullMaxY, maxY)
    guard low.isFinite, high.isFinite, low <= high else { return (1, 0) }
    var (first, last) = Self.columns(low: low, high: high, width: height)
    // The tests span(row:width:) makes, exactly, at both ends.
    while first <= last, !(Double(first) + 0.5 >= low) { first += 1 }
    while first <= last, !(Double(last) + 0.5 <= high) { last -= 1 }
    return (first, last)
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
