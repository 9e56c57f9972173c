import Foundation
import TestSupport
import Testing
import TransitStage

@testable import StageKit

// What only the custom container does: forwarding appearance by hand, and unanimated
// switches through `setSelectedIndex(_:animated:)`. What it shares with the tab bar
// controller is in StageChildSelectionTests.

@MainActor
@Suite struct TransitContainerViewControllerTests {
  let window = StageWindow.phone()

  /// A container on screen showing its first child, the log emptied.
  func start(_ children: [StageViewController]) -> TransitContainerViewController {
    let container = TransitContainerViewController(viewControllers: children)
    container.title = "Box"
    window.rootViewController = container
    window.makeKeyAndVisible()
    window.eventLog.removeAll()
    return container
  }

  @Test func theContainerForwardsAppearanceByHand() {
    // docs/uikit-behaviour.md#b1-1-3: with manual forwarding the container sends its own
    // appearance to the child it shows (StageChildSelectionTests checks the calls).
    let container = TransitContainerViewController(viewControllers: [
      SwitchTestProbe("A"), SwitchTestProbe("B"),
    ])
    #expect(!container.shouldAutomaticallyForwardAppearanceMethods)
  }

  @Test func unanimatedSwitchesAndBadSelectionsDoNotAskTheDelegate() {
    let b = screen("B")
    let container = start([screen("A"), b])
    let delegate = SwitchTestDelegate(animator: SwitchTestFadeAnimator())
    container.delegate = delegate
    container.setSelectedIndex(1, animated: false)
    #expect(container.selectedViewController === b && !container.isTransitioning)
    #expect(window.eventLog.lines(of: [.delegate]).isEmpty)
    window.eventLog.removeAll()
    container.setSelectedIndex(1, animated: true)
    container.setSelectedIndex(2, animated: true)
    container.setSelectedIndex(-1, animated: true)
    container.select(screen("Z"))
    #expect(container.selectedViewController === b)
    #expect(window.eventLog.lines().isEmpty)
  }
}
