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
  public func roundPresentedView(cornerRadius: Double, corners: RectCorners) {
    guard let view = presentedView else { return }
    view.layer.cornerRadius = CGFloat(cornerRadius)
    view.layer.transitMaskedCorners = corners
    view.clipsToBounds = true
  }

  /// Makes the container view modal to VoiceOver.
  public func makeContainerModalForVoiceOver() { containerView?.accessibilityViewIsModal = true }
}
