import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// What a transition costs before its first frame, counted in the window's event log: a
/// device pays for every snapshot (a render) and every compile of the timeline on the main
/// thread, so each transition compiles once, however often UIKit asks for its duration,
/// and an explosion of 1,152 pieces takes one snapshot, not one per piece.
@MainActor
@Suite struct TransitionCostTests {
  let window = StageWindow.phone()

  func costs() -> [String] { window.eventLog.lines(of: [.cost]) }

  /// A stack whose root has a few coloured views, so a snapshot has something to show.
  func stack() -> (StageNavigationController, StageViewController) {
    let list = screen("List")
    for row in 0..<6 {
      let cell = StageView(
        frame: CGRect(x: 20, y: 100 + CGFloat(row) * 110, width: 350, height: 90))
      cell.backgroundColor = StageColor(
        red: 0.2 + 0.1 * Double(row), green: 0.4, blue: 0.8, alpha: 1)
      list.view.addSubview(cell)
    }
    list.view.backgroundColor = .white
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (navigation, list)
  }

  @Test(arguments: TransitionCatalog.entries.map(\.name))
  func everyTransitionCompilesOnce(effect name: String) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    let (navigation, _) = stack()
    window.eventLog.removeAll()
    navigation.transit.push(screen("Detail"), using: transition)
    #expect(window.runUntilIdle())
    let pushCompiles = costs().filter { $0.hasPrefix("compile") }
    #expect(pushCompiles.count == 1, "\(name) push: \(pushCompiles)")
    window.eventLog.removeAll()
    navigation.transit.pop()
    #expect(window.runUntilIdle())
    let popCompiles = costs().filter { $0.hasPrefix("compile") }
    #expect(popCompiles.count == 1, "\(name) pop: \(popCompiles)")
  }

  @Test func anExplosionOf1152PiecesTakesOneSnapshot() throws {
    let (navigation, _) = stack()
    window.eventLog.removeAll()
    navigation.transit.push(screen("Detail"), using: .explode(columns: 24, rows: 48))
    let pieces = navigation.transitionView.subviews.filter { $0.layer.contents is StageLayer }
    #expect(pieces.count == 1_152, "every piece shows part of the shared snapshot")
    // The shipped context draws the screen once with drawHierarchy; a snapshot view counts
    // the same.
    let snapshots = costs().filter { $0.hasPrefix("snapshotView") || $0.hasPrefix("drawHierarchy") }
    #expect(
      (1...2).contains(snapshots.count), "\(snapshots.count) snapshots: \(snapshots.prefix(3))")
    #expect(
      snapshots.allSatisfy { $0.hasSuffix("afterScreenUpdates: false)") },
      "the outgoing screen is on screen: no render is waited for")
    #expect(window.runUntilIdle())
  }

  /// Issue 14: the stage's cost must not grow with the views that do not animate. A plain
  /// push between screens of 300 tagged views lays the incoming screen's views out once,
  /// when they come into the window, and never looks again at the ones that stay put (it
  /// looked at each of the 600 three times).
  @Test func aPushLaysOutTheIncomingTaggedViewsOnceAndNotTheOthers() {
    let (navigation, list) = stack()
    let detail = screen("Detail")
    for index in 0..<300 {
      let thumbnail = StageView(
        frame: CGRect(
          x: Double(index % 20) * 19, y: Double(index / 20) * 16, width: 18, height: 15))
      thumbnail.transit.id = "view-\(index)"
      list.view.addSubview(thumbnail)
      let large = StageView(
        frame: CGRect(
          x: Double(index % 10) * 39, y: Double(index / 10) * 8, width: 38, height: 7))
      large.transit.id = "view-\(index)"
      detail.view.addSubview(large)
    }
    #expect(window.runUntilIdle())
    window.clock.resetWorkCount()
    navigation.transit.push(detail, using: .push())
    #expect(window.runUntilIdle())
    let laidOut = window.clock.workCount.viewsLaidOut
    #expect(laidOut >= 300, "each incoming view hears its safe area once")
    #expect(laidOut <= 300 + 20, "\(laidOut) views laid out")
    #expect(navigation.topViewController === detail)
  }
}
