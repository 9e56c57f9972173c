import Foundation

@testable import Transit

/// A finger moving the progress at a constant speed, reported at 120 Hz: begins a driver and
/// feeds it the updates, as a pan gesture recognizer's handler would.
struct InteractionTrace {
  /// The progress where the finger starts.
  var start: Double
  /// The progress where it lifts.
  var end: Double
  /// Its speed, in progress per second (its sign must lead from `start` to `end`).
  var speed: Double
  /// When it begins, in seconds.
  var startTime = 0.0

  /// Begins `driver` at `startTime` and updates it (without velocities, so that the driver
  /// estimates them) until the progress reaches `end`.
  ///
  /// - Returns: The time of the last update.
  @discardableResult
  func play(on driver: inout InteractionDriver) -> Double {
    let duration = (end - start) / speed
    let steps = max(1, Int((duration * 120).rounded(.up)))
    let interval = duration / Double(steps)
    driver.begin(at: startTime, progress: start)
    var time = startTime
    for step in 1...steps {
      time = startTime + Double(step) * interval
      driver.update(progress: start + speed * Double(step) * interval, at: time)
    }
    return time
  }
}
