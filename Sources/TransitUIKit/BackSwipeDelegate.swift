#if canImport(UIKit) || TRANSIT_STAGE
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  /// The delegate Transit gives `interactivePopGestureRecognizer`: the engine decides
  /// whether the swipe begins for the screen on top; every other question, and the
  /// screens that are not Transit's, go to the delegate the recognizer had (UIKit's own,
  /// or the app's: `Platform/DelegateForwarding`).
  @MainActor
  final class BackSwipeDelegate: ToolkitObject, UIGestureRecognizerDelegate {
    /// The navigation controller's installer, which decides (it owns this delegate).
    weak var installer: ViewControllerTransit?
    /// The recognizer's delegate before Transit's, held weakly as UIKit holds delegates.
    /// Read by UIKit's forwarding, which is nonisolated and called on the main thread; set
    /// once, at init.
    nonisolated(unsafe) weak var previous: (any UIGestureRecognizerDelegate)?

    init(installer: ViewControllerTransit, previous: (any UIGestureRecognizerDelegate)?) {
      self.installer = installer
      self.previous = previous
      super.init()
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      let ask = { self.previous?.transitGestureRecognizerShouldBegin(gestureRecognizer) }
      return installer?.backSwipeShouldBegin(elseAsk: ask) ?? ask() ?? true
    }
  }
#endif
