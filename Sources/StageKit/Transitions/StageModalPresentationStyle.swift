/// How a presented controller is shown, as `UIModalPresentationStyle`, with UIKit's cases
/// and raw values.
///
/// The stage models what custom transitions see of a style: whether the presenter's view
/// leaves the window once presented (``removesPresentersView``) and whether the animator is
/// given it. The sheets' inset frames, the presenter's shrinking, popovers' arrows and the
/// size classes that adapt one style into another are not modelled: a presented view fills
/// the container.
public enum StageModalPresentationStyle: Int, Sendable, Hashable, CaseIterable {
  /// UIKit picks: a page sheet for an ordinary controller since iOS 13; the stage presents
  /// it as ``pageSheet``.
  case automatic = -2
  /// No adaptation: a value UIKit's adaptive delegates return, not a style to present
  /// with; the stage presents it as ``fullScreen``.
  case none = -1
  /// Covers the screen; the presenter's view is removed from the window once presented.
  case fullScreen = 0
  /// A sheet over the presenter, as UIKit's `.pageSheet` (iOS 13+): the presenter's view
  /// stays in the window, so, as for `.overFullScreen`, the animator is not given it
  /// (`view(forKey:)` is nil) and the presenter gets no disappear / appear callbacks.
  case pageSheet = 1
  /// A smaller sheet, centred on a regular-width screen; on the stage, as ``pageSheet``.
  case formSheet = 2
  /// Covers the presentation context's view, which is removed once presented; the stage
  /// presents over the window, as ``fullScreen``.
  case currentContext = 3
  /// Shown by a presentation controller from the transitioning delegate; the presenter's
  /// view stays unless the presentation controller's `shouldRemovePresentersView` says so.
  case custom = 4
  /// Covers the screen; the presenter's view stays underneath, and the presenter gets no
  /// disappear / appear callbacks.
  case overFullScreen = 5
  /// Covers the presentation context's view, leaving it underneath; the stage presents
  /// over the window, as ``overFullScreen``.
  case overCurrentContext = 6
  /// A popover; on a compact-width screen UIKit adapts it to a sheet, as the stage
  /// presents it (``pageSheet``).
  case popover = 7

  /// Whether the presenter's view leaves the window once presented (a custom style asks
  /// its presentation controller instead).
  public var removesPresentersView: Bool {
    switch self {
    case .fullScreen, .currentContext, .none: true
    case .automatic, .pageSheet, .formSheet, .custom, .overFullScreen, .overCurrentContext,
      .popover:
      false
    }
  }
}
