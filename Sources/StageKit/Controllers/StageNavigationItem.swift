/// The twin of `UINavigationItem`: what a navigation bar shows for one controller.
///
/// The stage's navigation bar shows its title (``StageNavigationBar``); the rest is here so
/// that transition code that sets a prompt or hides the back button ports as it is.
@MainActor
public final class StageNavigationItem {
  /// The title shown in the bar.
  public var title: String?
  /// A line of text above the title.
  public var prompt: String?
  /// Whether the back button is hidden.
  public var hidesBackButton = false
  /// The title of the back button the next controller shows for this one.
  public var backButtonTitle: String?

  /// Creates an item.
  ///
  /// - Parameter title: The title.
  public init(title: String?) {
    self.title = title
  }
}
