/// How a presented controller is shown, as `UIModalPresentationStyle`.
public enum StageModalPresentationStyle: Sendable, Hashable, CaseIterable {
  /// Covers the screen; the presenter's view is removed from the window once presented.
  case fullScreen
  /// Covers the screen; the presenter's view stays underneath, and the presenter gets no
  /// disappear / appear callbacks.
  case overFullScreen
  /// Shown by a presentation controller from the transitioning delegate; the presenter's
  /// view stays unless the presentation controller's `shouldRemovePresentersView` says so.
  case custom
}
