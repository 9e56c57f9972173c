import Foundation
import Transit

// Its own import besides the target's CoreGraphicsImport.swift: Swift requires one in a file
// whose public declarations use CoreGraphics' conformances or constants.
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The twin of `UITimingCurveProvider`: the pacing a property animator runs with, a cubic
/// curve or a spring.
public protocol StageTimingCurveProvider: Sendable {
  /// The cubic curve, when the pacing is one.
  var cubicTimingParameters: StageCubicTimingParameters? { get }
  /// The spring, when the pacing is one.
  var springTimingParameters: StageSpringTimingParameters? { get }
}

extension StageTimingCurveProvider {
  /// The pacing, as the stage's animation transaction runs it: the spring if there is
  /// one, else the cubic curve, else UIKit's default ease in and out.
  func stageTiming(duration: Double) -> StageAnimationTransaction.Timing {
    if let spring = springTimingParameters { return spring.timing(duration: duration) }
    return .curve(cubicTimingParameters?.curve ?? TimingCurve(.easeInOut))
  }
}

/// The twin of `UICubicTimingParameters`: one of UIKit's curves or a cubic Bézier curve.
///
/// ```swift
/// let animator = StageViewPropertyAnimator(
///   duration: 0.3, timingParameters: StageCubicTimingParameters(animationCurve: .easeOut))
/// ```
public struct StageCubicTimingParameters: StageTimingCurveProvider, Sendable {
  /// The curve.
  public let curve: TimingCurve

  /// The default curve, ease in and out.
  public init() {
    curve = TimingCurve(.easeInOut)
  }

  /// One of UIKit's curves.
  ///
  /// - Parameter curve: The curve.
  public init(animationCurve curve: TimingCurve.AnimationCurve) {
    self.curve = TimingCurve(curve)
  }

  /// A cubic Bézier curve through two control points.
  ///
  /// - Parameters:
  ///   - point1: The first control point.
  ///   - point2: The second control point.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    curve = TimingCurve(controlPoint1: point1, controlPoint2: point2)
  }

  /// The curve's first control point, as `UICubicTimingParameters.controlPoint1`.
  public var controlPoint1: CGPoint { curve.controlPoint1 }
  /// The curve's second control point, as `UICubicTimingParameters.controlPoint2`.
  public var controlPoint2: CGPoint { curve.controlPoint2 }

  /// Itself.
  public var cubicTimingParameters: StageCubicTimingParameters? { self }
  /// None.
  public var springTimingParameters: StageSpringTimingParameters? { nil }
}

/// The twin of `UISpringTimingParameters`: a spring by damping ratio (settling in the
/// animator's duration) or by mass, stiffness and damping, with an initial velocity.
///
/// The velocity is in UIKit's unit, the fraction of the animated distance per second; its
/// `dx` is used, as UIKit uses it for one-dimensional properties.
public struct StageSpringTimingParameters: StageTimingCurveProvider, Sendable {
  private enum Kind: Sendable {
    case ratio(Double)
    case physics(mass: Double, stiffness: Double, damping: Double)
  }
  private let kind: Kind
  /// The initial velocity.
  public let initialVelocity: CGVector

  /// A critically damped spring, as UIKit's default.
  public init() {
    self.init(dampingRatio: 1)
  }

  /// A spring of a damping ratio.
  ///
  /// - Parameters:
  ///   - ratio: The damping ratio; negative or non-finite means 1.
  ///   - velocity: The initial velocity.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = .zero) {
    let ratio = Double(ratio)
    kind = .ratio(ratio.isFinite && ratio >= 0 ? ratio : 1)
    initialVelocity = velocity
  }

  /// A spring of a mass, stiffness and damping.
  ///
  /// - Parameters:
  ///   - mass: The mass.
  ///   - stiffness: The stiffness.
  ///   - damping: The damping.
  ///   - velocity: The initial velocity.
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    kind = .physics(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
    initialVelocity = velocity
  }

  /// None.
  public var cubicTimingParameters: StageCubicTimingParameters? { nil }
  /// Itself.
  public var springTimingParameters: StageSpringTimingParameters? { self }

  /// The spring as the transaction's timing; a damping-ratio spring's response is the
  /// animator's duration.
  func timing(duration: Double) -> StageAnimationTransaction.Timing {
    let spring: Spring
    switch kind {
    case .ratio(let ratio): spring = Spring(response: max(duration, 1e-3), dampingRatio: ratio)
    case .physics(let mass, let stiffness, let damping):
      spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
    }
    return .spring(spring, initialVelocity: Double(initialVelocity.dx))
  }
}
