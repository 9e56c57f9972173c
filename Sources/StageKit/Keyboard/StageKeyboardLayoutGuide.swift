import Foundation

/// The space the keyboard takes in a view, as `UIKeyboardLayoutGuide` (iOS 15,
/// `view.keyboardLayoutGuide`) tells it: ``layoutFrame`` is the part of the view the
/// keyboard covers while it is up and, while it is hidden, the strip below the view's safe
/// area, its top at the safe area's bottom (Apple's `UIKeyboardLayoutGuide` reference;
/// useyourloaf.com, "Keyboard Layout Guide", 2022).
///
/// Strict as UIKit: a layout guide's frame is valid "by the time its owning view's
/// `layoutSubviews()` method is called" (Apple's `UILayoutGuide.layoutFrame` reference), so
/// a guide made and read at once is `.zero` until its view's next layout pass; made, it
/// marks its view for layout, as the constraints it adds do. From then on the stage keeps
/// it up to date with the keyboard.
@MainActor
public final class StageKeyboardLayoutGuide {
  /// The view the guide belongs to.
  public private(set) weak var owningView: StageView?
  /// Whether a layout pass of its view has resolved it since it was made.
  var isResolved = false

  init(owningView: StageView) {
    self.owningView = owningView
    owningView.setNeedsLayout()
  }

  /// The guide's rectangle in its view's coordinates: the keyboard's part of the view, or
  /// the strip below the safe area when the keyboard is hidden (or misses the view);
  /// `.zero` for a view gone or out of a window, and before its view's first layout pass.
  public var layoutFrame: CGRect {
    guard isResolved, let view = owningView, let window = view.window else { return .zero }
    let bounds = view.bounds
    if window.isKeyboardShown {
      let covered = view.convert(window.keyboardFrame, from: window).intersection(bounds)
      if !covered.isNull, covered.height > 0 { return covered }
    }
    let bottom = view.safeAreaInsets.bottom
    return CGRect(x: bounds.minX, y: bounds.maxY - bottom, width: bounds.width, height: bottom)
  }
}

extension StageView {
  /// The space the keyboard takes in the view (`keyboardLayoutGuide`), made on first use
  /// (then resolved in the view's next layout pass).
  public var keyboardLayoutGuide: StageKeyboardLayoutGuide {
    associatedObjects.value(for: StageKeyboardLayoutGuide.self) {
      StageKeyboardLayoutGuide(owningView: self)
    }
  }

  /// Resolves the view's keyboard layout guide, if it has one: its layout pass has come.
  func resolveLayoutGuides() {
    associatedObjects[StageKeyboardLayoutGuide.self]?.isResolved = true
  }
}
