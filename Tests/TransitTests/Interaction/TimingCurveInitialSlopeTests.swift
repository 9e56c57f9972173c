import Foundation
import Testing

@testable import Transit

@Suite struct TimingCurveInitialSlopeTests {
  @Test func theFirstControlPointMovesOntoTheSlopeLine() {
    let bent = TimingCurve.easeInOut.startingWithSlope(2)
    #expect(bent.controlPoint1 == CGPoint(x: 0.42, y: 0.84))
    #expect(bent.controlPoint2 == TimingCurve.easeInOut.controlPoint2)
    #expect(abs(bent.velocity(at: 0) - 2) < 1e-9)
  }

  @Test func aSteepStartSlidesBackAlongTheLineInsteadOfOvershooting() {
    for slope in [3.0, 10, 250, 1e5] {
      let bent = TimingCurve.easeInOut.startingWithSlope(slope)
      #expect(bent.controlPoint1.y == 1)
      #expect(abs(Double(bent.controlPoint1.x) - 1 / slope) < 1e-15)
      #expect(abs(bent.velocity(at: 0) - slope) < 1e-6 * slope)
      for step in 0...100 {
        #expect((0...1).contains(bent.progress(at: Double(step) / 100)))
      }
    }
  }

  @Test func aCurveThatStartsFlatGetsAThirdOfAHandle() {
    let bent = TimingCurve.easeOut.startingWithSlope(0.9)
    #expect(abs(Double(bent.controlPoint1.x) - 1.0 / 3) < 1e-15)
    #expect(abs(bent.velocity(at: 0) - 0.9) < 1e-9)
  }

  @Test func negativeAndUnusableSlopesStartAtRest() {
    for slope in [-3.0, -.infinity, .nan, 0] {
      let bent = TimingCurve.default.startingWithSlope(slope)
      #expect(bent.controlPoint1.y == 0)
      #expect(bent.velocity(at: 0) == 0)
    }
    let steepest = TimingCurve.linear.startingWithSlope(.infinity)
    #expect(abs(steepest.velocity(at: 0) - 1e6) < 1)
  }
}
