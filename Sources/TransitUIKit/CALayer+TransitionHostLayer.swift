#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import QuartzCore
  #endif
  import Transit

  // Core Animation's layers are what the engine's player animates: the members it asks for
  // are `CALayer`'s own; UIKit's host adds its animation, marker and mask classes.

  extension CALayer: TransitionHostLayer {
    /// Its `transform`, as the engine's type.
    public var transitTransform: Transform3D {
      get { Transform3D(caTransform3D: transform) }
      set { transform = CATransform3D(newValue) }
    }

    /// The `CAKeyframeAnimation` or `CASpringAnimation` for one of the timeline's.
    ///
    /// - Parameter exported: The description.
    /// - Returns: The animation.
    public static func transitAnimation(_ exported: LayerAnimation) -> CAAnimation {
      exported.makeCoreAnimation()
    }

    /// The animations for a timeline's descriptions: one for descriptions that differ only
    /// in their node, and one array of timing functions and of key times for keyframes that
    /// share them (`CoreAnimationFactory`).
    ///
    /// - Parameter exported: The descriptions.
    /// - Returns: An animation for each, shared between equal ones.
    public static func transitAnimations(_ exported: [LayerAnimation]) -> [CAAnimation] {
      var factory = CoreAnimationFactory()
      return exported.map { factory.animation(for: $0) }
    }

    /// A `CABasicAnimation` from 0 to 1 whose delegate hears it stop.
    ///
    /// - Parameters:
    ///   - keyPath: The key it animates.
    ///   - didStop: What to do when it stops.
    /// - Returns: The marker.
    public static func transitEndMarker(
      keyPath: String, didStop: @escaping @MainActor (Bool) -> Void
    ) -> CAAnimation {
      let marker = CABasicAnimation(keyPath: keyPath)
      marker.fromValue = 0.0
      marker.toValue = 1.0
      marker.delegate = TransitAnimationEndObserver(didStop)
      return marker
    }

    /// A `CAShapeLayer` filled with a rectangle.
    ///
    /// - Parameter bounds: The rectangle.
    /// - Returns: The mask.
    public static func transitRectangleMask(_ bounds: CGRect) -> CALayer {
      let mask = CAShapeLayer()
      mask.frame = bounds
      mask.path = Shape.rect(bounds).cgPath
      return mask
    }

    /// Sets a model value through key-value coding.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - keyPath: The key path.
    public func setTransitModelValue(_ value: AnimationValue, forKeyPath keyPath: String) {
      setValue(value.coreAnimationValue, forKeyPath: keyPath)
    }

    /// Makes the changes in a transaction with actions disabled.
    ///
    /// - Parameter changes: The changes.
    /// - Returns: What they return.
    public static func withoutImplicitAnimations<Result>(_ changes: () -> Result) -> Result {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      defer { CATransaction.commit() }
      return changes()
    }
  }

  extension CAAnimation: TransitionHostAnimation {}
#endif
