// A closure as a recognizer's action: UIKit's recognizers take a target and a selector
// (Objective-C), kept alive here by the recognizer; the stage's take a closure.
#if TRANSIT_STAGE
  import Transit

  extension UIGestureRecognizer {
    /// Adds a closure as an action, kept by the recognizer.
    ///
    /// - Parameter action: What to do at each of the recognizer's actions.
    func addClosureTarget(_ action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
      addTarget(action)
    }
  }
#elseif canImport(UIKit)
  import ObjectiveC
  import UIKit

  extension UIGestureRecognizer {
    /// Adds a closure as a target, kept alive by the recognizer (which does not keep its
    /// targets), so it goes with it.
    ///
    /// - Parameter action: What to do at each of the recognizer's actions.
    func addClosureTarget(_ action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
      let target = ClosureTarget { sender in
        if let recognizer = sender as? UIGestureRecognizer { action(recognizer) }
      }
      addTarget(target, action: ClosureTarget.selector)
      // Keyed by the target's own address: unique for as long as it lives.
      objc_setAssociatedObject(
        self, Unmanaged.passUnretained(target).toOpaque(), target,
        .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }
#endif
