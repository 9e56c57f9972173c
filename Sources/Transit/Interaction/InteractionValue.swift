import Foundation

/// The rules by which the interaction model turns unusable numbers into usable ones, in one
/// place so that every type applies them alike.
enum InteractionValue {
  /// The largest magnitude of a velocity or distance the interaction model works with. Far
  /// beyond any gesture (a billion container widths per second), and small enough that
  /// products with durations and distances stay finite.
  static let limit = 1e9

  /// A finite value: NaN becomes `fallback`, and anything beyond ±``limit`` (infinities
  /// included) becomes ±``limit``.
  @inline(__always)
  static func limited(_ value: Double, nan fallback: Double = 0) -> Double {
    guard !value.isNaN else { return fallback }
    return min(max(value, -limit), limit)
  }

  /// A progress on screen: clamped into 0...1, NaN becomes `fallback`.
  @inline(__always)
  static func unit(_ value: Double, nan fallback: Double = 0) -> Double {
    guard !value.isNaN else { return fallback }
    return min(max(value, 0), 1)
  }
}
