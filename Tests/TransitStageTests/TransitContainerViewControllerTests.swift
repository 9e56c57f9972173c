import Foundation
import TestSupport
import Testing
import Transit
import TransitStage

@testable import StageKit

// What only the custom container does: forwarding appearance by hand, unanimated switches
// through `setSelectedIndex(_:animated:)`, its own watch of a switch's completion. What it
// shares with the tab bar controller is in ContainerSwitchingTests.

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
    // appearance to the child it shows (ContainerSwitchingTests checks the calls).
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

  @Test(arguments: [false, true])
  func aSwipeHeldLongIsNotAFrozenSwitch(completesStalledTransitions: Bool) {
    // docs/design.md#n10: the completion watch waits for the finger. A swipe held past
    // the switch's duration and Transit's timeout is not "frozen", and is never cancelled
    // under the finger; it completes once, when the finger lifts past half-way.
    let b = screen("B")
    let container = start([screen("A"), b])
    var seen: [TransitDiagnostic] = []
    container.transit.diagnostics = TransitDiagnostics(
      completionTimeout: 1, completesStalledTransitions: completesStalledTransitions
    ) { seen.append($0) }
    container.transit.transition = .slide.interactive(.swipeBetweenTabs)
    let middle = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
    window.send(
      .pan(
        from: middle, to: CGPoint(x: middle.x - 0.7 * window.bounds.width, y: middle.y),
        duration: 0.3
      ).holding(for: 10))
    #expect(window.runUntilIdle())
    #expect(seen.map(\.kind).isEmpty, "\(seen)")
    #expect(container.selectedViewController === b && !container.isTransitioning)
  }
}
