import Foundation
import TestSupport
import Testing
import Transit
import TransitRender
import TransitStage

@testable import StageKit

/// A screen that hides the tab bar (`hidesBottomBarWhenPushed`) pushed and popped inside
/// tabs, with every effect of the catalogue: the bar must leave with the outgoing screen,
/// come back with the incoming one, in step with it, and end in its final state with no
/// frame where it pops in or out (docs/design.md#u14; docs/uikit-behaviour.md#b16).
///
/// Each test plays the same transition twice, frame by frame: in tabs whose bar is
/// magenta, and, as the reference, without tabs, the bar painted on the screen it belongs
/// to (the list). The bar rides with its screen exactly when every frame of the first
/// looks like the same frame of the second.
@MainActor
@Suite final class StageTransitBottomBarTests {
  /// One of the two worlds: tabs with a real bar, or the reference with a painted one.
  @MainActor final class World {
    let window = StageWindow(size: CGSize(width: 200, height: 400))
    let list = screen("List")
    let detail = screen("Detail")
    let navigation: StageNavigationController
    let tabs: StageTabBarController?
    /// Which bar the world shows.
    let bar: Bar
    /// Whether the bar is the real one (else painted on the list, the reference).
    let isReal: Bool

    /// The bar's colour.
    static let magenta = StageColor(red: 1, green: 0, blue: 1, alpha: 1)

    init(bar: Bar, real: Bool) {
      self.bar = bar
      navigation = StageNavigationController(rootViewController: list)
      detail.hidesBottomBarWhenPushed = true
      // Marks on both screens, so that their motion shows in the frames.
      list.view.backgroundColor = StageColor(red: 0.9, green: 0.9, blue: 0.8, alpha: 1)
      let mark = StageView(frame: CGRect(x: 20, y: 40, width: 60, height: 300))
      mark.backgroundColor = .blue
      list.view.addSubview(mark)
      detail.view.backgroundColor = StageColor(red: 0.6, green: 0.9, blue: 0.6, alpha: 1)
      let badge = StageView(frame: CGRect(x: 110, y: 300, width: 70, height: 90))
      badge.backgroundColor = .red
      detail.view.addSubview(badge)
      switch (real, bar) {
      case (true, .tabBar):
        let tabs = StageTabBarController()
        tabs.viewControllers = [navigation, screen("Other")]
        tabs.tabBar.backgroundColor = Self.magenta
        self.tabs = tabs
        window.rootViewController = tabs
      case (true, .toolbar):
        navigation.isToolbarHidden = false
        navigation.toolbar.backgroundColor = Self.magenta
        tabs = nil
        window.rootViewController = navigation
      case (false, _):
        let painted = StageView(
          frame: CGRect(x: 0, y: 400 - bar.height, width: 200, height: bar.height))
        painted.backgroundColor = Self.magenta
        list.view.addSubview(painted)
        tabs = nil
        window.rootViewController = navigation
      }
      self.isReal = real
      window.makeKeyAndVisible()
    }

    /// Whether the real bar rests in its place, hidden or shown (the reference has none).
    func barRests(hidden: Bool) -> Bool {
      guard isReal else { return true }
      let (real, home): (StageView, StageView?) =
        switch bar {
        case .tabBar: (tabs!.tabBar, tabs!.view)
        case .toolbar: (navigation.toolbar, navigation.view)
        }
      return real.superview === home && real.isHidden == hidden
        && real.frame == CGRect(x: 0, y: 400 - bar.height, width: 200, height: bar.height)
    }
  }

  /// The bars at the bottom a push hides: a tab bar controller's, and a navigation
  /// controller's own toolbar.
  enum Bar: String, CaseIterable, Sendable {
    case tabBar, toolbar

    /// Its height on the stage.
    @MainActor var height: CGFloat {
      self == .tabBar ? StageTabBar.standardHeight : StageToolbar.standardHeight
    }
  }

  /// The world with the real bar (named for the tab bar, the first kind of bar).
  var tabs = World(bar: .tabBar, real: true)
  /// The reference world, the bar painted on the list.
  var reference = World(bar: .tabBar, real: false)

  /// Plays with another kind of bar.
  func use(_ bar: Bar) {
    tabs = World(bar: bar, real: true)
    reference = World(bar: bar, real: false)
  }
  var renderer: StageRenderer {
    let renderer = StageRenderer(scale: 0.5)
    renderer.threadCount = 1
    return renderer
  }

  /// Does the same thing in both worlds.
  func both(_ action: (World) -> Void) {
    action(tabs)
    action(reference)
  }

  /// The share of pixels that differ between the two worlds' frames now.
  func difference() -> Double {
    let a = renderer.render(tabs.window).unpremultipliedRGBA()
    let b = renderer.render(reference.window).unpremultipliedRGBA()
    guard a.count == b.count, !a.isEmpty else { return 1 }
    var differing = 0
    for pixel in stride(from: 0, to: a.count, by: 4) {
      let worst = (0..<4).map { abs(Int(a[pixel + $0]) - Int(b[pixel + $0])) }.max() ?? 0
      if worst > 24 { differing += 1 }
    }
    return Double(differing) / Double(a.count / 4)
  }

  /// Whether the tabs' window draws snapshot pieces now (an explosion, a portal).
  func drawsPieces() -> Bool {
    var found = false
    tabs.window.layer.visitTree { if $0.contents is StageLayer { found = true } }
    return found
  }

