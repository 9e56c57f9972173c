import Foundation
import Transit

/// The twin of `UIPresentationController`: manages a `.custom` presentation, its chrome
/// (a dimming view), the presented view's frame and layout.
///
/// Subclass it and override the hooks, as in UIKit.
@MainActor
open class StagePresentationController {
  /// The controller being presented.
  public let presentedViewController: StageViewController
  /// The controller presenting it.
  public let presentingViewController: StageViewController
  /// The container view, set when the presentation begins.
  public internal(set) var containerView: StageView?
  /// Told when the user tries to dismiss the presented screen (weak, as in UIKit).
  public weak var delegate: (any StageAdaptivePresentationControllerDelegate)?

  /// Creates a presentation controller.
  ///
  /// - Parameters:
  ///   - presentedViewController: The controller being presented.
  ///   - presentingViewController: The controller presenting it.
  public init(
    presentedViewController: StageViewController,
    presenting presentingViewController: StageViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController ?? presentedViewController
  }

  /// The view the animator animates for the presented controller: by default its view.
  open var presentedView: StageView? { presentedViewController.view }

  /// Where the presented view sits when presented: the whole container by default.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Whether the presenter's view leaves the window once presented (default `false`).
  open var shouldRemovePresentersView: Bool { false }

  /// Called before the presentation animations start; add chrome here.
  open func presentationTransitionWillBegin() {}
  /// Called when the presentation completed (`true`) or was cancelled.
  ///
  /// - Parameter completed: Whether it completed.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called before the dismissal animations start.
  open func dismissalTransitionWillBegin() {}
  /// Called when the dismissal completed (`true`) or was cancelled.
  ///
  /// - Parameter completed: Whether it completed.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// Called before the container lays out its subviews (at the start and on size change).
  open func containerViewWillLayoutSubviews() {}
  /// Called after the container laid out its subviews.
  open func containerViewDidLayoutSubviews() {}
}
