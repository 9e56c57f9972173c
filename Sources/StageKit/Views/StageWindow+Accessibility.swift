import Foundation
import Transit

// VoiceOver, as far as a transition meets it: which elements it can reach (a modal view
// hides its siblings), its escape gesture and its activation. The stage has no screen
// reader; these are what a test plays in its place.

extension StageWindow {
  /// The elements VoiceOver can move to, in reading order (back to front, depth first),
  /// as UIKit computes them for the window.
  ///
  /// A view with ``StageView/isAccessibilityElement`` is one element (its subviews are not
  /// read); hidden or fully transparent views are skipped; and where a view among siblings
  /// is ``StageView/accessibilityViewIsModal``, VoiceOver ignores those siblings: only the
  /// frontmost modal one is read at that level. Only siblings: a modal view nested below
  /// its container leaves the container's siblings readable
  /// (`accessibilityViewIsModal`: "VoiceOver ignores elements within views that are
  /// siblings of the receiver").
  public var voiceOverElements: [StageView] {
    var elements: [StageView] = []
    Self.collectElements(in: self, into: &elements)
    return elements
  }

  private static func collectElements(in view: StageView, into elements: inout [StageView]) {
    guard !view.isHidden, view.alpha > 0.01 else { return }
    if view.isAccessibilityElement {
      elements.append(view)
      return
    }
    let visible = view.subviews.filter { !$0.isHidden && $0.alpha > 0.01 }
    let readable = visible.last(where: \.accessibilityViewIsModal).map { [$0] } ?? visible
    for subview in readable { collectElements(in: subview, into: &elements) }
  }

  /// Plays VoiceOver's escape gesture (a two-finger Z) with focus on a view: the view is
  /// asked to ``StageView/accessibilityPerformEscape()``, then the rest of its responder
  /// chain in turn, until one handles it: a controller's root view passes it to its
  /// controller (``StageViewController/accessibilityPerformEscape()``), a controller to its
  /// root view's superview, as UIKit's `next` responders go.
  ///
  /// - Parameter element: The view with VoiceOver's focus.
  /// - Returns: Whether a view or controller handled the escape.
  @discardableResult
  public func performAccessibilityEscape(from element: StageView) -> Bool {
    clock.runTurn {
      var current: StageView? = element
      while let view = current {
        if view.accessibilityPerformEscape() { return true }
        if let controller = view.viewDelegate, controller.accessibilityPerformEscape() {
          return true
        }
        current = view.superview
      }
      return false
    }
  }

  /// Plays VoiceOver's activation (a double tap anywhere while a view has focus): the
  /// view's ``StageView/accessibilityActivate()``, and when it does not handle it, a tap at
  /// its ``StageView/accessibilityActivationPoint``, as VoiceOver sends.
  ///
  /// - Parameter element: The view with VoiceOver's focus.
  public func performAccessibilityActivate(on element: StageView) {
    let handled = clock.runTurn { element.accessibilityActivate() }
    guard !handled else { return }
    tap(at: element.accessibilityActivationPoint)
  }
}
