#if canImport(UIKit)
  import Transit
  import UIKit

  /// The presentation controller that plays a `Presentation` in UIKit: the frame, the
  /// dimming (fading with the transition, a tap on it dismissing), rounded corners, layout
  /// on size change, and whether the presenter's view leaves the window. When each happens
  /// is the engine's `PresentationControllerHost`, tested on the stage; this class only
  /// does it with UIKit's views.
  @MainActor
  public final class TransitPresentationController: UIPresentationController {
    /// The presentation it plays.
    public let presentation: Presentation
    /// Where its diagnostics go; the installer that makes it gives its own.
    public var diagnostics = TransitDiagnostics.standardError
    /// The dimming view while presented, or `nil` without dimming.
    public private(set) var dimmingView: UIView?
    /// The presenter's transform and opacity before the presentation, put back after the
    /// dismissal however it went.
    public var presenterRest: LayerRest?
    /// The presented view's own corner rounding before the presentation rounded it, put
    /// back once it leaves.
    public var presentedRest: CornerRounding?
    /// Where the keyboard last said it would end, in the screen's coordinates.
    private var keyboardEnd: CGRect?
    /// Whether it hears the keyboard's moves.
    private var followsKeyboard = false

    /// Creates a presentation controller for a presentation.
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

    /// The presentation's frame in the container, out of the keyboard's way.
    public override var frameOfPresentedViewInContainerView: CGRect {
      guard let container = containerView else { return presentation.frame(in: .zero) }
      var keyboard = CGRect.zero
      if let end = keyboardEnd, let screen = container.window?.screen {
        keyboard = container.convert(end, from: screen.coordinateSpace)
      }
      return presentation.frame(
        in: container.bounds, keyboardFrame: keyboard,
        topSafeInset: Double(container.safeAreaInsets.top))
    }

    /// The presented screen's view inside Transit's own, which the animators move and
    /// whose escape gesture dismisses.
    public override var presentedView: UIView? { wrapper }

    /// The view around the presented screen's, made when first asked for.
    private lazy var wrapper: TransitPresentedView = {
      let content: UIView = presentedViewController.view
      let wrapper = TransitPresentedView(frame: content.frame)
      content.frame = wrapper.bounds
      content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      wrapper.addSubview(content)
      wrapper.dismiss = { [weak presented = presentedViewController] trigger in
        presented?.transit.dismissByUser(trigger) ?? false
      }
      return wrapper
    }()

    /// The presentation's `removesPresentersView`.
    public override var shouldRemovePresentersView: Bool {
      presentation.removesPresentersView
    }

    /// See `PresentationControllerHost/presentationWillBegin()`.
    public override func presentationTransitionWillBegin() {
      super.presentationTransitionWillBegin()
      presentationWillBegin()
    }

    /// See `PresentationControllerHost/presentationDidEnd(_:)`.
    ///
    /// - Parameter completed: Whether the presentation completed.
    public override func presentationTransitionDidEnd(_ completed: Bool) {
      super.presentationTransitionDidEnd(completed)
      presentationDidEnd(completed)
    }

    /// See `PresentationControllerHost/dismissalWillBegin()`.
    public override func dismissalTransitionWillBegin() {
      super.dismissalTransitionWillBegin()
      dismissalWillBegin()
    }

    /// See `PresentationControllerHost/dismissalDidEnd(_:)`.
    ///
    /// - Parameter completed: Whether the dismissal completed.
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
      super.dismissalTransitionDidEnd(completed)
      dismissalDidEnd(completed)
    }

    /// Lays the presented screen out again for the container's new size.
    public override func containerViewWillLayoutSubviews() {
      super.containerViewWillLayoutSubviews()
      containerWillLayOut()
      presentedView?.frame = frameOfPresentedViewInContainerView
      if let container = containerView { dimmingView?.frame = container.bounds }
    }

    /// See `PresentationControllerHost/startFollowingKeyboard()`.
    public func startFollowingKeyboard() {
      guard !followsKeyboard else { return }
      followsKeyboard = true
      NotificationCenter.default.addObserver(
        self, selector: #selector(keyboardWillChangeFrame(_:)),
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    /// See `PresentationControllerHost/stopFollowingKeyboard()`.
    public func stopFollowingKeyboard() {
      guard followsKeyboard else { return }
      followsKeyboard = false
      NotificationCenter.default.removeObserver(
        self, name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    /// Notes where the keyboard ends and lays the container out again with its animation.
    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
      let info = notification.userInfo
      keyboardEnd = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
      guard let container = containerView else { return }
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

    @objc private func dimmingTapped() {
      presentedViewController.transit.dismissByUser(.dimmingTap)
    }
  }

  extension TransitPresentationController: PresentationControllerHost,
    TransitionHostPresentationController
  {
    /// Sets the presented controller's `modalPresentationCapturesStatusBarAppearance` and
    /// asks UIKit to read the status bar's appearance again.
    public func letPresentedScreenControlStatusBar() {
      presentedViewController.modalPresentationCapturesStatusBarAppearance = true
      presentedViewController.setNeedsStatusBarAppearanceUpdate()
    }

    /// UIKit's `PresentationControllerHost/layOutPresenterUnderItsTransform()`.
    public func layOutPresenterUnderItsTransform() {
      guard let view = presentingViewController.viewIfLoaded, let superview = view.superview,
        view.autoresizingMask.contains([.flexibleWidth, .flexibleHeight])
      else { return }
      let transform = view.layer.transform
      view.layer.transform = CATransform3DIdentity
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
      let dimming = TransitDimmingView(frame: container.bounds)
      dimming.backgroundColor = UIColor(cgColor: color.cgColor)
      dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if dismissesOnTap {
        dimming.addGestureRecognizer(
          UITapGestureRecognizer(target: self, action: #selector(dimmingTapped)))
        dimming.dismiss = { [weak presented = presentedViewController] trigger in
          presented?.transit.dismissByUser(trigger) ?? false
        }
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
#endif
