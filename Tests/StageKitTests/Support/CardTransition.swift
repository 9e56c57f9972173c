import Foundation
import StageKit

// Written as UIKit code would be, with only the type names changed, for the modal
// presentation tests (StagePresentation*Tests).

/// The card's transitioning delegate; the test keeps it alive (UIKit holds it weakly).
@MainActor
final class CardTransition: ViewControllerTransitioningDelegate {
  let presentAnimator = CardAnimator()
  let dismissAnimator = CardAnimator()
  var presentationController: CardPresentationController?
  var removesPresenter = false
  var presentInteraction: HandInteraction?
  var dismissInteraction: HandInteraction?
  var customAnimators = true

  func presentationController(
    forPresented presented: StageViewController, presenting: StageViewController?,
    source: StageViewController
  ) -> StagePresentationController? {
    let controller = CardPresentationController(
      presentedViewController: presented, presenting: presenting)
    controller.removesPresenter = removesPresenter
    presentationController = controller
    return controller
  }

  func animationController(
    forPresented presented: StageViewController, presenting: StageViewController,
    source: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    customAnimators ? presentAnimator : nil
  }

  func animationController(forDismissed dismissed: StageViewController)
    -> (any StageViewControllerAnimatedTransitioning)?
  {
    customAnimators ? dismissAnimator : nil
  }

  func interactionControllerForPresentation(
    using animator: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? {
    presentInteraction
  }

  func interactionControllerForDismissal(
    using animator: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? {
    dismissInteraction
  }
}
