import Foundation

/// The space the keyboard takes in a view, as `UIKeyboardLayoutGuide` (iOS 15,
/// `view.keyboardLayoutGuide`) tells it: ``layoutFrame`` is the part of the view the
/// keyboard covers while it is up and, while it is hidden, the strip below the view's safe
/// area, its top at the safe area's bottom (Apple's `UIKeyboardLayoutGuide` reference;
/// useyourloaf.com, "Keyboard Layout Guide", 2022).
///
/// UNCERTAIN: UIKit resolves a guide's frame in a layout pass, so a guide made and read at
/// once may still be empty; the stage's is always up to date.
@MainActor
public final class StageKeyboardLayoutGuide {
  /// The view the guide belongs to.
  public private(set) weak var owningView: StageView?

  init(owningView: StageView) {
    self.owningView = owningView
  }

  /// The guide's rectangle in its view's coordinates: the keyboard's part of the view, or
  /// the strip below the safe area when the keyboard is hidden (or misses the view);
  /// `.zero` for a view gone or out of a window.
  public var layoutFrame: CGRect {
    guard let view = owningView, let window = view.window else { return .zero }
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
  /// The space the keyboard takes in the view (`keyboardLayoutGuide`), made on first use.
  public var keyboardLayoutGuide: StageKeyboardLayoutGuide {
    associatedObjects.value(for: StageKeyboardLayoutGuide.self) {
      StageKeyboardLayoutGuide(owningView: self)
    }
  }
}
