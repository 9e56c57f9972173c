import Foundation
import Testing

@testable import Transit

@Suite struct TimingCurveTests {
  /// Reference rows computed with mpmath (60 digits) by Scripts/reference/timing_curves.py.
  static let reference = Result { try ReferenceTable(named: "timing-curves") }

  private struct Row {
    var curve: TimingCurve
    var fraction: Double
    var progress: Double
    var dxdt: Double
    var dydt: Double
  }

  private static func rows() throws -> [Row] {
    let table = try reference.get()
    return table.rows.map { row in
      Row(
        curve: TimingCurve(
          controlPoint1: CGPoint(x: table.value("x1", in: row), y: table.value("y1", in: row)),
          controlPoint2: CGPoint(x: table.value("x2", in: row), y: table.value("y2", in: row))),
        fraction: table.value("fraction", in: row),
        progress: table.value("progress", in: row),
        dxdt: table.value("dxdt", in: row),
        dydt: table.value("dydt", in: row))
    }
  }

  /// The control points, for failure messages.
  private static func describe(_ curve: TimingCurve) -> String {
    let (p1, p2) = (curve.controlPoint1, curve.controlPoint2)
    return "(\(p1.x), \(p1.y), \(p2.x), \(p2.y))"
  }

  private static func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> TimingCurve {
    TimingCurve(controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2))
  }

  /// Random curves from a fixed seed; y in -1...2, or in 0...1 when `monotonic`.
  private static func randomCurves(count: Int, monotonic: Bool = false) -> [TimingCurve] {
    var random = SplitMix(seed: monotonic ? 7 : 11)
    return (0..<count).map { _ in
      let yLow = monotonic ? 0.0 : -1.0
      let yHigh = monotonic ? 1.0 : 2.0
      return curve(
        random.next(in: 0...1), random.next(in: yLow...yHigh),
        random.next(in: 0...1), random.next(in: yLow...yHigh))
    }
  }

  // MARK: Accuracy against mpmath

  @Test func progressMatchesReferenceEverywhere() throws {
    // Includes steep curves such as (1, 0, 0, 1) at fractions a few ulps from their steep
    // points, where solving x(t) = X in its plain cubic form misses by more than 1e-7.
    let rows = try Self.rows()
    #expect(rows.count > 1_500)
    for row in rows {
      let progress = row.curve.progress(at: row.fraction)
      #expect(
        abs(progress - row.progress) <= 1e-7,
        "\(Self.describe(row.curve)) at \(row.fraction): \(progress), expected \(row.progress)")
    }
  }

  @Test func progressIsWithinTheDocumentedAccuracy() throws {
    // The documentation promises 1e-8 for y in -1...2, a hundredth of the 1e-7 required.
    for row in try Self.rows() {
      let progress = row.curve.progress(at: row.fraction)
      #expect(
        abs(progress - row.progress) <= 1e-8, "\(Self.describe(row.curve)) at \(row.fraction)")
    }
  }

  @Test func velocityMatchesReferenceAwayFromVerticalTangents() throws {
    // t is found to about 1e-10, and dy/dx moves by its derivative times that, which grows like
    // 1 / x'(t)^2: with x'(t) >= 1e-3, a relative 1e-6 leaves a margin of ten or more.
    var checked = 0
    for row in try Self.rows() where row.dxdt >= 1e-3 {
      let expected = row.dydt / row.dxdt
      let velocity = row.curve.velocity(at: row.fraction)
      #expect(
        abs(velocity - expected) <= 1e-6 * max(1, abs(expected)),
        "\(Self.describe(row.curve)) at \(row.fraction): \(velocity), expected \(expected)")
      checked += 1
    }
    #expect(checked > 1_000)
  }

  @Test func velocityAtVerticalTangentsIsTheCap() throws {
    var checked = 0
    for row in try Self.rows() where row.dxdt == 0 && row.dydt != 0 {
      let velocity = row.curve.velocity(at: row.fraction)
      #expect(velocity == (row.dydt > 0 ? 1 : -1) * TimingCurve.maximumVelocity)
      checked += 1
    }
    #expect(checked >= 5)
  }

  @Test func presetsMatchReference() throws {
    let presets: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .default]
    for preset in presets {
      let rows = try Self.rows().filter { $0.curve == preset }
      #expect(rows.count >= 21, "\(Self.describe(preset))")
      for row in rows {
        #expect(abs(preset.progress(at: row.fraction) - row.progress) <= 1e-9)
      }
    }
  }

  // MARK: Presets

  @Test func presetsHaveCoreAnimationsControlPoints() {
    func points(_ curve: TimingCurve) -> [CGFloat] {
      [curve.controlPoint1.x, curve.controlPoint1.y, curve.controlPoint2.x, curve.controlPoint2.y]
    }
    #expect(points(.linear) == [0, 0, 1, 1])
    #expect(points(.easeIn) == [0.42, 0, 1, 1])
    #expect(points(.easeOut) == [0, 0, 0.58, 1])
    #expect(points(.easeInOut) == [0.42, 0, 0.58, 1])
    #expect(points(.default) == [0.25, 0.1, 0.25, 1])
  }

  @Test func animationCurvesMapToCoreAnimationCurves() {
    #expect(TimingCurve(.easeInOut) == .easeInOut)
    #expect(TimingCurve(.easeIn) == .easeIn)
    #expect(TimingCurve(.easeOut) == .easeOut)
    #expect(TimingCurve(.linear) == .linear)
    #expect(Set(TimingCurve.AnimationCurve.allCases.map(TimingCurve.init)).count == 4)
  }

  @Test func linearIsTheIdentity() {
    for fraction in stride(from: 0.0, through: 1, by: 0.0625) {
      #expect(TimingCurve.linear.progress(at: fraction) == fraction)
      #expect(TimingCurve.linear.velocity(at: fraction) == 1)
    }
  }

  // MARK: Shape

  @Test func endpointsAreExact() {
    let curves: [TimingCurve] =
      [.linear, .easeIn, .easeOut, .easeInOut, .default, Self.curve(1, 0, 0, 1)]
      + Self.randomCurves(count: 100)
    for curve in curves {
      #expect(curve.progress(at: 0) == 0)
      #expect(curve.progress(at: 1) == 1)
    }
  }

  @Test func monotonicCurvesStayMonotonic() {
    let curves: [TimingCurve] =
      [.easeIn, .easeOut, .easeInOut, .default, Self.curve(1, 0, 0, 1), Self.curve(0.9, 0, 0.1, 1)]
      + Self.randomCurves(count: 50, monotonic: true)
    for curve in curves {
      var previous = 0.0
      for step in 0...2_000 {
        let progress = curve.progress(at: Double(step) / 2_000)
        #expect(progress >= previous, "\(Self.describe(curve)) at \(Double(step) / 2_000)")
        previous = progress
      }
    }
  }

  @Test func reversedPlaysTheCurveBackwards() {
    for curve in Self.randomCurves(count: 200) + [.easeIn, Self.curve(1, 0, 0, 1)] {
      let reversed = curve.reversed
      for step in 0...20 {
        let fraction = Double(step) / 20
        let expected = 1 - curve.progress(at: 1 - fraction)
        #expect(abs(reversed.progress(at: fraction) - expected) <= 1e-9)
      }
    }
  }

  @Test func reversedControlPoints() {
    let curve = Self.curve(0.1, 0.3, 0.7, 1.4)
    let reversed = curve.reversed
    #expect(reversed.controlPoint1 == CGPoint(x: 1 - 0.7, y: 1 - 1.4))
    #expect(reversed.controlPoint2 == CGPoint(x: 1 - 0.1, y: 1 - 0.3))
    // (0.42, 0, 1, 1) -> (0, 0, 0.58, 1), but for the rounding of 1 - 0.42.
    let easeIn = TimingCurve.easeIn.reversed
    let easeOut = TimingCurve.easeOut
    #expect(easeIn.controlPoint1 == easeOut.controlPoint1)
    #expect(abs(easeIn.controlPoint2.x - easeOut.controlPoint2.x) <= 1e-15)
    #expect(easeIn.controlPoint2.y == easeOut.controlPoint2.y)
  }

  @Test func reversingTwiceGivesBackTheOriginal() {
    // 1 - (1 - 0.1) != 0.1 in floating point; reversing twice must still be exact.
    for curve in Self.randomCurves(count: 200) + [Self.curve(0.1, 0.2, 0.3, 0.4)] {
      let twice = curve.reversed.reversed
      #expect(twice == curve)
      #expect(twice.controlPoint1 == curve.controlPoint1)
      #expect(twice.controlPoint2 == curve.controlPoint2)
      #expect(twice.progress(at: 0.3) == curve.progress(at: 0.3))
    }
  }

  // MARK: Velocity

  @Test func velocityLimitsWhereXStopsMoving() {
    // easeOut starts with x'(0) = y'(0) = 0; the slope there is the limit y''(0) / x''(0),
    // which for control points (0, 0) and (x2, y2) is y2 / x2.
    #expect(abs(TimingCurve.easeOut.velocity(at: 0) - 1 / 0.58) <= 1e-12)
    // easeIn ends with x'(1) = y'(1) = 0: the limit is (1 - y1) / (1 - x1) = 1 / 0.58.
    #expect(abs(TimingCurve.easeIn.velocity(at: 1) - 1 / 0.58) <= 1e-12)
    // easeInOut starts flat in y but not in x: y'(0) / x'(0) = 0.
    #expect(TimingCurve.easeInOut.velocity(at: 0) == 0)
    // And the slope tends to its limit.
    #expect(abs(TimingCurve.easeOut.velocity(at: 1e-9) - 1 / 0.58) <= 1e-3)
  }

  @Test func infiniteSlopesAreCapped() {
    let cap = TimingCurve.maximumVelocity
    #expect(Self.curve(0, 1, 1, 0).velocity(at: 0) == cap)  // x'(0) = 0, y'(0) = 3
    #expect(Self.curve(0, 1, 1, 0).velocity(at: 1) == cap)  // x'(1) = 0, y'(1) = 3
    #expect(Self.curve(0, -1, 1, 2).velocity(at: 0) == -cap)
    #expect(Self.curve(1, 0, 0, 1).velocity(at: 0.5) == cap)  // x'(1/2) = 0, y'(1/2) = 3/2
    // Close to the vertical tangent the slope is huge but still bounded.
    let steep = Self.curve(1, 0, 0, 1).velocity(at: 0.5 + 1e-15)
    #expect(steep > 1e4 && steep <= cap)
  }

  // MARK: Bad input

  @Test func controlPointXIsClampedIntoTheUnitInterval() {
    let clamped = Self.curve(1.5, 0.2, -0.3, 0.8)
    let expected = Self.curve(1, 0.2, 0, 0.8)
    #expect(clamped.controlPoint1 == CGPoint(x: 1, y: 0.2))
    #expect(clamped.controlPoint2 == CGPoint(x: 0, y: 0.8))
    #expect(clamped == expected)
    #expect(clamped.hashValue == expected.hashValue)
    #expect(Set([clamped, expected]).count == 1)
    #expect(clamped.progress(at: 0.3) == expected.progress(at: 0.3))
    // Y is free: overshoot is allowed.
    #expect(Self.curve(0.3, -0.5, 0.7, 1.5).controlPoint1.y == -0.5)
  }

  @Test func nonFiniteCoordinatesFallBackToLinear() {
    let curve = Self.curve(.nan, .infinity, -.infinity, .nan)
    #expect(curve.controlPoint1 == CGPoint(x: 0, y: 0))
    #expect(curve.controlPoint2 == CGPoint(x: 1, y: 1))
    #expect(curve == .linear)
    let partly = Self.curve(0.42, .nan, .infinity, 1)
    #expect(partly == .easeIn.reversed.reversed)
    #expect(partly == Self.curve(0.42, 0, 1, 1))
  }

  @Test func hugeYIsClamped() {
    let curve = Self.curve(0.5, 1e308, 0.5, -.greatestFiniteMagnitude)
    #expect(curve.controlPoint1.y == 1e300)
    #expect(curve.controlPoint2.y == -1e300)
    for fraction in stride(from: 0.0, through: 1, by: 0.125) {
      #expect(curve.progress(at: fraction).isFinite)
      #expect(curve.velocity(at: fraction).isFinite)
    }
  }

  @Test func fractionsOutsideTheUnitIntervalAreClamped() {
    let curve = Self.curve(0.3, -0.5, 0.7, 1.5)
    #expect(curve.progress(at: .nan) == 0)
    #expect(curve.progress(at: -0.5) == 0)
    #expect(curve.progress(at: -.infinity) == 0)
    #expect(curve.progress(at: 1.5) == 1)
    #expect(curve.progress(at: .infinity) == 1)
    #expect(curve.velocity(at: .nan) == curve.velocity(at: 0))
    #expect(curve.velocity(at: -3) == curve.velocity(at: 0))
    #expect(curve.velocity(at: .infinity) == curve.velocity(at: 1))
    #expect(TimingCurve.linear.progress(at: .nan) == 0)
    #expect(TimingCurve.linear.progress(at: 2) == 1)
  }

  @Test func garbageNeverGivesNaN() {
    let values: [Double] = [
      .nan, .infinity, -.infinity, 0, 1, -0.0, 0.5, 1e-300, -1e-300, .leastNonzeroMagnitude,
      1 - 0x1p-53, 2, -7,
      .greatestFiniteMagnitude,
    ]
    var random = SplitMix(seed: 3)
    for _ in 0..<300 {
      let pick = { (random: inout SplitMix) in
        values[Int(random.next(in: 0..<Double(values.count)))]
      }
      let curve = Self.curve(pick(&random), pick(&random), pick(&random), pick(&random))
      for fraction in values {
        #expect(curve.progress(at: fraction).isFinite)
        #expect(curve.velocity(at: fraction).isFinite)
      }
    }
  }
}

/// A small, seeded generator (SplitMix64), so that the random cases are the same every run.
private struct SplitMix {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func next(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) * 0x1p-53
  }

  mutating func next(in range: Range<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) * 0x1p-53
  }
}
