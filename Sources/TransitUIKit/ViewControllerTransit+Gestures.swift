#if canImport(UIKit)
  import Transit
  import UIKit

  // UIKit's side of the gestures Transit installs (the engine's `TransitionInstaller+Gestures`
  // decides which, where and when): it builds UIKit's recognizers and reports their phases
  // and touches.

  extension ViewControllerTransit {
    /// Builds a UIKit recognizer of a kind on a view, with this installer as its delegate.
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
      // A recognizer does not keep its target: the installer does.
      gestureTargets.append(GestureTarget(recognizer, action: action))
      recognizer.delegate = self
      view.addGestureRecognizer(recognizer)
      return recognizer
    }

    /// Takes a recognizer off its view, with its target.
    ///
    /// - Parameter recognizer: The recognizer.
    public func removeRecognizer(_ recognizer: UIGestureRecognizer) {
      recognizer.view?.removeGestureRecognizer(recognizer)
      gestureTargets.removeAll { $0.recognizer == nil || $0.recognizer === recognizer }
    }

    /// Tells ``tabBarDelegate`` that a swipe selected the tab shown (U27).
    public func didSelectChildBySwipe() {
      guard let tabs = viewController as? UITabBarController,
        let selected = tabs.selectedViewController
      else { return }
      tabBarDelegate?.tabBarController?(tabs, didSelect: selected)
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

    /// The first tagged view under a screen.
    ///
    /// - Parameter screen: The screen's view.
    /// - Returns: The view, or `nil`.
    public static func matchedView(in screen: UIView) -> UIView? {
      screen.firstDescendant { $0.transitAttributes?.id != nil }
    }

    /// The selected index and the number of children of a tab bar controller or container.
    public var childSelection: (selected: Int?, count: Int) {
      switch viewController {
      case let tabs as UITabBarController: (tabs.selectedIndex, tabs.viewControllers?.count ?? 0)
      case let container as TransitContainerViewController:
        (container.selectedIndex, container.viewControllers.count)
      default: (nil, 0)
      }
    }

    /// Selects a child of a tab bar controller or container.
    ///
    /// - Parameter index: The child's index.
    /// - Returns: Whether it was selected.
    public func selectChild(at index: Int) -> Bool {
      switch viewController {
      case let tabs as UITabBarController: tabs.selectedIndex = index
      case let container as TransitContainerViewController:
        container.setSelectedIndex(index, animated: true)
      default: return false
      }
      return true
    }
  }

  extension ViewControllerTransit: UIGestureRecognizerDelegate {
    /// The engine decides: the grabbing pan only while a Transit transition is in flight, a
    /// gesture that starts one only when none is in flight or asked for, the swipe between
    /// children only on horizontal movement, a pinch-to-close or matched-view drag only
    /// when no zooming scroll view takes it (the engine's `ZoomYield`).
    ///
    /// - Parameter gestureRecognizer: The recognizer about to begin.
    /// - Returns: Whether it may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      shouldBegin(gestureRecognizer)
    }

    /// A pull down recognizes alongside a scroll view inside the screen, so it can take
    /// over once the content is at its top; a pinch-to-close alongside a scroll view's
    /// zooming pinch, so that pinching in at the minimum zoom closes.
    ///
    /// - Parameters:
    ///   - gestureRecognizer: Transit's recognizer.
    ///   - otherGestureRecognizer: Another recognizer.
    /// - Returns: Whether both may recognize at once.
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      recognizesSimultaneously(gestureRecognizer, with: otherGestureRecognizer)
    }
  }
#endif
