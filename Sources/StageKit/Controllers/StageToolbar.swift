import Foundation

/// The twin of `UIToolbar` as a navigation controller shows it: a bar at the bottom of the
/// navigation controller's view (``StageNavigationController/toolbar``).
///
/// The stage draws it as a plain view of ``standardHeight``; its items are not modelled.
@MainActor
public final class StageToolbar: StageView {
  /// The toolbar's height on an iPhone in portrait, in points (UIKit's compact toolbar
  /// is 44 points tall above the home indicator's area).
  public static let standardHeight: CGFloat = 44

  /// Creates a toolbar; its navigation controller places it.
  init() {
    super.init(frame: .zero)
    accessibilityIdentifier = "toolbar"
    autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
  }
}
