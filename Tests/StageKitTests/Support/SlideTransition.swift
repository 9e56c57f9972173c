import Foundation
import StageKit

// Written as UIKit code would be, with only the type names changed, for the modal
// presentation tests (StagePresentation*Tests).

/// A delegate with a full-screen slide and, optionally, a hand-driven dismissal.
@MainActor
final class SlideTransition: ViewControllerTransitioningDelegate {
  let animator = SlideAnimator()
  var dismissInteraction: HandInteraction?

  func animationController(
    forPresented presented: StageViewController, presenting: StageViewController,
    source: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { animator }

  func animationController(forDismissed dismissed: StageViewController)
    -> (any StageViewControllerAnimatedTransitioning)?
  { animator }

  func interactionControllerForDismissal(
    using animator: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? {
    dismissInteraction
  }
}
