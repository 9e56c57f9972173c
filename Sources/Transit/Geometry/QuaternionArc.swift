import Foundation

/// The great-circle arc from one unit quaternion to another, set up to be sampled: the
/// CSS spec's slerp, `start · cos(tθ) + perpendicular · sin(tθ)` where `cos θ` is the dot
/// product of the two and `perpendicular` the unit quaternion at right angles to `start`
/// toward `end`.
struct QuaternionArc: Sendable {
  let start: SIMD4<Double>
  private let end: SIMD4<Double>
  let perpendicular: SIMD4<Double>
  /// The angle θ between the ends in half turns (θ / π), what the sine and cosine reduce
  /// by.
  let halfTurns: Double
  private let angleSquared: Double
  private let shape: Shape

  private enum Shape: Sendable {
    /// The same rotation at both ends (equal, or opposite as the spec treats them).
    case point
    /// Less than about 0.1° apart: a series replaces the trigonometry.
    case short
    case arc
  }

  @inline(__always)
  init(from start: SIMD4<Double>, to end: SIMD4<Double>) {
    self.start = start
    self.end = end
    let product = min(max((start * end).sum(), -1), 1)
    var perpendicular = end - product * start
    // Equal ends, the common case, skip the square root.
    let perpendicularLength =
      start == end ? 0 : (perpendicular * perpendicular).sum().squareRoot()
    // !(x > 0) also catches NaN.
    guard product > -1, perpendicularLength > 0 else {
      self.perpendicular = .zero
      halfTurns = 0
      angleSquared = 0
      shape = .point
      return
    }
    perpendicular *= 1 / perpendicularLength
    self.perpendicular = perpendicular
    let gap = 1 - product
    let angle: Double
    if gap < 1e-6 {
      // acos is ill-conditioned here; the half-angle form is not.
      let difference = end - start
      let sum = end + start
      angle =
        2 * atan2((difference * difference).sum().squareRoot(), (sum * sum).sum().squareRoot())
      angleSquared = 2 * gap + gap * gap / 3
      shape = .short
    } else {
      angle = acos(product)
      angleSquared = angle * angle
      shape = .arc
    }
    halfTurns = angle * (1 / .pi)
  }

  /// Whether the rotation is the same all along: ``value(at:)`` is the start everywhere.
  var isPoint: Bool { shape == .point }

  /// The quaternion at fraction `t` along the arc (any finite `t`); a unit quaternion
  /// unless the arc is a point, which gives the start as it is.
  @inline(__always)
  func value(at t: Double) -> SIMD4<Double> {
    switch shape {
    case .point:
      return start
    case .short where abs(t) <= 8:
      // sin(xθ) / sin θ to fourth order in θ; the next term is below 1e-15 here.
      let a = Self.sineRatio(1 - t, angleSquared)
      let b = Self.sineRatio(t, angleSquared)
      let q = a * start + b * end
      return q / (q * q).sum().squareRoot()
    case .short, .arc:
      let (sine, cosine) = sineAndCosineOfAnySize(halfTurns: t * halfTurns)
      return cosine * start + sine * perpendicular
    }
  }

  /// `sin(x θ) / sin θ` for small θ, from θ².
  private static func sineRatio(_ x: Double, _ angleSquared: Double) -> Double {
    let x2 = x * x
    return x
      * (1 + (1 - x2) * angleSquared / 6 + (1 - x2) * (7 - 3 * x2) * angleSquared * angleSquared
        / 360)
  }
}
