import Foundation

// Effects that lay the incoming screen over a dimming, as the articles build them by hand:
// the card and the overlay.

extension Transition {
  /// A card rises from the bottom over a 50 % black dimming while the screen behind scales
  /// back by (height − topInset) / height.
  ///
  /// Presented, it asks for a custom presentation that keeps the presenter on screen and
  /// leaves `topInset` points above the card, with the dimming that stays while the card is
  /// up; a tap on the dimming dismisses it.
  ///
  /// - Parameter topInset: Points left above the card; clamped to the container's height,
  ///   negative or non-finite means 0.
  /// - Returns: The transition.
  public static func card(topInset: Double = 40) -> Transition {
    let inset = topInset.isFinite ? max(0, topInset) : 0
    var transition = Transition(
      TransitionEffect(name: "card(topInset: \(formatted(inset)))") { builder in
        let scene = builder.scene
        let height = Double(scene.size.height)
        let clampedInset = min(inset, height)
        builder.add(TimelineNode(.from, frame: scene.fromFrame))
        builder.addDimming(to: 0.5)
        builder.add(TimelineNode(.to, frame: scene.toFrame))
        let rise = builder.entryOffset(of: scene.toFrame, moving: CGPoint(x: 0, y: -1))
        builder.animate(.transform, of: .to, from: .translation(rise), to: .identity)
        let scale = height > 0 ? (height - clampedInset) / height : 1
        builder.animate(.transform, of: .from, from: .identity, to: .scale(scale))
      })
    transition.presentation = Presentation(
      .custom { bounds in
        CGRect(
          x: bounds.minX, y: bounds.minY + min(inset, bounds.height), width: bounds.width,
          height: max(0, bounds.height - inset))
      }, dimming: Color(white: 0, alpha: 0.5))
    return transition
  }

  /// The overlay of the articles: a box two thirds of the container's width and height,
  /// centred over a 50 % black dimming, grows from a one-point-wide strip.
  ///
  /// Presented, it asks for a custom presentation of that box that keeps the presenter on
  /// screen, over a dimming that stays while it is up (a tap on it dismisses).
  public static var overlay: Transition {
    var transition = Transition(
      TransitionEffect(name: "overlay") { builder in
        let scene = builder.scene
        builder.add(TimelineNode(.from, frame: scene.fromFrame))
        builder.addDimming(to: 0.5)
        builder.add(TimelineNode(.to, frame: scene.toFrame))
        let width = Double(scene.toFrame.width)
        builder.animate(
          .transform, of: .to, from: Transform3D(scaleX: width > 1 ? 1 / width : 1, y: 1),
          to: .identity)
      })
    transition.presentation = Presentation(
      .centered(widthFraction: 2 / 3, heightFraction: 2 / 3),
      dimming: Color(white: 0, alpha: 0.5))
    return transition
  }

  /// A number as effect names show it: no trailing zeros.
  static func formatted(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
