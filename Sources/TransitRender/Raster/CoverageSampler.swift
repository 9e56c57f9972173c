import Foundation

/// How much of each pixel a shape in a layer's plane covers, with the shape seen through
/// the layer's map to the screen: anti-aliased by an analytic box filter, or blurred by a
/// Gaussian (shadows).
///
/// It also knows, as two convex screen polygons, where coverage is certainly 0 (outside
/// ``outer``) and certainly full (inside ``inner``), so the rasterizer samples only the
/// pixels in between. The common case, a crisp shape without perspective, is computed in
/// one short function with few locals: debug builds pay for every call and local. It never
/// changes after it is made, so the threads painting a frame's bands share it.
final class CoverageSampler: @unchecked Sendable {
  /// The shape, in its plane.
  let shape: RasterShape
  /// A shape cut out of it (a stroke's inside), if any.
  let hole: RasterShape?
  /// The Gaussian's standard deviation in plane units; 0 for a crisp edge.
  let blur: Double
  /// For a blur: how many pixels apart exact samples are taken along a row (the rest are
  /// interpolated linearly: a Gaussian edge is smooth at that scale); 1 otherwise.
  let blurStep: Int
  /// Pixels outside this polygon have no coverage.
  let outer: ScreenPolygon
  /// Pixels inside this polygon have full coverage.
  let inner: ScreenPolygon?
  /// The rows that ``outer`` and ``inner`` span whole and, for an upright shape, whose
  /// ``straightColumns(row:within:)`` are the same: the rasterizer measures one of them a
  /// band and copies it to the others. `first > last` when there are none.
  private(set) var uniformRows = (first: 1, last: 0)

  // Screen to plane: the inverse map's entries.
  private let i11: Double
  private let i12: Double
  private let i13: Double
  private let i21: Double
  private let i22: Double
  private let i23: Double
  private let i31: Double
  private let i32: Double
  private let i33: Double
  /// The sizes of the numbers a perspective pixel's coverage is computed from, for bounding
  /// rounding errors: `|centerX|`, `|centerY|`, `|i11| + |i21|`, `|i12| + |i22|` and
  /// `|i13| + |i23|`.
  private let magnitudes: (centerX: Double, centerY: Double, u: Double, v: Double, w: Double)
  /// Whether the fast path applies: no perspective, no blur, no hole.
  private let isSimple: Bool
  /// A pixel's footprint along the plane's x and y axes (without perspective).
  private let footprintU: Double
  private let footprintV: Double

