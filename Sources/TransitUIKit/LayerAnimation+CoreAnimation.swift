#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import QuartzCore
  #endif
  import Transit

  extension LayerAnimation {
    /// The Core Animation animation the description becomes — a `CAKeyframeAnimation` or a
    /// `CASpringAnimation` with its values and duration — held at both ends until Transit
    /// removes it; its media timing is set by whoever adds it. On the main actor, where
    /// the host adds its animations (the stage's twins are main-actor classes).
    @MainActor func makeCoreAnimation() -> CAPropertyAnimation {
      makeCoreAnimation(
        keyTimes: { $0.map { NSNumber(value: $0) } },
        timingFunctions: { $0.map(\.coreAnimationTimingFunction) })
    }

    /// The animation, its boxed key times and timing functions made by the functions given
    /// (which may hand out arrays made before for equal ones: `CoreAnimationFactory`).
    @MainActor func makeCoreAnimation(
      keyTimes boxKeyTimes: ([Double]) -> [NSNumber],
      timingFunctions makeTimingFunctions: ([TimingCurve]) -> [CAMediaTimingFunction]
    ) -> CAPropertyAnimation {
      let animation: CAPropertyAnimation
      switch content {
      case .keyframes(let values, let keyTimes, let curves):
        let keyframes = CAKeyframeAnimation(keyPath: keyPath)
        keyframes.values = values.map(\.coreAnimationValue)
        keyframes.keyTimes = boxKeyTimes(keyTimes)
        keyframes.timingFunctions = makeTimingFunctions(curves)
        keyframes.calculationMode = .linear
        animation = keyframes
      case .spring(let from, let to, let mass, let stiffness, let damping, let velocity):
        let spring = CASpringAnimation(keyPath: keyPath)
        spring.fromValue = from.coreAnimationValue
        spring.toValue = to.coreAnimationValue
        spring.mass = CGFloat(mass)
        spring.stiffness = CGFloat(stiffness)
        spring.damping = CGFloat(damping)
        spring.initialVelocity = CGFloat(velocity)
        spring.timingFunction = CAMediaTimingFunction(name: .linear)
        animation = spring
      }
      animation.duration = duration
      animation.fillMode = .both
      animation.isRemovedOnCompletion = false
      return animation
    }
  }

  extension TimingCurve {
    /// The `CAMediaTimingFunction` of the curve's control points.
    var coreAnimationTimingFunction: CAMediaTimingFunction {
      CAMediaTimingFunction(
        controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
        Float(controlPoint2.x), Float(controlPoint2.y))
    }
  }
#endif
