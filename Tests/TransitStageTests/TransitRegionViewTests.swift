import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// A region drawn by something else (SwiftUI's `.transitID`) flies in a matched transition
/// as what its screen draws under it, and is told when the flight hides it.
@MainActor
@Suite struct TransitRegionViewTests {
  let window = StageWindow.phone()
  let list = screen("List")
  let detail = screen("Detail")
  let navigation: StageNavigationController
  /// What the other toolkit drew on the detail screen, under the region.
  let drawing = StageView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
  let region = TransitRegionView(frame: CGRect(x: 20, y: 120, width: 100, height: 100))
  let hiddenChanges = HiddenChanges()

  @MainActor final class HiddenChanges { var values: [Bool] = [] }

  init() {
    let photo = StageView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
    photo.backgroundColor = .red
    photo.transit.id = "photo"
    list.view.addSubview(photo)
    drawing.backgroundColor = .systemBlue
    detail.view.accessibilityIdentifier = "Detail screen"
    detail.view.addSubview(drawing)
    region.transit.id = "photo"
    let changes = hiddenChanges
    region.onHiddenChange = { changes.values.append($0) }
    detail.view.addSubview(region)
    navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
  }

  /// The views under a view, depth first.
  func descendants(of view: StageView) -> [StageView] {
    view.subviews.flatMap { [$0] + descendants(of: $0) }
  }

  @Test func theFlightShowsWhatTheScreenDrawsUnderTheRegion() throws {
    navigation.transit.push(detail, using: .matched())
    window.advance(by: 0.1)
    let container = try #require(navigation.view)
    let snapshot = try #require(
      descendants(of: container).first {
        $0.accessibilityIdentifier == "snapshot of Detail screen"
      },
      "the region flies as a snapshot of its screen")
    #expect(snapshot.bounds.size == CGSize(width: 100, height: 100))
    #expect(snapshot.clipsToBounds)
    let frozenScreen = try #require(snapshot.layer.sublayers?.first)
    let frozenDrawing = try #require(
      frozenScreen.sublayers?.first { $0.backgroundColor == StageColor.systemBlue.cgColor })
    // The drawing sits 20 points up and left of the region: so it does in the snapshot.
    #expect(
      frozenDrawing.convert(frozenDrawing.bounds, to: snapshot.layer).origin
        == CGPoint(x: -20, y: -20))
    #expect(hiddenChanges.values == [true], "hidden while its snapshot flies")
    #expect(window.runUntilIdle())
    #expect(hiddenChanges.values == [true, false], "shown again after")
    #expect(!region.isHidden)
  }

  @Test func itTakesNoTouchesAndDrawsNothing() {
    #expect(!region.isUserInteractionEnabled)
    #expect(region.backgroundColor == nil)
  }
}
