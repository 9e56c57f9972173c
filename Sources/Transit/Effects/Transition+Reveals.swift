import Foundation

// Effects that show the incoming screen through a mask that grows: the ripple.

extension Transition {
  /// A circular reveal: the incoming screen shows through a circle that grows from a point
  /// until its radius is the container's diagonal; the reverse shrinks back to the point.
  ///
  /// - Parameter point: The centre, in the container's coordinates; `nil` is the
  ///   container's centre, non-finite coordinates mean the centre too.
  /// - Returns: The transition.
  public static func ripple(from point: CGPoint? = nil) -> Transition {
    let name = point.map { "ripple(from: \(formatted(Double($0.x))), \(formatted(Double($0.y))))" }
    return Transition(
      TransitionEffect(name: name ?? "ripple") { builder in
        let scene = builder.scene
        let bounds = scene.containerBounds
        var centre = CGPoint(x: bounds.midX, y: bounds.midY)
        if let point, point.x.isFinite, point.y.isFinite { centre = point }
        builder.addScreens()
        // The mask lives in the incoming view's own coordinates.
        let local = CGPoint(x: centre.x - scene.toFrame.minX, y: centre.y - scene.toFrame.minY)
        builder.animate(
          .maskPath, of: .to, from: .circle(center: local, radius: 0),
          to: .circle(center: local, radius: scene.diagonal))
      })
  }
}