  /// A sampler for a shape whose plane reaches the screen through `map`; `nil` when the
  /// plane is seen edge-on or lies behind the eye.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - hole: A shape cut out of it.
  ///   - map: Plane to screen pixels.
  ///   - blur: A Gaussian blur's standard deviation in plane units; non-positive for none.
  ///   - peakOpacity: The opacity the shape is painted at, 0…1: a blur is followed only as
  ///     far as it changes the 8-bit result.
  init?(
    shape: RasterShape, hole: RasterShape? = nil, map: Homography, blur: Double = 0,
    peakOpacity: Double = 1
  ) {
    let forward = map.normalized()
    guard forward.isFinite, let inverse = forward.inverted() else { return nil }
    self.shape = shape
    self.hole = hole
    (i11, i12, i13) = (inverse.m11, inverse.m12, inverse.m13)
    (i21, i22, i23) = (inverse.m21, inverse.m22, inverse.m23)
    (i31, i32, i33) = (inverse.m31, inverse.m32, inverse.m33)
    magnitudes = (
      abs(shape.centerX), abs(shape.centerY), abs(inverse.m11) + abs(inverse.m21),
      abs(inverse.m12) + abs(inverse.m22), abs(inverse.m13) + abs(inverse.m23)
    )
    let isAffine = inverse.isAffine
    footprintU = abs(inverse.m11) + abs(inverse.m21)
    footprintV = abs(inverse.m12) + abs(inverse.m22)
    // The plane's units per pixel, at worst: constant without perspective, else largest
    // at a corner of the shape (w is linear across the plane).
    var unit = max(footprintU, footprintV)
    // The same along each axis of the plane alone, with perspective.
    var unitU = 0.0
    var unitV = 0.0
    if !isAffine {
      unit = 0
      for corner in shape.outline(segments: 1, inscribed: false) {
        let w = corner.x * forward.m13 + corner.y * forward.m23 + forward.m33
        guard w > 0 else { continue }
        // The inverse map's w at the corner's image on the screen.
        let q =
          (corner.x * forward.m11 + corner.y * forward.m21 + forward.m31) / w * inverse.m13
          + (corner.x * forward.m12 + corner.y * forward.m22 + forward.m32) / w * inverse.m23
          + inverse.m33
        let alongU =
          abs((inverse.m11 - corner.x * inverse.m13) / q)
          + abs((inverse.m21 - corner.x * inverse.m23) / q)
        let alongV =
          abs((inverse.m12 - corner.y * inverse.m13) / q)
          + abs((inverse.m22 - corner.y * inverse.m23) / q)
        unit = max(unit, 1.25 * max(alongU, alongV))
        unitU = max(unitU, 1.25 * alongU)
        unitV = max(unitV, 1.25 * alongV)
      }
      if !(unit > 0) || !unit.isFinite { unit = 1 }
    }
    // A blur narrower than half a pixel only softens the edge a little more.
    let blur = blur > unit / 2 ? blur : 0
    self.blur = blur
    blurStep = blur > 0 ? min(max(Int(blur / unit / 2), 1), 8) : 1
    isSimple = isAffine && blur == 0 && hole == nil
    let reach = blur > 0 ? Self.blurReach(peakOpacity: peakOpacity) * blur : 0
    let margin = unit / 2 + 1e-9 + reach
    let segments = RasterShape.segments(
      radius: max(shape.cornerX, shape.cornerY), tolerance: unit / 2)
    guard let grown = shape.offset(by: margin),
      let outer = ScreenPolygon(
        Self.outerOutline(
          shape, grown: grown, segments: segments, blur: blur, unitU: unitU, unitV: unitV),
        through: map)
    else { return nil }
    self.outer = outer
    if hole == nil, let shrunk = shape.offset(by: -margin) {
      inner = ScreenPolygon(shrunk.outline(segments: segments, inscribed: true), through: map)
    } else {
      inner = nil
    }
    uniformRows = findUniformRows()
  }

  /// The outline outside which a shape's pixels have no coverage: `grown`, the shape
  /// grown by half the larger footprint (its largest along either axis); in perspective,
  /// where the two differ, cut to a rectangle that reaches along each axis only as far as
  /// that axis's footprint (`unitU`, `unitV`, the largest; 0 without perspective).
  ///
  /// A pixel beyond a straight side by half its footprint across has no coverage by the
  /// interval formula. In a circular corner of radius `c`, coverage `0.5 − (k − 1) / g`
  /// (``crisp(_:u:v:dux:duy:dvx:dvy:)``) is 0 beyond the side by
  /// `footprintU / 2 + footprintV² / (8c)`: the second term is the most that the corner's
  /// gradient along v adds there. Elliptical corners and blurs keep `grown` alone.
  private static func outerOutline(
    _ shape: RasterShape, grown: RasterShape, segments: Int, blur: Double, unitU: Double,
    unitV: Double
  ) -> [(x: Double, y: Double)] {
    let outline = grown.outline(segments: segments, inscribed: false)
    guard unitU > 0, unitV > 0, blur == 0, shape.cornerX == shape.cornerY, !shape.isContinuous
    else { return outline }
    var reachU = unitU / 2
    var reachV = unitV / 2
    if shape.cornerX > 0 {
      reachU += unitV * unitV / (8 * shape.cornerX)
      reachV += unitU * unitU / (8 * shape.cornerX)
    }
    let slack = 1e-9 * (1 + shape.halfWidth + shape.halfHeight)
    let cut = (
      x: shape.halfWidth + reachU + slack, y: shape.halfHeight + reachV + slack
    )
    guard cut.x < grown.halfWidth || cut.y < grown.halfHeight else { return outline }
    return shape.clip(outline, reachX: cut.x, reachY: cut.y)
  }

