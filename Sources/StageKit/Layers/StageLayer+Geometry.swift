import Foundation
import Transit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension StageLayer {
  /// The anchor point in the layer's own coordinates.
  var anchorInBounds: CGPoint {
    CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width,
      y: bounds.minY + anchorPoint.y * bounds.height)
  }

  /// Maps a point of this layer into its superlayer's coordinates, through the transform
  /// (with perspective divide) and the superlayer's sublayer transform.
  func convertToSuperlayer(_ point: CGPoint) -> CGPoint {
    let anchor = anchorInBounds
    let relative = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y)
    let moved = transform.isIdentity ? relative : transform.applying(to: relative)
    var result = CGPoint(x: position.x + moved.x, y: position.y + moved.y)
    if let parent = superlayer, !parent.sublayerTransform.isIdentity {
      let parentAnchor = parent.anchorInBounds
      let offset = CGPoint(x: result.x - parentAnchor.x, y: result.y - parentAnchor.y)
      let mapped = parent.sublayerTransform.applying(to: offset)
      result = CGPoint(x: parentAnchor.x + mapped.x, y: parentAnchor.y + mapped.y)
    }
    return result
  }

  /// Maps a point of the superlayer into this layer's coordinates (the inverse of
  /// ``convertToSuperlayer(_:)``; a singular transform maps everything to the anchor).
  func convertFromSuperlayer(_ point: CGPoint) -> CGPoint {
    var local = point
    if let parent = superlayer, !parent.sublayerTransform.isIdentity {
      let parentAnchor = parent.anchorInBounds
      let offset = CGPoint(x: local.x - parentAnchor.x, y: local.y - parentAnchor.y)
      let mapped = parent.sublayerTransform.inverted()?.applying(to: offset) ?? .zero
      local = CGPoint(x: parentAnchor.x + mapped.x, y: parentAnchor.y + mapped.y)
    }
    let relative = CGPoint(x: local.x - position.x, y: local.y - position.y)
    let unmoved =
      transform.isIdentity ? relative : (transform.inverted()?.applying(to: relative) ?? .zero)
    let anchor = anchorInBounds
    return CGPoint(x: unmoved.x + anchor.x, y: unmoved.y + anchor.y)
  }

  /// The chain of layers from this one up to the root of its tree.
  var ancestry: [StageLayer] {
    var chain: [StageLayer] = []
    var layer: StageLayer? = self
    while let current = layer {
      chain.append(current)
      layer = current.superlayer
    }
    return chain
  }

  /// The layers a point passes through from this layer's coordinates to another's: up
  /// to their nearest common ancestor (each to its superlayer), then down to the other
  /// (each from its superlayer). Layers in different trees meet at their roots.
  private func conversionPath(to layer: StageLayer?) -> (up: [StageLayer], down: [StageLayer]) {
    let mine = ancestry
    guard let layer else { return (Array(mine.dropLast()), []) }
    // The usual case, a layer's rectangle in an ancestor's coordinates: only up.
    if let meeting = mine.firstIndex(where: { $0 === layer }) {
      return (Array(mine[..<meeting]), [])
    }
    let theirs = layer.ancestry
    // Trees are shallow: a linear search beats hashing.
    for (meeting, common) in mine.enumerated() {
      if let down = theirs.firstIndex(where: { $0 === common }) {
        return (Array(mine[..<meeting]), theirs[..<down].reversed())
      }
    }
    return (Array(mine.dropLast()), theirs.dropLast().reversed())
  }

  /// Moves a point along a conversion path.
  private static func follow(
    _ path: (up: [StageLayer], down: [StageLayer]), from point: CGPoint
  ) -> CGPoint {
    var result = point
    for layer in path.up { result = layer.convertToSuperlayer(result) }
    for layer in path.down { result = layer.convertFromSuperlayer(result) }
    return result
  }

  /// Converts a point from this layer's coordinates to another layer's.
  ///
  /// - Parameters:
  ///   - point: A point in this layer's coordinates.
  ///   - layer: The destination layer, in the same tree; `nil` means the root of the tree.
  /// - Returns: The point in `layer`'s coordinates.
  public func convert(_ point: CGPoint, to layer: StageLayer?) -> CGPoint {
    Self.follow(conversionPath(to: layer), from: point)
  }

  /// Converts a point from another layer's coordinates to this layer's.
  ///
  /// - Parameters:
  ///   - point: A point in `layer`'s coordinates.
  ///   - layer: The source layer, in the same tree; `nil` means the root of the tree.
  /// - Returns: The point in this layer's coordinates.
  public func convert(_ point: CGPoint, from layer: StageLayer?) -> CGPoint {
    guard let layer else {
      var result = point
      for current in ancestry.dropLast().reversed() {
        result = current.convertFromSuperlayer(result)
      }
      return result
    }
    return layer.convert(point, to: self)
  }

  /// Converts a rectangle from this layer's coordinates to another layer's: the bounding
  /// box of its four corners.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in this layer's coordinates.
  ///   - layer: The destination layer; `nil` means the root of the tree.
  /// - Returns: The bounding box in `layer`'s coordinates.
  public func convert(_ rect: CGRect, to layer: StageLayer?) -> CGRect {
    var corners = rect.corners
    // The usual case, into an ancestor's coordinates: up the tree, with nothing to collect.
    if let layer {
      var current: StageLayer? = self
      while let step = current, step !== layer {
        for index in corners.indices { corners[index] = step.convertToSuperlayer(corners[index]) }
        current = step.superlayer
      }
      if current === layer { return CGRect(boundingBoxOf: corners) }
      corners = rect.corners
    }
    let path = conversionPath(to: layer)
    return CGRect(boundingBoxOf: corners.map { Self.follow(path, from: $0) })
  }

  /// Converts a rectangle from another layer's coordinates to this layer's.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `layer`'s coordinates.
  ///   - layer: The source layer; `nil` means the root of the tree.
  /// - Returns: The bounding box in this layer's coordinates.
  public func convert(_ rect: CGRect, from layer: StageLayer?) -> CGRect {
    guard let layer else {
      return CGRect(boundingBoxOf: rect.corners.map { convert($0, from: nil) })
    }
    return layer.convert(rect, to: self)
  }
}
