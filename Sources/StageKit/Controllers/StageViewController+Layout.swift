import Foundation

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

  /// The safe area of this controller's root view with the tab bar's cover: a tab bar
  /// controller's bar covers the bottom of the screens it is shown for, as UIKit's adds its
  /// bar's height to its children's safe area, and leaves out the screens a navigation
  /// stack hides it for (``hidesBottomBarWhenPushed``).
  ///
  /// UIKit passes the inset down through the navigation controller; the stage puts it on
  /// each screen (not on the navigation controller's own view, whose inset every screen
  /// would inherit), which gives the screens the same safe area. The bar's resting place
  /// counts, not where it is while a transition carries it.
  ///
  /// - Parameters:
  ///   - insets: The insets without the bar.
  ///   - view: The root view.
  /// - Returns: The insets, the bottom at least as deep as the bar's top.
  func coveredByBottomBar(_ insets: StageEdgeInsets, in view: StageView) -> StageEdgeInsets {
    let covered = coveredByToolbar(insets, in: view)
    guard !(self is StageNavigationController), let tabs = tabBarController,
      let tabsView = tabs.viewIfLoaded, tabsView.window === view.window,
      !isBottomBarHiddenByStack
    else { return covered }
    let bar = tabsView.convert(tabs.tabBarRestingFrame, to: view)
    var result = covered
    result.bottom = max(result.bottom, min(max(0, view.bounds.maxY - bar.minY), view.bounds.height))
    return result
  }

  /// The safe area with the navigation controller's toolbar's cover, for a screen of its
  /// stack the toolbar shows under (UIKit adds the toolbar's height to the screens'
  /// safe area, as it does the tab bar's).
  private func coveredByToolbar(_ insets: StageEdgeInsets, in view: StageView)
    -> StageEdgeInsets
  {
    guard let navigation = parent as? StageNavigationController,
      navigation.showsToolbar(under: self), let navigationView = navigation.viewIfLoaded,
      navigationView.window === view.window
    else { return insets }
    let bar = navigationView.convert(navigation.toolbarRestingFrame, to: view)
    var result = insets
    result.bottom = max(result.bottom, min(max(0, view.bounds.maxY - bar.minY), view.bounds.height))
    return result
  }

  /// Whether a navigation stack between this controller and its tab bar controller hides
  /// the bar for it (UIKit's rule: a screen at or below it in the stack asks).
  var isBottomBarHiddenByStack: Bool {
    var child = self
    while let parent = child.parent, !(parent is StageTabBarController) {
      if let navigation = parent as? StageNavigationController,
        StageNavigationController.hidesBottomBar(
          upTo: child, in: navigation.viewControllers)
      {
        return true
      }
      child = parent
    }
    return false
  }
}
