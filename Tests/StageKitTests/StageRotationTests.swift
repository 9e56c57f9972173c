import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

@MainActor
@Suite struct StageRotationTests {
  @Test func rotationResizesContainersAndRelaysCustomPresentations() throws {
    // docs/design.md#r4: containerViewWillLayoutSubviews on size change.
    let window = StageWindow.phone()
    let list = screen("List")
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let detail = screen("Detail")
    navigation.pushViewController(detail, animated: true)
    #expect(window.runUntilIdle())

    let overlay = OverlayTransitionDelegate()
    let sheet = screen("Sheet")
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = overlay
    detail.present(sheet, animated: true)
    #expect(window.runUntilIdle())
    let controller = try #require(overlay.presentationController)
    window.eventLog.removeAll()

    window.resize(to: CGSize(width: 844, height: 390))
    let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
    #expect(navigation.view.frame == landscape)
    #expect(navigation.transitionView.frame == landscape)
    #expect(detail.view.frame == landscape, "the top controller's view fills the new size")
    #expect(controller.containerView?.frame == landscape)
    #expect(
      window.eventLog.lines(of: [.transition]) == [
        "resize(to: 844×390)", "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
      ])
    #expect(
      controller.dimmingView.bounds.size == landscape.size, "laid out again by its controller")
    let overlayFrame = controller.frameOfPresentedViewInContainerView
    let expected = CGRect(x: 844.0 / 6, y: 390.0 / 6, width: 844.0 * 2 / 3, height: 390.0 * 2 / 3)
    #expect(
      abs(overlayFrame.minX - expected.minX) < 1e-9
        && abs(overlayFrame.width - expected.width) < 1e-9)
    #expect(
      abs(overlayFrame.minY - expected.minY) < 1e-9
        && abs(overlayFrame.height - expected.height) < 1e-9)

    // Popping after the rotation lays the list out at the new size too.
    sheet.dismiss(animated: false)
    window.runUntilIdle()
    navigation.popViewController(animated: false)
    #expect(list.view.frame == landscape)
  }

  @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
    let window = StageWindow(size: CGSize(width: 400, height: 800))
    let pinned = StageView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    let stretchy = StageView(frame: CGRect(x: 100, y: 0, width: 200, height: 800))
    stretchy.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
    let centred = StageView(frame: CGRect(x: 150, y: 350, width: 100, height: 100))
    centred.autoresizingMask = [
      .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
    ]
    for view in [pinned, stretchy, centred] { window.addSubview(view) }
    window.resize(to: CGSize(width: 800, height: 400))
    #expect(pinned.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    // 400 more points shared 100 : 200 : 100 by the margins and the width.
    #expect(stretchy.frame == CGRect(x: 200, y: 0, width: 400, height: 800))
    #expect(centred.frame == CGRect(x: 350, y: 150, width: 100, height: 100), "stays centred")
    window.resize(to: CGSize(width: CGFloat.nan, height: 10))
    #expect(window.bounds.size == CGSize(width: 800, height: 400), "bad sizes are ignored")
  }
}
