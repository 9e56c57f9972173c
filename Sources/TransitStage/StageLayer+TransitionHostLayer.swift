import Foundation
import StageKit
import Transit

// The stage's layers are what the engine's player animates: Core Animation's members are
// `StageLayer`'s own; the stage adds its animation, marker and mask classes.

extension StageLayer: TransitionHostLayer {
  /// Its `transform`, which is the engine's type already.
  public var transitTransform: Transform3D {
    get { transform }
    set { transform = newValue }
  }

  /// The stage animation for one of the timeline's: keyframes or a spring.
  ///
  /// - Parameter exported: The description.
  /// - Returns: The animation.
  public static func transitAnimation(_ exported: LayerAnimation) -> StageAnimation {
    StageAnimation.transit(exported)
  }

  /// A `StageBasicAnimation` from 0 to 1 whose delegate hears it stop.
  ///
  /// - Parameters:
  ///   - keyPath: The key it animates.
  ///   - didStop: What to do when it stops.
  /// - Returns: The marker.
  public static func transitEndMarker(
    keyPath: String, didStop: @escaping @MainActor (Bool) -> Void
  ) -> StageAnimation {
    let marker = StageBasicAnimation(keyPath: keyPath)
    marker.fromValue = 0.0
    marker.toValue = 1.0
    marker.delegate = StageAnimationEndObserver(didStop)
    return marker
  }

  /// A `StageShapeLayer` filled with a rectangle.
  ///
  /// - Parameter bounds: The rectangle.
  /// - Returns: The mask.
  public static func transitRectangleMask(_ bounds: CGRect) -> StageLayer {
    let mask = StageShapeLayer()
    mask.frame = bounds
    mask.path = .rect(bounds)
    return mask
  }

  /// Sets a model value (`setModelValue(_:forKeyPath:)`).
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - keyPath: The key path.
  public func setTransitModelValue(_ value: AnimationValue, forKeyPath keyPath: String) {
    setModelValue(value, forKeyPath: keyPath)
  }

  /// Makes the changes: the stage's layers have no implicit animations.
  ///
  /// - Parameter changes: The changes.
  /// - Returns: What they return.
  public static func withoutImplicitAnimations<Result>(_ changes: () -> Result) -> Result {
    changes()
  }
}

extension StageAnimation: TransitionHostAnimation {}
