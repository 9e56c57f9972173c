import Foundation
import StageKit
import Transit

/// The presentation controller that plays a `Presentation` on the stage: the frame, the
/// dimming (fading with the transition, a tap on it dismissing), rounded corners, layout on
/// size change, and whether the presenter's view leaves the window. When each happens is
/// the engine's `PresentationControllerHost`; this class only does it with stage views.
@MainActor
public final class StageTransitPresentationController: StagePresentationController {
  /// The presentation it plays.
  public let presentation: Presentation
  /// Where its diagnostics go; the installer that makes it gives its own.
  public var diagnostics = TransitDiagnostics.standardError
  /// The dimming view while presented, or `nil` without dimming.
  public private(set) var dimmingView: StageView?
  /// The presenter's transform and opacity before the presentation, put back after the
  /// dismissal however it went (animated or not).
  public var presenterRest: LayerRest?
  /// The presented view's own corner rounding before the presentation rounded it, put
  /// back once it leaves.
  public var presentedRest: CornerRounding?
  /// Where the keyboard last said it would end, in the window's coordinates.
  private var keyboardEnd: CGRect?
  /// The registration for the keyboard's moves while presented.
  private var keyboardObservation: (StageNotificationCenter, StageNotificationCenter.Observation)?

  /// Creates a presentation controller for a presentation.
  ///
  /// - Parameters:
  ///   - presentation: The presentation.
  ///   - presentedViewController: The screen presented.
  ///   - presentingViewController: The screen presenting it.
  public init(
    _ presentation: Presentation, presentedViewController: StageViewController,
    presenting presentingViewController: StageViewController
  ) {
    self.presentation = presentation
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  /// The presentation's frame in the container, out of the keyboard's way.
  public override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return presentation.frame(in: .zero) }
    let keyboard = keyboardEnd.map { container.convert($0, from: container.window) } ?? .zero
    return presentation.frame(
      in: container.bounds, keyboardFrame: keyboard,
      topSafeInset: Double(container.safeAreaInsets.top))
  }

  /// The presented screen's view inside Transit's own, which the animators move and whose
  /// escape gesture dismisses.
  public override var presentedView: StageView? { wrapper }

  /// The view around the presented screen's, made when first asked for.
  private lazy var wrapper: StageTransitPresentedView = {
    let wrapper = StageTransitPresentedView(frame: presentedViewController.view.frame)
    let content: StageView = presentedViewController.view
    content.frame = wrapper.bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    wrapper.addSubview(content)
    wrapper.dismiss = { [weak presented = presentedViewController] trigger in
      presented?.transit.dismissByUser(trigger) ?? false
    }
    return wrapper
  }()

  /// The presentation's `removesPresentersView`.
  public override var shouldRemovePresentersView: Bool { presentation.removesPresentersView }

  /// See `PresentationControllerHost/presentationWillBegin()`.
  public override func presentationTransitionWillBegin() { presentationWillBegin() }

  /// See `PresentationControllerHost/presentationDidEnd(_:)`.
  ///
  /// - Parameter completed: Whether the presentation completed.
  public override func presentationTransitionDidEnd(_ completed: Bool) {
    presentationDidEnd(completed)
  }

  /// See `PresentationControllerHost/dismissalWillBegin()`.
  public override func dismissalTransitionWillBegin() { dismissalWillBegin() }

  /// See `PresentationControllerHost/dismissalDidEnd(_:)`.
  ///
  /// - Parameter completed: Whether the dismissal completed.
  public override func dismissalTransitionDidEnd(_ completed: Bool) {
    dismissalDidEnd(completed)
  }

  /// Lays the presented screen out again for the container's new size.
  public override func containerViewWillLayoutSubviews() {
    containerWillLayOut()
    presentedView?.frame = frameOfPresentedViewInContainerView
    if let container = containerView { dimmingView?.frame = container.bounds }
  }
}

extension StageTransitPresentationController: PresentationControllerHost,
  TransitionHostPresentationController
{
  /// Sets the presented controller's `modalPresentationCapturesStatusBarAppearance`.
  public func letPresentedScreenControlStatusBar() {
    presentedViewController.modalPresentationCapturesStatusBarAppearance = true
  }

  /// The stage's `PresentationControllerHost/layOutPresenterUnderItsTransform()`: a
  /// presenter that fills its superview (a window's root) is given its superview's bounds
  /// with no transform, then its transform back.
  public func layOutPresenterUnderItsTransform() {
    guard let view = presentingViewController.viewIfLoaded, let superview = view.superview,
      view.autoresizingMask.contains([.flexibleWidth, .flexibleHeight])
    else { return }
    let transform = view.layer.transform
    view.layer.transform = .identity
    view.frame = superview.bounds
    view.layer.transform = transform
  }

  /// Adds the dimming view at the back of the container.
  ///
  /// - Parameters:
  ///   - color: The dimming's colour.
  ///   - dismissesOnTap: Whether a tap on it dismisses.
  public func addDimming(_ color: Color, dismissesOnTap: Bool) {
    guard let container = containerView else { return }
    let dimming = StageTransitDimmingView(frame: container.bounds)
    dimming.backgroundColor = StageColor(color)
    dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if dismissesOnTap {
      let dismiss: @MainActor (UserDismissal.Trigger) -> Bool = {
        [weak presented = presentedViewController] trigger in
        presented?.transit.dismissByUser(trigger) ?? false
      }
      dimming.dismiss = dismiss
      dimming.addGestureRecognizer(StageTapGestureRecognizer { _ in _ = dismiss(.dimmingTap) })
    }
    container.insertSubview(dimming, at: 0)
    dimmingView = dimming
  }

  /// Shows the dimming in full again.
  public func restoreDimming() {
    dimmingView?.layer.removeAllAnimations()
    dimmingView?.alpha = 1
  }

  /// Removes the dimming view.
  public func removeDimming() {
    dimmingView?.removeFromSuperview()
    dimmingView = nil
  }
}

extension StageTransitPresentationController {
  /// See `PresentationControllerHost/startFollowingKeyboard()`.
  public func startFollowingKeyboard() {
    guard keyboardObservation == nil, let center = containerView?.window?.notificationCenter
    else { return }
    let observation = center.addObserver(
      forName: StageResponder.keyboardWillChangeFrameNotification, object: nil
    ) { [weak self] notification in
      self?.keyboardWillChangeFrame(notification)
    }
    keyboardObservation = (center, observation)
  }

  /// See `PresentationControllerHost/stopFollowingKeyboard()`.
  public func stopFollowingKeyboard() {
    if let (center, observation) = keyboardObservation { center.removeObserver(observation) }
    keyboardObservation = nil
  }

  /// Notes where the keyboard ends and lays the container out again with its animation.
  private func keyboardWillChangeFrame(_ notification: Notification) {
    let info = notification.userInfo
    keyboardEnd = info?[StageResponder.keyboardFrameEndUserInfoKey] as? CGRect
    guard let container = containerView else { return }
    let duration = info?[StageResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
    StageView.animate(withDuration: duration) {
      container.setNeedsLayout()
      container.layoutIfNeeded()
    }
  }
}
