import Foundation
import Transit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The presentation controller that plays a ``Presentation`` description on the stage:
/// the frame, the dimming (fading with the transition, a tap on it dismissing), rounded
/// corners, layout on size change, and whether the presenter's view leaves the window.
@MainActor
public final class StageTransitPresentationController: StagePresentationController {
  /// The description it plays.
  public let description: Presentation
  /// The dimming view while presented, or `nil` without dimming.
  public private(set) var dimmingView: StageView?
  /// The presenter's transform and alpha before the presentation, put back after the
  /// dismissal however it went (animated or not).
  private var presenterRest: (transform: Transform3D, opacity: Float)?

  /// Creates a presentation controller for a description.
  ///
  /// - Parameters:
  ///   - description: The presentation.
  ///   - presentedViewController: The screen presented.
  ///   - presentingViewController: The screen presenting it.
  public init(
    _ description: Presentation, presentedViewController: StageViewController,
    presenting presentingViewController: StageViewController
  ) {
    self.description = description
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  /// The description's frame in the container.
  public override var frameOfPresentedViewInContainerView: CGRect {
    description.frame(in: containerView?.bounds ?? .zero)
  }

  /// The description's `removesPresentersView`.
  public override var shouldRemovePresentersView: Bool { description.removesPresentersView }

  /// Adds the dimming view beneath the presented screen (the transition fades it in, in
  /// step with its progress); rounds the presented screen's corners.
  public override func presentationTransitionWillBegin() {
    callPresenter(at: .presentationWillBegin)
    let presenterLayer = presentingViewController.view.layer
    presenterRest = (presenterLayer.transform, presenterLayer.opacity)
    if description.cornerRadius > 0, let view = presentedView {
      view.layer.cornerRadius = CGFloat(description.cornerRadius)
      view.clipsToBounds = true
    }
    guard let container = containerView, let colour = description.dimming else { return }
    let dimming = StageView(frame: container.bounds)
    dimming.backgroundColor = StageColor(colour)
    dimming.alpha = 1
    dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if description.dismissesOnTapOutside {
      let presented = presentedViewController
      dimming.addGestureRecognizer(
        StageTapGestureRecognizer { _ in presented.dismiss(animated: true) })
    }
    container.insertSubview(dimming, at: 0)
    dimmingView = dimming
  }

  /// Removes the dimming view if the presentation was cancelled.
  ///
  /// - Parameter completed: Whether the presentation completed.
  public override func presentationTransitionDidEnd(_ completed: Bool) {
    callPresenter(at: .presentationDidEnd(completed: completed))
    if !completed { removeDimming() }
  }

  /// Balances the presenter's callbacks; the transition fades the dimming out, in step.
  public override func dismissalTransitionWillBegin() {
    callPresenter(at: .dismissalWillBegin)
  }

  /// Removes the dimming view and puts the presenter back as it was, once dismissed.
  ///
  /// - Parameter completed: Whether the dismissal completed.
  public override func dismissalTransitionDidEnd(_ completed: Bool) {
    callPresenter(at: .dismissalDidEnd(completed: completed))
    guard completed else {
      // A dismissal given up (a gesture let go too soon): the dimming is back in full.
      dimmingView?.layer.removeAllAnimations()
      dimmingView?.alpha = 1
      return
    }
    removeDimming()
    if let presenterRest {
      let layer = presentingViewController.view.layer
      layer.transform = presenterRest.transform
      layer.opacity = presenterRest.opacity
    }
  }

  /// Lays the presented screen out again for the container's new size.
  public override func containerViewWillLayoutSubviews() {
    presentedView?.frame = frameOfPresentedViewInContainerView
    if let container = containerView { dimmingView?.frame = container.bounds }
  }

  /// Balances the presenter's appearance callbacks, which UIKit skips while its view stays
  /// on screen (rule 5).
  private func callPresenter(at moment: Presentation.Moment) {
    for call in description.presenterAppearanceCalls(at: moment) {
      switch call {
      case .begin(let isAppearing):
        presentingViewController.beginAppearanceTransition(isAppearing, animated: true)
      case .end: presentingViewController.endAppearanceTransition()
      }
    }
  }

  private func removeDimming() {
    dimmingView?.removeFromSuperview()
    dimmingView = nil
  }
}
