import Foundation

/// The rotation matrix along the CSS slerp from one quaternion to another, as a function of
/// the fraction.
///
/// A rotation matrix is quadratic in its quaternion, so along the arc
/// `q(t) = start · cos tθ + perpendicular · sin tθ` it is
/// `center + cos 2tθ · cosinePart + sin 2tθ · sinePart` for three fixed matrices: a sample
/// costs one sine and cosine and eighteen multiply-adds, with no quaternion to build or
/// normalize. When both ends turn about the same coordinate axis (a flip about y, a spin
/// about z), the arc stays in that axis's plane and the angle changes linearly, so the
/// sine and cosine of the angle are the matrix's entries themselves.
struct RotationPath: Sendable {
  private let center: RotationRows
  private let cosinePart: RotationRows
  private let sinePart: RotationRows
  /// In half turns: 2θ for a general arc, the rotation angle at fraction 0 and its change
  /// to fraction 1 for one about a coordinate axis.
  private let doubleAngle: Double
  private let startAngle: Double
  private let angleChange: Double
  private let kind: Kind

  private enum Kind: Sendable {
    /// The rotation stays `center` all along (a point arc).
    case fixed
    case general
    case aboutX
    case aboutY
    case aboutZ
  }

  init(from start: SIMD4<Double>, to end: SIMD4<Double>) {
    let arc = QuaternionArc(from: start, to: end)
    guard !arc.isPoint else {
      center = RotationRows(start)
      cosinePart = .zero
      sinePart = .zero
      (doubleAngle, startAngle, angleChange) = (0, 0, 0)
      kind = .fixed
      return
    }
    // With A = R(start), C = R(perpendicular) and B their bilinear form,
    // R(q(t)) = cos² A + 2 sin cos B + sin² C = (A + C) / 2 + cos 2tθ (A - C) / 2 + sin 2tθ B.
    let a = RotationRows(form: arc.start, arc.start)
    let c = RotationRows(form: arc.perpendicular, arc.perpendicular)
    center = RotationRows.adding(
      RotationRows.adding(.zero, a, times: 0.5), c, times: 0.5)
    cosinePart = RotationRows.adding(
      RotationRows.adding(.zero, a, times: 0.5), c, times: -0.5)
    sinePart = RotationRows(form: arc.start, arc.perpendicular)
    doubleAngle = 2 * arc.halfTurns
    // A coordinate axis that both ends turn about alone, if there is one. Then
    // q = (axis · sin(α/2), cos(α/2)) at both ends, with w ≥ 0 from the decomposition, so
    // the half angles lie within ±π/2 and the arc between them is the straight change of
    // angle (ends a half turn apart make a point arc, handled above).
    func turnsOnly(about axis: Int, _ q: SIMD4<Double>) -> Bool {
      (0..<3).allSatisfy { $0 == axis || q[$0] == 0 }
    }
    let axis = (0..<3).first { turnsOnly(about: $0, start) && turnsOnly(about: $0, end) }
    guard let axis, start.w >= 0, end.w >= 0 else {
      (startAngle, angleChange) = (0, 0)
      kind = .general
      return
    }
    let from = 2 * atan2(start[axis], start.w) * (1 / .pi)
    let to = 2 * atan2(end[axis], end.w) * (1 / .pi)
    (startAngle, angleChange) = (from, to - from)
    kind = axis == 0 ? .aboutX : (axis == 1 ? .aboutY : .aboutZ)
  }

  /// The rotation at a fraction within ±1e6, with the inlined sine and cosine.
  @inline(__always)
  func value(at t: Double) -> RotationRows {
    value(at: t, sineAndCosine: sineAndCosine(halfTurns:))
  }

  /// The rotation at any finite fraction.
  func valueAtAnyFraction(_ t: Double) -> RotationRows {
    value(at: t, sineAndCosine: sineAndCosineOfAnySize(halfTurns:))
  }

  @inline(__always)
  private func value(
    at t: Double, sineAndCosine: (Double) -> (sin: Double, cos: Double)
  ) -> RotationRows {
    switch kind {
    case .fixed:
      return center
    case .general:
      let (sine, cosine) = sineAndCosine(t * doubleAngle)
      return RotationRows.adding(
        RotationRows.adding(center, cosinePart, times: cosine), sinePart, times: sine)
    case .aboutX:
      let (s, c) = sineAndCosine(startAngle + t * angleChange)
      return RotationRows(1, 0, 0, 0, c, s, 0, -s, c)
    case .aboutY:
      let (s, c) = sineAndCosine(startAngle + t * angleChange)
      return RotationRows(c, 0, -s, 0, 1, 0, s, 0, c)
    case .aboutZ:
      let (s, c) = sineAndCosine(startAngle + t * angleChange)
      return RotationRows(c, s, 0, -s, c, 0, 0, 0, 1)
    }
  }
}
