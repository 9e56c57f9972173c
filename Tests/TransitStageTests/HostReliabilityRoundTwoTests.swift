import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// Orders an outside fuzzer found (issue "Reliability, round two"): gestures cut short by
/// calls, presentations asked of a presenter lower in the chain, unanimated dismissals
/// while another transition plays. Each is a regression test that failed before its fix;
/// each checks what the fuzzer checks: the window idle, nothing stuck appearing or
/// disappearing, and no controller whose appearance disagrees with whether its view is in
/// the window.
@MainActor
@Suite struct HostReliabilityRoundTwoTests {
  let window = StageWindow.phone()

  /// Tab bar controller of navigation controllers, each with a root named after its tab.
  func tabsOfStacks(_ count: Int) -> (StageTabBarController, [StageNavigationController]) {
    let stacks = (0..<count).map { index in
      let stack = StageNavigationController(rootViewController: screen("Root \(index)"))
      stack.title = "Stack \(index)"
      return stack
    }
    let tabs = StageTabBarController()
    tabs.title = "Tabs"
    tabs.viewControllers = stacks
    for controller in [tabs] + stacks { controller.transit.diagnostics = .silent }
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    return (tabs, stacks)
  }

  /// A navigation controller holding a new screen, as apps present flows.
  func flow(_ name: String) -> StageNavigationController {
    let stack = StageNavigationController(rootViewController: screen(name))
    stack.title = "\(name) stack"
    return stack
  }

  /// Every controller from the window's root: children, and what each presents.
  func everyController() -> [StageViewController] {
    var found: [StageViewController] = []
    var pending: [StageViewController] = window.rootViewController.map { [$0] } ?? []
    while let controller = pending.popLast() {
      guard !found.contains(where: { $0 === controller }) else { continue }
      found.append(controller)
      pending += controller.children
      if let presented = controller.presentedViewController { pending.append(presented) }
    }
    return found
  }

  /// What the fuzzer's appearance invariants see wrong: controllers stuck half-way, and
  /// controllers appeared whose views are out of the window.
  func appearanceFaults(also extra: [StageViewController] = []) -> [String] {
    var faults: [String] = []
    for controller in everyController() + extra {
      switch controller.appearanceState {
      case .appearing, .disappearing:
        faults.append("\(controller.logName) stuck \(controller.appearanceState)")
      case .appeared where controller.viewIfLoaded?.window !== window:
        faults.append("\(controller.logName) appeared while its view is out of the window")
      default: break
      }
    }
    return faults
  }

  /// Round two, finding 1: a swipe between children, then an edge pan that swipes back,
  /// cut by a push on the stack shown, then a back swipe: the container forwarded its
  /// appearance to both children of the navigation controller mid-push, and the screen
  /// the push took away appeared again (willDisappear, willAppear, didAppear), off the
  /// window. The steps are the fuzzer's, as it shrank them, in a custom container and in a
  /// tab bar controller.
  @Test(arguments: [true, false], [false, true])
  func aSwipeBetweenChildrenCutByAPushLeavesNothingAppearedOffTheWindow(
    customContainer: Bool, longFade: Bool
  ) {
    typealias Step = HostFuzzTests.Step
    let app = HostFuzzTests.App(customContainer: customContainer)
    if longFade {
      app.switcher.transit.transition = Transition.fade.duration(1.5)
        .interactive(.swipeBetweenTabs)
    }
    for step in [
      Step(kind: .swipeBetweenTabs, choice: 9), Step(kind: .gestureCutByPush, choice: 6),
      Step(kind: .backSwipeCancelling, choice: 4),
    ] {
      app.perform(step)
    }
    let violations = app.violations()
    #expect(violations == [])
    ReliabilityLog.record(
      "R2-1",
      tried: "a swipe between \(customContainer ? "a container's children" : "tabs"), an edge "
        + "pan swiping back cut by a push, a back swipe",
      outcome: violations.isEmpty
        ? "idle; nothing stuck, nothing appeared off the window" : "\(violations)")
    app.tearDown()
  }

