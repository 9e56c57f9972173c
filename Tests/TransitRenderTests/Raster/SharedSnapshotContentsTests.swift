import Foundation
import StageKit
import TestSupport
import Testing
import Transit
import TransitRender
import TransitStage

/// Pieces of one snapshot share its frozen layer tree as their contents, each showing its
/// part (`contentsRect`), as a device shares one image: the renderer draws each part where
/// the piece is, so the pieces at rest look exactly like the screen they came from.
@MainActor
@Suite struct SharedSnapshotContentsTests {
  /// A window with a navigation stack whose screen has coloured rows and a round badge.
  func window() -> (StageWindow, StageNavigationController) {
    let window = StageWindow.phone()
    let list = StageViewController()
    list.view.backgroundColor = .white
    for row in 0..<6 {
      let cell = StageView(
        frame: CGRect(x: 20, y: 100 + CGFloat(row) * 110, width: 350, height: 90))
      cell.backgroundColor = StageColor(
        red: 0.2 + 0.1 * Double(row), green: 0.4, blue: 0.8, alpha: 1)
      cell.layer.cornerRadius = 12
      list.view.addSubview(cell)
    }
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (window, navigation)
  }

  @Test func explodedPiecesAtRestShowTheScreenAsItWas() {
    let (window, navigation) = window()
    let renderer = StageRenderer()
    let before = renderer.render(window)
    // 6 × 4 pieces of 65 × 211 pt: cuts fall on whole pixels (a cut through a pixel leaves
    // a faint seam, as on a device) and through the rows.
    navigation.transit.push(StageViewController(), using: .explode(columns: 6, rows: 4))
    let pieces = navigation.transitionView.subviews.filter { $0.layer.contents is StageLayer }
    #expect(pieces.count == 24)
    let after = renderer.render(window)
    var differing = 0
    for y in 0..<before.height {
      for x in 0..<before.width where !isClose(before.pixel(x: x, y: y), after.pixel(x: x, y: y)) {
        differing += 1
      }
    }
    #expect(differing == 0, "\(differing) pixels differ from the screen before the explosion")
    #expect(window.runUntilIdle())
  }

  @Test func aContentsRectShowsItsPartStretchedOverTheBounds() {
    let window = StageWindow(size: CGSize(width: 100, height: 100))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    // A frozen tree: left half red, right half blue, 40 × 20.
    let frozen = StageLayer()
    frozen.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    let left = StageLayer()
    left.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    left.backgroundColor = Color(red: 1, green: 0, blue: 0)
    let right = StageLayer()
    right.frame = CGRect(x: 20, y: 0, width: 20, height: 20)
    right.backgroundColor = Color(red: 0, green: 0, blue: 1)
    frozen.addSublayer(left)
    frozen.addSublayer(right)
    // The right half, stretched over 50 × 50 at (10, 10).
    let piece = StageView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    piece.layer.contents = frozen
    piece.layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
    window.addSubview(piece)
    let image = StageRenderer().render(window)
    #expect(image.pixel(x: 12, y: 12) == Color(red: 0, green: 0, blue: 1))
    #expect(image.pixel(x: 58, y: 58) == Color(red: 0, green: 0, blue: 1))
    #expect(image.pixel(x: 61, y: 30) == .white, "nothing outside the bounds")
    #expect(image.pixel(x: 9, y: 30) == .white)
  }
}
