import StageKit
import Transit

/// A view's Transit settings, as `view.transit`.
///
/// ```swift
/// thumbnail.transit.id = "photo-3"
/// caption.transit.modifiers = [.fade, .translate(y: 20)]
/// ```
public typealias StageViewTransit = ViewTransitSettings<StageView>

extension StageView: TransitionAttributedView {
  /// The view's Transit settings: its transition identifier and modifiers.
  public var transit: StageViewTransit { StageViewTransit(view: self) }

  /// Transit's attributes of the view, in its associated storage (none until set).
  public var transitAttributes: ViewTransitAttributes {
    get { associatedObjects[ViewTransitAttributes.self] ?? ViewTransitAttributes() }
    set { associatedObjects[ViewTransitAttributes.self] = newValue }
  }
}
