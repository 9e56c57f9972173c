#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  /// The presentation controller that plays a `Presentation` in UIKit: the frame, the
  /// dimming (fading with the transition, a tap on it dismissing), rounded corners, layout
  /// on size change, and whether the presenter's view leaves the window. What happens when
  /// is the engine's `PresentationControllerHost`, what it does with views mostly the
  /// engine's too (`TransitionHostPresentationController`); this class forwards UIKit's
  /// hooks and follows this app's keyboard.
  @MainActor
  final class TransitPresentationController: UIPresentationController {
    var state: PresentationControllerState
    var dimmingView: UIView?
    /// Where the keyboard last said it would end, in the screen's coordinates.
    private var keyboardEnd: CGRect?
    /// The registration for the keyboard's moves while presented.
    private var keyboardObservation: KeyboardObservation?

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
      return frameOfPresentedView(
        keyboardHeard: keyboardEnd.flatMap { end in
          container.flatMap { KeyboardMove.convert(end, fromScreenTo: $0) }
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
      // Where VoiceOver taps "Dismiss" if it does not handle the activation: on the
      // dimming that shows, not under the presented screen (docs/design.md#n7).
      if let dimming = dimmingView, dimming.isAccessibilityElement, let container = containerView {
        dimming.accessibilityActivationPoint = container.convert(
          UserDismissal.activationPoint(
            in: container.bounds, around: frameOfPresentedViewInContainerView),
          to: nil)
      }
    }

    /// Makes room for this app's keyboard as it moves, along its motion. Another app's
    /// keyboard (Split View, Slide Over) is not this presentation's to avoid
    /// (docs/design.md#n11).
    private func keyboardWillMove(_ move: KeyboardMove) {
      guard move.isLocal, let container = containerView,
        let screen = KeyboardMove.screenBounds(near: container)
      else { return }
      keyboardEnd = Presentation.keyboardFrame(heardEnd: move.endFrame ?? .zero, onScreen: screen)
      move.animateAlongside {
        container.setNeedsLayout()
        container.layoutIfNeeded()
      }
    }
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
        let dismiss = dismissByUser
        let tap = UITapGestureRecognizer()
        tap.addClosureTarget { _ in _ = dismiss(.dimmingTap) }
        dimming.addGestureRecognizer(tap)
        dimming.dismiss = dismiss
        dimming.becomeDismissButton()
      }
      insertDimming(dimming)
    }

    /// Lays the container out again, with the keyboard's animation, when it moves. The
    /// keyboard layout guide the frame asks until then is made now, as the presentation
    /// begins, and solved by a layout pass before UIKit first asks the frame: a guide is valid
    /// only once its view has been laid out, and made on first read, inside UIKit's layout of
    /// the container, it would be read empty (docs/design.md#n11).
    func startFollowingKeyboard() {
      guard keyboardObservation == nil, let container = containerView else { return }
      _ = container.keyboardLayoutGuide
      container.layoutIfNeeded()
      keyboardObservation = KeyboardObservation(near: container) { [weak self] move in
        self?.keyboardWillMove(move)
      }
    }

    func stopFollowingKeyboard() {
      keyboardObservation?.cancel()
      keyboardObservation = nil
    }
  }
#endif
