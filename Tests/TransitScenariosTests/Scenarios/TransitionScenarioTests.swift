import Foundation
import Testing
import Transit
import TransitRender
import TransitScenarios
import TransitStage

@MainActor
@Suite struct TransitionScenarioTests {
  @Test func badSizesFallBackOrAreClamped() {
    func size(_ width: CGFloat, _ height: CGFloat) -> CGSize {
      TransitionScenario(.fade, operation: .push, size: CGSize(width: width, height: height))
        .screenSize
    }
    #expect(size(.nan, 500) == CGSize(width: 393, height: 500))
    #expect(size(-1, 0) == CGSize(width: 393, height: 852))
    #expect(size(.infinity, 9000) == CGSize(width: 393, height: 4096))
    #expect(size(320, 568) == CGSize(width: 320, height: 568))
  }

  @Test func theStyleAppliesToModalOperationsOnly() throws {
    let bounds = CGRect(x: 0, y: 0, width: 300, height: 600)
    let card = TransitionScenario(.card(), operation: .present, style: .fullScreen)
    #expect(card.playedTransition.presentation == nil)
    let pushedCard = TransitionScenario(.card(), operation: .push, style: .fullScreen)
    #expect(pushedCard.playedTransition.presentation != nil)
    let slide = TransitionScenario(.slide, operation: .dismiss, style: .custom)
    let frame = try #require(slide.playedTransition.presentation).frame(in: bounds)
    #expect(abs(frame.minY - 200) < 1e-9 && frame.height == 400 && frame.width == 300)
    let own = TransitionScenario(.card(), operation: .present)
    #expect(own.playedTransition.presentation != nil)
  }

  @Test(arguments: ScenarioOperation.allCases)
  func backOperationsStartWhereTheForwardStepEnded(operation: ScenarioOperation) throws {
    let stage = try TransitionScenario(.slide, operation: operation).makeStage()
    #expect(stage.window.transitionsInFlight.isEmpty)
    #expect(stage.outgoing.view.window === stage.window)
    #expect(stage.incoming.view.window == nil || operation == .dismiss)
    var started = 0
    try stage.begin { animator in
      started += 1
      #expect(animator.timelineInFlight != nil)
    }
    #expect(started == 1)
    // A custom container's switch runs on Transit's own context, which the window does not
    // watch (UIKit's own containers' contexts are the ones it knows).
    #expect(stage.window.transitionsInFlight.count == (operation == .switch ? 0 : 1))
    #expect(TransitAnimator.inFlight(for: stage.incoming.controller) != nil)
    #expect(stage.window.runUntilIdle())
    #expect(stage.incoming.view.window === stage.window)
  }

  @Test func theMatchedPhotoFliesBetweenTheScreens() throws {
    let timeline = try TransitionScenario(.matched(), operation: .push).timeline()
    // The effect flies a snapshot of the shared photo, which it finds by the id both
    // screens' views carry.
    let nodes = Set(timeline.nodes.map(\.id)).union(timeline.tracks.map(\.node))
    #expect(nodes.contains(.decoration("flight", TransitionScenario.matchedID)), "\(nodes)")
  }

  @Test func theTimelineIsTheOneThatPlays() throws {
    let scenario = TransitionScenario(
      .slide, operation: .pop, size: CGSize(width: 320, height: 568))
    let timeline = try scenario.timeline()
    let recording = try FrameRecorder(scale: 0.25).record(scenario, atFractions: [0])
    #expect(timeline == recording.timeline)
    #expect(timeline.duration == TransitionTiming.standard.duration)
    #expect(timeline.nodes.map(\.id).contains(.from))
    // A pop's outgoing screen leaves across the whole width of the 320-point screen.
    let table = timeline.table(at: [0, 1])
    #expect(table.contains("320"), "\(table)")
  }
}
