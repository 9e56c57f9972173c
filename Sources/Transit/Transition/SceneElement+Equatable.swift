import Foundation

extension SceneElement: Equatable {
  /// Whether two elements animate alike: the same view description, and modifiers that make
  /// the same ``ElementStyle`` (modifiers are closures, compared by what they do).
  public static func == (lhs: SceneElement, rhs: SceneElement) -> Bool {
    lhs.id == rhs.id && lhs.side == rhs.side && lhs.frame == rhs.frame
      && lhs.cornerRadius == rhs.cornerRadius && lhs.isHidden == rhs.isHidden
      && lhs.opacity == rhs.opacity && lhs.transform == rhs.transform
      && lhs.maskedCorners == rhs.maskedCorners && lhs.cornerCurve == rhs.cornerCurve
      && ElementStyle(lhs.modifiers) == ElementStyle(rhs.modifiers)
  }
}
