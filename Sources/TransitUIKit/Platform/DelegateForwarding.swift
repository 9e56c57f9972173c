// Transit's delegate objects stand in for delegates the app or UIKit had. UIKit's
// protocols are Objective-C, with optional methods Transit does not implement (orientation,
// iOS 18's tabs, touches): an `NSObject` passes each to the delegate it replaced through
// `responds(to:)` and `forwardingTarget(for:)`. The stage's protocols are Swift, with only
// the methods the stage calls; the few Transit does not decide are passed on by hand.
#if TRANSIT_STAGE
  /// The base class of Transit's objects the toolkit calls (delegates, contexts); on the
  /// stage, a plain class.
  @MainActor
  class ToolkitObject {
    init() {}
  }

  extension BackSwipeDelegate {
    /// The delegate it replaced decides, as UIKit's forwarding would have it.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      previous?.gestureRecognizer(
        gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
    }

    /// The delegate it replaced decides, as UIKit's forwarding would have it.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: StageTouch
    ) -> Bool {
      previous?.gestureRecognizer(gestureRecognizer, shouldReceive: touch) ?? true
    }
  }
#elseif canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// The base class of Transit's objects the toolkit calls (delegates, contexts): UIKit
  /// talks to `NSObject`s.
  typealias ToolkitObject = NSObject

  extension InstallerDelegate {
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || forwardedDelegate(for: aSelector) != nil
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
      forwardedDelegate(for: aSelector) ?? super.forwardingTarget(for: aSelector)
    }

    /// The app's navigation or tab bar delegate, if the selector belongs to that protocol
    /// and the delegate answers it.
    private nonisolated func forwardedDelegate(for selector: Selector?) -> NSObjectProtocol? {
      guard let selector else { return nil }
      let candidates: [(NSObjectProtocol?, Protocol)] = [
        (installer?.navigationDelegate, UINavigationControllerDelegate.self),
        (installer?.tabBarDelegate, UITabBarControllerDelegate.self),
      ]
      for (delegate, proto) in candidates {
        guard let delegate, delegate.responds(to: selector) else { continue }
        let isMember =
          protocol_getMethodDescription(proto, selector, false, true).name != nil
          || protocol_getMethodDescription(proto, selector, true, true).name != nil
        if isMember { return delegate }
      }
      return nil
    }
  }

  extension BackSwipeDelegate {
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || (previous?.responds(to: aSelector) ?? false)
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
      previous?.responds(to: aSelector) == true ? previous : super.forwardingTarget(for: aSelector)
    }
  }
#endif
