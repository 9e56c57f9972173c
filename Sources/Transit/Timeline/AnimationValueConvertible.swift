import Foundation

/// A type whose values a track can hold: it converts to and from ``AnimationValue``.
public protocol AnimationValueConvertible: Interpolatable {
  /// The value, type-erased.
  var animationValue: AnimationValue { get }

  /// Recovers a value from its type-erased form, or fails when the kind does not match.
  ///
  /// - Parameter animationValue: A value of the matching kind.
  init?(_ animationValue: AnimationValue)
}

extension Double: AnimationValueConvertible {
  /// The number as a scalar value.
  public var animationValue: AnimationValue { .scalar(self) }

  /// Recovers a number from a scalar value.
  ///
  /// - Parameter animationValue: A scalar value.
  public init?(_ animationValue: AnimationValue) {
    guard case .scalar(let value) = animationValue else { return nil }
    self = value
  }
}

extension CGPoint: AnimationValueConvertible {
  /// The point as a point value.
  public var animationValue: AnimationValue { .point(self) }

  /// Recovers a point from a point value.
  ///
  /// - Parameter animationValue: A point value.
  public init?(_ animationValue: AnimationValue) {
    guard case .point(let value) = animationValue else { return nil }
    self = value
  }
}

extension CGSize: AnimationValueConvertible {
  /// The size as a size value.
  public var animationValue: AnimationValue { .size(self) }

  /// Recovers a size from a size value.
  ///
  /// - Parameter animationValue: A size value.
  public init?(_ animationValue: AnimationValue) {
    guard case .size(let value) = animationValue else { return nil }
    self = value
  }
}

extension CGRect: AnimationValueConvertible {
  /// The rectangle as a rect value.
  public var animationValue: AnimationValue { .rect(self) }

  /// Recovers a rectangle from a rect value.
  ///
  /// - Parameter animationValue: A rect value.
  public init?(_ animationValue: AnimationValue) {
    guard case .rect(let value) = animationValue else { return nil }
    self = value
  }
}

extension Transform3D: AnimationValueConvertible {
  /// The transform as a transform value.
  public var animationValue: AnimationValue { .transform(self) }

  /// Recovers a transform from a transform value.
  ///
  /// - Parameter animationValue: A transform value.
  public init?(_ animationValue: AnimationValue) {
    guard case .transform(let value) = animationValue else { return nil }
    self = value
  }
}

extension Color: AnimationValueConvertible {
  /// The colour as a colour value.
  public var animationValue: AnimationValue { .color(self) }

  /// Recovers a colour from a colour value.
  ///
  /// - Parameter animationValue: A colour value.
  public init?(_ animationValue: AnimationValue) {
    guard case .color(let value) = animationValue else { return nil }
    self = value
  }
}

extension Shape: AnimationValueConvertible {
  /// The outline as a shape value.
  public var animationValue: AnimationValue { .shape(self) }

  /// Recovers an outline from a shape value.
  ///
  /// - Parameter animationValue: A shape value.
  public init?(_ animationValue: AnimationValue) {
    guard case .shape(let value) = animationValue else { return nil }
    self = value
  }
}
