import Foundation

// Geometry the library's effects share: directions resolved for the scene, and the
// offsets that put a screen just outside the container.

extension EffectBuilder {
  /// Whether the scene is a modal presentation, in which the presenting screen stays where
  /// it is: the library's effects move only the presented one. A dismissal played as
  /// written (``Transition/selectBy(presenting:dismissing:)``) is not: there the leaving
  /// screen moves and the presenter comes back.
  public var isModal: Bool { scene.operation.kind == .modal && !scene.isBackPlayedAsWritten }

  /// The unit vector of a motion: the given direction, or the operation's natural one,
  /// resolved for the layout direction.
  ///
  /// - Parameter direction: The direction, or `nil` for the natural one.
  /// - Returns: A vector with one component ±1.
  public func motion(_ direction: TransitionDirection?) -> CGPoint {
    (direction ?? .natural(for: scene.operation)).vector(for: scene.layoutDirection)
  }

  /// The translation that puts a frame just outside the container on the side a motion
  /// comes from.
  ///
  /// - Parameters:
  ///   - frame: The frame at rest.
  ///   - motion: The motion's unit vector.
  /// - Returns: The translation.
  public func entryOffset(of frame: CGRect, moving motion: CGPoint) -> CGPoint {
    let bounds = scene.containerBounds
    if motion.x < 0 { return CGPoint(x: bounds.maxX - frame.minX, y: 0) }
    if motion.x > 0 { return CGPoint(x: bounds.minX - frame.maxX, y: 0) }
    if motion.y < 0 { return CGPoint(x: 0, y: bounds.maxY - frame.minY) }
    return CGPoint(x: 0, y: bounds.minY - frame.maxY)
  }

  /// The translation that puts a frame just outside the container on the side a motion
  /// goes to.
  ///
  /// - Parameters:
  ///   - frame: The frame at rest.
  ///   - motion: The motion's unit vector.
  /// - Returns: The translation.
  public func exitOffset(of frame: CGRect, moving motion: CGPoint) -> CGPoint {
    let bounds = scene.containerBounds
    if motion.x < 0 { return CGPoint(x: bounds.minX - frame.maxX, y: 0) }
    if motion.x > 0 { return CGPoint(x: bounds.maxX - frame.minX, y: 0) }
    if motion.y < 0 { return CGPoint(x: 0, y: bounds.minY - frame.maxY) }
    return CGPoint(x: 0, y: bounds.maxY - frame.minY)
  }

  /// The container's extent along a motion: its width for horizontal motion, its height
  /// for vertical.
  ///
  /// - Parameter motion: The motion's unit vector.
  /// - Returns: Points.
  public func extent(along motion: CGPoint) -> Double {
    Double(motion.x != 0 ? size.width : size.height)
  }
}

extension Transform3D {
  /// A translation by a point.
  ///
  /// - Parameter offset: The translation.
  /// - Returns: The transform.
  public static func translation(_ offset: CGPoint) -> Transform3D {
    Transform3D(translationX: Double(offset.x), y: Double(offset.y))
  }

  /// A uniform scale.
  ///
  /// - Parameter factor: The scale.
  /// - Returns: The transform.
  public static func scale(_ factor: Double) -> Transform3D {
    Transform3D(scaleX: factor, y: factor)
  }

  /// This transform moved by an offset scaled by a fraction.
  func translated(by offset: CGPoint, times fraction: Double = 1) -> Transform3D {
    concatenating(
      Transform3D(translationX: Double(offset.x) * fraction, y: Double(offset.y) * fraction))
  }
}

extension CGPoint {
  /// The point scaled by a factor.
  func times(_ factor: Double) -> CGPoint {
    CGPoint(x: Double(x) * factor, y: Double(y) * factor)
  }
}
