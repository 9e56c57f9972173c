import Dispatch
import Foundation

/// Threads that help paint a frame's bands, called before the frame is recorded: a helper
/// that must first wake a sleeping core (a fraction of a millisecond on a virtual machine,
/// as long as a small frame takes to paint) does so while the tree is recorded, not while
/// the bands are painted.
///
/// A helper that arrives before the frame is ready waits for it, spinning briefly and then
/// sleeping; one that arrives after every band has been taken does nothing. ``paint(_:into:)``
/// returns only when every band taken has been painted, so no helper touches the frame
/// after it. A crew paints one frame.
final class BandCrew: @unchecked Sendable {
  /// How long a waiting helper spins before it sleeps: about as long as recording a tree
  /// of a few hundred layers takes.
  private static let spinNanoseconds: UInt64 = 2_000_000

  private let condition = NSCondition()
  // Guarded by `condition`.
  private var raster: Rasterizer?
  private var frame: UnsafeMutableRawPointer?
  private var bandCount = 0
  private var nextBand = 0
  /// Bands taken and not yet painted.
  private var painting = 0
  /// Set when the frame is painted or there is none: helpers leave.
  private var isClosed = false

  /// Calls `helpers` threads, which wait for ``paint(_:into:)``.
  init(helpers: Int) {
    for _ in 0..<helpers {
      DispatchQueue.global(qos: .userInitiated).async { self.help() }
    }
  }

  /// Paints a frame on the calling thread and every helper that comes: each takes the next
  /// band not yet taken, top to bottom, so one that starts late or is interrupted leaves
  /// its bands to the others. Returns when every band is painted.
  func paint(_ raster: Rasterizer, into frame: UnsafeMutableRawPointer) {
    condition.lock()
    self.raster = raster
    self.frame = frame
    bandCount = raster.bandCount
    condition.broadcast()
    condition.unlock()
    raster.paintBands(into: frame) { take(finishing: $0) }
    condition.lock()
    while painting > 0 { condition.wait() }
    isClosed = true
    condition.unlock()
  }

  /// Sends the helpers away without a frame.
  func dismiss() {
    condition.lock()
    isClosed = true
    condition.broadcast()
    condition.unlock()
  }

  /// Notes that the band taken before is painted (`finishing`), then hands out the next
  /// band, or `nil` when none is left.
  private func take(finishing: Bool) -> Int? {
    condition.lock()
    defer { condition.unlock() }
    if finishing {
      painting -= 1
      if painting == 0 { condition.broadcast() }
    }
    guard !isClosed, raster != nil, nextBand < bandCount else { return nil }
    nextBand += 1
    painting += 1
    return nextBand - 1
  }

  /// A helper's work: wait for the frame, then paint bands while there are any.
  private func help() {
    let deadline = DispatchTime.now().uptimeNanoseconds + Self.spinNanoseconds
    condition.lock()
    while raster == nil, !isClosed {
      if DispatchTime.now().uptimeNanoseconds < deadline {
        condition.unlock()
        sched_yield()
        condition.lock()
      } else {
        condition.wait()
      }
    }
    let (raster, frame) = (raster, frame)
    condition.unlock()
    guard let raster, let frame else { return }
    raster.paintBands(into: frame) { take(finishing: $0) }
  }
}
