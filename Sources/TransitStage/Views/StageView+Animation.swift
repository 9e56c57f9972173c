import Foundation
import Transit

extension StageView {
  /// Options for view animations, as `UIView.AnimationOptions`.
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates options from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Touches reach views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen (the stage always does).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions([])
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// For `transition(from:to:…)`: no animation.
    public static let transitionNone = AnimationOptions([])
    /// For `transition(from:to:…)`: a cross-dissolve.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)

    /// The timing curve the options choose.
    var curve: TimingCurve {
      switch (rawValue >> 16) & 0xF {
      case 1: TimingCurve(.easeIn)
      case 2: TimingCurve(.easeOut)
      case 3: TimingCurve(.linear)
      default: TimingCurve(.easeInOut)
      }
    }
  }

  /// Animates the changes a block makes to views, along a timing curve.
  ///
  /// Each changed property of a view in a window becomes a layer animation from what was
  /// on screen to the new value, starting after `delay`; the model values change at once.
  /// The completion runs when every animation has stopped, with `true` when all ran to
  /// their end. Views outside a window change without animation.
  ///
  /// ```swift
  /// StageView.animate(withDuration: 0.3, animations: { card.alpha = 0 }) { finished in
  ///   card.removeFromSuperview()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - duration: Seconds; 0 or less changes the views at once.
  ///   - delay: Seconds before the animations start.
  ///   - options: The curve and other options.
  ///   - animations: The changes.
  ///   - completion: Runs when the animations stop.
  public static func animate(
    withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    StageAnimationTransaction(
      duration: duration, delay: delay, timing: .curve(options.curve), completion: completion
    ).run(animations)
  }

  /// Animates the changes a block makes to views on a spring.
  ///
  /// UIKit does not document how it turns a duration and a damping ratio into a spring;
  /// the stage uses SwiftUI's reading, a spring of response `duration` and that damping
  /// ratio (``Spring/init(response:dampingRatio:)``), cut off at `duration`.
  ///
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - delay: Seconds before the animations start.
  ///   - dampingRatio: The damping ratio, 0…1 (1: no overshoot).
  ///   - velocity: The starting speed, in distances per second.
  ///   - options: Options (the curve is ignored).
  ///   - animations: The changes.
  ///   - completion: Runs when the animations stop.
  public static func animate(
    withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: Double,
    initialSpringVelocity velocity: Double, options: AnimationOptions = [],
    animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    let spring = Spring(response: duration, dampingRatio: dampingRatio)
    StageAnimationTransaction(
      duration: duration, delay: delay,
      timing: .spring(spring, initialVelocity: velocity.isFinite ? velocity : 0),
      completion: completion
    ).run(animations)
  }

  /// Runs a block with animations turned off, even inside an animation block.
  ///
  /// - Parameter actions: The changes.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    StageAnimationTransaction.$current.withValue(nil) {
      actions()
    }
  }

  /// Replaces one view with another in its superview, as UIKit's
  /// `transition(from:to:duration:options:completion:)`: the new view is added where the old
  /// one was, the old one removed; with `.transitionCrossDissolve` the two cross-fade first.
  ///
  /// - Parameters:
  ///   - fromView: The view to remove.
  ///   - toView: The view to add in its place.
  ///   - duration: Seconds.
  ///   - options: `.transitionCrossDissolve` or none.
  ///   - completion: Runs when the transition ends.
  public static func transition(
    from fromView: StageView, to toView: StageView, duration: Double,
    options: AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    guard let container = fromView.superview else {
      completion?(true)
      return
    }
    container.insertSubview(toView, aboveSubview: fromView)
    guard options.contains(.transitionCrossDissolve), duration > 0 else {
      fromView.removeFromSuperview()
      completion?(true)
      return
    }
    let finalAlpha = toView.alpha
    performWithoutAnimation { toView.alpha = 0 }
    animate(
      withDuration: duration, delay: 0, options: .curveEaseInOut,
      animations: { toView.alpha = finalAlpha },
      completion: { finished in
        fromView.removeFromSuperview()
        completion?(finished)
      })
  }
}
