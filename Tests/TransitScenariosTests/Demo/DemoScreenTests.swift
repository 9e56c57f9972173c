import Foundation
import TestSupport
import Testing
import Transit
import TransitRender
import TransitScenarios
import TransitStage

@MainActor
@Suite struct DemoScreenTests {
  /// The screen rendered alone in a window of its size, at scale 1.
  private func render(_ screen: DemoScreen) -> Bitmap {
    let window = StageWindow(size: screen.size)
    window.rootViewController = screen.controller
    window.makeKeyAndVisible()
    return StageRenderer().render(window)
  }

  @Test func eachScreenHasItsOwnBackground() {
    let screens = [DemoScreen.list(), .photoGrid(), .detail(), .card()]
    let backgrounds = screens.map(\.backgroundColor)
    #expect(Set(backgrounds).count == 4)
    #expect(
      backgrounds == [
        DemoPalette.List.background, DemoPalette.Grid.background, DemoPalette.Detail.background,
        DemoPalette.Card.background,
      ])
    // Far apart: no two differ by less than 0.1 in every component.
    for (i, a) in backgrounds.enumerated() {
      for b in backgrounds[(i + 1)...] {
        let distance = max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
        #expect(distance >= 0.1)
      }
    }
  }

  @Test func theListShowsItsBarsSquaresAndBackground() {
    let list = DemoScreen.list(rows: 4)
    let image = render(list)
    #expect(list.cells.map(\.accessibilityIdentifier) == ["row-0", "row-1", "row-2", "row-3"])
    #expect(isClose(image.pixel(x: 10, y: 50), DemoPalette.List.navigationBar))
    #expect(isClose(image.pixel(x: 196, y: 72), DemoPalette.List.title))
    // Row 1 starts at y = 108 + 76; its square is 48 points from (16, 14).
    #expect(isClose(image.pixel(x: 40, y: 108 + 76 + 38), DemoPalette.accent(1)))
    #expect(isClose(image.pixel(x: 100, y: 108 + 76 + 28), DemoPalette.text))
    #expect(isClose(image.pixel(x: 380, y: 800), DemoPalette.List.background))
  }

  @Test func theGridExposesItsCellsInTheAccentColours() throws {
    let grid = DemoScreen.photoGrid(count: 9, columns: 3)
    let image = render(grid)
    #expect(grid.cells.count == 9)
    #expect(grid.cells[3].accessibilityIdentifier == "photo-3")
    let cell = grid.cells[4]
    let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
    #expect(isClose(image.pixel(x: Int(center.x), y: Int(center.y)), DemoPalette.accent(4)))
    // 3-point gaps: the first cell starts at x = 3, y = 103.
    #expect(grid.cells[0].frame.origin == CGPoint(x: 3, y: 103))
    #expect(isClose(image.pixel(x: 1, y: 300), DemoPalette.Grid.background))
  }

  @Test func theDetailsPhotoTakesTheAccentOfItsIndex() {
    let detail = DemoScreen.detail(photoIndex: 11)
    let image = render(detail)
    #expect(detail.cells.first?.accessibilityIdentifier == "photo")
    #expect(isClose(image.pixel(x: 196, y: 200), DemoPalette.accent(3)))
    #expect(isClose(image.pixel(x: 380, y: 840), DemoPalette.Detail.background))
    #expect(DemoPalette.accent(-1) == DemoPalette.accents.last)
  }

  @Test func theCardScreenHasACardWithAShadow() {
    let card = DemoScreen.card(accentIndex: 2)
    let image = render(card)
    #expect(card.cells.first?.accessibilityIdentifier == "card")
    #expect(isClose(image.pixel(x: 196, y: 200), DemoPalette.accent(2)), "the card's photo")
    #expect(isClose(image.pixel(x: 196, y: 410), DemoPalette.Card.card), "below the photo")
    #expect(isClose(image.pixel(x: 196, y: 580), DemoPalette.Card.button))
    let belowCard = image.pixel(x: 196, y: 626)
    #expect(belowCard.red < DemoPalette.Card.background.red - 0.02, "the shadow darkens")
    #expect(isClose(image.pixel(x: 196, y: 800), DemoPalette.Card.background))
  }

  @Test func badArgumentsAreClamped() {
    #expect(DemoScreen.list(rows: -3).cells.isEmpty)
    #expect(DemoScreen.list(rows: 10_000).cells.count == 200)
    #expect(DemoScreen.photoGrid(count: 4, columns: 0).cells.map(\.frame.minX) == [3, 3, 3, 3])
    let odd = DemoScreen.detail(size: CGSize(width: -1, height: CGFloat.nan))
    #expect(odd.size == DemoScreen.defaultSize)
    #expect(odd.view.bounds.size == DemoScreen.defaultSize)
  }
}
