import Foundation
import Transit

// A scroll view following its pan, and its content's motion after the finger lifts, on
// the window's clock.

extension StageScrollView {
  /// UIKit's rubber-band constant: past an edge the content moves
  /// `(1 − 1 / (x·c / d + 1))·d` for a finger `x` past it, `d` the view's length.
  static let rubberBand: Double = 0.55

  /// A finger came down on the content: it stops where it is.
  func fingerWentDown() {
    guard motion != nil else { return }
    endMotion(at: contentOffset)
  }

  /// One action of the pan.
  func follow(_ pan: StagePanGestureRecognizer) {
    let translation = pan.translation(in: self)
    switch pan.state {
    case .began:
      endMotion(at: contentOffset)
      isDragging = true
      drag = (translation, contentOffset, contentOffset)
      delegate?.scrollViewWillBeginDragging(self)
    case .changed:
      guard var current = drag else { return }
      // Someone else moved the content (a sheet pinning it at the top): drag from there.
      if contentOffset != current.applied { current.unbounded = contentOffset }
      if scrollsHorizontally { current.unbounded.x -= translation.x - current.translation.x }
      if scrollsVertically { current.unbounded.y -= translation.y - current.translation.y }
      current.translation = translation
      current.applied = banded(current.unbounded)
      drag = current
      contentOffset = current.applied
    case .ended, .cancelled:
      guard drag != nil else { return }
      drag = nil
      isDragging = false
      let velocity = pan.state == .ended ? pan.velocity(in: self) : .zero
      release(velocity: CGPoint(x: -velocity.x, y: -velocity.y))
    default:
      break
    }
  }

  /// Where the finger's unbounded offset shows the content: inside the edges as it is,
  /// past them rubber-banded (or stopped at the edge, without ``bounces``).
  func banded(_ unbounded: CGPoint) -> CGPoint {
    let low = minimumContentOffset
    let high = maximumContentOffset
    return CGPoint(
      x: Self.band(unbounded.x, low: low.x, high: high.x, length: bounds.width, bounces: bounces),
      y: Self.band(unbounded.y, low: low.y, high: high.y, length: bounds.height, bounces: bounces))
  }

  static func band(
    _ value: CGFloat, low: CGFloat, high: CGFloat, length: CGFloat, bounces: Bool
  ) -> CGFloat {
    guard value < low || value > high else { return value }
    let edge = value < low ? low : high
    guard bounces, length > 0 else { return edge }
    let past = Double(abs(value - edge))
    let shown = (1 - 1 / (past * rubberBand / Double(length) + 1)) * Double(length)
    return edge + CGFloat(value < low ? -shown : shown)
  }

  /// The finger lifted: the content decelerates, springs back inside its edges, or stops.
  private func release(velocity: CGPoint) {
    let low = minimumContentOffset
    let high = maximumContentOffset
    let offset = contentOffset
    let rate = decelerationRate.rawValue
    let x =
      scrollsHorizontally
      ? StageScrollMotion.axis(
        from: Double(offset.x), velocity: Double(velocity.x), low: Double(low.x),
        high: Double(high.x), rate: rate) : StageScrollMotion.still(at: Double(offset.x))
    let y =
      scrollsVertically
      ? StageScrollMotion.axis(
        from: Double(offset.y), velocity: Double(velocity.y), low: Double(low.y),
        high: Double(high.y), rate: rate) : StageScrollMotion.still(at: Double(offset.y))
    guard let clock = window?.clock, max(x.duration, y.duration) > 0 else {
      delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
      return
    }
    let motion = StageScrollMotion(start: clock.now, x: x, y: y)
    self.motion = motion
    isDecelerating = true
    delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
    // A display link moves the content at every time the clock stands at; the scheduled
    // end makes `runUntilIdle` reach it.
    let link = StageDisplayLink(clock: clock) { [weak self] link in
      guard let self else {
        link.invalidate()
        return
      }
      self.step(link.timestamp)
    }
    motionLink = link
    clock.schedule(at: motion.start + motion.duration) { [weak self] in
      self?.step(clock.now)
    }
  }

  /// Moves the content to where its motion is at a time, ending it at its end.
  private func step(_ time: Double) {
    guard let motion else { return }
    if time >= motion.start + motion.duration {
      endMotion(at: motion.offset(at: motion.start + motion.duration))
      delegate?.scrollViewDidEndDecelerating(self)
    } else {
      contentOffset = motion.offset(at: time)
    }
  }

  /// Stops the content's own motion, leaving it at an offset.
  func endMotion(at offset: CGPoint) {
    motionLink?.invalidate()
    motionLink = nil
    let wasMoving = motion != nil
    motion = nil
    isDecelerating = false
    if wasMoving { contentOffset = offset }
  }
}
