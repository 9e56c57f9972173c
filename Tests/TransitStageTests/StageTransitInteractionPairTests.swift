import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// Each declarative interaction with each effect of the catalogue: a quick gesture finishes
/// the transition, and a slow one let go short of the threshold (about 45 %) cancels it and
/// leaves every view exactly as it was.
@MainActor
@Suite struct StageTransitInteractionPairTests {
  /// One interaction, set up on the controller it belongs to, with the two traces.
  @MainActor struct Scenario {
    let window = StageWindow.phone()
    let list = screen("List")
    let detail = screen("Detail")
    let photo = StageView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))

    init(_ interaction: TransitionInteraction, transition: Transition) {
      let thumbnail = StageView(frame: CGRect(x: 20, y: 120, width: 80, height: 80))
      thumbnail.transit.id = "photo"
      photo.transit.id = "photo"
      list.view.addSubview(thumbnail)
      detail.view.addSubview(photo)
      let driven = transition.interactive(interaction)
      switch interaction {
      case .edgePanBack, .panBack:
        let navigation = StageNavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.transit.push(detail, using: driven)
      case .swipeBetweenTabs:
        let tabs = StageTabBarController()
        tabs.viewControllers = [list, detail]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        tabs.transit.transition = driven
      case .pullDownToDismiss, .pinchToClose, .dragMatchedView:
        window.rootViewController = list
        window.makeKeyAndVisible()
        list.transit.present(detail, using: driven)
      }
      window.runUntilIdle()
    }

    /// Whether the transition the gesture drives has happened.
    func hasHappened(_ interaction: TransitionInteraction) -> Bool {
      switch interaction {
      case .edgePanBack, .panBack: list.navigationController?.topViewController === list
      case .swipeBetweenTabs:
        (window.rootViewController as? StageTabBarController)?.selectedIndex == 1
      default: list.presentedViewController == nil
      }
    }

    /// The gesture: quick (finishes) or slow, let go at about 45 % (cancels).
    func trace(_ interaction: TransitionInteraction, quick: Bool) -> StageTouchTrace {
      let bounds = window.bounds
      let duration = quick ? 0.06 : 1.2
      let hold = quick ? 0 : 0.25
      switch interaction {
      case .edgePanBack:
        return StageTouchTrace.edgePan(
          from: .left, in: bounds, distance: (quick ? 0.3 : 0.45) * 390, duration: duration
        ).holding(for: hold)
      case .panBack:
        // From the middle of the screen, not its edge: the full-width back swipe.
        let end = 120 + (quick ? 0.3 : 0.45) * 390
        return StageTouchTrace.pan(
          from: CGPoint(x: 120, y: 500), to: CGPoint(x: end, y: 500), duration: duration
        ).holding(for: hold)
      case .swipeBetweenTabs:
        let end = quick ? 240.0 : 300 - 0.45 * 390
        return StageTouchTrace.pan(
          from: CGPoint(x: 300, y: 700), to: CGPoint(x: end, y: 700), duration: duration
        ).holding(for: hold)
      case .pullDownToDismiss:
        // Measured against the presented screen's height (a box in an overlay).
        let height = detail.view.bounds.height
        let start = detail.view.convert(CGPoint(x: detail.view.bounds.midX, y: 20), to: nil)
        let end = CGPoint(x: start.x, y: start.y + (quick ? 120 : 0.45 * height))
        return StageTouchTrace.pan(from: start, to: end, duration: duration).holding(for: hold)
      case .pinchToClose:
        return StageTouchTrace.pinch(
          center: CGPoint(x: 195, y: 600), fromSpan: 200, toSpan: quick ? 20 : 156,
          duration: duration
        ).holding(for: hold)
      case .dragMatchedView:
        // On the photo, wherever the presentation put it; half the screen is the whole way.
        let half = detail.view.bounds.height / 2
        let start = photo.convert(CGPoint(x: photo.bounds.midX, y: 20), to: nil)
        let end = CGPoint(x: start.x, y: start.y + (quick ? 100 : 0.45 * half))
        return StageTouchTrace.pan(from: start, to: end, duration: duration).holding(for: hold)
      }
    }
  }

  @Test(arguments: TransitionInteraction.allCases, TransitionCatalog.entries.map(\.name))
  func aQuickGestureFinishesAndASlowOneCancelsExactly(
    interaction: TransitionInteraction, effect name: String
  ) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition

    let cancelled = Scenario(interaction, transition: transition)
    let before = StageTransitInteractionTests.state(of: cancelled.window)
    cancelled.window.send(cancelled.trace(interaction, quick: false))
    #expect(cancelled.window.runUntilIdle(), "\(name) \(interaction) cancel completes")
    #expect(!cancelled.hasHappened(interaction), "\(name) \(interaction): slow, short → cancel")
    #expect(
      StageTransitInteractionTests.state(of: cancelled.window) == before,
      "\(name) \(interaction): a cancelled gesture leaves everything as it was")
    #expect(cancelled.window.eventLog.warnings.isEmpty)

    let finished = Scenario(interaction, transition: transition)
    finished.window.send(finished.trace(interaction, quick: true))
    #expect(finished.window.runUntilIdle(), "\(name) \(interaction) finish completes")
    #expect(finished.hasHappened(interaction), "\(name) \(interaction): a quick gesture finishes")
    #expect(finished.window.transitionsInFlight.isEmpty)
    #expect(finished.window.eventLog.warnings.isEmpty)
  }
}
