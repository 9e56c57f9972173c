extension StageView: Hashable {
  /// Two views are equal when they are the same object, as UIKit's (NSObject) views are,
  /// so that `subviews.contains(view)` works.
  ///
  /// - Parameters:
  ///   - lhs: A view.
  ///   - rhs: Another view.
  /// - Returns: Whether they are the same object.
  public nonisolated static func == (lhs: StageView, rhs: StageView) -> Bool {
    lhs === rhs
  }

  /// Hashes the object's identity.
  ///
  /// - Parameter hasher: The hasher to feed.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
