/// The twin of `UITabBarItem`: what a tab shows in the tab bar, read from the tab's
/// controller (``StageViewController/tabBarItem``).
@MainActor
public final class StageTabBarItem {
  /// The item's title.
  public var title: String?
  /// The item's image.
  public var image: StageImage?
  /// A number of your own to tell items apart.
  public var tag: Int
  /// The text of the badge at the item's corner; `nil` shows none.
  public var badgeValue: String?
  /// Whether a tap on the item selects its tab.
  public var isEnabled = true

  /// Creates an item, as `UITabBarItem(title:image:tag:)`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - tag: A number of your own.
  public init(title: String?, image: StageImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
  }
}
