import Foundation

/// The twin of `UITabBar` as a tab bar controller shows it: a strip at the bottom of the
/// controller's view, one item per tab, in the tabs' order; a tap on an enabled item selects
/// its tab as a user's tap does (``StageTabBarController/simulateUserSelection(at:)``).
///
/// Like UIKit's, it lies over the tabs' views, which fill the whole controller (content runs
/// under a translucent bar), and its items are the tabs' ``StageViewController/tabBarItem``s:
/// a bar a tab bar controller manages takes no items of its own. The stage draws no bar
/// chrome: the bar is clear unless you give it a background colour.
@MainActor
public final class StageTabBar: StageView {
  /// UIKit's tab bar height in points, above the bottom safe area (none on the stage).
  public static let standardHeight: CGFloat = 49

  /// The controller whose tabs the bar shows.
  private weak var controller: StageTabBarController?

  init(controller: StageTabBarController) {
    self.controller = controller
    super.init(frame: .zero)
    accessibilityIdentifier = "tab bar"
    let tap = StageTapGestureRecognizer { [weak self] recognizer in
      guard let self, recognizer.state == .ended else { return }
      self.selectItem(at: recognizer.location(in: self))
    }
    addGestureRecognizer(tap)
  }

  /// The tabs' items, in order; `nil` before the controller has tabs.
  public var items: [StageTabBarItem]? { controller?.viewControllers?.map(\.tabBarItem) }

  /// The selected tab's item.
  public var selectedItem: StageTabBarItem? { controller?.selectedViewController?.tabBarItem }

  /// The frame of an item: the bar's width shared equally among the items, as an iPhone's
  /// tab bar lays them out.
  ///
  /// - Parameter index: The item's index.
  /// - Returns: Its frame in the bar, or `nil` for an index outside the items.
  public func frameOfItem(at index: Int) -> CGRect? {
    guard let count = items?.count, (0..<count).contains(index) else { return nil }
    let width = bounds.width / CGFloat(count)
    return CGRect(x: width * CGFloat(index), y: 0, width: width, height: bounds.height)
  }

  /// Selects the tab of the item under a point, if it is enabled.
  private func selectItem(at point: CGPoint) {
    guard let items, !items.isEmpty, bounds.width > 0 else { return }
    let index = Int((point.x / bounds.width * CGFloat(items.count)).rounded(.down))
    guard items.indices.contains(index), items[index].isEnabled else { return }
    controller?.simulateUserSelection(at: index)
  }
}