  /// The rows of ``uniformRows``: within both polygons' full rows, and for an upright
  /// shape those whose footprint lies strictly inside the shape along y, away from its
  /// corners (the straight columns are then the same, with a share of 1). Each condition
  /// holds on an interval of rows (v is monotonic in the row, as its rounding is), so the
  /// ends are found by bisection from the row at the shape's centre, with the very tests
  /// the measuring makes.
  private func findUniformRows() -> (first: Int, last: Int) {
    // Heights are bounded well below 2^31 pixels by Bitmap's limits.
    let limit = 1 << 24
    var rows = outer.fullRows(height: limit)
    if let inner {
      let full = inner.fullRows(height: limit)
      rows = (max(rows.first, full.first), min(rows.last, full.last))
    }
    guard rows.first <= rows.last else { return (1, 0) }
    guard isSimple, i12 == 0, i21 == 0, i11 != 0, i22 != 0 else { return rows }
    // A share of 1 up to rounding needs v's rounding far below the footprint.
    guard shape.halfHeight < 1e6 * footprintV else { return (1, 0) }
    func holds(_ row: Int) -> Bool {
      let v = (Double(row) + 0.5) * i22 + i32 - shape.centerY
      if shape.cornerX > 0, (v < 0 ? -v : v) > shape.halfHeight - shape.cornerY { return false }
      return v - footprintV / 2 > -shape.halfHeight && v + footprintV / 2 < shape.halfHeight
    }
    let middle = ((shape.centerY - i32) / i22 - 0.5).rounded()
    guard middle.isFinite, middle >= Double(rows.first), middle <= Double(rows.last) else {
      return (1, 0)
    }
    let center = Int(middle)
    guard holds(center) else { return (1, 0) }
    // The first row that holds in rows.first...center, and the last in center...rows.last.
    var low = rows.first
    var high = center
    while low < high {
      let mid = low + (high - low) / 2
      if holds(mid) { high = mid } else { low = mid + 1 }
    }
    let first = low
    low = center
    high = rows.last
    while low < high {
      let mid = low + (high - low + 1) / 2
      if holds(mid) { low = mid } else { high = mid - 1 }
    }
    return (first, low)
  }

  /// How many standard deviations out a Gaussian edge painted at an opacity still changes
  /// an 8-bit value: where the tail falls under half a level.
  private static func blurReach(peakOpacity: Double) -> Double {
    let peak = max(peakOpacity, 1.0 / 255)
    var low = 0.0
    var high = 6.0
    for _ in 0..<24 {
      let middle = (low + high) / 2
      if 0.5 * erfc(middle / 2.0.squareRoot()) * peak * 255 > 0.5 {
        low = middle
      } else {
        high = middle
      }
    }
    return high
  }

  /// The coverage of the pixels of row `y` from column `first` to `last`, each as
  /// ``coverage(x:y:)`` gives it, into `values[first...last]`: one call a run of pixels,
  /// so the loop keeps the sampler's numbers at hand.
  ///
  /// With `levelsOnly`, where nothing multiplies the values (no clip's edge at those
  /// pixels), a shape in perspective may give a value a rounding error away from
  /// ``coverage(x:y:)``'s, always with the same 8-bit level (`value × 255 + 0.5` rounded
  /// down): exactly 1 for a pixel whose footprint lies wholly inside a straight-sided part,
  /// and a cheaper computation along a straight side where its error bound shows the level.
  func coverage(
    row y: Int, from first: Int, to last: Int, into values: UnsafeMutablePointer<Double>,
    levelsOnly: Bool = false
  ) {
    guard first <= last else { return }
    // An upright shape's row that its footprint misses along y (the row just outside a
    // top or bottom edge, which the outer polygon's safety margin takes in) is 0 through,
    // as every pixel of it would give: its v does not depend on x.
    if isSimple, i12 == 0, i21 == 0 {
      let v = (Double(y) + 0.5) * i22 + i32 - shape.centerY
      let inCorners = shape.cornerX > 0 && (v < 0 ? -v : v) > shape.halfHeight - shape.cornerY
      let low = v - footprintV / 2 > -shape.halfHeight ? v - footprintV / 2 : -shape.halfHeight
      let high = v + footprintV / 2 < shape.halfHeight ? v + footprintV / 2 : shape.halfHeight
      if !inCorners, !(high > low) {
        for x in first...last { values[x] = 0 }
        return
      }
    }
    if !isSimple, blur == 0, hole == nil {
      perspectiveCoverage(row: y, from: first, to: last, into: values, levelsOnly: levelsOnly)
      return
    }
    for x in first...last { values[x] = coverage(x: x, y: y) }
  }

