#if canImport(UIKit) && !TRANSIT_STAGE
  import ObjectiveC
  import UIKit

  extension UIViewController {
    /// The controller's Transit installer: transitions for what it pushes, presents or
    /// switches to, owned by the controller for as long as it lives.
    public var transit: ViewControllerTransit {
      if let installer = objc_getAssociatedObject(self, Self.transitKey)
        as? ViewControllerTransit
      {
        return installer
      }
      let installer = ViewControllerTransit(viewController: self)
      objc_setAssociatedObject(
        self, Self.transitKey, installer, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return installer
    }

    /// The key the installer is stored under: its class's own address, unique and stable
    /// for the life of the process.
    private static var transitKey: UnsafeRawPointer {
      unsafeBitCast(ViewControllerTransit.self as AnyClass, to: UnsafeRawPointer.self)
    }
  }
#endif
