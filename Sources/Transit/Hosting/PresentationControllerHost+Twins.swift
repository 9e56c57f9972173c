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

  /// Remembers the presenter's layer transform and opacity.
  public func rememberPresenterRest() {
    guard let layer = presentingViewController.viewIfLoaded?.layer else { return }
    presenterRest = LayerRest(transform: layer.transitTransform, opacity: layer.opacity)
  }

  /// Puts the presenter's layer transform and opacity back, without implicit animation.
  public func restorePresenterRest() {
    guard let rest = presenterRest, let layer = presentingViewController.viewIfLoaded?.layer
    else { return }
    View.Layer.withoutImplicitAnimations {
      layer.transitTransform = rest.transform
      layer.opacity = rest.opacity
    }
  }

  /// Where the presented view goes: `frameOfPresentedViewInContainerView`.
  public var presentedFrame: CGRect { frameOfPresentedViewInContainerView }

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
    guard presentedRest == nil, let view = presentedView else { return }
    let layer = view.layer
    presentedRest = CornerRounding(
      radius: Double(layer.cornerRadius), corners: layer.transitMaskedCorners,
      curve: layer.transitCornerCurve, clips: view.clipsToBounds)
  }

  /// Puts the presented view's rounding back as remembered, without implicit animation,
  /// and forgets it.
  public func restorePresentedRounding() {
    guard let rest = presentedRest else { return }
    presentedRest = nil
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
}
