import Foundation
import TestSupport
import Testing

@testable import StageKit

/// Seed 001's overlay (its ``OverlayAnimator``) with the presentation controller of Apple's
/// custom-presentation sample, which lays the presented view out in
/// `containerViewWillLayoutSubviews()`.
@MainActor
final class LayingOutOverlayDelegate: ViewControllerTransitioningDelegate {
  final class Controller: StagePresentationController {
    var layouts = 0
    override var frameOfPresentedViewInContainerView: CGRect {
      guard let containerView else { return .zero }
      return containerView.bounds.insetBy(dx: 65, dy: 141)
    }
    override func containerViewWillLayoutSubviews() {
      layouts += 1
      presentedView?.frame = frameOfPresentedViewInContainerView
    }
  }
  private(set) var controller: Controller?

  func animationController(
    forPresented presented: StageViewController, presenting: StageViewController,
    source: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { OverlayAnimator() }

  func animationController(forDismissed dismissed: StageViewController)
    -> (any StageViewControllerAnimatedTransitioning)?
  { OverlayAnimator() }

  func presentationController(
    forPresented presented: StageViewController, presenting: StageViewController?,
    source: StageViewController
  ) -> StagePresentationController? {
    let controller = Controller(presentedViewController: presented, presenting: presenting)
    self.controller = controller
    return controller
  }
}

@MainActor
@Suite struct ContainerLayoutDuringDismissalTests {
  /// UIKit lays the container out in a layout pass, and a view needs one when its subviews
  /// or its size change (UIView `layoutSubviews`, `setNeedsLayout()`: "layout happens on
  /// the next update cycle"; adding a subview marks its new superview). A dismissal whose
  /// animator adds nothing to the container leaves it laid out, so a presentation
  /// controller that lays out in `containerViewWillLayoutSubviews` cannot undo the
  /// animator's frame: the overlay still shrinks to one point.
  @Test func aDismissalThatAddsNothingToTheContainerLaysNothingOut() throws {
    let window = StageWindow.phone()
    let home = screen("Home")
    window.rootViewController = home
    window.makeKeyAndVisible()
    let overlay = screen("Overlay")
    let delegate = LayingOutOverlayDelegate()
    overlay.modalPresentationStyle = .custom
    overlay.transitioningDelegate = delegate
    home.present(overlay, animated: true)
    #expect(window.runUntilIdle())
    let controller = try #require(delegate.controller)
    #expect(controller.layouts >= 1, "the presentation's animator added the presented view")
    #expect(overlay.view.frame.width == 260)

    let layoutsBefore = controller.layouts
    overlay.dismiss(animated: true)
    window.advance(by: 0.2)
    #expect(controller.layouts == layoutsBefore)
    #expect(overlay.view.bounds.width == 1, "the model holds the animator's final width")
    let shown = try #require(overlay.view.layer.presentation()?.bounds.width)
    #expect(abs(shown - (1 + 260) / 2) < 1e-3)
    #expect(window.runUntilIdle())
    #expect(overlay.view.superview == nil)
  }

  @Test func aRotationDuringTheDismissalStillLaysTheContainerOut() throws {
    let window = StageWindow.phone()
    let home = screen("Home")
    window.rootViewController = home
    window.makeKeyAndVisible()
    let overlay = screen("Overlay")
    let delegate = LayingOutOverlayDelegate()
    overlay.modalPresentationStyle = .custom
    overlay.transitioningDelegate = delegate
    home.present(overlay, animated: true)
    #expect(window.runUntilIdle())
    let controller = try #require(delegate.controller)
    let layoutsBefore = controller.layouts
    overlay.dismiss(animated: true)
    window.advance(by: 0.1)
    window.resize(to: CGSize(width: 844, height: 390))
    window.advance(by: 0)
    #expect(controller.layouts > layoutsBefore, "a size change needs a layout pass")
    #expect(window.runUntilIdle())
  }
}
