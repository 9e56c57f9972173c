import Foundation
import Transit

/// Collects what a `StageView.animateKeyframes` block changes, keyframe by keyframe, and
/// turns it into one keyframe animation per property, as UIKit does.
@MainActor
final class StageKeyframeRecorder {
  /// The part of the whole duration the keyframe being run occupies, as fractions.
  var currentWindow: (start: Double, end: Double) = (0, 1)

  private struct Stop {
    let time: Double
    let value: AnimationValue
  }

  private struct Channel {
    let layer: StageLayer
    let keyPath: String
    let initial: AnimationValue
    let layerTime: Double
    var stops: [Stop]
  }

  private var channels: [Channel] = []

  /// Records that a property reaches a value at the end of the current keyframe.
  func record(
    _ keyPath: String, on layer: StageLayer, from onScreen: AnimationValue,
    to value: AnimationValue, layerTime: Double
  ) {
    let stop = Stop(time: currentWindow.end, value: value)
    if let index = channels.firstIndex(where: { $0.layer === layer && $0.keyPath == keyPath }) {
      // The property holds its last value until this keyframe starts.
      if let last = channels[index].stops.last, currentWindow.start > last.time {
        channels[index].stops.append(Stop(time: currentWindow.start, value: last.value))
      }
      channels[index].stops.append(stop)
    } else {
      var stops = [Stop(time: 0, value: onScreen)]
      if currentWindow.start > 0 { stops.append(Stop(time: currentWindow.start, value: onScreen)) }
      stops.append(stop)
      channels.append(
        Channel(
          layer: layer, keyPath: keyPath, initial: onScreen, layerTime: layerTime, stops: stops))
    }
  }

  /// One linear keyframe animation per recorded property, over the whole duration.
  func makeAnimations(duration: Double, delay: Double)
    -> [(StageLayer, String, StageKeyframeAnimation)]
  {
    channels.map { channel in
      var stops = channel.stops
      // Keyframes recorded out of order are put in time order; the last one holds to the end.
      stops.sort { $0.time < $1.time }
      if let last = stops.last, last.time < 1 { stops.append(Stop(time: 1, value: last.value)) }
      let animation = StageKeyframeAnimation(keyPath: channel.keyPath)
      animation.values = stops.map(\.value)
      animation.keyTimes = stops.map { NSNumber(value: $0.time) }
      animation.duration = duration
      animation.beginTime = channel.layerTime + delay
      animation.fillMode = .backwards
      return (channel.layer, channel.keyPath, animation)
    }
  }
}
