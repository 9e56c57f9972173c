extension StageViewController: Hashable {
  /// Two controllers are equal when they are the same object, as UIKit's (NSObject)
  /// controllers are, so that `viewControllers.firstIndex(of: controller)` works.
  ///
  /// - Parameters:
  ///   - lhs: A controller.
  ///   - rhs: Another controller.
  /// - Returns: Whether they are the same object.
  public nonisolated static func == (lhs: StageViewController, rhs: StageViewController) -> Bool {
    lhs === rhs
  }

  /// Hashes the object's identity.
  ///
  /// - Parameter hasher: The hasher to feed.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
