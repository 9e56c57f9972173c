import Foundation

// docs/design.md#u16: a presentation gets out of the keyboard's way, decided once for every host; a
// host only tells where the keyboard is (UIKit: `keyboardWillChangeFrameNotification`).

extension Presentation {
  /// The presented screen's frame in a container, moved out of the keyboard's way.
  ///
  /// A screen whose bottom the keyboard covers rises until its bottom meets the keyboard's
  /// top, as UIKit lifts a form sheet; it rises no higher than the container's top safe
  /// area (or its own top, when that is higher already, as a card's is), and a screen too
  /// tall for the space left keeps that top and gets shorter. A centred screen is centred in
  /// the space above the keyboard. The whole container (``Layout/full``) stays as it is: a
  /// full-screen presentation insets its own content, as UIKit's do.
  ///
  /// A presentation hears where the keyboard goes as it moves
  /// (`keyboardWillChangeFrameNotification`); until it has heard, it asks its container's
  /// keyboard layout guide (``keyboardFrame(inLayoutGuide:of:bottomSafeInset:)``), so one
  /// presented while the keyboard is already up sits on it.
  ///
  /// ```swift
  /// let keyboard = CGRect(x: 0, y: 544, width: 390, height: 300)
  /// Presentation.half.frame(in: bounds, keyboardFrame: keyboard, topSafeInset: 47)
  /// // (0, 122, 390, 422): the half sheet sits on the keyboard
  /// ```
  ///
  /// - Parameters:
  ///   - container: The container's bounds.
  ///   - keyboardFrame: The keyboard's frame in the container's coordinates; `.zero`, an
  ///     empty or a non-finite rect means no keyboard.
  ///   - topSafeInset: The container's top safe-area inset; negative or non-finite means 0.
  /// - Returns: The frame, in the container's coordinates.
  public func frame(in container: CGRect, keyboardFrame: CGRect, topSafeInset: Double)
    -> CGRect
  {
    let resting = frame(in: container)
    let bounds = TransitionScene.sanitized(container)
    let keyboard = TransitionScene.sanitized(keyboardFrame)
    guard case .full = layout else {
      guard !keyboard.isEmpty, keyboard.minY < resting.maxY,
        keyboard.maxX > resting.minX, keyboard.minX < resting.maxX
      else { return resting }
      let inset = topSafeInset.isFinite ? max(0, topSafeInset) : 0
      let ceiling = min(Double(bounds.minY) + inset, Double(resting.minY))
      let floor = max(Double(keyboard.minY), ceiling)
      let height = min(Double(resting.height), floor - ceiling)
      var top = floor - height
      if case .centered = layout { top = ceiling + (floor - ceiling - height) / 2 }
      return CGRect(x: resting.minX, y: top, width: resting.width, height: height)
    }
    return resting
  }
}

extension Presentation {
  /// The keyboard's frame as a view's keyboard layout guide gives it (UIKit's
  /// `keyboardLayoutGuide.layoutFrame`, iOS 15): the guide while the keyboard is up;
  /// `.zero` (no keyboard) when the guide is only the strip below the safe area, which it
  /// falls back to with the keyboard hidden, or is empty (not laid out yet).
  ///
  /// A presentation that has not heard the keyboard move asks the guide, so a screen
  /// presented while the keyboard is already up sits on it.
  ///
  /// - Parameters:
  ///   - guide: The guide's layout frame, in the view's coordinates.
  ///   - bounds: The view's bounds.
  ///   - bottomSafeInset: The view's bottom safe-area inset; negative or non-finite means 0.
  /// - Returns: The keyboard's frame in the view's coordinates, or `.zero`.
  public static func keyboardFrame(
    inLayoutGuide guide: CGRect, of bounds: CGRect, bottomSafeInset: Double
  ) -> CGRect {
    let guide = TransitionScene.sanitized(guide)
    let inset = bottomSafeInset.isFinite ? max(0, bottomSafeInset) : 0
    // Half a point: a guide that only meets the safe area's bottom is no keyboard.
    guard guide.height > 0, Double(guide.minY) < Double(bounds.maxY) - inset - 0.5 else {
      return .zero
    }
    return guide
  }
}

extension Presentation {
  /// The keyboard a `keyboardWillChangeFrameNotification` tells of, to remember: its end
  /// frame while it ends on the screen; `.zero` (no keyboard) when it ends off it, hidden.
  ///
  /// A hidden keyboard's end frame lies just below the screen it hid on, which a rotation
  /// can bring inside the turned screen (y 390 of a landscape iPhone is mid-screen in
  /// portrait); UIKit tells nothing of a hidden keyboard on a rotation, so a frame kept as
  /// heard would turn into a keyboard there.
  ///
  /// - Parameters:
  ///   - end: The notification's `keyboardFrameEndUserInfoKey`, in the screen's coordinates.
  ///   - screen: The screen's bounds, in the same coordinates.
  /// - Returns: The keyboard's frame, or `.zero`.
  public static func keyboardFrame(heardEnd end: CGRect, onScreen screen: CGRect) -> CGRect {
    let end = TransitionScene.sanitized(end)
    guard end.height > 0, end.minY < screen.maxY, end.maxY > screen.minY else { return .zero }
    return end
  }
}
