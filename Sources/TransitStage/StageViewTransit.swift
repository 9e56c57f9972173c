import StageKit
import Transit

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
