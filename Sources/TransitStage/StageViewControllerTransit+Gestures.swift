import Foundation
import StageKit
import Transit

// The stage's side of the gestures Transit installs (the engine's
// `TransitionInstaller+Gestures` decides which, where and when): it builds the stage's
// recognizers and reports their phases and touches.

extension StageViewControllerTransit {
  /// Builds a stage recognizer of a kind on a view, with ``containerDelegate`` as its
  /// delegate.
  ///
  /// - Parameters:
  ///   - kind: The kind of recognizer.
  ///   - view: The view it goes on.
  ///   - action: What its actions do.
  /// - Returns: The recognizer.
  public func addRecognizer(
    _ kind: TransitionGesturePlan.Recognizer, to view: StageView,
    action: @escaping @MainActor (StageGestureRecognizer) -> Void
  ) -> StageGestureRecognizer {
    let recognizer: StageGestureRecognizer
    switch kind {
    case .leadingEdgePan:
      let edge = StageScreenEdgePanGestureRecognizer()
      edge.edges = Self.geometry(of: view).layoutDirection == .rightToLeft ? .right : .left
      recognizer = edge
    case .pan: recognizer = StagePanGestureRecognizer()
    case .pinch: recognizer = StagePinchGestureRecognizer()
    }
    if let pan = recognizer as? StagePanGestureRecognizer, let most = kind.maximumNumberOfTouches {
      pan.maximumNumberOfTouches = most
    }
    recognizer.addTarget(action)
    recognizer.delegate = containerDelegate as? any StageGestureRecognizerDelegate
    view.addGestureRecognizer(recognizer)
    return recognizer
  }

  /// Takes a recognizer off its view.
  ///
  /// - Parameter recognizer: The recognizer.
  public func removeRecognizer(_ recognizer: StageGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
  }

  /// The size and layout direction a gesture on a view measures in.
  ///
  /// - Parameter view: The view.
  /// - Returns: Its geometry.
  public static func geometry(of view: StageView) -> GestureGeometry {
    GestureGeometry(
      size: view.bounds.size, layoutDirection: view.window?.layoutDirection ?? .leftToRight)
  }
}

extension StageViewControllerTransit {
  /// Tells ``tabBarDelegate`` that a swipe selected the tab shown.
  public func didSelectChildBySwipe() {
    guard let tabs = viewController as? StageTabBarController,
      let selected = tabs.selectedViewController
    else { return }
    tabBarDelegate?.tabBarController(tabs, didSelect: selected)
  }
}
