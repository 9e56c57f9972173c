/// A layer property that a track can animate, with its Core Animation key path.
///
/// Geometry is animated the way Core Animation stores it: `position` (the centre, in the
/// superlayer's coordinates) and `bounds.size`, with `transform` on top.
public enum PropertyKey: String, Sendable, Hashable, CaseIterable {
  /// The layer's position: the centre of a view, in its superview's coordinates.
  case position
  /// The size of the layer's bounds.
  case boundsSize
  /// The layer's 3D transform, applied about its centre.
  case transform
  /// The layer's opacity (a view's `alpha`).
  case opacity
  /// The radius of the layer's corners.
  case cornerRadius
  /// The layer's background colour.
  case backgroundColor
  /// The opacity of the layer's shadow.
  case shadowOpacity
  /// The blur radius of the layer's shadow.
  case shadowRadius
  /// The offset of the layer's shadow.
  case shadowOffset
  /// The layer's position on the z axis, which orders siblings.
  case zPosition
  /// The outline of the layer's mask (a shape layer set as `mask`).
  case maskPath

  /// The key path Core Animation knows the property by.
  ///
  /// ``maskPath`` is `"path"`: its animation is added to the mask layer, not to the layer
  /// itself (see ``isOnMaskLayer``).
  public var keyPath: String {
    switch self {
    case .position: "position"
    case .boundsSize: "bounds.size"
    case .transform: "transform"
    case .opacity: "opacity"
    case .cornerRadius: "cornerRadius"
    case .backgroundColor: "backgroundColor"
    case .shadowOpacity: "shadowOpacity"
    case .shadowRadius: "shadowRadius"
    case .shadowOffset: "shadowOffset"
    case .zPosition: "zPosition"
    case .maskPath: "path"
    }
  }

  /// Whether the animation belongs on the layer's mask rather than on the layer.
  public var isOnMaskLayer: Bool { self == .maskPath }

  /// The kind of value the property holds.
  public var valueKind: AnimationValue.Kind {
    switch self {
    case .position: .point
    case .boundsSize, .shadowOffset: .size
    case .transform: .transform
    case .opacity, .cornerRadius, .shadowOpacity, .shadowRadius, .zPosition: .scalar
    case .backgroundColor: .color
    case .maskPath: .shape
    }
  }
}
