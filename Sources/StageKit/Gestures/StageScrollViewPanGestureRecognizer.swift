/// The pan a ``StageScrollView`` scrolls with: a plain pan that also stops the content
/// when a finger comes down on it, as a touch stops a decelerating scroll view in UIKit.
@MainActor
final class StageScrollViewPanGestureRecognizer: StagePanGestureRecognizer {
  override func touchesBegan(_ touches: [StageTouch]) {
    (view as? StageScrollView)?.fingerWentDown()
    super.touchesBegan(touches)
  }
}
