extension StageViewController {
  /// Starts an appearance change, as UIKit's `beginAppearanceTransition(_:animated:)`:
  /// calls `viewWillAppear` or `viewWillDisappear` (and forwards to the children whose
  /// views are shown inside this one). A second "will" in the same direction is reported
  /// as UIKit's "Unbalanced calls" warning and ignored.
  ///
  /// - Parameters:
  ///   - isAppearing: `true` to appear, `false` to disappear.
  ///   - animated: Whether the change is animated.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (isAppearing, appearanceState) {
    case (true, .appearing), (true, .appeared), (false, .disappearing), (false, .disappeared):
      warn("Unbalanced calls to begin/end appearance transitions for <\(logName)>.")
      return
    case (true, _):
      appearanceState = .appearing
      appearanceIsAnimated = animated
      record(.appearance, "viewWillAppear")
      viewWillAppear(animated)
    case (false, _):
      appearanceState = .disappearing
      appearanceIsAnimated = animated
      record(.appearance, "viewWillDisappear")
      viewWillDisappear(animated)
    }
    if shouldAutomaticallyForwardAppearanceMethods {
      for child in visibleChildren {
        child.beginAppearanceTransition(isAppearing, animated: animated)
      }
    }
  }

  /// Ends an appearance change, as UIKit's `endAppearanceTransition()`: calls
  /// `viewDidAppear` or `viewDidDisappear`. Without a change in progress it reports UIKit's
  /// "Unbalanced calls" warning.
  public func endAppearanceTransition() {
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      record(.appearance, "viewDidAppear")
      viewDidAppear(appearanceIsAnimated)
    case .disappearing:
      appearanceState = .disappeared
      record(.appearance, "viewDidDisappear")
      viewDidDisappear(appearanceIsAnimated)
    case .appeared, .disappeared:
      warn("Unbalanced calls to begin/end appearance transitions for <\(logName)>.")
      return
    }
    if shouldAutomaticallyForwardAppearanceMethods {
      // Only to the children whose change is in progress: one that joined since the
      // "will" was forwarded never began one.
      for child in visibleChildren
      where child.appearanceState == .appearing || child.appearanceState == .disappearing {
        child.endAppearanceTransition()
      }
    }
  }

  /// The children whose views are shown inside this controller's view: the ones
  /// appearance calls are forwarded to.
  ///
  /// A navigation controller forwards its own appearance to the controller on top of its
  /// stack only, and a tab bar controller to the selected one only, as UIKit's do: during a
  /// push, a pop or a switch both children's views are in the container, but the one
  /// leaving is the transition's business (it disappears when the transition ends, and
  /// comes back if it is cancelled). Forwarding to it too would make it appear again while
  /// it leaves the window.
  var visibleChildren: [StageViewController] {
    guard let root = viewIfLoaded else { return [] }
    let shown: [StageViewController]
    switch self {
    case let navigation as StageNavigationController:
      shown = navigation.topViewController.map { [$0] } ?? []
    case let tabs as StageTabBarController:
      shown = tabs.selectedViewController.map { [$0] } ?? []
    default:
      shown = children
    }
    return shown.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
  }

  /// Whether the controller's view is on screen (appeared or appearing).
  public var isVisible: Bool { appearanceState == .appeared || appearanceState == .appearing }
}
