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
      let animation: CAPropertyAnimation
      switch content {
      case .keyframes(let values, let keyTimes, let curves):
        let keyframes = CAKeyframeAnimation(keyPath: keyPath)
        keyframes.values = values.map(\.coreAnimationValue)
        keyframes.keyTimes = keyTimes.map { NSNumber(value: $0) }
        keyframes.timingFunctions = curves.map { curve in
          CAMediaTimingFunction(
            controlPoints: Float(curve.controlPoint1.x), Float(curve.controlPoint1.y),
            Float(curve.controlPoint2.x), Float(curve.controlPoint2.y))
        }
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
#endif
