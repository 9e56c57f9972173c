import Foundation
import Testing
import Transit
import TransitExamples
import TransitStage

/// The demo app's flows, played on the stage as a user would play them on a phone: the
/// screens are built from the same ``ExampleFlows`` the UIKit screens read, so a change to
/// the example's transitions or structure is played here.
@MainActor
@Suite struct ExampleFlowsStageTests {
  @Test func aPhotoOpensFromTheGridAndAPullDownPutsItBack() throws {
    let app = StageExampleApp()
    let thumbnail = app.thumbnails[4]
    app.tap(thumbnail)
    let (screen, view) = try #require(app.photo)
    // Mid-flight the thumbnail's twin is flying: the timeline moves the matched pair.
    app.window.advance(by: 0.1)
    let animator = try #require(TransitAnimator.inFlight(for: screen))
    #expect(animator.core.transition.name == app.flows.photoOpening.name)
    let timeline = try #require(animator.timelineInFlight)
    let photoID = app.flows.grid.id(ofPhoto: 4)
    let flying = timeline.nodes.filter { node in node.id.rawValue.contains(photoID) }
    #expect(!flying.isEmpty, "\(timeline.nodes.map(\.id))")
    #expect(app.window.runUntilIdle())
    #expect(app.grid.presentedViewController === screen)
    #expect(app.isOnScreen(view))
    #expect(view.frame == app.flows.grid.photoFrame(in: app.window.bounds))

    app.pullDown(screen)
    #expect(app.window.runUntilIdle())
    #expect(app.grid.presentedViewController == nil)
    #expect(app.isOnScreen(thumbnail))
    #expect(thumbnail.layer.transform.isIdentity && thumbnail.layer.opacity == 1)
    #expect(app.window.transitionsInFlight.isEmpty)
    #expect(app.window.eventLog.warnings.isEmpty, "\(app.window.eventLog.warnings)")
  }

  @Test func aPinchClosesThePhoto() throws {
    let app = StageExampleApp()
    app.tap(app.thumbnails[0])
    #expect(app.window.runUntilIdle())
    #expect(app.grid.presentedViewController != nil)
    app.window.send(
      .pinch(center: CGPoint(x: 195, y: 422), fromSpan: 240, toSpan: 30, duration: 0.1))
    #expect(app.window.runUntilIdle())
    #expect(app.grid.presentedViewController == nil)
    #expect(app.isOnScreen(app.thumbnails[0]))
  }

  @Test func aSwipeSwitchesTabsWithTheEffectTheSettingsChose() throws {
    var flows = ExampleFlows()
    let app = StageExampleApp(flows: flows)
    app.swipe(leftwards: true)
    #expect(app.window.runUntilIdle())
    #expect(app.tabs.selectedIndex == 1)
    app.swipe(leftwards: false)
    #expect(app.window.runUntilIdle())
    #expect(app.tabs.selectedIndex == 0)

    // The settings screen installs the effect chosen; the next switch plays it.
    let changed = flows.useEffect(named: "cube")
    #expect(changed)
    app.tabs.transit.transition = flows.tabSwitch
    app.select(.settings)
    let settings = try #require(app.navigations[.settings])
    _ = app.tabs.simulateUserSelection(at: 0)
    let animator = try #require(TransitAnimator.inFlight(for: settings))
    #expect(animator.core.transition.name == Transition.cube().name)
    #expect(app.window.runUntilIdle())
    #expect(app.tabs.selectedIndex == 0)
  }

  @Test(arguments: ["card", "halfSheet"])
  func aCardAndAHalfSheetCloseOnATapOutsideAndOnAPullDown(button: String) throws {
    let app = StageExampleApp()
    app.select(.presentations)
    let trigger = try #require(app.buttons[button])

    app.tap(trigger)
    #expect(app.window.runUntilIdle())
    let shown = try #require(app.presentations.presentedViewController)
    #expect(
      shown.view.convert(shown.view.bounds, to: nil).minY > 0,
      "it leaves the presenter showing above it")
    #expect(app.isOnScreen(app.presentations.view), "a card keeps its presenter on screen")
    app.window.send(.tap(at: CGPoint(x: 195, y: 10)))
    #expect(app.window.runUntilIdle())
    #expect(app.presentations.presentedViewController == nil)

