import Foundation

// U16: a presentation gets out of the keyboard's way, decided once for every host; a host
// only tells where the keyboard is (UIKit: `keyboardWillChangeFrameNotification`).

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
  /// A presentation hears of the keyboard from the moment it begins (UIKit tells where the
  /// keyboard goes as it moves, in `keyboardWillChangeFrameNotification`): one presented
  /// while the keyboard is already up stays at rest until the keyboard next moves.
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
