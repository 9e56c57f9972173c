import Foundation

/// A property a track animates, typed by its value so that a track's keyframes always fit
/// it: `Track(.opacity, of: "to", from: 0, to: 1, duration: 0.3)` takes numbers,
/// `Track(.position, …)` points.
public struct AnimatableProperty<Value: AnimationValueConvertible>: Sendable, Hashable {
  /// The untyped property.
  public let key: PropertyKey

  private init(_ key: PropertyKey) {
    self.key = key
  }
}

extension AnimatableProperty where Value == CGPoint {
  /// The layer's position: the centre of a view, in its superview's coordinates.
  public static var position: Self { Self(.position) }
}

extension AnimatableProperty where Value == CGSize {
  /// The size of the layer's bounds.
  public static var boundsSize: Self { Self(.boundsSize) }
  /// The offset of the layer's shadow.
  public static var shadowOffset: Self { Self(.shadowOffset) }
}

extension AnimatableProperty where Value == Transform3D {
  /// The layer's 3D transform, applied about its centre.
  public static var transform: Self { Self(.transform) }
}

extension AnimatableProperty where Value == Double {
  /// The layer's opacity (a view's `alpha`).
  public static var opacity: Self { Self(.opacity) }
  /// The radius of the layer's corners.
  public static var cornerRadius: Self { Self(.cornerRadius) }
  /// The opacity of the layer's shadow.
  public static var shadowOpacity: Self { Self(.shadowOpacity) }
  /// The blur radius of the layer's shadow.
  public static var shadowRadius: Self { Self(.shadowRadius) }
  /// The layer's position on the z axis.
  public static var zPosition: Self { Self(.zPosition) }
}

extension AnimatableProperty where Value == Color {
  /// The layer's background colour.
  public static var backgroundColor: Self { Self(.backgroundColor) }
}

extension AnimatableProperty where Value == Shape {
  /// The outline of the layer's mask.
  public static var maskPath: Self { Self(.maskPath) }
}
