// The per-frame callback the engine's animator core asks for: UIKit's `CADisplayLink`,
// which calls a target's selector, or the stage's display link on its window's clock.
#if TRANSIT_STAGE
  import Transit

  extension StageDisplayLink: TransitionFrameTicker {}
#elseif canImport(UIKit)
  import Transit
  import UIKit

  /// A `CADisplayLink` on the main run loop's common modes that calls a closure once per
  /// frame with the time the frame will show, for the engine's animator core. The link
  /// keeps its target, and the run loop the link, until ``invalidate()``.
  @MainActor
  final class TransitDisplayLink: TransitionFrameTicker {
    private var link: CADisplayLink?

    /// Creates a link and adds it to the main run loop.
    ///
    /// - Parameter action: What to do each frame, given the frame's target time in
    ///   `CACurrentMediaTime()`'s seconds.
    init(_ action: @escaping @MainActor (Double) -> Void) {
      let target = ClosureTarget { sender in
        if let link = sender as? CADisplayLink { action(link.targetTimestamp) }
      }
      let link = CADisplayLink(target: target, selector: ClosureTarget.selector)
      // The display's full rate (120 Hz on ProMotion), as the rest of the UI runs at.
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    /// Stops the link for good.
    func invalidate() {
      link?.invalidate()
      link = nil
    }
  }
#endif