  /// Round two, finding 2: a screen presented over a third of the window, a flow presented
  /// full screen over it, then dismissed without animation: the dismissal gave the
  /// presenter, left in its place inside its wrapper a third from the bottom, its frame in
  /// the container's coordinates, which moved it down by the wrapper's offset, off the
  /// window (its on-screen part `(inf, inf, 0 × 0)`).
  @Test func anUnanimatedDismissalOverALowerPresentationLeavesTheScreenShown() throws {
    let (_, stacks) = tabsOfStacks(2)
    let lower = screen("Lower")
    // Asked of the screen shown: its presentation context, the tabs, presents it.
    let asker = try #require(stacks[0].topViewController)
    asker.transit.present(lower, using: Transition.slide.automaticDuration().presentation(.third))
    #expect(window.runUntilIdle())
    let placed = lower.view.convert(lower.view.bounds, to: nil)
    let presented = flow("New")
    lower.transit.present(presented, using: Transition.pull().presentation(.full))
    #expect(window.runUntilIdle())
    presented.dismiss(animated: false)
    for _ in 0..<19 { window.advance(by: 1 / 60) }
    #expect(window.runUntilIdle(), "in flight: \(window.transitionsInFlight)")
    let shown = lower.view.convert(lower.view.bounds, to: nil)
    let onScreen = shown.intersection(window.bounds)
    #expect(lower.view.window === window && !onScreen.isNull && onScreen.height > 0)
    #expect(abs(shown.minY - placed.minY) < 0.001 && shown.size == placed.size)
    #expect(appearanceFaults(also: [presented]) == [])
    ReliabilityLog.record(
      "R2-2",
      tried: "a screen presented over a third, a flow full screen over it, "
        + "dismiss(animated: false) on the flow",
      outcome: "the screen is back where it was, on screen at \(short(onScreen))")
  }

  /// Round two, finding 3: a balanced presentation over one dismissed from lower in the
  /// chain: the presenter dismissed with it used to hear it reappear, and stayed
  /// "appeared" with its view out of the window.
  @Test func aPresenterDismissedAlongDoesNotReappear() {
    let (tabs, stacks) = tabsOfStacks(2)
    tabs.transit.transition = .pageOut()
    stacks[0].pushViewController(screen("Pushed"), animated: true)
    #expect(window.runUntilIdle())
    let sheet = screen("Sheet")
    sheet.modalPresentationStyle = .custom
    stacks[0].topViewController?.present(sheet, animated: true)
    #expect(window.runUntilIdle())
    var balanced = Presentation.half
    balanced.balancesPresenterAppearance = true
    let over = screen("Over")
    sheet.transit.present(over, using: Transition.push().presentation(balanced))
    #expect(window.runUntilIdle())
    #expect(sheet.appearanceState == .disappeared, "balanced: the sheet hears it go")
    // From lower in the chain: the tabs dismiss the sheet, and the screen over it.
    tabs.dismiss(animated: true)
    #expect(window.runUntilIdle())
    #expect(tabs.presentedViewController == nil)
    #expect(appearanceFaults(also: [sheet, over]) == [])
    ReliabilityLog.record(
      "R2-3",
      tried: "a .custom presentation, a balanced Transit one over it, tabs.dismiss(animated: true)",
      outcome: "the sheet between is \(sheet.appearanceState), its view off the window")
  }