  /// For an upright shape without perspective, blur or hole: the columns of row `y`
  /// within `outer` whose footprint lies inside the shape across (away from its sides and
  /// corners), and the share of the footprint the shape covers along the row's height.
  /// Those pixels' coverage is that share, up to rounding; `nil` for other shapes.
  ///
  /// The level is the 8-bit coverage level every such pixel gets from ``coverage(x:y:)``
  /// (whose share across is 1 up to rounding); -1 when rounding could give two levels.
  func straightColumns(row y: Int, within outer: (first: Int, last: Int)) -> (
    first: Int, last: Int, share: Double, level: Int
  )? {
    guard isSimple, i12 == 0, i21 == 0, i11 != 0, outer.first <= outer.last else { return nil }
    let v = (Double(y) + 0.5) * i22 + i32 - shape.centerY
    let low = v - footprintV / 2 > -shape.halfHeight ? v - footprintV / 2 : -shape.halfHeight
    let high = v + footprintV / 2 < shape.halfHeight ? v + footprintV / 2 : shape.halfHeight
    guard high > low else { return (1, 0, 0, 0) }
    let share = (high - low) / footprintV
    // coverage(x:y:) gives (across × (high - low)) / footprintV, across within a hair of 1.
    let lowest = Int((1 - 1e-9) * (high - low) / footprintV * 255 + 0.5)
    let highest = Int((1 + 1e-9) * (high - low) / footprintV * 255 + 0.5)
    let level = lowest == highest ? lowest : -1
    // In a corner's rows only the straight part between the corners counts.
    let inCorners =
      shape.cornerX > 0 && (v < 0 ? -v : v) > shape.halfHeight - shape.cornerY
    let limit = inCorners ? shape.halfWidth - shape.cornerX : shape.halfWidth
    func isFull(_ x: Int) -> Bool {
      let u = (Double(x) + 0.5) * i11 + i31 - shape.centerX
      if inCorners, (u < 0 ? -u : u) > limit { return false }
      return Self.share(u, half: shape.halfWidth, width: footprintU) >= 1 - 1e-9
    }
    // Where u is ±(limit - footprint / 2), a column or so inward, then settled exactly.
    let reach = limit - footprintU / 2
    guard reach > 0 else { return (1, 0, share, level) }
    let a = (-reach - i31 + shape.centerX) / i11 - 0.5
    let b = (reach - i31 + shape.centerX) / i11 - 0.5
    guard a.isFinite, b.isFinite, abs(a) < 1e9, abs(b) < 1e9 else { return nil }
    var first = max(outer.first, Int(min(a, b).rounded(.up)) + 1)
    var last = min(outer.last, Int(max(a, b).rounded(.down)) - 1)
    guard first <= last, isFull(first), isFull(last) else { return (1, 0, share, level) }
    while first > outer.first, isFull(first - 1) { first -= 1 }
    while last < outer.last, isFull(last + 1) { last += 1 }
    return (first, last, share, level)
  }

  /// The share of a footprint `width` wide centred at `t` inside `-half...half`, as
  /// ``coverage(x:y:)`` computes it along one axis.
  @inline(__always)
  private static func share(_ t: Double, half: Double, width: Double) -> Double {
    let low = t - width / 2 > -half ? t - width / 2 : -half
    let high = t + width / 2 < half ? t + width / 2 : half
    return high > low ? (high - low) / width : 0
  }

