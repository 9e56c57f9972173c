import Foundation
import Testing

@testable import Transit

/// The core carries the tab bar with the screen the ``BottomBarPassage`` names, on a fake
/// host: snapshots of the bar ride as children of every view standing for that screen (the
/// screen, its snapshots, the pieces the bar crosses), the real bar hides meanwhile, and at
/// the end it takes its final state, or its old one on cancel (docs/design.md#u14).
@MainActor
@Suite struct BottomBarRideTests {
  /// A push or pop in a 390 × 844 container under a tab bar along its bottom.
  @MainActor final class Fixture {
    let window = FakeHostView("window", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let container = FakeHostView("container", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let from = FakeHostView("from", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let to = FakeHostView("to", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let bar = FakeHostView("bar", frame: CGRect(x: 0, y: 795, width: 390, height: 49))
    var context: FakeHostContext

    init(push: Bool) {
      window.isWindow = true
      window.addSubview(container)
      window.addSubview(bar)
      container.addSubview(from)
      context = FakeHostContext(containerView: container, fromView: from, toView: to)
      context.bottomBar = bar
      context.requestsToHideBar =
        push ? [.from: [false], .to: [false, true]] : [.from: [false, true], .to: [false]]
      bar.isHidden = !push
    }

    /// The bar's snapshots riding on a view.
    func passengers(on view: FakeHostView) -> [FakeHostView] {
      view.subviews.filter { $0.snapshotSource?.view === bar }
    }
  }

  static let barFrame = CGRect(x: 0, y: 795, width: 390, height: 49)

  @Test func aPushSnapshotsTheBarOntoTheOutgoingScreenAndHidesItAtTheEnd() throws {
    let fixture = Fixture(push: true)
    let core = TransitionAnimatorCore<FakeHostContext>(.slide, operation: .push)
    core.start(in: fixture.context)
    #expect(fixture.bar.isHidden, "the real bar hides while its snapshot rides")
    let riding = fixture.passengers(on: fixture.from)
    #expect(riding.count == 1 && riding.first?.frame == Self.barFrame)
    #expect(fixture.passengers(on: fixture.to).isEmpty)
    fixture.context.clock?.runUntilIdle()
    #expect(fixture.context.log.completions == [true])
    #expect(fixture.passengers(on: fixture.from).isEmpty, "no snapshot left behind")
    #expect(fixture.bar.isHidden)
  }

  @Test func aPopBringsTheBarBackOnTheIncomingScreenAndShowsItAtTheEnd() {
    let fixture = Fixture(push: false)
    let core = TransitionAnimatorCore<FakeHostContext>(.slide, operation: .pop)
    core.start(in: fixture.context)
    #expect(fixture.bar.isHidden)
    #expect(fixture.passengers(on: fixture.to).map(\.frame) == [Self.barFrame])
    fixture.context.clock?.runUntilIdle()
    #expect(!fixture.bar.isHidden, "shown at the end, with nothing left to pop in")
    #expect(fixture.passengers(on: fixture.to).isEmpty)
  }

  /// Another tab selected during the push gave the bar the state its own stack asks for
  /// (shown); the push's end leaves it so, its snapshots gone all the same.
  @Test func aPushWhoseTabIsLeftMeanwhileLeavesTheBarToTheTabShown() {
    let fixture = Fixture(push: true)
    let core = TransitionAnimatorCore<FakeHostContext>(.slide, operation: .push)
    core.start(in: fixture.context)
    fixture.context.log.barFollowsTransition = false
    fixture.bar.isHidden = false  // the tab bar controller, for the tab now shown
    fixture.context.clock?.runUntilIdle()
    #expect(!fixture.bar.isHidden)
    #expect(fixture.passengers(on: fixture.from).isEmpty, "no snapshot left behind")
  }

  @Test func aCancelledPopLeavesTheBarHidden() {
    let fixture = Fixture(push: false)
    let core = TransitionAnimatorCore<FakeHostContext>(.slide, operation: .pop)
    core.startInteractive(in: fixture.context)
    #expect(fixture.passengers(on: fixture.to).count == 1)
    core.updateInteraction(progress: 0.3)
    core.cancelInteraction()
    fixture.context.clock?.runUntilIdle()
    #expect(fixture.context.log.completions == [false])
    #expect(fixture.bar.isHidden, "as it was")
    #expect(fixture.passengers(on: fixture.to).isEmpty)
  }

  @Test func theScreensPiecesThatTheBarCrossesEachCarryTheirPartOfIt() throws {
    let fixture = Fixture(push: true)
    let core = TransitionAnimatorCore<FakeHostContext>(.explode(), operation: .push)
    core.start(in: fixture.context)
    let player = try #require(core.player)
    var crossing = 0
    for step in player.plan.steps {
      guard case .snapshotPiece(.from, let rect) = step.node.content,
        let piece = player.view(for: step.node.id)
      else { continue }
      let part = rect.intersection(Self.barFrame)
      let riding = fixture.passengers(on: piece)
      if part.isNull || part.isEmpty {
        #expect(riding.isEmpty)
        continue
      }
      crossing += 1
      // The bar's part, in the bar's coordinates, shown where it lies in the piece.
      #expect(riding.count == 1)
      #expect(riding.first?.snapshotSource?.rect == part.offsetBy(dx: 0, dy: -795))
      #expect(riding.first?.frame == part.offsetBy(dx: -rect.minX, dy: -rect.minY))
    }
    #expect(crossing > 0)
  }

  @Test func aTransitionThatDoesNotChangeTheBarLeavesItAlone() {
    let fixture = Fixture(push: true)
    fixture.context.requestsToHideBar = [.from: [false], .to: [false, false]]
    let core = TransitionAnimatorCore<FakeHostContext>(.slide, operation: .push)
    core.start(in: fixture.context)
    #expect(!fixture.bar.isHidden)
    #expect(fixture.passengers(on: fixture.from).isEmpty)
  }
}
