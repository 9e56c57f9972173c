import StageKit
import Transit

extension StageAnimation {
  /// The stage animation an exported track becomes, held at both ends until Transit
  /// removes it: a keyframe or spring animation with the description's values and
  /// duration; its media timing is set by whoever adds it.
  ///
  /// - Parameter exported: The description.
  /// - Returns: The animation.
  static func transit(_ exported: LayerAnimation) -> StageAnimation {
    let animation: StageAnimation
    switch exported.content {
    case .keyframes(let values, let keyTimes, let curves):
      let keyframes = StageKeyframeAnimation(keyPath: exported.keyPath)
      keyframes.values = values
      keyframes.keyTimes = keyTimes
      keyframes.timingFunctions = curves.map { StageMediaTimingFunction(curve: $0) }
      animation = keyframes
    case .spring(let from, let to, let mass, let stiffness, let damping, let velocity):
      let spring = StageSpringAnimation(keyPath: exported.keyPath)
      spring.fromValue = from
      spring.toValue = to
      spring.mass = mass
      spring.stiffness = stiffness
      spring.damping = damping
      spring.initialVelocity = velocity
      animation = spring
    }
    animation.duration = exported.duration
    animation.fillMode = .both
    animation.isRemovedOnCompletion = false
    return animation
  }
}
