import Foundation
import StageKit

extension StageWindow {
  /// The size of the window most stage tests play on: 390 × 844 points, an iPhone 14's
  /// screen in portrait.
  public static let phoneSize = CGSize(width: 390, height: 844)

  /// A phone-sized window (``phoneSize``), not yet showing anything.
  ///
  /// ```swift
  /// let window = StageWindow.phone()
  /// ```
  ///
  /// - Returns: A new window with its own clock.
  public static func phone() -> StageWindow {
    StageWindow(size: phoneSize)
  }

  /// A phone-sized window (``phoneSize``) showing a controller: its root, made key and
  /// visible, as a test would write in three lines.
  ///
  /// ```swift
  /// let window = StageWindow.phone(showing: StageNavigationController(rootViewController: list))
  /// ```
  ///
  /// - Parameter root: The window's root view controller.
  /// - Returns: A new window with its own clock, showing `root`.
  public static func phone(showing root: StageViewController) -> StageWindow {
    let window = phone()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }
}
