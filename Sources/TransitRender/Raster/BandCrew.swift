import Foundation

/// Threads that help paint frames, kept from frame to frame: a ``StageRenderer`` that draws
/// on several threads owns one crew, started with its first such frame and stopped
/// (``stop()``) when the renderer is released or its thread count changes. The helpers
/// hold the crew, not the renderer; a stopped crew's helpers end when they next wake.
///
/// A frame goes in two steps. ``begin(_:width:height:backdrop:)`` wakes the helpers before
/// the tree is recorded: waking a core that has gone idle takes tens of microseconds on a
/// virtual machine (longer when its host is busy), so it is paid while the calling thread
/// records rather than after. While waiting for the recording, the helpers fill the
/// backdrop of the frame's bottom bands, painting's first step, which needs no recording
/// and is bound by memory (a frame that other work has pushed out of the cache comes back
/// in that pass). ``paint(_:into:)`` then shares the bands: the calling thread takes them
/// from the top, the helpers from the bottom, where the backdrops they filled are, each the
/// next band not yet taken, so a helper that starts late or is interrupted leaves its bands
/// to the others. It returns only when every band taken has been painted, so no helper
/// touches a frame after it, and a helper that wakes after its frame is done finds nothing
/// to take.
///
/// A woken helper may be placed on the calling thread's own core (when the scheduler judges
/// the others busy, as it often does just after a frame's caller has woken), where it would
/// only take turns with the caller: it looks when it wakes and before each backdrop it
/// fills, and moves to the other cores (``CorePlacement``), once a frame. Where that cannot
/// be done, it yields after each backdrop it fills, which leaves a shared core to the
/// recording. While it waits for the recording it yields, up to ``spinNanoseconds``, then
/// sleeps.
final class BandCrew: @unchecked Sendable {
  /// A band's backdrop, as the helpers fill it ahead of the painting.
  private enum Backdrop {
    case unfilled, filling, filled
  }

  /// How long a helper waits for the recording, yielding, before it sleeps: about as long
  /// as recording a tree of a few hundred layers takes.
  private static let spinNanoseconds: UInt64 = 2_000_000

  /// The number of helper threads.
  let helperCount: Int

  private let condition = NSCondition()
  // Guarded by `condition`.
  /// Frames begun so far: a helper works only on the frame it woke for.
  private var generation = 0
  private var frame: UnsafeMutableRawPointer?
  private var width = 0
  private var height = 0
  private var backdropPixel: UInt32 = 0
  /// Set by ``paint(_:into:)`` once the frame is recorded.
  private var raster: Rasterizer?
  /// The bands not yet taken for painting, `top..<bottom`.
  private var top = 0
  private var bottom = 0
  /// The next band whose backdrop a helper fills ahead, going up, and the highest one that
  /// may be filled so: the helpers' share of the frame, which they mostly paint themselves.
  private var nextBackdrop = 0
  private var lastBackdrop = 0
  private var backdrops: [Backdrop] = []
  /// Bands taken and not yet painted.
  private var painting = 0
  /// Set by ``stop()``: helpers leave.
  private var isStopped = false
  /// The core the calling thread ran on when it last took a band or began the frame.
  private var callerCore: Int?

  /// Tells the calling thread's core; `nil` where the system does not.
  private let placement = CorePlacement()

  /// Starts `helpers` threads, which sleep until a frame begins.
  init(helpers: Int) {
    helperCount = helpers
    for index in 0..<helpers {
      let thread = Thread { [self] in work() }
      thread.name = "TransitRender band helper \(index + 1)"
      thread.start()
    }
  }

