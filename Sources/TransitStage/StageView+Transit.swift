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

/// A view's Transit settings, as `view.transit`.
///
/// ```swift
/// thumbnail.transit.id = "photo-3"
/// caption.transit.modifiers = [.fade, .translate(y: 20)]
/// ```
@MainActor
public struct StageViewTransit {
  /// The view.
  public let view: StageView

  /// The transition identifier: a view with the same identifier on the other screen is its
  /// match in a shared-element transition; `nil` leaves the view untagged.
  public var id: String? {
    get { view.transitAttributes.id }
    nonmutating set { view.transitAttributes.id = newValue }
  }

  /// How the view animates when unmatched (or how it flies when matched). A view with
  /// modifiers but no identifier still animates by them, under a name Transit makes up.
  public var modifiers: [ElementModifier] {
    get { view.transitAttributes.modifiers }
    nonmutating set { view.transitAttributes.modifiers = newValue }
  }
}

extension StageView {
  /// The view's Transit settings: its transition identifier and modifiers.
  public var transit: StageViewTransit { StageViewTransit(view: self) }
}
