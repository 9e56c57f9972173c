import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// Every effect of the catalogue, for every operation, played on the stage through
/// `transit`: it must move something mid-way, finish with the right views in the right
/// places by the rules of docs/design.md#rules, leave nothing behind, and restore tagged views.
@MainActor
@Suite struct ViewControllerTransitTests {
  enum Operation: String, CaseIterable {
    case push, pop, tabRight, tabLeft, presentFullScreen, dismissFullScreen, presentCustom,
      dismissCustom, containerSwitch
  }

  /// Two screens with a matched photo (hidden on the list at the start, to check it is
  /// restored) and a caption with modifiers.
  @MainActor final class Fixture {
    let window = StageWindow.phone()
    let list = screen("List")
    let detail = screen("Detail")
    let thumbnail = StageView(frame: CGRect(x: 20, y: 120, width: 80, height: 80))
    let photo = StageView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
    let caption = StageView(frame: CGRect(x: 20, y: 510, width: 350, height: 40))

    init() {
      thumbnail.transit.id = "photo"
      thumbnail.isHidden = true
      photo.transit.id = "photo"
      caption.transit.modifiers = [.fade, .translate(y: 20)]
      list.view.addSubview(thumbnail)
      detail.view.addSubview(photo)
      detail.view.addSubview(caption)
    }

    /// Every layer on screen that still carries one of Transit's animations.
    func layersStillAnimating() -> [StageLayer] {
      var found: [StageLayer] = []
      var stack = [window.layer]
      while let layer = stack.popLast() {
        if (layer.animationKeys() ?? []).contains(where: { $0.hasPrefix("transit.") }) {
          found.append(layer)
        }
        if let mask = layer.mask { stack.append(mask) }
        stack.append(contentsOf: layer.sublayers ?? [])
      }
      return found
    }
  }

  /// Plays one effect for one operation and checks the end state by the rules.
  @Test(arguments: TransitionCatalog.entries.map(\.name), Operation.allCases)
  func effectPlaysByTheRules(effect name: String, operation: Operation) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    let fixture = Fixture()
    let window = fixture.window
    let (list, detail) = (fixture.list, fixture.detail)
    var custom = transition
    if custom.presentation == nil { custom = custom.presentation(.twoThirds) }

    // Set up, and start the transition under test.
    var navigation: StageNavigationController?
    var tabs: StageTabBarController?
    var container: TransitContainerViewController?
    switch operation {
    case .push, .pop:
      let controller = StageNavigationController(rootViewController: list)
      navigation = controller
      window.rootViewController = controller
      window.makeKeyAndVisible()
      controller.transit.push(detail, using: transition)
      if operation == .pop {
        #expect(window.runUntilIdle())
        controller.transit.pop()
      }
    case .tabRight, .tabLeft:
      let controller = StageTabBarController()
      controller.viewControllers = [list, detail]
      if operation == .tabLeft { controller.selectedIndex = 1 }
      tabs = controller
      window.rootViewController = controller
      window.makeKeyAndVisible()
      controller.transit.transition = transition
      #expect(controller.simulateUserSelection(at: operation == .tabRight ? 1 : 0))
    case .containerSwitch:
      let controller = TransitContainerViewController(viewControllers: [list, detail])
      container = controller
      window.rootViewController = controller
      window.makeKeyAndVisible()
      controller.transit.transition = transition
      controller.setSelectedIndex(1, animated: true)
    case .presentFullScreen, .dismissFullScreen, .presentCustom, .dismissCustom:
      window.rootViewController = list
      window.makeKeyAndVisible()
      let isCustom = operation == .presentCustom || operation == .dismissCustom
      list.transit.present(detail, using: isCustom ? custom : transition.presentation(nil))
      if operation == .dismissFullScreen || operation == .dismissCustom {
        #expect(window.runUntilIdle())
        detail.transit.dismiss()
      }
    }

    // Mid-way: the transition is in flight and, unless it is `none`, animating.
    if name != "none" {
      window.advance(by: 0.1)
      #expect(!fixture.layersStillAnimating().isEmpty, "\(name) \(operation) animates")
    }
    #expect(window.runUntilIdle(), "\(name) \(operation) finishes")
    #expect(window.transitionsInFlight.isEmpty)
    #expect(window.eventLog.warnings.isEmpty, "\(window.eventLog.warnings)")
    #expect(fixture.layersStillAnimating().isEmpty, "no animation left behind")
    #expect(fixture.thumbnail.isHidden, "a tagged view hidden at the start is hidden after")
    #expect(!fixture.photo.isHidden && !fixture.caption.isHidden)
    #expect(fixture.caption.layer.opacity == 1 && fixture.caption.layer.transform.isIdentity)

