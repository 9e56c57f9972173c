import Foundation

extension ElementStyle: Equatable {
  /// Whether two styles say the same about a view's animation.
  public static func == (lhs: ElementStyle, rhs: ElementStyle) -> Bool {
    lhs.opacity == rhs.opacity && lhs.scale == rhs.scale && lhs.offset == rhs.offset
      && lhs.rotation == rhs.rotation && lhs.cornerRadius == rhs.cornerRadius
      && lhs.delay == rhs.delay && lhs.duration == rhs.duration && lhs.timing == rhs.timing
      && lhs.curve == rhs.curve && lhs.cascade?.step == rhs.cascade?.step
      && lhs.cascade?.direction == rhs.cascade?.direction && lhs.arc == rhs.arc
      && lhs.zPosition == rhs.zPosition
  }
}
