import Foundation
import Transit
import TransitStage

extension DemoScreen {
  /// A list: an indigo navigation bar, then rows with a coloured leading square and two
  /// grey text bars, on cream.
  ///
  /// - Parameters:
  ///   - title: The controller's title (also the root view's identifier).
  ///   - rows: How many rows, clamped to 0…200.
  ///   - size: The screen size; a non-finite or non-positive size means ``defaultSize``.
  /// - Returns: The screen; its cells are the rows, "row-0" first, each 76 points tall
  ///   from y = 108, the square 48 points wide at x = 16 in accent `i`.
  public static func list(title: String = "List", rows: Int = 9, size: CGSize = defaultSize)
    -> DemoScreen
  {
    let size = usableSize(size)
    let palette = DemoPalette.List.self
    let (controller, root) = makeController(
      title: title, size: size, background: palette.background)
    let primaryWidths: [CGFloat] = [188, 150, 210, 170, 132]
    let secondaryWidths: [CGFloat] = [120, 160, 96, 140, 110]
    var cells: [StageView] = []
    for index in 0..<min(max(rows, 0), 200) {
      let row = StageView(
        frame: CGRect(
          x: 0, y: navigationBarHeight + 8 + CGFloat(index) * 76, width: size.width, height: 76))
      row.autoresizingMask = [.flexibleWidth]
      row.accessibilityIdentifier = "row-\(index)"
      let square = StageView(frame: CGRect(x: 16, y: 14, width: 48, height: 48))
      square.backgroundColor = StageColor(DemoPalette.accent(index))
      square.layer.cornerRadius = 12
      row.addSubview(square)
      row.addSubview(
        textBar(
          x: 80, y: 22, width: primaryWidths[index % primaryWidths.count], height: 12,
          color: DemoPalette.text))
      row.addSubview(
        textBar(
          x: 80, y: 44, width: secondaryWidths[index % secondaryWidths.count], height: 10,
          color: DemoPalette.secondaryText))
      let separator = StageView(frame: CGRect(x: 80, y: 75, width: size.width - 80, height: 1))
      separator.backgroundColor = StageColor(DemoPalette.separator)
      separator.autoresizingMask = [.flexibleWidth]
      row.addSubview(separator)
      root.addSubview(row)
      cells.append(row)
    }
    addNavigationBar(to: root, color: palette.navigationBar, title: palette.title)
    return DemoScreen(
      controller: controller, cells: cells, backgroundColor: palette.background, size: size)
  }
}
