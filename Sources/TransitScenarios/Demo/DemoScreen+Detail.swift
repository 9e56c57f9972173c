import Foundation
import Transit
import TransitStage

extension DemoScreen {
  /// A detail screen: a teal navigation bar, a photo the width of the screen, a heading
  /// bar and lines of text, on mint.
  ///
  /// - Parameters:
  ///   - title: The controller's title (also the root view's identifier).
  ///   - photoIndex: Which accent the photo has, as the grid's cell of that index.
  ///   - size: The screen size; a non-finite or non-positive size means ``defaultSize``.
  /// - Returns: The screen; its one cell is the photo ("photo"), at y = 100, as wide as
  ///   the screen and 0.8 times as tall.
  public static func detail(
    title: String = "Detail", photoIndex: Int = 0, size: CGSize = defaultSize
  ) -> DemoScreen {
    let size = usableSize(size)
    let palette = DemoPalette.Detail.self
    let (controller, root) = makeController(
      title: title, size: size, background: palette.background)
    let photo = StageView(
      frame: CGRect(x: 0, y: navigationBarHeight, width: size.width, height: size.width * 0.8))
    photo.backgroundColor = StageColor(DemoPalette.accent(photoIndex))
    photo.accessibilityIdentifier = "photo"
    root.addSubview(photo)
    let top = photo.frame.maxY + 28
    root.addSubview(textBar(x: 20, y: top, width: 220, height: 20, color: palette.heading))
    for line in 0..<6 {
      let width = line == 5 ? (size.width - 40) * 0.6 : size.width - 40
      let bar = textBar(
        x: 20, y: top + 44 + CGFloat(line) * 22, width: width, height: 10, color: DemoPalette.text)
      bar.autoresizingMask = [.flexibleWidth]
      root.addSubview(bar)
    }
    addNavigationBar(to: root, color: palette.navigationBar, title: palette.title)
    return DemoScreen(
      controller: controller, cells: [photo], backgroundColor: palette.background, size: size)
  }
}
