import Foundation
import Transit

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
    SuperlayerMapping(self).toSuperlayer(point)
  }

  /// Maps a point of the superlayer into this layer's coordinates (the inverse of
  /// ``convertToSuperlayer(_:)``; a singular transform maps everything to the anchor).
  func convertFromSuperlayer(_ point: CGPoint) -> CGPoint {
    SuperlayerMapping(self).fromSuperlayer(point)
  }

  /// Maps a rectangle of the superlayer into this layer's coordinates: the bounding box of
  /// its corners, each mapped by ``convertFromSuperlayer(_:)``, with the layer's geometry
  /// read once rather than once a corner (the layout pass does this for every view).
  func convertFromSuperlayer(_ rect: CGRect) -> CGRect {
    let mapping = SuperlayerMapping(self)
    return rect.mappingCorners { mapping.fromSuperlayer($0) }
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
    // The usual case, into an ancestor's coordinates: up the tree, with nothing to collect
    // (four corners in locals, no array: a transition converts every tagged view's frame).
    if let layer {
      var (a, b, c, d) = (
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)
      )
      var current: StageLayer? = self
      while let step = current, step !== layer {
        let mapping = SuperlayerMapping(step)
        a = mapping.toSuperlayer(a)
        b = mapping.toSuperlayer(b)
        c = mapping.toSuperlayer(c)
        d = mapping.toSuperlayer(d)
        current = mapping.superlayer
      }
      if current === layer { return CGRect.boundingBox(a, b, c, d) }
    }
    let path = conversionPath(to: layer)
    return rect.mappingCorners { Self.follow(path, from: $0) }
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

/// One layer's geometry relative to its superlayer, read once: how a point maps between
/// them. Converting a rectangle maps four corners with the same geometry; reading it for
/// each corner (every read of a layer's property is an access the runtime checks) made
/// laying out and converting thousands of views several times slower.
@MainActor
struct SuperlayerMapping {
  /// The superlayer, if any.
  let superlayer: StageLayer?
  private let anchor: CGPoint
  private let position: CGPoint
  private let transform: Transform3D?
  /// The superlayer's anchor and sublayer transform, when that is not the identity.
  private let sublayer: (anchor: CGPoint, transform: Transform3D)?

  /// Reads a layer's geometry.
  ///
  /// - Parameter layer: The layer.
  @inline(__always)
  init(_ layer: StageLayer) {
    superlayer = layer.superlayer
    anchor = layer.anchorInBounds
    position = layer.position
    transform = layer.transformIsIdentity ? nil : layer.transform
    if let parent = superlayer, !parent.sublayerTransformIsIdentity {
      sublayer = (parent.anchorInBounds, parent.sublayerTransform)
    } else {
      sublayer = nil
    }
  }

  /// Maps a point of the layer into its superlayer's coordinates, through the transform
  /// (with perspective divide) and the superlayer's sublayer transform.
  ///
  /// - Parameter point: A point in the layer's coordinates.
  /// - Returns: The point in the superlayer's.
  @inline(__always)
  func toSuperlayer(_ point: CGPoint) -> CGPoint {
    let relative = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y)
    let moved = transform.map { $0.applying(to: relative) } ?? relative
    var result = CGPoint(x: position.x + moved.x, y: position.y + moved.y)
    if let (parentAnchor, sublayerTransform) = sublayer {
      let offset = CGPoint(x: result.x - parentAnchor.x, y: result.y - parentAnchor.y)
      let mapped = sublayerTransform.applying(to: offset)
      result = CGPoint(x: parentAnchor.x + mapped.x, y: parentAnchor.y + mapped.y)
    }
    return result
  }

  /// Maps a point of the superlayer into the layer's coordinates (the inverse of
  /// ``toSuperlayer(_:)``; a singular transform maps everything to the anchor).
  ///
  /// - Parameter point: A point in the superlayer's coordinates.
  /// - Returns: The point in the layer's.
  @inline(__always)
  func fromSuperlayer(_ point: CGPoint) -> CGPoint {
    var local = point
    if let (parentAnchor, sublayerTransform) = sublayer {
      let offset = CGPoint(x: local.x - parentAnchor.x, y: local.y - parentAnchor.y)
      let mapped = sublayerTransform.inverted()?.applying(to: offset) ?? .zero
      local = CGPoint(x: parentAnchor.x + mapped.x, y: parentAnchor.y + mapped.y)
    }
    let relative = CGPoint(x: local.x - position.x, y: local.y - position.y)
    let unmoved = transform.map { $0.inverted()?.applying(to: relative) ?? .zero } ?? relative
    return CGPoint(x: unmoved.x + anchor.x, y: unmoved.y + anchor.y)
  }
}
