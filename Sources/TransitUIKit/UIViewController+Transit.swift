#if canImport(UIKit) || TRANSIT_STAGE
  #if !TRANSIT_STAGE
    import UIKit
  #endif

  extension UIViewController {
    /// The controller's Transit installer: transitions for what it pushes, presents or
    /// switches to, owned by the controller for as long as it lives.
    ///
    /// ```swift
    /// navigationController.transit.push(detail, using: .push(.left))
    /// ```
    public var transit: ViewControllerTransit {
      if let installer = transitAssociatedValue(ViewControllerTransit.self) { return installer }
      let installer = ViewControllerTransit(viewController: self)
      setTransitAssociatedValue(installer)
      return installer
    }
  }
#endif
