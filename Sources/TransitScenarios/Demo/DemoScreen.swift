import Foundation
import Transit
import TransitStage

/// A wireframe app screen for the gallery: flat colours, grey bars for text, so that
/// motion reads at a glance.
///
/// ```swift
/// let grid = DemoScreen.photoGrid()
/// let detail = DemoScreen.detail(photoIndex: 3)
/// let navigation = StageNavigationController(rootViewController: grid.controller)
/// grid.cells[3].accessibilityIdentifier  // "photo-3", the cell a matched transition flies
/// ```
///
/// The screens' colours are ``DemoPalette``'s. Views are laid out for ``size`` and follow
/// the window when it resizes (bars stretch, content keeps to the top left).
@MainActor
public struct DemoScreen {
  /// The controller showing the screen; its view is loaded.
  public let controller: StageViewController
  /// The screen's items, top to bottom, each with an `accessibilityIdentifier`: the list's
  /// rows ("row-0", …), the grid's cells ("photo-0", …), the detail's photo ("photo"), the
  /// card ("card").
  public let cells: [StageView]
  /// The screen's background colour.
  public let backgroundColor: Color
  /// The size the screen was laid out for.
  public let size: CGSize

  /// The screen's root view.
  public var view: StageView { controller.view }

  /// The size screens are laid out for unless told otherwise: an iPhone 15's 393 × 852
  /// points.
  public static let defaultSize = CGSize(width: 393, height: 852)
  /// The height of the navigation bar with the status bar above it.
  public static let navigationBarHeight: CGFloat = 100

  /// A controller whose root view is a plain view of a size and colour.
  static func makeController(title: String, size: CGSize, background: Color)
    -> (StageViewController, StageView)
  {
    let controller = StageViewController()
    controller.title = title
    let root: StageView = controller.view
    root.frame = CGRect(origin: .zero, size: size)
    root.backgroundColor = StageColor(background)
    root.accessibilityIdentifier = title
    return (controller, root)
  }

  /// A size that is usable: a non-finite or non-positive one becomes ``defaultSize``.
  static func usableSize(_ size: CGSize) -> CGSize {
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      return defaultSize
    }
    return size
  }

  /// A navigation bar across the top with a title bar in its middle.
  static func addNavigationBar(to root: StageView, color: Color, title: Color) {
    let width = root.bounds.width
    let bar = StageView(frame: CGRect(x: 0, y: 0, width: width, height: navigationBarHeight))
    bar.backgroundColor = StageColor(color)
    bar.autoresizingMask = [.flexibleWidth]
    bar.accessibilityIdentifier = "navigation bar"
    root.addSubview(bar)
    let titleBar = textBar(
      x: width / 2 - 64, y: navigationBarHeight - 35, width: 128, height: 14, color: title)
    titleBar.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    bar.addSubview(titleBar)
  }

  /// A rounded bar standing in for a line of text.
  static func textBar(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat, color: Color)
    -> StageView
  {
    let bar = StageView(frame: CGRect(x: x, y: y, width: max(0, width), height: height))
    bar.backgroundColor = StageColor(color)
    bar.layer.cornerRadius = height / 2
    return bar
  }
}
