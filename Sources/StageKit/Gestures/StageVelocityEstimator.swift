import Foundation
import Transit

/// Estimates how fast a gesture's value moves from its recent touch samples.
///
/// The estimate is the average velocity over the last ``window`` seconds of samples: from
/// the newest sample at least that much older than the latest one (or, in a younger
/// gesture, the first sample) to the latest. A steady motion gives its exact speed, a
/// finger that stops and holds still before lifting gives 0, and one late sample does not
/// swing the estimate the way a two-sample difference would. UIKit's own filter is private;
/// this is the stage's reading of it.
struct StageVelocityEstimator {
  /// How far back the estimate looks, in seconds.
  static let window: Double = 0.1

  private var samples: [(time: Double, value: CGPoint)] = []

  /// Forgets every sample.
  mutating func removeAll() {
    samples.removeAll(keepingCapacity: true)
  }

  /// Adds a sample; one at the same time as the latest replaces it.
  mutating func add(_ value: CGPoint, at time: Double) {
    if let last = samples.last, !(time > last.time) {
      samples[samples.count - 1] = (last.time, value)
    } else {
      samples.append((time, value))
    }
    let horizon = time - Self.window
    // Keep one sample at least a window old: the reference the estimate starts from.
    while samples.count >= 2, samples[1].time <= horizon { samples.removeFirst() }
  }

  /// Shifts every sample by the same amount, so a jump in the value (a translation set by
  /// hand) does not read as motion.
  mutating func shift(by offset: CGPoint) {
    for index in samples.indices {
      samples[index].value.x += offset.x
      samples[index].value.y += offset.y
    }
  }

  /// The velocity, per second; zero with fewer than two samples or when they all share one
  /// instant.
  var velocity: CGPoint {
    guard let first = samples.first, let last = samples.last, last.time > first.time else {
      return .zero
    }
    let elapsed = CGFloat(last.time - first.time)
    let velocity = CGPoint(
      x: (last.value.x - first.value.x) / elapsed, y: (last.value.y - first.value.y) / elapsed)
    guard velocity.x.isFinite, velocity.y.isFinite else { return .zero }
    return velocity
  }
}
