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
  var visibleChildren: [StageViewController] {
    guard let root = viewIfLoaded else { return [] }
    return children.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
  }

  /// Whether the controller's view is on screen (appeared or appearing).
  public var isVisible: Bool { appearanceState == .appeared || appearanceState == .appearing }
}
