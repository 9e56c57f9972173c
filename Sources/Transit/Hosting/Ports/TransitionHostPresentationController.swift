import Foundation

/// A presentation controller as the engine handles it: the members `UIPresentationController`
/// and the stage's `StagePresentationController` already have, under UIKit's names.
///
/// With it, most of what a ``PresentationControllerHost`` does with views (the presenter's
/// appearance calls and rest, rounding, layout, VoiceOver, the dimming's return and
/// removal) is written once, by the engine.
@MainActor
public protocol TransitionHostPresentationController: AnyObject {
  /// The host's view class.
  associatedtype View: LayerBackedTransitionHostView where View.HostView == View
  /// The host's view controller class.
  associatedtype Screen: TransitionHostScreen where Screen.View == View

  /// The transition's container view, once the presentation begins.
  var containerView: View? { get }
  /// The view the animator animates for the presented screen.
  var presentedView: View? { get }
  /// The screen presenting.
  var presentingViewController: Screen { get }
  /// The screen presented.
  var presentedViewController: Screen { get }
  /// Where the presented view goes, in the container's coordinates.
  var frameOfPresentedViewInContainerView: CGRect { get }
  /// The dimming view Transit put behind the presented view, while there is one (not a
  /// member of UIKit's: Transit's presentation controllers keep it).
  var dimmingView: View? { get set }
}
