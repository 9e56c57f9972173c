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
  /// A sheet over the presenter, as UIKit's `.pageSheet` (iOS 13+): the presenter's view
  /// stays in the window, so, as for `.overFullScreen`, the animator is not given it
  /// (`view(forKey:)` is nil) and the presenter gets no disappear / appear callbacks. The
  /// stage models only that: the sheet's inset frame, the presenter's shrinking and the
  /// swipe down of UIKit's own sheet are not modelled (the presented view fills the
  /// container).
  case pageSheet
}
