#if canImport(UIKit) || TRANSIT_STAGE
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  // The toolkit's side of the gestures Transit installs (the engine's
  // `TransitionInstaller+Gestures` decides which, where and when): it builds the recognizers
  // and reports their phases and touches.

  extension ViewControllerTransit {
    /// Builds a recognizer of a kind on a view, with ``containerDelegate`` as its delegate.
    ///
    /// - Parameters:
    ///   - kind: The kind of recognizer.
    ///   - view: The view it goes on.
    ///   - action: What its actions do.
    /// - Returns: The recognizer.
    public func addRecognizer(
      _ kind: TransitionGesturePlan.Recognizer, to view: UIView,
      action: @escaping @MainActor (UIGestureRecognizer) -> Void
    ) -> UIGestureRecognizer {
      let recognizer: UIGestureRecognizer
      switch kind {
      case .leadingEdgePan:
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = Self.geometry(of: view).layoutDirection == .rightToLeft ? .right : .left
        recognizer = edge
      case .pan: recognizer = UIPanGestureRecognizer()
      case .pinch: recognizer = UIPinchGestureRecognizer()
      }
      if let pan = recognizer as? UIPanGestureRecognizer, let most = kind.maximumNumberOfTouches {
        pan.maximumNumberOfTouches = most
      }
      recognizer.addClosureTarget(action)
      recognizer.delegate = containerDelegate as? any UIGestureRecognizerDelegate
      view.addGestureRecognizer(recognizer)
      return recognizer
    }

    /// Takes a recognizer off its view (its action goes with it).
    ///
    /// - Parameter recognizer: The recognizer.
    public func removeRecognizer(_ recognizer: UIGestureRecognizer) {
      recognizer.view?.removeGestureRecognizer(recognizer)
    }

    /// Tells ``tabBarDelegate`` that a swipe selected the tab shown (docs/design.md#u27).
    public func didSelectChildBySwipe() {
      didSelectTab?()
      guard let tabs = viewController as? UITabBarController,
        let selected = tabs.selectedViewController
      else { return }
      tabBarDelegate?.transitTabBarController(tabs, didSelect: selected)
    }

    /// The size and layout direction a gesture on a view measures in.
    ///
    /// - Parameter view: The view.
    /// - Returns: Its geometry.
    public static func geometry(of view: UIView) -> GestureGeometry {
      GestureGeometry(
        size: view.bounds.size,
        layoutDirection: view.effectiveUserInterfaceLayoutDirection == .rightToLeft
          ? .rightToLeft : .leftToRight)
    }
  }
#endif
