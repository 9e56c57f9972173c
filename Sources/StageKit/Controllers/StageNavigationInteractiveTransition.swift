import Foundation
import Transit

/// The twin of UIKit's private `_UINavigationInteractiveTransition`: the target and first
/// delegate of a navigation controller's `interactivePopGestureRecognizer`.
///
/// It lets the back swipe begin only when there is a screen to pop and no transition in
/// flight; when it begins it pops, animated. With the system's own animation it drives the
/// pop from the finger, one to one across the view's width; with a custom animator the
/// navigation controller asks its delegate for the interaction controller instead, and
/// without one the custom pop plays by itself (docs/uikit-behaviour.md#b6-1-r8).
@MainActor
final class StageNavigationInteractiveTransition: StagePercentDrivenInteractiveTransition,
  StageGestureRecognizerDelegate
{
  /// The navigation controller it pops (which owns it).
  weak var navigationController: StageNavigationController?
  /// Whether the pop in flight is the one it drives (the system's animation).
  var isDriving = false

  init(navigationController: StageNavigationController) {
    self.navigationController = navigationController
    super.init()
  }

  override func startInteractiveTransition(
    _ transitionContext: any StageViewControllerContextTransitioning
  ) {
    isDriving = true
    super.startInteractiveTransition(transitionContext)
  }

  /// The recognizer's action: pop when it begins, then follow it.
  func handle(_ recognizer: StageGestureRecognizer) {
    guard let navigation = navigationController, let pan = recognizer as? StagePanGestureRecognizer
    else { return }
    let width = max(navigation.view.bounds.width, 1)
    let leading = navigation.view.window?.layoutDirection == .rightToLeft ? -1.0 : 1.0
    let travel = Double(pan.translation(in: navigation.view).x) * leading
    switch recognizer.state {
    case .began:
      isDriving = false
      navigation.popViewController(animated: true)
    case .changed:
      guard isDriving else { return }
      update(CGFloat(travel / Double(width)))
    case .ended:
      guard isDriving else { return }
      isDriving = false
      let velocity = Double(pan.velocity(in: navigation.view).x) * leading
      // UIKit's thresholds are private: past half way, or a flick towards the trailing edge.
      if velocity > 300 || (travel / Double(width) > 0.5 && velocity > -300) {
        finish()
      } else {
        cancel()
      }
    case .cancelled, .failed:
      guard isDriving else { return }
      isDriving = false
      cancel()
    case .possible:
      break
    }
  }

  /// Begins only with something to pop and nothing in flight.
  ///
  /// - Parameter gestureRecognizer: The back swipe.
  /// - Returns: Whether it may begin.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: StageGestureRecognizer) -> Bool {
    guard let navigation = navigationController else { return false }
    return navigation.viewControllers.count > 1 && !navigation.isTransitioning
  }

  /// Points the back swipe at the leading edge of the window the finger is in.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: The back swipe.
  ///   - touch: The finger going down.
  /// - Returns: `true`.
  func gestureRecognizer(
    _ gestureRecognizer: StageGestureRecognizer, shouldReceive touch: StageTouch
  ) -> Bool {
    (gestureRecognizer as? StageScreenEdgePanGestureRecognizer)?.edges =
      touch.window?.layoutDirection == .rightToLeft ? .right : .left
    return true
  }
}
