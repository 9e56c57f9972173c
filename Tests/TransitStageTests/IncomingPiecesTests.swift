import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// docs/design.md#n4: an effect that breaks the incoming screen into pieces draws them
/// while that screen is in the window. UIKit draws a view in no window as nothing, and the
/// stage now does too, so pieces cut from an incoming screen still out of the window come
/// out empty.
@MainActor
@Suite struct IncomingPiecesTests {
  let window = StageWindow.phone()

  /// The pieces in a container: its subviews other than the screens, each with what it
  /// shows (`nil` for a piece whose image drew nothing).
  func pieces(in container: StageView, besides screens: [StageView]) -> [StageLayer?] {
    container.subviews.filter { view in !screens.contains { $0 === view } }.map { piece in
      guard let drawing = piece.layer.contents as? StageLayer,
        !(drawing.sublayers ?? []).isEmpty
      else { return nil }
      return drawing
    }
  }

  /// A screen with something on it to draw.
  func filledScreen(_ name: String) -> StageViewController {
    let controller = screen(name)
    let tile = StageView(frame: CGRect(x: 40, y: 200, width: 300, height: 300))
    tile.backgroundColor = .systemBlue
    controller.view.addSubview(tile)
    return controller
  }

  @Test func anExplodingPopDrawsTheIncomingListsPieces() throws {
    let list = filledScreen("List")
    let detail = screen("Detail")
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(detail, animated: false)
    window.eventLog.removeAll()
    navigation.transit.pop(using: .explode(columns: 4, rows: 4))
    window.advance(by: 0.05)
    let drawn = pieces(in: navigation.transitionView, besides: [list.view, detail.view])
    #expect(drawn.count == 16, "the list in 4 × 4 pieces")
    #expect(drawn.allSatisfy { $0 != nil }, "every piece shows part of the list")
    #expect(
      !window.eventLog.lines(of: [.warning]).contains { $0.hasPrefix("Snapshotting a view") })
    #expect(window.runUntilIdle())
  }

  @Test(arguments: ["explode", "portal"])
  func aPresentationDrawsThePresentedScreensPieces(effect name: String) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    let root = screen("Root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    let presented = filledScreen("Presented")
    window.eventLog.removeAll()
    root.transit.present(presented, using: transition)
    window.advance(by: 0.05)
    #expect(
      !window.eventLog.lines(of: [.warning]).contains { $0.hasPrefix("Snapshotting a view") },
      "\(name): the presented screen was drawn while in the window")
    #expect(window.runUntilIdle())
    #expect(root.presentedViewController === presented)
  }
}
