import Foundation

/// The twin of `CATransaction`: explicit transactions around layer changes, for code ported
/// from Core Animation.
///
/// ```swift
/// StageTransaction.begin()
/// StageTransaction.setDisableActions(true)  // no implicit animation for these changes
/// layer.opacity = 0
/// StageTransaction.commit()
/// ```
///
/// The stage's layers have no implicit animations (a change outside a view's animation
/// block shows at once, as with actions disabled), so a transaction only nests and
/// remembers its settings. They belong to the window whose turn is running, as
/// `CATransaction`'s belong to the thread; outside any turn there is nothing to remember.
@MainActor
public enum StageTransaction {
  /// Opens a transaction inside the one open, if any.
  public static func begin() {
    guard let clock = StageRunLoop.runningClock else { return }
    clock.openTransactions.append(clock.openTransactions.last ?? false)
  }

  /// Closes the innermost transaction; one never opened is ignored, as Core Animation
  /// logs and ignores it.
  public static func commit() {
    _ = StageRunLoop.runningClock?.openTransactions.popLast()
  }

  /// Whether changes in the innermost transaction skip their implicit animations.
  ///
  /// - Returns: The setting; `false` outside a transaction.
  public static func disableActions() -> Bool {
    StageRunLoop.runningClock?.openTransactions.last ?? false
  }

  /// Sets whether changes in the innermost transaction skip their implicit animations.
  ///
  /// - Parameter flag: The setting.
  public static func setDisableActions(_ flag: Bool) {
    guard let clock = StageRunLoop.runningClock, !clock.openTransactions.isEmpty else { return }
    clock.openTransactions[clock.openTransactions.count - 1] = flag
  }
}
