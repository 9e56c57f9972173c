#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

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

    /// Transit's attributes of the view, kept with it (none until set).
    public var transitAttributes: ViewTransitAttributes {
      get { transitAssociatedValue(ViewTransitAttributes.self) ?? ViewTransitAttributes() }
      set { setTransitAssociatedValue(newValue) }
    }
  }
#endif