  /// The coverage of the pixel in column `x`, row `y`, 0…1.
  @inline(__always)
  func coverage(x: Int, y: Int) -> Double {
    var u = (Double(x) + 0.5) * i11 + (Double(y) + 0.5) * i21 + i31 - shape.centerX
    var v = (Double(x) + 0.5) * i12 + (Double(y) + 0.5) * i22 + i32 - shape.centerY
    guard isSimple else { return generalCoverage(x: x, y: y) }
    if shape.cornerX > 0, (u < 0 ? -u : u) > shape.halfWidth - shape.cornerX,
      (v < 0 ? -v : v) > shape.halfHeight - shape.cornerY
    {
      return Self.crisp(
        shape, u: u + shape.centerX, v: v + shape.centerY, dux: i11, duy: i21, dvx: i12, dvy: i22)
    }
    // The share of the footprint inside the shape, along x, then along y.
    var low = u - footprintU / 2 > -shape.halfWidth ? u - footprintU / 2 : -shape.halfWidth
    u = u + footprintU / 2 < shape.halfWidth ? u + footprintU / 2 : shape.halfWidth
    guard u > low else { return 0 }
    u = (u - low) / footprintU
    low = v - footprintV / 2 > -shape.halfHeight ? v - footprintV / 2 : -shape.halfHeight
    v = v + footprintV / 2 < shape.halfHeight ? v + footprintV / 2 : shape.halfHeight
    guard v > low else { return 0 }
    return u * (v - low) / footprintV
  }

  /// ``generalCoverage(x:y:)`` of a crisp shape without a hole for the pixels of row `y`
  /// from `first` to `last`, with a quick answer for a pixel whose footprint lies wholly
  /// beyond a straight side (0, exactly as the full computation gives) or, with
  /// `levelsOnly`, wholly inside (1). The test takes the footprint a little larger than the
  /// exact one and needs no division, where the full computation needs eight; it runs in
  /// one loop with the sampler's numbers at hand, the full computation out of it. With
  /// `levelsOnly`, a pixel along a straight side is first computed from the test's terms
  /// with one division (``straightCoverage(_:)``), and fully only when that value's error
  /// bound leaves its 8-bit level in doubt.
  private func perspectiveCoverage(
    row y: Int, from first: Int, to last: Int, into values: UnsafeMutablePointer<Double>,
    levelsOnly: Bool
  ) {
    let sy = Double(y) + 0.5
    // The row's share of each sum, as each pixel's sum would compute it first.
    let (wy, uy, vy) = (sy * i23, sy * i21, sy * i22)
    let (i11, i12, i13, i21, i22, i23) = (i11, i12, i13, i21, i22, i23)
    let (i31, i32, i33) = (i31, i32, i33)
    let (centerX, centerY) = (shape.centerX, shape.centerY)
    let (halfWidth, halfHeight) = (shape.halfWidth, shape.halfHeight)
    let isSquare = shape.cornerX == 0
    let straightU = shape.halfWidth - shape.cornerX
    let straightV = shape.halfHeight - shape.cornerY
    let slack = 1 - 1e-9
    for x in first...last {
      let sx = Double(x) + 0.5
      let w = sx * i13 + wy + i33
      guard w > 0 else {
        values[x] = 0
        continue
      }
      let nu = sx * i11 + uy + i31
      let nv = sx * i12 + vy + i32
      // The tests below, multiplied through by w twice so that they need no division: t w
      // for the distance from the centre, (|a| + |b|) w for the footprint, with margins far
      // above rounding, and away from the corners' regions.
      let tw = nu - centerX * w
      let sw = nv - centerY * w
      let atw = tw < 0 ? -tw : tw
      let asw = sw < 0 ? -sw : sw
      if isSquare || atw < straightU * w * slack || asw < straightV * w * slack {
        let a = i11 * w - nu * i13
        let b = i21 * w - nu * i23
        let c = i12 * w - nv * i13
        let d = i22 * w - nv * i23
        let reachU = ((a < 0 ? -a : a) + (b < 0 ? -b : b)) * 0.500_001 + atw * w * 1e-10
        let reachV = ((c < 0 ? -c : c) + (d < 0 ? -d : d)) * 0.500_001 + asw * w * 1e-10
        let ww = w * w
        if atw * w - halfWidth * ww >= reachU || asw * w - halfHeight * ww >= reachV {
          values[x] = 0
          continue
        }
        if levelsOnly {
          if halfWidth * ww - atw * w >= reachU, halfHeight * ww - asw * w >= reachV {
            values[x] = 1
            continue
          }
          let terms = StraightTerms(
            w: w, tw: atw, sw: asw, a: a, b: b, c: c, d: d, nu: nu < 0 ? -nu : nu,
            nv: nv < 0 ? -nv : nv)
          if let value = straightCoverage(terms) {
            values[x] = value
            continue
          }
        }
      }
      values[x] = crisp(nu: nu, nv: nv, w: w)
    }
  }

