import Dispatch
import Foundation
import TransitRender

/// Encodes and writes the gallery's cards on other threads while the main actor records
/// the next ones: a few cards at most in flight, and at most a budget of frame bytes
/// (one card is let through whatever its size), so memory stays bounded at any scale.
///
/// A card's files depend on its frames alone, so they are the same bytes whatever thread
/// writes them and in whatever order; cards are reported finished in the order they were
/// handed over.
final class GalleryCardWriter: @unchecked Sendable {
  /// What one card writes: its animation and its frame strip.
  struct Files: Sendable {
    /// The card's index in page order, and its item for errors.
    var index: Int
    var item: String
    /// The animation's frames, each with its delay.
    var frames: [APNGFrame]
    /// The strip's frames, which may be some of the animation's or others.
    var stripFrames: [Bitmap]
    /// Where the animation and the strip go.
    var animation: URL
    var strip: URL
  }

  private let queue = DispatchQueue(
    label: "transit.gallery.writer", qos: .userInitiated, attributes: .concurrent)
  private let group = DispatchGroup()
  private let limit: Int
  private let byteBudget: Int
  private let condition = NSCondition()
  /// Guarded by `condition`: the cards and frame bytes in flight, which cards are written,
  /// and the failures by card index.
  private var inFlight = 0
  private var bytesInFlight = 0
  private var written: Set<Int> = []
  private var failures: [Int: GalleryBuilder.Failure] = [:]

  /// A writer with at most `limit` cards and `byteBudget` bytes of frames being encoded
  /// at once.
  init(limit: Int, byteBudget: Int = 192 << 20) {
    self.limit = max(1, limit)
    self.byteBudget = byteBudget
  }

  /// Hands a card over, waiting first while the cards in flight fill the limit or the
  /// budget.
  func write(_ files: Files) {
    // A strip taken from the animation shares its pixels, so this may count them twice:
    // the budget errs on the safe side.
    let bytes =
      files.frames.reduce(0) { $0 + $1.image.premultipliedRGBA.count }
      + files.stripFrames.reduce(0) { $0 + $1.premultipliedRGBA.count }
    condition.lock()
    while inFlight > 0 && (inFlight >= limit || bytesInFlight + bytes > byteBudget) {
      condition.wait()
    }
    inFlight += 1
    bytesInFlight += bytes
    condition.unlock()
    // The animation and the strip are encoded as two tasks, so that the last cards'
    // work, done when nothing is left to record, still spreads over the cores.
    let parts = Parts()
    let encodings: [@Sendable () throws -> Void] = [
      {
        // Runs only (zlib's Z_RLE): as fast as level 1, where level 6 took twice the
        // time, and on these filtered screens smaller than level 1 by a third (the
        // animations) or within 6 % of level 6 (the strips). The pixels are the same.
        try AtomicFile.writeMakingDirectory(
          APNGEncoder(strategy: .runLength).encode(files.frames), to: files.animation)
      },
      {
        try AtomicFile.writeMakingDirectory(
          SpriteStrip.png(of: files.stripFrames, strategy: .runLength), to: files.strip)
      },
    ]
    for (part, encode) in encodings.enumerated() {
      queue.async(group: group) { [self] in
        var failure: GalleryBuilder.Failure?
        do {
          try encode()
        } catch {
          failure = GalleryBuilder.Failure(
            item: files.item, reason: TransitCommandLine.oneLine(error))
        }
        condition.lock()
        defer { condition.unlock() }
        parts.failures[part] = failure
        parts.remaining -= 1
        guard parts.remaining == 0 else { return }
        // The card is done: the animation's failure first, as when they ran in turn.
        written.insert(files.index)
        if let failure = parts.failures.compactMap({ $0 }).first {
          failures[files.index] = failure
        }
        inFlight -= 1
        bytesInFlight -= bytes
        condition.broadcast()
      }
    }
  }

  /// What a card's two tasks share, guarded by the writer's `condition`: how many are
  /// still running, and each one's failure.
  private final class Parts: @unchecked Sendable {
    var remaining = 2
    var failures: [GalleryBuilder.Failure?] = [nil, nil]
  }

  /// How many cards from the first are written, with none missing between.
  func writtenPrefix(from start: Int) -> Int {
    condition.withLock {
      var end = start
      while written.contains(end) { end += 1 }
      return end
    }
  }

  /// Whether a card has failed.
  var hasFailed: Bool { condition.withLock { !failures.isEmpty } }

  /// Waits for every card handed over.
  ///
  /// - Throws: The failure of the first card, in page order, that could not be written.
  func finish() throws {
    group.wait()
    if let first = condition.withLock({ failures.min { $0.key < $1.key }?.value }) {
      throw first
    }
  }
}
