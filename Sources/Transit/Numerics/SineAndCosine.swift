import Foundation

/// `(sin x, cos x)` for `x = halfTurns · π`, to a few units in the last place of 1, for
/// `halfTurns` within ±2⁵¹ (where a double still resolves a half turn; callers stay far
/// inside).
///
/// Sampling a rotation needs the pair once per frame, for angles of a few half turns. There
/// one shared reduction to the nearest half turn, exact in half turns, and two polynomials
/// evaluated side by side without branches or calls cost a fraction of separate `sin` and
/// `cos` calls (and leave the caller's registers alone). The Taylor series of sine and
/// cosine, truncated after the 1/21! and 1/20! terms, are accurate to 2e-17 on the
/// remaining ±π/2, and an odd number of half turns only flips both signs.
@inline(__always)
func sineAndCosine(halfTurns: Double) -> (sin: Double, cos: Double) {
  // Adding 1.5 · 2⁵² rounds to an integer, whose parity then sits in the lowest bit of the
  // significand; the difference from that integer is exact.
  let roundingShift = 0x1.8p52
  let shifted = halfTurns + roundingShift
  let r = (halfTurns - (shifted - roundingShift)) * .pi
  // sin r = r + r z S(z) and cos r = 1 + z C(z) with z = r², S in lane 0 and C in lane 1,
  // by Estrin's scheme, whose dependency chain is half as long as Horner's. Factorials up
  // to 22! are exact in a double, so every coefficient is correctly rounded.
  let z = r * r
  let z2 = z * z
  let z4 = z2 * z2
  let z8 = z4 * z4
  let c01 = SIMD2(-1.0 / 6, -1.0 / 2) + SIMD2(1.0 / 120, 1.0 / 24) * z
  let c23 = SIMD2(-1.0 / 5040, -1.0 / 720) + SIMD2(1.0 / 362_880, 1.0 / 40320) * z
  let c45 =
    SIMD2(-1.0 / 39_916_800, -1.0 / 3_628_800) + SIMD2(1.0 / 6_227_020_800, 1.0 / 479_001_600) * z
  let c67 =
    SIMD2(-1.0 / 1_307_674_368_000, -1.0 / 87_178_291_200)
    + SIMD2(1.0 / 355_687_428_096_000, 1.0 / 20_922_789_888_000) * z
  let c89 =
    SIMD2(-1.0 / 121_645_100_408_832_000.0, -1.0 / 6_402_373_705_728_000)
    + SIMD2(1.0 / 51_090_942_171_709_440_000.0, 1.0 / 2_432_902_008_176_640_000.0) * z
  let series = ((c01 + c23 * z2) + (c45 + c67 * z2) * z4) + c89 * z8
  let pair = SIMD2(r, 1) + SIMD2(r * z, z) * series
  // An odd number of half turns negates both.
  let sign = shifted.bitPattern << 63
  return (
    Double(bitPattern: pair.x.bitPattern ^ sign), Double(bitPattern: pair.y.bitPattern ^ sign)
  )
}

/// `(sin x, cos x)` for `x = halfTurns · π` and any finite `halfTurns`: the polynomials of
/// ``sineAndCosine(halfTurns:)`` within ±1e6 half turns, `sin` and `cos` beyond.
@inline(__always)
func sineAndCosineOfAnySize(halfTurns: Double) -> (sin: Double, cos: Double) {
  if abs(halfTurns) <= 1e6 { return sineAndCosine(halfTurns: halfTurns) }
  let x = halfTurns * .pi
  return (sin(x), cos(x))
}
