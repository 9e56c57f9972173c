#if canImport(UIKit) && !TRANSIT_STAGE
  import Transit
  import UIKit

  /// The presentation controller that plays a `Presentation` in UIKit: the frame, the
  /// dimming (fading with the transition, a tap on it dismissing), rounded corners, layout
  /// on size change, and whether the presenter's view leaves the window. What happens when
  /// is the engine's `PresentationControllerHost`, what it does with views mostly the
  /// engine's too (`TransitionHostPresentationController`), tested on the stage; this class
  /// forwards UIKit's hooks and follows the keyboard.
  @MainActor
  final class TransitPresentationController: UIPresentationController {
    var state: PresentationControllerState
    var dimmingView: UIView?
    /// Where the keyboard last said it would end, in the screen's coordinates.
    private var keyboardEnd: CGRect?
    private var followsKeyboard = false

    init(
      _ state: PresentationControllerState, presentedViewController: UIViewController,
      presenting presentingViewController: UIViewController?
    ) {
      self.state = state
      super.init(
        presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// The presentation's frame in the container, out of the keyboard's way.
    override var frameOfPresentedViewInContainerView: CGRect {
      let container = containerView
      let screen = container?.window?.screen
      return frameOfPresentedView(
        keyboardHeard: keyboardEnd.flatMap { end in
          screen.flatMap { container?.convert(end, from: $0.coordinateSpace) }
        })
    }

    /// The presented screen's view inside Transit's own, which the animators move and
    /// whose escape gesture dismisses.
    override var presentedView: UIView? { wrapper }

    private lazy var wrapper: TransitDismissingView = {
      let content: UIView = presentedViewController.view
      let wrapper = TransitDismissingView(frame: content.frame)
      content.frame = wrapper.bounds
      content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      wrapper.addSubview(content)
      wrapper.dismiss = dismissByUser
      return wrapper
    }()

    /// The presented screen's `dismissByUser(_:)`.
    private var dismissByUser: @MainActor (UserDismissal.Trigger) -> Bool {
      { [weak presented = presentedViewController] in presented?.transit.dismissByUser($0) ?? false
      }
    }

    override var shouldRemovePresentersView: Bool { presentation.removesPresentersView }

    override func presentationTransitionWillBegin() {
      super.presentationTransitionWillBegin()
      presentationWillBegin()
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
      super.presentationTransitionDidEnd(completed)
      presentationDidEnd(completed)
    }

    override func dismissalTransitionWillBegin() {
      super.dismissalTransitionWillBegin()
      dismissalWillBegin()
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
      super.dismissalTransitionDidEnd(completed)
      dismissalDidEnd(completed)
    }

    override func containerViewWillLayoutSubviews() {
      super.containerViewWillLayoutSubviews()
      layOutInContainer()
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
      let info = notification.userInfo
      guard let container = containerView, let screen = container.window?.screen else { return }
      keyboardEnd = Presentation.keyboardFrame(
        heardEnd: (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
          ?? .zero,
        onScreen: screen.bounds)
      let duration = info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
      let curve = info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 7
      UIView.animate(
        withDuration: duration, delay: 0,
        options: [UIView.AnimationOptions(rawValue: curve << 16), .beginFromCurrentState]
      ) {
        container.setNeedsLayout()
        container.layoutIfNeeded()
      }
    }

    @objc private func dimmingTapped() { _ = dismissByUser(.dimmingTap) }
  }

  extension TransitPresentationController: PresentationControllerHost,
    TransitionHostPresentationController
  {
    func letPresentedScreenControlStatusBar() {
      presentedViewController.modalPresentationCapturesStatusBarAppearance = true
      presentedViewController.setNeedsStatusBarAppearanceUpdate()
    }

    func addDimming(_ color: Color, dismissesOnTap: Bool) {
      let dimming = TransitDismissingView()
      dimming.backgroundColor = UIColor(cgColor: color.cgColor)
      if dismissesOnTap {
        dimming.addGestureRecognizer(
          UITapGestureRecognizer(target: self, action: #selector(dimmingTapped)))
        dimming.dismiss = dismissByUser
        dimming.becomeDismissButton()
      }
      insertDimming(dimming)
    }

    /// Lays the container out again, with the keyboard's animation, when it moves.
    func startFollowingKeyboard() {
      guard !followsKeyboard else { return }
      followsKeyboard = true
      NotificationCenter.default.addObserver(
        self, selector: #selector(keyboardWillChangeFrame(_:)),
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    func stopFollowingKeyboard() {
      guard followsKeyboard else { return }
      followsKeyboard = false
      NotificationCenter.default.removeObserver(
        self, name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }
  }
#endif
