import Foundation
import Transit

extension StageView {
  /// Options for view animations, as `UIView.AnimationOptions` (same bits).
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
    /// Nested blocks: use this block's own duration, not the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Nested blocks: use this block's own curve (or spring), not the enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// For `transition(from:to:…)`: hide and show the views instead of removing and adding.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
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
    /// For `transition(from:to:…)`: a flip about the vertical axis, left edge first (drawn
    /// by the stage as a cross-dissolve).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// For `transition(from:to:…)`: a flip, right edge first (drawn as a cross-dissolve).
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// For `transition(from:to:…)`: a page curl upwards (drawn as a cross-dissolve).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// For `transition(from:to:…)`: a page curl downwards (drawn as a cross-dissolve).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// For `transition(from:to:…)`: a cross-dissolve.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// For `transition(from:to:…)`: a flip, top edge first (drawn as a cross-dissolve).
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// For `transition(from:to:…)`: a flip, bottom edge first (drawn as a cross-dissolve).
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The timing curve the options choose.
    var curve: TimingCurve {
      switch (rawValue >> 16) & 0xF {
      case 1: TimingCurve(.easeIn)
      case 2: TimingCurve(.easeOut)
      case 3: TimingCurve(.linear)
      default: TimingCurve(.easeInOut)
      }
    }

    /// Whether the options name a transition style other than none.
    var hasTransitionStyle: Bool { (rawValue >> 20) & 0xF != 0 }
  }

  /// Animates the changes a block makes to views, along a timing curve.
  ///
  /// Each changed property of a view in a window becomes a layer animation to the new
  /// value, starting after `delay`; the model values change at once. `center`, `frame` and
  /// `bounds` animate additively, as in UIKit since iOS 8: a second block that changes them
  /// again adds its motion to the first, and both run to their ends. Other properties
  /// (`alpha`, `transform`, `backgroundColor` …) animate from what is on screen and replace
  /// a running animation of the same property, which stops unfinished.
  ///
  /// The completion runs once every animation of the block has stopped, with `true` when
  /// all ran to their end. When the block animates nothing (a zero duration, values set to
  /// what they were) it runs on the next turn of the run loop, as UIKit documents; views
  /// outside a window change without animation, and then the completion runs at once.
  ///
  /// A block run inside another one starts with it and inherits its duration and curve,
  /// unless its options contain ``AnimationOptions/overrideInheritedDuration`` or
  /// ``AnimationOptions/overrideInheritedCurve``; its delay adds to the outer one's.
  ///
  /// ```swift
  /// StageView.animate(withDuration: 0.3, animations: { card.alpha = 0 }) { finished in
  ///   card.removeFromSuperview()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - duration: Seconds; 0, negative, NaN or infinite change the views at once.
  ///   - delay: Seconds before the animations start; negative, NaN or infinite mean 0.
  ///   - options: The curve (ease-in-ease-out by default) and other options.
  ///   - animations: The changes.
  ///   - completion: Runs when the animations stop.
  public static func animate(
    withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
    animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    StageAnimationTransaction(
      duration: duration, delay: delay, timing: .curve(options.curve),
      overridesDuration: options.contains(.overrideInheritedDuration),
      overridesTiming: options.contains(.overrideInheritedCurve), completion: completion
    ).run(animations)
  }

  /// Animates the changes a block makes to views on a spring.
  ///
  /// UIKit does not document how it turns a duration and a damping ratio into a spring;
  /// the stage uses SwiftUI's reading, a spring of response `duration` and that damping
  /// ratio (``Spring/init(response:dampingRatio:)``), cut off at `duration`, when the
  /// completion runs. Everything else is as in
  /// ``animate(withDuration:delay:options:animations:completion:)``; nested in another
  /// block, the spring gives way to the outer timing unless the options contain
  /// ``AnimationOptions/overrideInheritedCurve``.
  ///
  /// - Parameters:
  ///   - duration: Seconds; 0, negative, NaN or infinite change the views at once.
  ///   - delay: Seconds before the animations start; negative, NaN or infinite mean 0.
  ///   - dampingRatio: The damping ratio, 0…1 (1: no overshoot); NaN or infinite mean 1,
  ///     negative 0.
  ///   - velocity: The starting speed, in distances per second (1 covers the whole change
  ///     in a second); NaN or infinite mean 0.
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
      overridesDuration: options.contains(.overrideInheritedDuration),
      overridesTiming: options.contains(.overrideInheritedCurve), completion: completion
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
  /// `transition(from:to:duration:options:completion:)`.
  ///
  /// The hierarchy changes at once: `toView` takes `fromView`'s place among its superview's
  /// subviews and `fromView` leaves (with ``AnimationOptions/showHideTransitionViews``,
  /// `fromView` is hidden and `toView` shown instead). With a transition style and a
  /// positive duration, the superview then shows the change: a frozen copy of `fromView`'s
  /// look, a layer just above the new view (not a subview), fades out along the options'
  /// curve and leaves when the completion runs. The stage draws every style, flips and
  /// curls included, as this cross-dissolve.
  ///
  /// ```swift
  /// StageView.transition(from: list, to: grid, duration: 0.3, options: .transitionCrossDissolve)
  /// ```
  ///
  /// - Parameters:
  ///   - fromView: The view to remove (or hide). Without a superview, nothing changes and
  ///     the completion runs at once.
  ///   - toView: The view to put in its place (or show).
  ///   - duration: Seconds; 0, negative, NaN or infinite change at once.
  ///   - options: A transition style, a curve, ``AnimationOptions/showHideTransitionViews``.
  ///   - completion: Runs when the transition ends: after `duration`, or on the next turn of
  ///     the run loop when nothing animates (at once outside a window).
  public static func transition(
    from fromView: StageView, to toView: StageView, duration: Double,
    options: AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    guard let container = fromView.superview, fromView !== toView else {
      completion?(true)
      return
    }
    let clock = container.layer.clock
    let animates = options.hasTransitionStyle && duration.isFinite && duration > 0 && clock != nil
    let frozen = animates ? fromView.layer.presentation() : nil
    performWithoutAnimation {
      if options.contains(.showHideTransitionViews) {
        fromView.isHidden = true
        toView.isHidden = false
      } else {
        container.insertSubview(toView, aboveSubview: fromView)
        fromView.removeFromSuperview()
      }
    }
    guard let frozen else {
      if let clock {
        clock.scheduleOnNextTurn { completion?(true) }
      } else {
        completion?(true)
      }
      return
    }
    // Above whichever of the two views is higher, so that the old look covers the new.
    let sublayers = container.layer.sublayers ?? []
    let top = [toView.layer, fromView.layer]
      .filter { $0.superlayer === container.layer }
      .max { a, b in
        (sublayers.firstIndex { $0 === a } ?? 0) < (sublayers.firstIndex { $0 === b } ?? 0)
      }
    frozen.name = "transition snapshot"
    container.layer.insertSublayer(frozen, above: top)
    let fade = StageBasicAnimation(keyPath: "opacity")
    fade.fromValue = Double(frozen.opacity)
    fade.toValue = 0.0
    fade.duration = duration
    fade.timingFunction = StageMediaTimingFunction(curve: options.curve)
    // The layer and the animation hold each other until the animation leaves the layer.
    fade.stopObserver = { finished in
      frozen.removeFromSuperlayer()
      completion?(finished)
    }
    frozen.opacity = 0
    frozen.add(fade, forKey: "transition")
  }
}
