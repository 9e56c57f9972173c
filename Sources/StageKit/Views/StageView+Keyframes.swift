import Foundation
import Transit

extension StageView {
  /// Animates the changes a block makes in keyframes, as UIKit's
  /// `animateKeyframes(withDuration:delay:options:animations:completion:)`: each
  /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` inside the block
  /// moves its properties during its part of the duration (linearly, Core Animation's
  /// linear calculation mode), holding them before and after; changes made outside a
  /// keyframe span the whole duration.
  ///
  /// ```swift
  /// StageView.animateKeyframes(withDuration: 0.6, animations: {
  ///   StageView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.alpha = 0.2 }
  ///   StageView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 1 }
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - delay: Seconds before the keyframes start.
  ///   - animations: The keyframes.
  ///   - completion: Runs when the animations stop, with whether all ran to their end.
  public static func animateKeyframes(
    withDuration duration: Double, delay: Double = 0, animations: () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    let transaction = StageAnimationTransaction(
      duration: duration, delay: delay, timing: .curve(.linear), overridesDuration: true,
      overridesTiming: true, completion: completion)
    transaction.keyframeRecorder = StageKeyframeRecorder()
    transaction.run(animations)
  }

  /// Adds a keyframe inside an ``animateKeyframes(withDuration:delay:animations:completion:)``
  /// block; outside one, the changes happen at once.
  ///
  /// - Parameters:
  ///   - frameStartTime: When the keyframe starts, as a fraction of the duration (clamped
  ///     into 0…1; NaN means 0).
  ///   - frameDuration: How long it lasts, as a fraction (clamped so it ends by 1).
  ///   - animations: The keyframe's changes.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: () -> Void
  ) {
    guard let recorder = StageAnimationTransaction.current?.keyframeRecorder else {
      performWithoutAnimation(animations)
      return
    }
    let start = frameStartTime.isNaN ? 0 : min(max(frameStartTime, 0), 1)
    let length = frameDuration.isNaN ? 0 : max(frameDuration, 0)
    let previous = recorder.currentWindow
    recorder.currentWindow = (start, min(1, start + length))
    animations()
    recorder.currentWindow = previous
  }
}
