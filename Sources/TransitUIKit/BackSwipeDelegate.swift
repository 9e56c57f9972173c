#if canImport(UIKit) && !TRANSIT_STAGE
  import Transit
  import UIKit

  /// The delegate Transit gives `interactivePopGestureRecognizer`: the engine decides
  /// whether the swipe begins for the screen on top; every other question, and the
  /// screens that are not Transit's, go to the delegate the recognizer had (UIKit's own,
  /// or the app's).
  @MainActor
  final class BackSwipeDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var installer: ViewControllerTransit?
    /// Read by the nonisolated `responds(to:)` and `forwardingTarget(for:)`, which UIKit calls
    /// on the main thread; set once, at init.
    nonisolated(unsafe) weak var previous: (any UIGestureRecognizerDelegate)?

    init(installer: ViewControllerTransit, previous: (any UIGestureRecognizerDelegate)?) {
      self.installer = installer
      self.previous = previous
      super.init()
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      let ask = { self.previous?.gestureRecognizerShouldBegin?(gestureRecognizer) }
      return installer?.backSwipeShouldBegin(elseAsk: ask) ?? ask() ?? true
    }

    override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || (previous?.responds(to: aSelector) ?? false)
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
      previous?.responds(to: aSelector) == true ? previous : super.forwardingTarget(for: aSelector)
    }
  }
#endif