  /// Starts a frame: wakes the helpers, which fill the backdrop of its bottom bands while
  /// the caller records the tree. ``paint(_:into:)`` must follow, for the same frame.
  ///
  /// - Parameters:
  ///   - frame: `width × height` pixels, four bytes each.
  ///   - width: The frame's width in pixels.
  ///   - height: The frame's height in pixels.
  ///   - backdrop: The backdrop pixel, premultiplied and packed.
  func begin(_ frame: UnsafeMutableRawPointer, width: Int, height: Int, backdrop: UInt32) {
    condition.lock()
    callerCore = placement?.current()
    generation += 1
    self.frame = frame
    self.width = width
    self.height = height
    backdropPixel = backdrop
    raster = nil
    let bandCount = (height + Rasterizer.bandHeight - 1) / Rasterizer.bandHeight
    top = 0
    bottom = bandCount
    nextBackdrop = bandCount - 1
    lastBackdrop = bandCount - bandCount * helperCount / (helperCount + 1)
    backdrops = [Backdrop](repeating: .unfilled, count: bandCount)
    painting = 0
    condition.broadcast()
    condition.unlock()
  }

  /// Paints the frame begun last, recorded as `raster`, on the calling thread and every
  /// helper that is awake; returns when every band is painted.
  func paint(_ raster: Rasterizer, into frame: UnsafeMutableRawPointer) {
    condition.lock()
    callerCore = placement?.current()
    self.raster = raster
    let current = generation
    condition.broadcast()
    condition.unlock()
    raster.paintBands(into: frame) { take(finishing: $0, fromTop: true, of: current) }
    condition.lock()
    while painting > 0 { condition.wait() }
    self.raster = nil
    self.frame = nil
    condition.unlock()
  }

  /// Ends the helpers: each leaves when it next wakes, after the band it is painting.
  func stop() {
    condition.lock()
    isStopped = true
    condition.broadcast()
    condition.unlock()
  }

  /// Notes that the band taken before is painted (`finishing`), then hands out the next
  /// band of frame `generation`, from the top or the bottom, once no helper is filling its
  /// backdrop, and whether one has; `nil` when none is left.
  private func take(finishing: Bool, fromTop: Bool, of generation: Int) -> (
    index: Int, backdropFilled: Bool
  )? {
    condition.lock()
    defer { condition.unlock() }
    if finishing {
      painting -= 1
      if painting == 0 { condition.broadcast() }
    }
    guard generation == self.generation, raster != nil, top < bottom else { return nil }
    if fromTop { callerCore = placement?.current() }
    let band: Int
    if fromTop {
      band = top
      top += 1
    } else {
      bottom -= 1
      band = bottom
    }
    painting += 1
    while backdrops[band] == .filling { condition.wait() }
    return (band, backdrops[band] == .filled)
  }

  /// A helper's life: sleep until a frame begins; fill backdrops ahead while it is
  /// recorded, then paint bands while there are any; again until stopped.
  private func work() {
    // The helper's own cores, to move it off the caller's.
    let mover = CorePlacement()
    var seen = 0
    condition.lock()
    while true {
      while generation == seen, !isStopped { condition.wait() }
      if isStopped { break }
      seen = generation
      let deadline = DispatchTime.now().uptimeNanoseconds + Self.spinNanoseconds
      var hasMoved = false
      while generation == seen, !isStopped, let frame {
        if !hasMoved, let mover, let core = mover.current(), core == callerCore {
          hasMoved = true
          _ = mover.leave(core)
          continue
        }
        if let raster {
          condition.unlock()
          raster.paintBands(into: frame) { take(finishing: $0, fromTop: false, of: seen) }
          condition.lock()
          break
        }
        guard nextBackdrop >= lastBackdrop, nextBackdrop < bottom else {
          // Nothing left to fill ahead: wait for the recording.
          if DispatchTime.now().uptimeNanoseconds < deadline {
            condition.unlock()
            sched_yield()
            condition.lock()
          } else {
            condition.wait()
          }
          continue
        }
        let band = nextBackdrop
        nextBackdrop -= 1
        backdrops[band] = .filling
        let first = band * Rasterizer.bandHeight
        let start = frame + first * width * 4
        let count = min(Rasterizer.bandHeight, height - first) * width
        let pixel = backdropPixel
        condition.unlock()
        PixelMemory.fill(start, with: pixel, count: count)
        // A helper that cannot tell its core may share the caller's: it leaves that core to
        // the recording.
        if mover == nil { sched_yield() }
        condition.lock()
        backdrops[band] = .filled
        condition.broadcast()
      }
    }
    condition.unlock()
  }
}