  /// Round two, finding 4: a swipe between tabs cut by the app switching every recognizer
  /// off (it cancels), then a presentation from the screen shown, over the tabs, while the
  /// cancel plays: the tab the swipe goes back to used to appear again behind the
  /// presentation, off the window (`viewWillDisappear`, then `viewWillAppear` and
  /// `viewDidAppear` again).
  @Test func aTabSwipeCancelledUnderAPresentationLeavesTheTabsDisappeared() {
    let (tabs, stacks) = tabsOfStacks(4)
    stacks[3].transit.push(screen("Pushed"), using: .push(.right))
    tabs.selectedViewController = stacks[2]
    tabs.transit.transition = Transition.slide.interactive(.swipeBetweenTabs)
    #expect(window.runUntilIdle())
    let cover = screen("Cover")
    var switchedOff: [StageGestureRecognizer] = []
    window.clock.schedule(at: window.clock.now + 0.2) { [window] in
      var views: [StageView] = [window]
      while let view = views.popLast() {
        switchedOff += (view.gestureRecognizers ?? []).filter(\.isEnabled)
        views += view.subviews
      }
      for recognizer in switchedOff { recognizer.isEnabled = false }
      stacks[2].topViewController?.transit.present(cover, using: .uncover())
    }
    window.send(
      .pan(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 320, y: 400), duration: 0.35))
    for recognizer in switchedOff { recognizer.isEnabled = true }
    #expect(window.runUntilIdle(), "in flight: \(window.transitionsInFlight)")
    #expect(tabs.view.window == nil && cover.view.window === window)
    #expect(tabs.selectedViewController === stacks[2])
    #expect(appearanceFaults(also: [cover]) == [])
    ReliabilityLog.record(
      "R2-4",
      tried: "a swipe between tabs cut by every recognizer switched off, then "
        + "transit.present(cover, using: .uncover()) from the screen shown as the cancel plays",
      outcome: "the swipe cancels under the cover; \(stacks[2].logName) is "
        + "\(stacks[2].appearanceState), off the window")
  }

  /// Every frame, transform and opacity on screen that is not finite, at the current frame:
  /// the model's and what the presentation layer shows.
  func nonFiniteOnScreen() -> [String] {
    var found: [String] = []
    var views: [StageView] = [window]
    while let view = views.popLast() {
      views += view.subviews
      for layer in [view.layer, view.layer.presentation()].compactMap({ $0 }) {
        let frame = layer.frame
        let numbers = [
          frame.minX, frame.minY, frame.width, frame.height, Double(layer.opacity),
        ]
        let transform = layer.transform
        let entries = [
          transform.m11, transform.m12, transform.m13, transform.m14, transform.m21,
          transform.m22, transform.m23, transform.m24, transform.m31, transform.m32,
          transform.m33, transform.m34, transform.m41, transform.m42, transform.m43,
          transform.m44,
        ]
        if !(numbers + entries).allSatisfy(\.isFinite) {
          found.append("\(type(of: view)) at \(frame)")
        }
      }
    }
    return found
  }

  /// Plays frames until nothing is in flight, checking each for non-finite geometry; the
  /// number of frames it took (`nil` past `limit`) and what was seen.
  func framesUntilIdle(limit: Int) -> (frames: Int?, nonFinite: [String]) {
    var seen: [String] = []
    for frame in 0..<limit {
      if window.transitionsInFlight.isEmpty { return (frame, seen) }
      window.advance(by: 1.0 / 60)
      seen += nonFiniteOnScreen()
    }
    return (nil, seen)
  }

  /// A rectangle as the report shows it: `(x, y, width × height)`.
  func short(_ rect: CGRect) -> String {
    func number(_ value: CGFloat) -> String {
      String(format: "%g", Double(value))
    }
    return "(\(number(rect.minX)), \(number(rect.minY)), "
      + "\(number(rect.width)) × \(number(rect.height)))"
  }

  /// A screen with one tagged photo at a frame.
  func photoScreen(_ name: String, photoAt frame: CGRect) -> StageViewController {
    let controller = screen(name)
    let photo = StageView(frame: frame)
    photo.transit.id = "photo"
    controller.view.addSubview(photo)
    return controller
  }

  /// Round two, finding 5: matched views zero-sized on one side, 10¹² points on the other,
  /// used to make a transition play for longer than 30 s; it ends within a second, with
  /// nothing non-finite on screen.
  @Test(arguments: [
    (CGRect.zero, CGRect(x: 0, y: 0, width: 1e12, height: 1e12)),
    (CGRect(x: 0, y: 0, width: 1e12, height: 1e12), CGRect.zero),
    (CGRect(x: 20, y: 20, width: 0, height: 0), CGRect(x: -1e12, y: 1e12, width: 1e12, height: 1)),
    // The largest that still flies: a hundred times the window's height, from a point too.
    (
      CGRect(x: 20, y: 200, width: 80, height: 80),
      CGRect(x: 0, y: 0, width: 84_400, height: 84_400)
    ),
    (CGRect(x: 20, y: 200, width: 0, height: 0), CGRect(x: 0, y: 0, width: 84_400, height: 84_400)),
  ])
  func hostileMatchedFramesEndWithinASecond(from: CGRect, to: CGRect) {
    let list = photoScreen("List", photoAt: from)
    let detail = photoScreen("Detail", photoAt: to)
    let navigation = StageNavigationController(rootViewController: list)
    navigation.transit.diagnostics = .silent
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.transit.push(detail, using: .matched())
    window.advance(by: 0)
    // A photo that flies is hidden while its snapshot flies.
    let flies = list.view.subviews.contains { $0.transit.id == "photo" && $0.isHidden }
    let (frames, nonFinite) = framesUntilIdle(limit: 61)
    #expect(frames != nil, "still in flight after a second: \(window.transitionsInFlight)")
    #expect(nonFinite == [])
    #expect(navigation.topViewController === detail && detail.view.window === window)
    ReliabilityLog.record(
      "R2-5", tried: "a matched push from a photo at \(short(from)) to one at \(short(to))",
      outcome: (flies ? "the photo flies" : "the photos stay put, the fallback plays")
        + (frames.map { "; ends after \($0) frames, nothing non-finite on screen" }
          ?? "; still in flight after a second"))
  }

  /// Round two, finding 5: a fold between tabs in a zero-width container with full-size
  /// children used to put a frame of (195, −1.8e308, 1.8e308 × inf) on screen.
  @Test func aFoldInAZeroWidthContainerShowsNothingNonFinite() {
    let (tabs, stacks) = tabsOfStacks(2)
    tabs.transit.transition = .fold()
    #expect(window.runUntilIdle())
    window.resize(to: CGSize(width: 0, height: 844))
    for stack in stacks { stack.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844) }
    tabs.selectedIndex = 1
    window.advance(by: 0)
    let (frames, nonFinite) = framesUntilIdle(limit: 61)
    #expect(frames != nil, "still in flight after a second: \(window.transitionsInFlight)")
    #expect(nonFinite == [])
    ReliabilityLog.record(
      "R2-5", tried: "a fold tab switch in a window 0 wide, its children 390 wide",
      outcome: frames.map { "ends after \($0) frames; nothing non-finite on screen" }
        ?? "still in flight after a second")
  }
}