  /// Plays both worlds to rest a frame at a time, checking every frame; returns the
  /// frames that differ (time, share of pixels).
  ///
  /// The frames must agree but for edges: where the screen is broken into pieces, the
  /// bar's pieces and the screen's are drawn from two images whose seams blend a little
  /// differently, so a few more pixels may differ there (under half a row of the bar).
  func playBoth(label: String) -> [(time: Double, share: Double)] {
    var differing: [(Double, Double)] = []
    var time = 0.0
    var allowed = 0.001
    while time < 3,
      !tabs.window.transitionsInFlight.isEmpty
        || !reference.window.transitionsInFlight.isEmpty
    {
      if drawsPieces() { allowed = 0.006 }
      let share = difference()
      if share > allowed { differing.append((time, share)) }
      both { $0.window.advance(by: 1.0 / 30) }
      time += 1.0 / 30
    }
    both { #expect($0.window.runUntilIdle(), "\(label) comes to rest") }
    let share = difference()
    if share > 0.001 { differing.append((time, share)) }
    return differing
  }

  /// The effects of the catalogue.
  nonisolated static let effects = TransitionCatalog.entries.map(\.name)

  @Test(arguments: effects, Bar.allCases)
  func theBarLeavesWithTheOutgoingScreenOnPush(effect name: String, bar: Bar) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    use(bar)
    both { $0.window.layoutIfNeeded() }
    #expect(tabs.barRests(hidden: false))
    both { $0.navigation.transit.push($0.detail, using: transition) }
    let differing = playBoth(label: "\(name) push")
    #expect(
      differing.isEmpty,
      "\(name) push (\(bar)): frames where the bar is not with the list: \(differing)")
    #expect(tabs.barRests(hidden: true), "\(name): hidden at the end, in its place")
    #expect(tabs.window.eventLog.warnings.isEmpty, "\(tabs.window.eventLog.warnings)")
  }

  @Test(arguments: effects, Bar.allCases)
  func theBarComesBackWithTheIncomingScreenOnPop(effect name: String, bar: Bar) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    use(bar)
    both { $0.navigation.transit.push($0.detail, using: transition) }
    both { #expect($0.window.runUntilIdle()) }
    #expect(tabs.barRests(hidden: true))
    both { _ = $0.navigation.transit.pop() }
    let differing = playBoth(label: "\(name) pop")
    #expect(
      differing.isEmpty,
      "\(name) pop (\(bar)): frames where the bar is not with the list: \(differing)")
    #expect(tabs.barRests(hidden: false), "\(name): shown at the end, in its place")
  }

  @Test(arguments: effects)
  func aCancelledBackSwipeLeavesTheBarHidden(effect name: String) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    both { $0.navigation.transit.push($0.detail, using: transition) }
    both { #expect($0.window.runUntilIdle()) }
    // Two fifths of the way, then still: the swipe gives up and the pop goes back.
    let swipe = StageTouchTrace.edgePan(
      from: .left, in: tabs.window.bounds, distance: 80, duration: 0.4
    ).holding(for: 0.2)
    both { $0.window.send(swipe) }
    let differing = playBoth(label: "\(name) cancelled swipe")
    #expect(differing.isEmpty, "\(name) cancelled swipe: \(differing)")
    #expect(tabs.navigation.topViewController === tabs.detail, "\(name): the swipe cancels")
    #expect(tabs.barRests(hidden: true), "\(name): still hidden, in its place")
  }

  @Test(arguments: effects)
  func aFinishedBackSwipeBringsTheBarBackWithTheList(effect name: String) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    both { $0.navigation.transit.push($0.detail, using: transition) }
    both { #expect($0.window.runUntilIdle()) }
    let swipe = StageTouchTrace.edgePan(
      from: .left, in: tabs.window.bounds, distance: 150, duration: 0.3)
    both { $0.window.send(swipe) }
    let differing = playBoth(label: "\(name) back swipe")
    #expect(differing.isEmpty, "\(name) back swipe: \(differing)")
    #expect(tabs.navigation.topViewController === tabs.list, "\(name): the swipe pops")
    #expect(tabs.barRests(hidden: false), "\(name): shown at the end, in its place")
  }

  @Test func theSystemPushAndPopCarryTheBarWithTheList() {
    both { $0.window.layoutIfNeeded() }
    both { $0.navigation.pushViewController($0.detail, animated: true) }
    var differing = playBoth(label: "system push")
    #expect(differing.isEmpty, "system push: \(differing)")
    #expect(tabs.barRests(hidden: true))
    both { $0.navigation.popViewController(animated: true) }
    differing = playBoth(label: "system pop")
    #expect(differing.isEmpty, "system pop: \(differing)")
    #expect(tabs.barRests(hidden: false))
  }
}

extension StageTransitBottomBarTests {
  /// A tab switch while a push that hides the tab bar plays (in code: UIKit ignores touches
  /// during its own push): the bar belongs to the tab now selected, whose stack does not
  /// ask to hide it, so it ends shown. Both the stage's own push and Transit's hid it at
  /// their end, for the stack they pushed on (found by the fuzzer).
  @Test(arguments: [false, true])
  func aTabSwitchDuringAPushLeavesTheBarToTheTabSelected(withTransit: Bool) {
    let world = World(bar: .tabBar, real: true)
    world.window.makeKeyAndVisible()
    #expect(world.window.runUntilIdle())
    if withTransit {
      world.navigation.transit.push(world.detail, using: .push())
    } else {
      world.navigation.pushViewController(world.detail, animated: true)
    }
    world.window.advance(by: 0.05)
    world.tabs?.selectedIndex = 1
    #expect(world.window.runUntilIdle())
    #expect(world.tabs?.tabBar.isHidden == false)
    #expect(world.tabs?.tabBar.superview === world.tabs?.view, "back in its place")
    world.tabs?.selectedIndex = 0
    #expect(world.window.runUntilIdle())
    #expect(world.tabs?.tabBar.isHidden == true, "the pushing tab, shown again, hides it")
  }
}
