import StageKit
import Transit

/// What Transit knows about a view: its transition identifier and modifiers.
struct StageViewTransitAttributes {
  var id: String?
  var modifiers: [ElementModifier] = []
}

extension StageView {
  /// Transit's attributes of this view, attached to it (none until set).
  var transitAttributes: StageViewTransitAttributes {
    get { associatedObjects[StageViewTransitAttributes.self] ?? StageViewTransitAttributes() }
    set { associatedObjects[StageViewTransitAttributes.self] = newValue }
  }
}

extension StageView {
  /// The view's Transit settings: its transition identifier and modifiers.
  public var transit: StageViewTransit { StageViewTransit(view: self) }
}
