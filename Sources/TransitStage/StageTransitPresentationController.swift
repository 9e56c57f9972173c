import Foundation
import StageKit
import Transit

/// The presentation controller that plays a `Presentation` on the stage: the frame, the
/// dimming (fading with the transition, a tap on it dismissing), rounded corners, layout on
/// size change, and whether the presenter's view leaves the window. What happens when is
/// the engine's `PresentationControllerHost`, what it does with views mostly the engine's
/// too (`TransitionHostPresentationController`); this class forwards the stage's hooks and
/// follows the keyboard.
@MainActor
final class StageTransitPresentationController: StagePresentationController {
  var state: PresentationControllerState
  var dimmingView: StageView?
  /// Where the keyboard last said it would end, in the window's coordinates.
  private var keyboardEnd: CGRect?
  /// The registration for the keyboard's moves while presented.
  private var keyboardObservation: (StageNotificationCenter, StageNotificationCenter.Observation)?

  init(
    _ state: PresentationControllerState, presentedViewController: StageViewController,
    presenting presentingViewController: StageViewController
  ) {
    self.state = state
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  /// The presentation's frame in the container, out of the keyboard's way.
  override var frameOfPresentedViewInContainerView: CGRect {
    let container = containerView
    return frameOfPresentedView(
      keyboardHeard: keyboardEnd.flatMap { end in container?.convert(end, from: container?.window) }
    )
  }

  /// The presented screen's view inside Transit's own, which the animators move and whose
  /// escape gesture dismisses.
  override var presentedView: StageView? { wrapper }

  private lazy var wrapper: TransitDismissingView = {
    let wrapper = TransitDismissingView(frame: presentedViewController.view.frame)
    let content: StageView = presentedViewController.view
    content.frame = wrapper.bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    wrapper.addSubview(content)
    wrapper.dismiss = dismissByUser
    return wrapper
  }()

  /// The presented screen's `dismissByUser(_:)`.
  private var dismissByUser: @MainActor (UserDismissal.Trigger) -> Bool {
    { [weak presented = presentedViewController] in presented?.transit.dismissByUser($0) ?? false }
  }

  override var shouldRemovePresentersView: Bool { presentation.removesPresentersView }

  override func presentationTransitionWillBegin() { presentationWillBegin() }

  override func presentationTransitionDidEnd(_ completed: Bool) { presentationDidEnd(completed) }

  override func dismissalTransitionWillBegin() { dismissalWillBegin() }

  override func dismissalTransitionDidEnd(_ completed: Bool) { dismissalDidEnd(completed) }

  override func containerViewWillLayoutSubviews() { layOutInContainer() }

  private func keyboardWillChangeFrame(_ notification: Notification) {
    let info = notification.userInfo
    guard let container = containerView, let window = container.window else { return }
    keyboardEnd = Presentation.keyboardFrame(
      heardEnd: info?[StageResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero,
      onScreen: window.bounds)
    let duration = info?[StageResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
    StageView.animate(withDuration: duration) {
      container.setNeedsLayout()
      container.layoutIfNeeded()
    }
  }
}

extension StageTransitPresentationController: PresentationControllerHost,
  TransitionHostPresentationController
{
  func letPresentedScreenControlStatusBar() {
    presentedViewController.modalPresentationCapturesStatusBarAppearance = true
  }

  func addDimming(_ color: Color, dismissesOnTap: Bool) {
    let dimming = TransitDismissingView()
    dimming.backgroundColor = StageColor(color)
    if dismissesOnTap {
      let dismiss = dismissByUser
      dimming.addGestureRecognizer(StageTapGestureRecognizer { _ in _ = dismiss(.dimmingTap) })
      dimming.dismiss = dismiss
      dimming.becomeDismissButton()
    }
    insertDimming(dimming)
  }

  /// Lays the container out again, with the keyboard's animation, when it moves.
  func startFollowingKeyboard() {
    guard keyboardObservation == nil, let center = containerView?.window?.notificationCenter
    else { return }
    let observation = center.addObserver(
      forName: StageResponder.keyboardWillChangeFrameNotification, object: nil
    ) { [weak self] notification in
      self?.keyboardWillChangeFrame(notification)
    }
    keyboardObservation = (center, observation)
  }

  func stopFollowingKeyboard() {
    if let (center, observation) = keyboardObservation { center.removeObserver(observation) }
    keyboardObservation = nil
  }
}
