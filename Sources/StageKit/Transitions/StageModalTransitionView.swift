import Foundation

/// UIKit's private `UITransitionView`: the container of one presentation, a new one per
/// presentation, added to the window above the presenter's view and handed out again for
/// the dismissal. It keeps the stage's record of the presentation.
@MainActor
final class StageModalTransitionView: StageView {
  /// The presentation this view contains; cleared when it ends.
  var presentation: StageModalPresentation?

  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    accessibilityIdentifier = "transition view"
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  /// A layout pass of the container: at the start of each transition and on a size change
  /// (rotation), the presentation controller hears `containerViewWillLayoutSubviews` and
  /// `containerViewDidLayoutSubviews`, as in UIKit. Placing the presented view is the
  /// presentation controller's job there, as in UIKit.
  override func layoutSubviews() {
    guard let presentation else { return }
    presentation.layOutContainer()
  }
}
