import Dispatch
import Foundation
import TransitRender

/// Encodes and writes the gallery's cards on other threads while the main actor records
/// the next ones: a few cards at most in flight, so memory stays bounded.
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
    /// The frames, each with its delay.
    var frames: [APNGFrame]
    /// Where the animation and the strip go.
    var animation: URL
    var strip: URL
  }

  private let queue = DispatchQueue(
    label: "transit.gallery.writer", qos: .userInitiated, attributes: .concurrent)
  private let group = DispatchGroup()
  private let slots: DispatchSemaphore
  private let lock = NSLock()
  /// Guarded by `lock`: which cards are written, and the failures by card index.
  private var written: Set<Int> = []
  private var failures: [Int: GalleryBuilder.Failure] = [:]

  /// A writer with at most `limit` cards being encoded at once.
  init(limit: Int) {
    slots = DispatchSemaphore(value: max(1, limit))
  }

  /// Hands a card over, waiting first while `limit` cards are in flight.
  func write(_ files: Files) {
    slots.wait()
    queue.async(group: group) { [self] in
      defer { slots.signal() }
      var failure: GalleryBuilder.Failure?
      do {
        try AtomicFile.writeMakingDirectory(APNGEncoder().encode(files.frames), to: files.animation)
        try AtomicFile.writeMakingDirectory(
          SpriteStrip.png(of: files.frames.map(\.image)), to: files.strip)
      } catch {
        failure = GalleryBuilder.Failure(
          item: files.item, reason: TransitCommandLine.oneLine(error))
      }
      lock.withLock {
        written.insert(files.index)
        if let failure { failures[files.index] = failure }
      }
    }
  }

  /// How many cards from the first are written, with none missing between.
  func writtenPrefix(from start: Int) -> Int {
    lock.withLock {
      var end = start
      while written.contains(end) { end += 1 }
      return end
    }
  }

  /// Whether a card has failed.
  var hasFailed: Bool { lock.withLock { !failures.isEmpty } }

  /// Waits for every card handed over.
  ///
  /// - Throws: The failure of the first card, in page order, that could not be written.
  func finish() throws {
    group.wait()
    if let first = lock.withLock({ failures.min { $0.key < $1.key }?.value }) { throw first }
  }
}
