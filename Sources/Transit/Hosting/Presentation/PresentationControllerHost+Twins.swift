import Foundation

// What a presentation controller does with views, written once for every host whose
// presentation controllers are `TransitionHostPresentationController`s.

extension PresentationControllerHost
where Self: TransitionHostPresentationController, View.Layer.Layer == View.Layer {
  /// The container view's bounds, `.zero` before there is one.
  public var containerBounds: CGRect { containerView?.bounds ?? .zero }

  /// Whether the presenter's view is inside the transition's container view.
  public var presenterViewIsInContainer: Bool {
    guard let container = containerView, let view = presentingViewController.viewIfLoaded
    else { return false }
    return view.isDescendant(of: container)
  }

  /// Calls the presenter's `beginAppearanceTransition(_:animated: true)`.
  ///
  /// - Parameter isAppearing: Whether the presenter appears.
  public func beginPresenterAppearance(_ isAppearing: Bool) {
    presentingViewController.beginAppearanceTransition(isAppearing, animated: true)
  }

  /// Calls the presenter's `endAppearanceTransition()`.
  public func endPresenterAppearance() { presentingViewController.endAppearanceTransition() }

  /// The presenter's `isBeingDismissed`.
  public var isPresenterBeingDismissed: Bool { presentingViewController.isBeingDismissed }

  /// Remembers the presenter's layer transform and opacity.
  public func rememberPresenterRest() {
    guard let layer = presentingViewController.viewIfLoaded?.layer else { return }
    state.presenterRest = LayerRest(transform: layer.transitTransform, opacity: layer.opacity)
  }

  /// Puts the presenter's layer transform and opacity back, without implicit animation.
  public func restorePresenterRest() {
    guard let rest = state.presenterRest, let layer = presentingViewController.viewIfLoaded?.layer
    else { return }
    View.Layer.withoutImplicitAnimations {
      layer.transitTransform = rest.transform
      layer.opacity = rest.opacity
    }
  }

  /// Where the presented view goes: `frameOfPresentedViewInContainerView`.
  public var presentedFrame: CGRect { frameOfPresentedViewInContainerView }

  /// The presentation's frame in the container, out of the keyboard's way
  /// (``Presentation/frame(in:keyboardFrame:topSafeInset:)``): the keyboard as the
  /// presentation last heard of it or, until it has heard, as the container's keyboard
  /// layout guide tells (``Presentation/keyboardFrame(inLayoutGuide:of:bottomSafeInset:)``).
  /// A host's `frameOfPresentedViewInContainerView`.
  ///
  /// - Parameter heard: The keyboard's frame last heard, in the container's coordinates
  ///   (``Presentation/keyboardFrame(heardEnd:onScreen:)``, converted); `nil` before any.
  /// - Returns: The frame.
  public func frameOfPresentedView(keyboardHeard heard: CGRect?) -> CGRect {
    guard let container = containerView else { return presentation.frame(in: .zero) }
    let insets = container.safeAreaInsets
    let keyboard =
      heard
      ?? Presentation.keyboardFrame(
        inLayoutGuide: container.keyboardLayoutGuide.layoutFrame, of: container.bounds,
        bottomSafeInset: Double(insets.bottom))
    return presentation.frame(
      in: container.bounds, keyboardFrame: keyboard, topSafeInset: Double(insets.top))
  }

  /// Rounds some of the presented view's corners and clips it.
  ///
  /// - Parameters:
  ///   - cornerRadius: The radius, in points.
  ///   - corners: The corners it rounds.
  ///   - curve: The curve they follow.
  public func roundPresentedView(cornerRadius: Double, corners: RectCorners, curve: CornerCurve) {
    guard let view = presentedView else { return }
    view.layer.cornerRadius = CGFloat(cornerRadius)
    view.layer.transitMaskedCorners = corners
    view.layer.transitCornerCurve = curve
    view.clipsToBounds = true
  }

  /// Remembers the presented view's corner radius, masked corners, corner curve and
  /// clipping, once: a rounding already remembered is the screen's own.
  public func rememberPresentedRounding() {
    guard state.presentedRest == nil, let view = presentedView else { return }
    let layer = view.layer
    state.presentedRest = CornerRounding(
      radius: Double(layer.cornerRadius), corners: layer.transitMaskedCorners,
      curve: layer.transitCornerCurve, clips: view.clipsToBounds)
  }

  /// Puts the presented view's rounding back as remembered, without implicit animation,
  /// and forgets it.
  public func restorePresentedRounding() {
    guard let rest = state.presentedRest else { return }
    state.presentedRest = nil
    guard let view = presentedView else { return }
    let layer = view.layer
    View.Layer.withoutImplicitAnimations {
      layer.cornerRadius = CGFloat(rest.radius)
      layer.transitMaskedCorners = rest.corners
      layer.transitCornerCurve = rest.curve
    }
    view.clipsToBounds = rest.clips
  }

  /// Makes the container view modal to VoiceOver.
  public func makeContainerModalForVoiceOver() { containerView?.accessibilityViewIsModal = true }

  /// UIKit's `PresentationControllerHost/layOutPresenterUnderItsTransform(_:)`: a
  /// presenter that fills its superview (a window's root) is given its superview's bounds
  /// with no transform, then the transform for its new size.
  ///
  /// - Parameter transform: The transform at the new size, given the one it had.
  public func layOutPresenterUnderItsTransform(_ transform: (Transform3D) -> Transform3D) {
    guard let view = presentingViewController.viewIfLoaded, let superview = view.superview,
      view.autoresizingMask.contains([.flexibleWidth, .flexibleHeight])
    else { return }
    let current = view.layer.transitTransform
    view.layer.transitTransform = .identity
    view.frame = superview.bounds
    view.layer.transitTransform = transform(current)
  }

  /// Shows the dimming in full again: its fading stopped, its opacity back to 1.
  public func restoreDimming() {
    dimmingView?.layer.removeAllAnimations()
    dimmingView?.alpha = 1
  }

  /// Takes the dimming view out of the container.
  public func removeDimming() {
    dimmingView?.removeFromSuperview()
    dimmingView = nil
  }

  /// What the presentation controller does in `containerViewWillLayoutSubviews()`: the
  /// engine's ``PresentationControllerHost/containerWillLayOut()``, then the presented
  /// view at its frame and the dimming over the container's bounds.
  public func layOutInContainer() {
    containerWillLayOut()
    presentedView?.frame = frameOfPresentedViewInContainerView
    if let container = containerView { dimmingView?.frame = container.bounds }
  }

  /// Puts a dimming view at the back of the container, over its bounds and resizing with
  /// it, as ``TransitionHostPresentationController/dimmingView``.
  ///
  /// - Parameter dimming: The host's dimming view, coloured.
  public func insertDimming(_ dimming: View) {
    guard let container = containerView else { return }
    dimming.frame = container.bounds
    dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.insertSubview(dimming, at: 0)
    dimmingView = dimming
  }
}
