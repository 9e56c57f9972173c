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

  extension ViewControllerTransit {
    /// Runs an action once the app's delegate is freed. On the stage there is nothing to do:
    /// a delegate gone reads `nil`, and the forwarding below asks it by hand.
    func whenFreed(
      _ delegate: AnyObject, watchedBy watcher: AnyObject,
      run action: @escaping @MainActor @Sendable () -> Void
    ) {}
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
        (installer?.navigationDelegateBehind, UINavigationControllerDelegate.self),
        (installer?.tabBarDelegateBehind, UITabBarControllerDelegate.self),
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

  extension ViewControllerTransit {
    /// Runs an action once the app's delegate is freed, on the main thread: UIKit noted the
    /// optional methods it answered when Transit's delegate was set, and would go on sending
    /// them to a forwarding with no one left to take them, an "unrecognized selector"
    /// exception (docs/design.md#n3). The action sets Transit's delegate again.
    ///
    /// - Parameters:
    ///   - delegate: The app's delegate, which keeps a watch as an associated object,
    ///     released as it is deallocated, on the thread that frees it (the main thread for
    ///     the delegates UIKit calls).
    ///   - watcher: Transit's object standing in front of it, whose address keys the watch
    ///     (one watch per pair).
    ///   - action: What to do once it is freed.
    func whenFreed(
      _ delegate: AnyObject, watchedBy watcher: AnyObject,
      run action: @escaping @MainActor @Sendable () -> Void
    ) {
      let key = UnsafeRawPointer(Unmanaged.passUnretained(watcher).toOpaque())
      guard objc_getAssociatedObject(delegate, key) == nil else { return }
      objc_setAssociatedObject(
        delegate, key, DeallocationWatch(action), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// Runs its action when it is released: at once on the main thread, before UIKit can send
  /// the freed delegate's methods again (`MainActor.assumeIsolated` is iOS 17 in this SDK;
  /// earlier systems run it on the next turn).
  private final class DeallocationWatch: Sendable {
    let action: @MainActor @Sendable () -> Void
    init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }
    deinit {
      guard #available(iOS 17, *), Thread.isMainThread else {
        return DispatchQueue.main.async(execute: action)
      }
      MainActor.assumeIsolated(action)
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
