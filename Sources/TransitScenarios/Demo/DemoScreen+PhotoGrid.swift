import Foundation
import Transit
import TransitStage

extension DemoScreen {
  /// A photo grid: a slate navigation bar, then square cells in the accent colours, on
  /// dark navy.
  ///
  /// - Parameters:
  ///   - title: The controller's title (also the root view's identifier).
  ///   - count: How many cells, clamped to 0…500.
  ///   - columns: How many columns, clamped to 1…12.
  ///   - size: The screen size; a non-finite or non-positive size means ``defaultSize``.
  /// - Returns: The screen; its cells are the photos, "photo-0" first, row by row, with
  ///   3-point gaps from y = 103, cell `i` in accent `i`.
  public static func photoGrid(
    title: String = "Photos", count: Int = 18, columns: Int = 3, size: CGSize = defaultSize
  ) -> DemoScreen {
    let size = usableSize(size)
    let palette = DemoPalette.Grid.self
    let (controller, root) = makeController(
      title: title, size: size, background: palette.background)
    let columns = min(max(columns, 1), 12)
    let gap: CGFloat = 3
    let side = max(0, (size.width - gap * CGFloat(columns + 1)) / CGFloat(columns))
    var cells: [StageView] = []
    for index in 0..<min(max(count, 0), 500) {
      let column = CGFloat(index % columns)
      let row = CGFloat(index / columns)
      let cell = StageView(
        frame: CGRect(
          x: gap + column * (side + gap), y: navigationBarHeight + gap + row * (side + gap),
          width: side, height: side))
      cell.backgroundColor = StageColor(DemoPalette.accent(index))
      cell.layer.cornerRadius = 6
      cell.accessibilityIdentifier = "photo-\(index)"
      root.addSubview(cell)
      cells.append(cell)
    }
    addNavigationBar(to: root, color: palette.navigationBar, title: palette.title)
    return DemoScreen(
      controller: controller, cells: cells, backgroundColor: palette.background, size: size)
  }
}