    app.tap(trigger)
    #expect(app.window.runUntilIdle())
    let again = try #require(app.presentations.presentedViewController)
    app.pullDown(again)
    #expect(app.window.runUntilIdle())
    #expect(app.presentations.presentedViewController == nil)
    #expect(app.presentations.view.layer.transform.isIdentity)
    #expect(app.window.eventLog.warnings.isEmpty, "\(app.window.eventLog.warnings)")
  }

  @Test func aRippleGrowsFromTheButton() throws {
    let app = StageExampleApp()
    app.select(.presentations)
    let button = try #require(app.buttons["ripple"])
    app.tap(button)
    app.window.advance(by: 0.05)
    let shown = try #require(app.presentations.presentedViewController)
    let animator = try #require(TransitAnimator.inFlight(for: shown))
    let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    #expect(animator.core.transition.name == app.flows.ripple(from: centre).name)
    #expect(app.window.runUntilIdle())
    shown.transit.dismiss()
    #expect(app.window.runUntilIdle())
    #expect(app.presentations.presentedViewController == nil)
  }

  @Test func theDetailIsPushedAndABackSwipePopsIt() throws {
    let app = StageExampleApp()
    app.select(.presentations)
    let navigation = try #require(app.navigations[.presentations])
    app.tap(try #require(app.buttons["detail"]))
    #expect(app.window.runUntilIdle())
    #expect(navigation.topViewController?.title == app.flows.detailTitle)
    app.window.send(
      .edgePan(from: .left, in: app.window.bounds, distance: 300, duration: 0.2))
    #expect(app.window.runUntilIdle())
    #expect(navigation.topViewController === app.presentations)
  }

  @Test func theContainerTurnsItsChildrenOnACube() throws {
    let app = StageExampleApp()
    app.select(.container)
    let children = app.container.viewControllers
    #expect(children.map(\.title) == app.flows.containerChildren.map { $0 })

    app.container.setSelectedIndex(1, animated: true)
    app.window.advance(by: 0.1)
    let animator = try #require(TransitAnimator.inFlight(for: children[1]))
    #expect(animator.core.transition.name == app.flows.containerSwitch.name)
    // A cube turns its faces in depth: the incoming face is transformed mid-way.
    #expect(children[1].view.layer.presentation()?.transform.isIdentity == false)
    #expect(app.window.runUntilIdle())
    #expect(app.container.selectedIndex == 1)

    // The swipe inside the container switches its children, not the tabs.
    app.swipe(leftwards: true)
    #expect(app.window.runUntilIdle())
    #expect(app.container.selectedIndex == 2)
    #expect(app.tabs.selectedIndex == app.flows.tabs.firstIndex(of: .container))
    #expect(children[2].view.layer.transform.isIdentity)
  }

  /// The SwiftUI tab: a tap appends to the path, which pushes the photo with its thumbnail
  /// flying; a back swipe pops it and the path comes back empty, as `TransitNavigationStack`
  /// writes it.
  @Test func theSwiftUITabsPathOpensAPhotoAndABackSwipeEmptiesIt() throws {
    let app = StageExampleApp()
    app.select(.swiftUI)
    let navigation = try #require(app.navigations[.swiftUI])
    app.tap(app.swiftUIThumbnails[4])
    app.window.advance(by: 0.1)
    let animator = try #require(TransitAnimator.inFlight(for: navigation))
    #expect(animator.core.transition.name == app.flows.swiftUIPhotoPush.name)
    let timeline = try #require(animator.timelineInFlight)
    let photoID = app.flows.grid.id(ofPhoto: 4)
    #expect(timeline.nodes.contains { $0.id.rawValue.contains(photoID) }, "the thumbnail flies")
    #expect(app.window.runUntilIdle())
    #expect(app.swiftUIPath == [4])
    #expect(navigation.topViewController?.title == "Photo 5")
    app.window.send(
      .edgePan(from: .left, in: app.window.bounds, distance: 300, duration: 0.4))
    #expect(app.window.runUntilIdle())
    #expect(navigation.topViewController === app.swiftUIGrid)
    #expect(app.swiftUIPath.isEmpty, "the back swipe wrote the path back")
  }
}