    // The end state, by the rules.
    let shown: StageViewController
    let gone: StageViewController
    switch operation {
    case .push, .tabRight, .containerSwitch, .presentFullScreen, .presentCustom:
      (shown, gone) = (detail, list)
    case .pop, .tabLeft, .dismissFullScreen, .dismissCustom:
      (shown, gone) = (list, detail)
    }
    let bounds = window.bounds
    if let host = navigation?.transitionView ?? tabs?.transitionView ?? container?.transitionView {
      // docs/design.md#r1: only the incoming view is left in the container, at rest.
      #expect(host.subviews.map { $0 } == [shown.view], "\(name) \(operation): \(host.subviews)")
      #expect(gone.view.superview == nil)
      #expect(shown.view.frame == host.bounds)
    }
    switch operation {
    case .presentFullScreen:
      #expect(list.view.window == nil, "docs/design.md#r2: the presenter leaves the window")
      #expect(detail.view.window === window && detail.view.frame == bounds)
    case .dismissFullScreen, .dismissCustom:
      #expect(list.view.window === window, "the presenter is back")
      #expect(detail.view.superview == nil)
      #expect(list.view.layer.transform.isIdentity && list.view.layer.opacity == 1)
    case .presentCustom:
      #expect(list.view.window === window, "docs/design.md#r3: the presenter stays")
      let expected = try #require(custom.presentation).frame(in: bounds)
      // Where the screen is on screen (it sits inside Transit's presented view).
      let shown = detail.view.convert(detail.view.bounds, to: nil)
      #expect(abs(shown.minY - expected.minY) < 1e-9)
      #expect(abs(shown.height - expected.height) < 1e-9)
      #expect(shown.minX == expected.minX && shown.width == expected.width)
    default:
      break
    }
    #expect(shown.view.layer.transform.isIdentity, "\(name) \(operation)")
    // Nothing keeps a z-position the effect gave it: the next transition stacks by order.
    var raised: [String] = []
    window.layer.visitTree { if $0.zPosition != 0 { raised.append("\($0.name ?? "\($0)")") } }
    for screen in [shown, gone] where screen.view.layer.zPosition != 0 {
      raised.append(screen.logName)
    }
    #expect(raised.isEmpty, "\(name) \(operation) left z-positions: \(raised)")
    #expect(shown.view.layer.opacity == 1)
    #expect(shown.view.layer.mask == nil)
    #expect(shown.view.window === window)
  }
}

extension ViewControllerTransitTests {
  /// A back swipe that finishes and one that cancels, with every effect, leave every screen
  /// at z-position 0; then a `cover(.left)` push slides the new screen in over the old one,
  /// not under it (after a `cube` or `fold` pop the shown screen used to keep z-position 1).
  @Test(arguments: TransitionCatalog.entries.map { $0.name }, [true, false])
  func aBackSwipeLeavesScreensStackedByOrder(effect name: String, finishes: Bool) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    let window = StageWindow.phone()
    let list = screen("List")
    let detail = screen("Detail")
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.transit.push(detail, using: transition)
    #expect(window.runUntilIdle())
    window.send(
      .edgePan(from: .left, in: window.bounds, distance: finishes ? 300 : 60, duration: 0.5)
        .holding(for: 0.1))
    #expect(window.runUntilIdle())
    let shown = try #require(navigation.topViewController)
    #expect((shown === list) == finishes, "\(name): the swipe \(finishes ? "pops" : "stays")")
    for screen in [list, detail] {
      #expect(screen.view.layer.zPosition == 0, "\(name): \(screen.logName) keeps a z-position")
    }
    let next = screen("Next")
    navigation.transit.push(next, using: .cover(.left))
    window.advance(by: 0.1)
    let layers = navigation.transitionView.layer.sublayers ?? []
    let incoming = try #require(layers.firstIndex { $0 === next.view.layer })
    let outgoing = try #require(layers.firstIndex { $0 === shown.view.layer })
    let drawnAbove =
      (next.view.layer.zPosition, incoming) > (shown.view.layer.zPosition, outgoing)
    #expect(drawnAbove, "\(name): the covering screen is drawn over the one it covers")
    #expect(window.runUntilIdle())
  }
}
