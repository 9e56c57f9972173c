#if canImport(UIKit)
  import Transit
  import UIKit

  /// A `CADisplayLink` that calls a closure once per frame with the time the frame will
  /// show, for the engine's animator core; the link's target, since a display link takes a
  /// target and a selector.
  ///
  /// The display link retains its target, and the run loop retains the link, until
  /// ``invalidate()``.
  @MainActor
  final class TransitDisplayLink: NSObject, TransitionFrameTicker {
    private var action: (@MainActor (Double) -> Void)?
    private var link: CADisplayLink?

    /// Creates a link and adds it to the main run loop.
    ///
    /// - Parameter action: What to do each frame, given the frame's target time in
    ///   `CACurrentMediaTime()`'s seconds.
    init(_ action: @escaping @MainActor (Double) -> Void) {
      self.action = action
      super.init()
      let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
      // The display's full rate (120 Hz on ProMotion), as the rest of the UI runs at.
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    @objc private func tick(_ link: CADisplayLink) {
      action?(link.targetTimestamp)
    }

    /// Stops the link for good.
    func invalidate() {
      action = nil
      link?.invalidate()
      link = nil
    }
  }
#endif
