import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension StageViewController {
  /// Insets added to the safe area of the controller's root view, as
  /// `UIViewController.additionalSafeAreaInsets` (a container's own bars, for instance);
  /// non-finite or negative edges count as 0. Setting them marks the root view for layout.
  public var additionalSafeAreaInsets: StageEdgeInsets {
    get { extraSafeAreaInsets }
    set {
      extraSafeAreaInsets = newValue
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Called by the root view's layout pass when its safe area changed.
  func safeAreaInsetsOfViewDidChange() {
    viewSafeAreaInsetsDidChange()
  }

  /// Called by the root view's layout pass before it lays out its subviews.
  func viewWillLayoutSubviewsByStage() {
    viewWillLayoutSubviews()
  }

  /// Called by the root view's layout pass after it laid out its subviews.
  func viewDidLayoutSubviewsByStage() {
    viewDidLayoutSubviews()
  }
}