  /// What ``straightCoverage(_:)`` takes of a pixel's homogeneous plane point: `w`, the
  /// distances `|t| w` and `|s| w` from the centre, the footprint's terms `a, b` (along u)
  /// and `c, d` (along v), each over `w²`, and `|nu|`, `|nv|` (for rounding errors).
  private struct StraightTerms {
    var w, tw, sw, a, b, c, d, nu, nv: Double
  }

  /// A pixel's coverage along a straight side, from the quick test's terms with one
  /// division: the same formula as ``crisp(_:u:v:dux:duy:dvx:dvy:)``'s away from corners,
  /// its numbers rounded differently. `nil` when the error bound of the two computations
  /// leaves the 8-bit level (`value × 255 + 0.5` rounded down) in doubt; otherwise the value,
  /// whose level is the full computation's.
  @inline(__always)
  private func straightCoverage(_ p: StraightTerms) -> Double? {
    let r = 1 / p.w
    let rr = r * r
    let t = p.tw * r
    let s = p.sw * r
    let footU = ((p.a < 0 ? -p.a : p.a) + (p.b < 0 ? -p.b : p.b)) * rr
    let footV = ((p.c < 0 ? -p.c : p.c) + (p.d < 0 ? -p.d : p.d)) * rr
    guard footU > 0, footV > 0 else { return nil }
    let coverX = Self.share(t, half: shape.halfWidth, width: footU)
    let coverY = Self.share(s, half: shape.halfHeight, width: footV)
    let value = coverX * coverY
    // Either computation's distance and footprint are within a few roundings of the size
    // of their terms; a share moves by twice their errors and the bounds' over the
    // footprint.
    let epsilon = 64 * Double.ulpOfOne
    let distanceU = p.nu + magnitudes.centerX * p.w
    let distanceV = p.nv + magnitudes.centerY * p.w
    let spreadU = magnitudes.u * p.w + p.nu * magnitudes.w
    let spreadV = magnitudes.v * p.w + p.nv * magnitudes.w
    let errorU =
      epsilon * (2 * distanceU * r + 2 * spreadU * rr + t + shape.halfWidth + footU) / footU
    let errorV =
      epsilon * (2 * distanceV * r + 2 * spreadV * rr + s + shape.halfHeight + footV) / footV
    let level = value * 255 + 0.5
    // Positive and below 257: truncation rounds down, with no call to floor.
    let fraction = level - Double(Int(level))
    let margin = 255 * (errorU + errorV) + 1e-9
    guard fraction > margin, fraction < 1 - margin else { return nil }
    return value
  }

  /// The full computation of ``generalCoverage(x:y:)`` for a crisp shape without a hole,
  /// from the pixel's homogeneous plane point.
  @inline(never)
  private func crisp(nu: Double, nv: Double, w: Double) -> Double {
    let u = nu / w
    let v = nv / w
    let dux = (i11 - u * i13) / w
    let duy = (i21 - u * i23) / w
    let dvx = (i12 - v * i13) / w
    let dvy = (i22 - v * i23) / w
    return Self.crisp(shape, u: u, v: v, dux: dux, duy: duy, dvx: dvx, dvy: dvy)
  }

