import Foundation

// The navigation controller's toolbar (docs/uikit-behaviour.md#b16b): `isToolbarHidden`, and the
// top screen's `hidesBottomBarWhenPushed`.
extension StageNavigationController {
  /// Shows or hides the toolbar, as `setToolbarHidden(_:animated:)`.
  ///
  /// The stage changes it at once: UIKit slides it in or out, which no transition of
  /// Transit's depends on.
  ///
  /// - Parameters:
  ///   - hidden: Whether to hide it.
  ///   - animated: Whether UIKit would animate the change.
  public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    isToolbarHidden = hidden
  }

  /// Whether the toolbar shows while a controller is on top: Apple's rule for
  /// `hidesBottomBarWhenPushed` ("The value of this property on the topmost view controller
  /// determines whether the toolbar is visible").
  ///
  /// - Parameter controller: The controller on top.
  /// - Returns: Whether the toolbar shows.
  func showsToolbar(under controller: StageViewController?) -> Bool {
    !isToolbarHidden && !(controller?.hidesBottomBarWhenPushed ?? false)
  }

  /// Where the toolbar rests: the bottom of the navigation controller's view.
  var toolbarRestingFrame: CGRect {
    let bounds = viewIfLoaded?.bounds ?? .zero
    let height = min(StageToolbar.standardHeight, bounds.height)
    return CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
  }

  /// Puts the toolbar in its place, shown or hidden for the controller on top. With any
  /// transition, custom or the system's, the stage changes it when the transition ends
  /// (a custom animator's transition cannot know about the bar; UIKit's own slide is not
  /// modelled for the toolbar).
  func updateToolbar() {
    guard let root = viewIfLoaded else { return }
    if toolbar.superview !== root { root.addSubview(toolbar) }
    toolbar.frame = toolbarRestingFrame
    toolbar.isHidden = !showsToolbar(under: topViewController)
    for controller in viewControllers where controller.isViewLoaded {
      controller.view.safeAreaInputsDidChange()  // their safe area follows the bar
    }
  }
}
