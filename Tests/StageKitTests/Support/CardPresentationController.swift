import Foundation
import StageKit

// Written as UIKit code would be, with only the type names changed, for the modal
// presentation tests (StagePresentation*Tests).

/// The overlay presentation controller of seed 001: a dimming view below the card, faded
/// in and out alongside the transition, laid out with the container.
@MainActor
final class CardPresentationController: StagePresentationController {
  static let top: CGFloat = 40
  let dimmingView = StageView()
  var removesPresenter = false
  var hooks: [String] = []

  override var shouldRemovePresentersView: Bool { removesPresenter }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    let bounds = containerView.bounds
    return CGRect(
      x: 0, y: Self.top, width: bounds.width, height: bounds.height - Self.top)
  }

  override func presentationTransitionWillBegin() {
    hooks.append("presentationTransitionWillBegin")
    guard let containerView else { return }
    dimmingView.frame = containerView.bounds
    dimmingView.backgroundColor = StageColor(white: 0, alpha: 0.5)
    dimmingView.alpha = 0
    dimmingView.accessibilityIdentifier = "dimming"
    containerView.addSubview(dimmingView)
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    hooks.append("presentationTransitionDidEnd(\(completed))")
    if !completed { dimmingView.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    hooks.append("dismissalTransitionWillBegin")
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    hooks.append("dismissalTransitionDidEnd(\(completed))")
    if completed { dimmingView.removeFromSuperview() }
  }

  override func containerViewWillLayoutSubviews() {
    hooks.append("containerViewWillLayoutSubviews")
    if let containerView { dimmingView.frame = containerView.bounds }
  }
}