  /// Coverage with perspective, blur or a hole.
  @inline(__always)
  private func generalCoverage(x: Int, y: Int) -> Double {
    let sx = Double(x) + 0.5
    let sy = Double(y) + 0.5
    let w = sx * i13 + sy * i23 + i33
    // A pixel whose ray meets the plane behind the eye sees nothing of it.
    guard w > 0 else { return 0 }
    let u = (sx * i11 + sy * i21 + i31) / w
    let v = (sx * i12 + sy * i22 + i32) / w
    if blur > 0 { return Self.blurred(shape, u: u, v: v, sigma: blur) }
    let dux = (i11 - u * i13) / w
    let duy = (i21 - u * i23) / w
    let dvx = (i12 - v * i13) / w
    let dvy = (i22 - v * i23) / w
    var result = Self.crisp(shape, u: u, v: v, dux: dux, duy: duy, dvx: dvx, dvy: dvy)
    if let hole, result > 0 {
      result -= Self.crisp(hole, u: u, v: v, dux: dux, duy: duy, dvx: dvx, dvy: dvy)
      if result < 0 { result = 0 }
    }
    return result
  }

  /// Box-filtered coverage of a shape at a plane point, given the plane's derivatives
  /// along the screen axes. Straight edges are exact for a pixel's footprint; a rounded
  /// corner uses the distance to the corner's ellipse over its gradient on the screen.
  @inline(__always)
  static func crisp(
    _ shape: RasterShape, u: Double, v: Double, dux: Double, duy: Double, dvx: Double,
    dvy: Double
  ) -> Double {
    let t = u - shape.centerX
    let s = v - shape.centerY
    let ax = t < 0 ? -t : t
    let ay = s < 0 ? -s : s
    if shape.cornerX > 0, ax > shape.halfWidth - shape.cornerX,
      ay > shape.halfHeight - shape.cornerY
    {
      if shape.isContinuous {
        return continuousCrisp(shape, u: u, v: v, dux: dux, duy: duy, dvx: dvx, dvy: dvy)
      }
      let px = (ax - shape.halfWidth + shape.cornerX) / shape.cornerX
      let py = (ay - shape.halfHeight + shape.cornerY) / shape.cornerY
      let k = (px * px + py * py).squareRoot()
      // The gradient of k on the screen, through the plane's derivatives.
      let a = (t < 0 ? -px : px) / (k * shape.cornerX)
      let b = (s < 0 ? -py : py) / (k * shape.cornerY)
      let gx = a * dux + b * dvx
      let gy = a * duy + b * dvy
      let gradient = (gx * gx + gy * gy).squareRoot()
      guard gradient > 0 else { return k <= 1 ? 1 : 0 }
      let value = 0.5 - (k - 1) / gradient
      return value < 0 ? 0 : (value > 1 ? 1 : value)
    }
    let coverX = interval(
      t, half: shape.halfWidth, width: (dux < 0 ? -dux : dux) + (duy < 0 ? -duy : duy))
    guard coverX > 0 else { return 0 }
    return coverX
      * interval(s, half: shape.halfHeight, width: (dvx < 0 ? -dvx : dvx) + (dvy < 0 ? -dvy : dvy))
  }

  /// The fraction of a footprint `width` wide centred at `t` that falls in `-half...half`.
  @inline(__always)
  private static func interval(_ t: Double, half: Double, width: Double) -> Double {
    guard width > 0 else { return (t < 0 ? -t : t) <= half ? 1 : 0 }
    let low = t - width / 2 > -half ? t - width / 2 : -half
    let high = t + width / 2 < half ? t + width / 2 : half
    return high > low ? (high - low) / width : 0
  }

  /// A shape blurred by a Gaussian: exact for square corners (a product of two error
  /// functions), by the signed distance for rounded ones.
  static func blurred(_ shape: RasterShape, u: Double, v: Double, sigma: Double) -> Double {
    let k = 1 / (sigma * 2.0.squareRoot())
    if shape.cornerX == 0 {
      let t = u - shape.centerX
      let s = v - shape.centerY
      let coverX = 0.5 * (erfc((t - shape.halfWidth) * k) - erfc((t + shape.halfWidth) * k))
      let coverY = 0.5 * (erfc((s - shape.halfHeight) * k) - erfc((s + shape.halfHeight) * k))
      return coverX * coverY
    }
    return 0.5 * erfc(shape.signedDistance(x: u, y: v) * k)
  }
}
