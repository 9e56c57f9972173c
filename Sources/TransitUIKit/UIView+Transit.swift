#if canImport(UIKit) && !TRANSIT_STAGE
  import ObjectiveC
  import Transit
  import UIKit

  /// A view's Transit settings, as `view.transit`.
  ///
  /// ```swift
  /// thumbnail.transit.id = "photo-3"
  /// caption.transit.modifiers = [.fade, .translate(y: 20)]
  /// ```
  public typealias ViewTransit = ViewTransitSettings<UIView>

  extension UIView: TransitionAttributedView {
    /// The view's Transit settings: its transition identifier and modifiers.
    public var transit: ViewTransit { ViewTransit(view: self) }

    /// Transit's attributes of the view, kept as an associated object.
    public var transitAttributes: ViewTransitAttributes {
      get {
        objc_getAssociatedObject(self, ViewTransitAttributesKey.address) as? ViewTransitAttributes
          ?? ViewTransitAttributes()
      }
      set {
        objc_setAssociatedObject(
          self, ViewTransitAttributesKey.address, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }
  }

  /// The key the attributes are stored under: this class's own address, unique and stable
  /// for the life of the process.
  private final class ViewTransitAttributesKey {
    static var address: UnsafeRawPointer {
      unsafeBitCast(ViewTransitAttributesKey.self as AnyClass, to: UnsafeRawPointer.self)
    }
  }
#endif
