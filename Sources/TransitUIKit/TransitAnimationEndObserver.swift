#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import QuartzCore
  #endif
  import Transit

  /// The delegate of a transition's end marker: it passes the marker's stop on to the
  /// engine, once. Core Animation keeps its delegate alive until the animation is gone.
  @MainActor
  final class TransitAnimationEndObserver: NSObject, @preconcurrency CAAnimationDelegate {
    private var didStop: (@MainActor (Bool) -> Void)?

    /// Creates an observer.
    ///
    /// - Parameter didStop: What to do when the marker stops, given whether it finished.
    init(_ didStop: @escaping @MainActor (Bool) -> Void) {
      self.didStop = didStop
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
      let action = didStop
      didStop = nil
      action?(flag)
    }
  }
#endif
