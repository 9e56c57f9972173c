#if canImport(UIKit)
  import Transit
  import UIKit

  /// The presentation controller that plays a ``Presentation`` description in UIKit: the
  /// frame, the dimming (fading with the transition, a tap on it dismissing), rounded
  /// corners, layout on size change, and whether the presenter's view leaves the window.
  @MainActor
  public final class TransitPresentationController: UIPresentationController {
    /// The description it plays.
    public let presentation: Presentation
    /// The dimming view while presented, or `nil` without dimming.
    public private(set) var dimmingView: UIView?
    /// The presenter's transform and alpha before the presentation, put back after the
    /// dismissal however it went (animated or not).
    private var presenterRest: (transform: CATransform3D, opacity: Float)?

    /// Creates a presentation controller for a description.
    ///
    /// - Parameters:
    ///   - presentation: The presentation.
    ///   - presentedViewController: The screen presented.
    ///   - presentingViewController: The screen presenting it.
    public init(
      _ presentation: Presentation, presentedViewController: UIViewController,
      presenting presentingViewController: UIViewController?
    ) {
      self.presentation = presentation
      super.init(
        presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// The description's frame in the container.
    public override var frameOfPresentedViewInContainerView: CGRect {
      presentation.frame(in: containerView?.bounds ?? .zero)
    }

    /// The description's `removesPresentersView`.
    public override var shouldRemovePresentersView: Bool {
      presentation.removesPresentersView
    }

    /// Adds the dimming view beneath the presented screen (the transition fades it in, in
    /// step with its progress); rounds the presented screen's corners.
    public override func presentationTransitionWillBegin() {
      callPresenter(at: .presentationWillBegin)
      super.presentationTransitionWillBegin()
      let presenterLayer = presentingViewController.view.layer
      presenterRest = (presenterLayer.transform, presenterLayer.opacity)
      if presentation.cornerRadius > 0, let view = presentedView {
        view.layer.cornerRadius = CGFloat(presentation.cornerRadius)
        view.clipsToBounds = true
      }
      guard let container = containerView, let colour = presentation.dimming else { return }
      let dimming = UIView(frame: container.bounds)
      dimming.backgroundColor = UIColor(cgColor: colour.cgColor)
      dimming.alpha = 1
      dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if presentation.dismissesOnTapOutside {
        dimming.addGestureRecognizer(
          UITapGestureRecognizer(target: self, action: #selector(dimmingTapped)))
      }
      container.insertSubview(dimming, at: 0)
      dimmingView = dimming
    }

    /// Removes the dimming view if the presentation was cancelled.
    ///
    /// - Parameter completed: Whether the presentation completed.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
      callPresenter(at: .presentationDidEnd(completed: completed))
      super.presentationTransitionDidEnd(completed)
      if !completed { removeDimming() }
    }

    /// Balances the presenter's callbacks; the transition fades the dimming out, in step.
    public override func dismissalTransitionWillBegin() {
      callPresenter(at: .dismissalWillBegin)
      super.dismissalTransitionWillBegin()
    }

    /// Removes the dimming view and puts the presenter back as it was, once dismissed.
    ///
    /// - Parameter completed: Whether the dismissal completed.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
      callPresenter(at: .dismissalDidEnd(completed: completed))
      super.dismissalTransitionDidEnd(completed)
      guard completed else {
        // A dismissal given up (a gesture let go too soon): the dimming is back in full.
        dimmingView?.layer.removeAllAnimations()
        dimmingView?.alpha = 1
        return
      }
      removeDimming()
      if let presenterRest {
        let layer = presentingViewController.view.layer
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.transform = presenterRest.transform
        layer.opacity = presenterRest.opacity
        CATransaction.commit()
      }
    }

    /// Lays the presented screen out again for the container's new size.
    /// Balances the presenter's appearance callbacks, which UIKit skips while its view stays
    /// on screen (rule 5).
    private func callPresenter(at moment: Presentation.Moment) {
      for call in presentation.presenterAppearanceCalls(at: moment) {
        switch call {
        case .begin(let isAppearing):
          presentingViewController.beginAppearanceTransition(isAppearing, animated: true)
        case .end: presentingViewController.endAppearanceTransition()
        }
      }
    }

    public override func containerViewWillLayoutSubviews() {
      super.containerViewWillLayoutSubviews()
      presentedView?.frame = frameOfPresentedViewInContainerView
      if let container = containerView { dimmingView?.frame = container.bounds }
    }

    @objc private func dimmingTapped() {
      presentedViewController.dismiss(animated: true)
    }

    private func removeDimming() {
      dimmingView?.removeFromSuperview()
      dimmingView = nil
    }
  }
#endif
