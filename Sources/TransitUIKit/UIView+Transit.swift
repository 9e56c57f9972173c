#if canImport(UIKit)
  import ObjectiveC
  import Transit
  import UIKit

  /// What Transit knows about a view, kept with the view as an associated object.
  final class ViewTransitAttributes {
    var id: String?
    var modifiers: [ElementModifier] = []

    /// The key the attributes are stored under: this class's own address, unique and
    /// stable for the life of the process.
    static var key: UnsafeRawPointer {
      unsafeBitCast(ViewTransitAttributes.self as AnyClass, to: UnsafeRawPointer.self)
    }
  }

  extension UIView {
    /// The view's Transit settings: its transition identifier and modifiers.
    public var transit: ViewTransit { ViewTransit(view: self) }

    /// The view's attributes, if it was ever tagged.
    var transitAttributes: ViewTransitAttributes? {
      objc_getAssociatedObject(self, ViewTransitAttributes.key) as? ViewTransitAttributes
    }

    /// The view's attributes, made on first use.
    var mutableTransitAttributes: ViewTransitAttributes {
      if let attributes = transitAttributes { return attributes }
      let attributes = ViewTransitAttributes()
      objc_setAssociatedObject(
        self, ViewTransitAttributes.key, attributes, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return attributes
    }
  }
#endif
