import Foundation
import StageKit

// Continuous corners (`cornerCurve = .continuous`), drawn as the shape that PaintCode
// measured of iOS 7's rounded rectangles ("Drawing Code for iOS 7 Rounded Rectangles",
// paintcodeapp.com/news/code-for-ios-7-rounded-rectangles): each corner is three cubic
// Bézier curves joined by two short lines, symmetric about the corner's diagonal, starting
// 1.52866483 radii from the corner along each edge (Core Animation's
// `+cornerCurveExpansionFactor:` reports the same reach, 1.528665, for `.continuous`).
// Apple does not publish its curve, so this is an approximation of what a device draws.
//
// A continuous shape keeps `cornerX == cornerY` equal to that reach, so the rasterizer's
// straight-edge code treats everything beyond it as a straight side, as it is; inside a
// corner's reach the coverage comes from the distance to the curve, flattened once into a
// polyline in units of the radius.

extension RasterShape {
  /// How far along each edge a continuous corner reaches, in radii.
  static let continuousReach = 1.528_664_83

  /// A layer's bounds with its corner radius and curve. A continuous corner whose reach
  /// does not fit in half the shorter side is drawn circular, clamped as Core Animation
  /// clamps circular corners, so a capsule stays a capsule (how a device morphs between
  /// the two there is not documented).
  init?(bounds: CGRect, cornerRadius: Double, curve: StageLayerCornerCurve) {
    let box = bounds.standardized
    let half = Double(min(box.width, box.height)) / 2
    let reach = cornerRadius * Self.continuousReach
    guard curve == .continuous, cornerRadius > 0, reach <= half else {
      self.init(bounds: bounds, cornerRadius: cornerRadius)
      return
    }
    self.init(rect: bounds, cornerWidth: reach, cornerHeight: reach)
    isContinuous = true
  }

  /// One continuous corner in units of its radius, as points `(p, q)`: `p` the distance in
  /// from the side edge, `q` the distance in from the top or bottom edge; from the top
  /// edge's tangent point `(reach, 0)` to the side's `(0, reach)`, extended one radius
  /// along both edges so that a point past either end finds the straight edge.
  static let continuousCorner: [(p: Double, q: Double)] = {
    let reach = continuousReach
    // The first half, to the diagonal: a cubic leaving the edge, a short line, and the
    // first half of the middle cubic (itself symmetric); the rest is its mirror image.
    let leaving = [
      (reach, 0.0), (1.088_493_23, 0.0), (0.868_406_89, 0.0), (0.669_934_27, 0.065_496),
    ]
    let middle = [
      (0.631_493_99, 0.074_911), (0.372_823_92, 0.169_058_99), (0.169_058_99, 0.372_823_92),
      (0.074_911, 0.631_493_99),
    ]
    func cubic(_ c: [(Double, Double)], _ t: Double) -> (p: Double, q: Double) {
      let s = 1 - t
      let (a, b, d, e) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
      return (
        a * c[0].0 + b * c[1].0 + d * c[2].0 + e * c[3].0,
        a * c[0].1 + b * c[1].1 + d * c[2].1 + e * c[3].1
      )
    }
    let steps = 24
    var half: [(p: Double, q: Double)] = [(reach + 1, 0)]
    for index in 0...steps { half.append(cubic(leaving, Double(index) / Double(steps))) }
    for index in 0...(steps / 2) { half.append(cubic(middle, Double(index) / Double(steps))) }
    let mirrored = half.dropLast().reversed().map { (p: $0.q, q: $0.p) }
    return half + mirrored
  }()

  /// The signed distance of a point in a continuous corner's reach from the curve, in the
  /// plane's units (negative inside), and the gradient of that distance in the plane.
  ///
  /// - Parameters:
  ///   - t: The point's offset from the centre along x.
  ///   - s: The point's offset from the centre along y.
  /// - Returns: The distance and its gradient along x and y.
  func continuousCornerDistance(t: Double, s: Double) -> (
    distance: Double, dx: Double, dy: Double
  ) {
    let radius = cornerX / Self.continuousReach
    let p = (halfWidth - abs(t)) / radius
    let q = (halfHeight - abs(s)) / radius
    let corner = Self.continuousCorner
    var best = Double.infinity
    var nearest = (p: 0.0, q: 0.0)
    var along = (p: 0.0, q: 0.0)
    for index in 1..<corner.count {
      let a = corner[index - 1]
      let b = corner[index]
      let (ep, eq) = (b.p - a.p, b.q - a.q)
      let length = ep * ep + eq * eq
      var k = length > 0 ? ((p - a.p) * ep + (q - a.q) * eq) / length : 0
      k = k < 0 ? 0 : (k > 1 ? 1 : k)
      let (cp, cq) = (a.p + k * ep, a.q + k * eq)
      let d = (p - cp) * (p - cp) + (q - cq) * (q - cq)
      if d < best {
        best = d
        nearest = (cp, cq)
        along = (ep, eq)
      }
    }
    // The curve runs from the top edge to the side; the corner's vertex, outside, is on
    // the left of that direction.
    let cross = along.p * (q - nearest.q) - along.q * (p - nearest.p)
    let distance = best.squareRoot()
    var (np, nq) = (p - nearest.p, q - nearest.q)
    if distance > 1e-12 {
      (np, nq) = (np / distance, nq / distance)
    } else {
      let length = (along.p * along.p + along.q * along.q).squareRoot()
      (np, nq) = (-along.q / length, along.p / length)
    }
    let sign: Double = cross > 0 ? 1 : -1
    if cross <= 0, distance > 1e-12 { (np, nq) = (-np, -nq) }
    // p and q grow inward from the edges, against |t| and |s|: back to x and y.
    let dx = (t < 0 ? 1.0 : -1.0) * np
    let dy = (s < 0 ? 1.0 : -1.0) * nq
    return (sign * distance * radius, dx, dy)
  }
}

extension CoverageSampler {
  /// Box-filtered coverage of a continuous corner at a plane point inside its reach: the
  /// signed distance to the curve over its gradient on the screen, as circular corners
  /// are covered.
  static func continuousCrisp(
    _ shape: RasterShape, u: Double, v: Double, dux: Double, duy: Double, dvx: Double,
    dvy: Double
  ) -> Double {
    let (distance, a, b) = shape.continuousCornerDistance(
      t: u - shape.centerX, s: v - shape.centerY)
    let gx = a * dux + b * dvx
    let gy = a * duy + b * dvy
    let gradient = (gx * gx + gy * gy).squareRoot()
    guard gradient > 0 else { return distance <= 0 ? 1 : 0 }
    let value = 0.5 - distance / gradient
    return value < 0 ? 0 : (value > 1 ? 1 : value)
  }
}
