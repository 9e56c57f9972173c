import Foundation
import Transit

/// The twin of `CALayer`: a node of the render tree with model values, explicit
/// animations and its own time.
///
/// Setting a property changes the model value at once; what is on screen is the
/// presentation value (``presentation()``), which the layer's animations compute from the
/// stage clock. Layer time follows CAMediaTiming: a layer's local time is
/// `(parent time − beginTime) × speed + timeOffset`, so a layer with speed 0 freezes its
/// animations and its sublayers' at `timeOffset` (the way percent-driven transitions
/// scrub).
@MainActor
open class StageLayer {
  // MARK: Geometry

  /// The position of the anchor point in the superlayer's coordinates (a view's center).
  public var position: CGPoint = .zero {
    didSet {
      modelDidChange("position", from: .point(oldValue))
      owningView?.safeAreaInputsDidChange()
    }
  }
  /// The layer's own coordinate space: origin and size.
  public var bounds: CGRect = .zero {
    didSet {
      modelDidChange("bounds", from: .rect(oldValue))
      owningView?.safeAreaInputsDidChange()
      if oldValue.size != bounds.size { owningView?.boundsSizeDidChange(from: oldValue.size) }
    }
  }
  /// The point of the bounds, in unit coordinates, that sits at `position` and about which
  /// the transform applies; (0.5, 0.5) is the centre.
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
    didSet { owningView?.safeAreaInputsDidChange() }
  }
  /// The 3D transform applied about the anchor point.
  public var transform: Transform3D = .identity {
    didSet {
      transformIsIdentity = transform.isIdentity
      modelDidChange("transform", from: .transform(oldValue))
      owningView?.safeAreaInputsDidChange()
    }
  }
  /// Whether ``transform`` is the identity, kept as it is set: converting a point reads
  /// it for every layer on the way, without copying and comparing the matrix.
  private(set) var transformIsIdentity = true
  /// A transform applied to the sublayers, about this layer's anchor point (perspective for
  /// cube and flip effects lives here).
  public var sublayerTransform: Transform3D = .identity {
    didSet {
      sublayerTransformIsIdentity = sublayerTransform.isIdentity
      modelDidChange("sublayerTransform", from: .transform(oldValue))
      // What the sublayers' views inherit changed: the layout pass looks again.
      owningView?.safeAreaInputsDidChange()
    }
  }
  /// Whether ``sublayerTransform`` is the identity, kept as it is set.
  private(set) var sublayerTransformIsIdentity = true
  /// The position on the z axis; sublayers are drawn in increasing z, then in order.
  public var zPosition: CGFloat = 0 {
    didSet { modelDidChange("zPosition", from: .scalar(Double(oldValue))) }
  }

  // MARK: Appearance

  /// The opacity, 0…1.
  public var opacity: Float = 1 {
    didSet { modelDidChange("opacity", from: .scalar(Double(oldValue))) }
  }
  /// Whether the layer and its sublayers are hidden.
  public var isHidden = false
  /// The background colour, or `nil` for none.
  public var backgroundColor: Color? {
    didSet { modelDidChange("backgroundColor", from: .color(oldValue ?? .clear)) }
  }
  /// The radius of the corners of the background (and of the clip when `masksToBounds`).
  public var cornerRadius: CGFloat = 0 {
    didSet { modelDidChange("cornerRadius", from: .scalar(Double(oldValue))) }
  }
  /// Which corners ``cornerRadius`` rounds, as `CALayer.maskedCorners` (all four by
  /// default); the others stay square.
  public var maskedCorners: StageCornerMask = .all
  /// The curve the rounded corners follow, as `CALayer.cornerCurve`: ``StageLayerCornerCurve/circular``
  /// by default.
  public var cornerCurve: StageLayerCornerCurve = .circular
  /// Whether sublayers are clipped to the bounds.
  public var masksToBounds = false
  /// A layer whose outline clips this one (a `StageShapeLayer` with a path, usually).
  public var mask: StageLayer? {
    didSet {
      oldValue?.maskedLayer = nil
      mask?.maskedLayer = self
      mask?.joinWindowAnimations()
    }
  }
  /// The shadow's colour.
  public var shadowColor: Color? = .black
  /// The shadow's opacity, 0…1.
  public var shadowOpacity: Float = 0 {
    didSet { modelDidChange("shadowOpacity", from: .scalar(Double(oldValue))) }
  }
  /// The shadow's blur radius.
  public var shadowRadius: CGFloat = 3 {
    didSet { modelDidChange("shadowRadius", from: .scalar(Double(oldValue))) }
  }
  /// The shadow's offset.
  public var shadowOffset = CGSize(width: 0, height: -3) {
    didSet { modelDidChange("shadowOffset", from: .size(oldValue)) }
  }
  /// The layer's image: a ``StageImage`` or a snapshot's frozen tree, drawn in the bounds.
  public var contents: (any Sendable)?
  /// The part of ``contents`` shown, in the unit coordinates of the contents (the whole,
  /// `(0, 0, 1, 1)`, by default), stretched over the bounds, as `CALayer.contentsRect`:
  /// pieces of one snapshot share its contents, each showing its own part.
  public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)

  // MARK: Timing (CAMediaTiming)

  /// When the layer's time starts, in its superlayer's time.
  public var beginTime: Double = 0 {
    didSet { timingDidChange() }
  }
  /// How fast the layer's time runs relative to its superlayer's; 0 freezes it.
  public var speed: Float = 1 {
    didSet { timingDidChange() }
  }
  /// An offset added to the layer's local time.
  public var timeOffset: Double = 0 {
    didSet { timingDidChange() }
  }

  // MARK: Tree

  /// The sublayers, back to front.
  public private(set) var sublayers: [StageLayer]?
  /// The layer this one is a sublayer of.
  public private(set) weak var superlayer: StageLayer?
  /// A name for debugging and logs.
  public var name: String?

  /// The view this layer backs, if any; its property changes can be animated by
  /// `StageView.animate`, as UIKit's layer delegate does.
  public internal(set) weak var owningView: StageView?
  /// The layer this one masks.
  weak var maskedLayer: StageLayer?
  /// The clock of the window at the root of the tree (set on a window's layer).
  weak var rootClock: StageClock?

  /// Animations in the order they were added.
  var attachedAnimations: [AttachedAnimation] = []

  /// An animation as it runs on this layer: the copy, its key and its resolved values.
  struct AttachedAnimation {
    let key: String
    let animation: StageAnimation
    let keyPath: String
    /// What it does; a property animator re-times its own animations by replacing it.
    var content: LayerAnimation.Content
    /// Its place among everything the clock runs at one instant: the clock's sequence
    /// number when it was added (`Int.max` when added outside a window).
    var order: Int
    var hasStarted = false
    var hasFinished = false
  }

  /// Creates a layer.
  public required init() {}

  /// The model value of a whole animatable property; subclasses add their own keys.
  func rootModelValue(forKey key: String) -> AnimationValue? {
    switch key {
    case "position": .point(position)
    case "bounds": .rect(bounds)
    case "transform": .transform(transform)
    case "sublayerTransform": .transform(sublayerTransform)
    case "opacity": .scalar(Double(opacity))
    case "cornerRadius": .scalar(Double(cornerRadius))
    case "zPosition": .scalar(Double(zPosition))
    case "backgroundColor": .color(backgroundColor ?? .clear)
    case "shadowOpacity": .scalar(Double(shadowOpacity))
    case "shadowRadius": .scalar(Double(shadowRadius))
    case "shadowOffset": .size(shadowOffset)
    default: customValues[key]
    }
  }

  /// Values set for keys of the app's own, as `CALayer`'s key-value coding stores any key:
  /// they can be animated (an animation that changes nothing drawn still runs, starts and
  /// stops) and draw nothing.
  var customValues: [String: AnimationValue] = [:]

  /// Sets the model value of a whole animatable property; subclasses add their own keys.
  func setRootModelValue(_ value: AnimationValue, forKey key: String) {
    switch (key, value) {
    case ("position", .point(let point)): position = point
    case ("bounds", .rect(let rect)): bounds = rect
    case ("transform", .transform(let matrix)): transform = matrix
    case ("sublayerTransform", .transform(let matrix)): sublayerTransform = matrix
    case ("opacity", .scalar(let number)): opacity = Float(number)
    case ("cornerRadius", .scalar(let number)): cornerRadius = CGFloat(number)
    case ("zPosition", .scalar(let number)): zPosition = CGFloat(number)
    case ("backgroundColor", .color(let color)): backgroundColor = color
    case ("shadowOpacity", .scalar(let number)): shadowOpacity = Float(number)
    case ("shadowRadius", .scalar(let number)): shadowRadius = CGFloat(number)
    case ("shadowOffset", .size(let size)): shadowOffset = size
    // A key no layer class draws (its model value is none or one stored here) is the app's.
    case _ where rootModelValue(forKey: key) == nil || customValues[key] != nil:
      customValues[key] = value
    default: break
    }
  }

  /// Returns a layer of the same class with the same model values, without sublayers,
  /// mask or animations; subclasses copy their own properties too.
  ///
  /// - Returns: The copy.
  open func copyModel() -> StageLayer {
    let copy = StageLayer()
    copyModelProperties(to: copy)
    return copy
  }

  /// Copies every model property a plain layer has.
  ///
  /// - Parameter other: The layer that receives them.
  public func copyModelProperties(to other: StageLayer) {
    other.position = position
    other.bounds = bounds
    other.anchorPoint = anchorPoint
    other.transform = transform
    other.sublayerTransform = sublayerTransform
    other.zPosition = zPosition
    other.opacity = opacity
    other.isHidden = isHidden
    other.backgroundColor = backgroundColor
    other.cornerRadius = cornerRadius
    other.maskedCorners = maskedCorners
    other.cornerCurve = cornerCurve
    other.masksToBounds = masksToBounds
    other.shadowColor = shadowColor
    other.shadowOpacity = shadowOpacity
    other.shadowRadius = shadowRadius
    other.shadowOffset = shadowOffset
    other.contents = contents
    other.contentsRect = contentsRect
    other.name = name
  }

  /// The frame in the superlayer's coordinates: the bounding box of the bounds placed at
  /// `position` and transformed.
  public var frame: CGRect {
    get {
      let mapping = SuperlayerMapping(self)
      return bounds.mappingCorners { mapping.toSuperlayer($0) }
    }
    set {
      // As Core Animation: size goes to the bounds, origin to the position through the
      // anchor point (exact when the transform is the identity).
      bounds.size = newValue.size
      position = CGPoint(
        x: newValue.minX + anchorPoint.x * newValue.width,
        y: newValue.minY + anchorPoint.y * newValue.height)
    }
  }

  // MARK: Sublayers

  /// Adds a layer on top of the sublayers, taking it from its current superlayer.
  ///
  /// - Parameter layer: The layer.
  public func addSublayer(_ layer: StageLayer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  /// Inserts a layer at an index among the sublayers (clamped to the ends).
  ///
  /// - Parameters:
  ///   - layer: The layer.
  ///   - index: The index, 0 at the back.
  public func insertSublayer(_ layer: StageLayer, at index: UInt32) {
    guard layer !== self else { return }
    if layer.superlayer === self, let current = sublayers?.firstIndex(where: { $0 === layer }) {
      sublayers?.remove(at: current)
    } else {
      layer.removeFromSuperlayer()
    }
    // In place: a copy of the list for each insertion made adding many views quadratic.
    let position = min(Int(index), sublayers?.count ?? 0)
    if sublayers == nil { sublayers = [] }
    sublayers?.insert(layer, at: position)
    layer.superlayer = self
    layer.joinWindowAnimations()
  }

  /// Inserts a layer just below a sibling (on top when the sibling is not a sublayer).
  ///
  /// - Parameters:
  ///   - layer: The layer.
  ///   - sibling: The sublayer it goes below.
  public func insertSublayer(_ layer: StageLayer, below sibling: StageLayer?) {
    guard layer !== self, layer !== sibling else { return }
    // Take the layer out first: if it sits below the sibling, the sibling's index shifts.
    detachIfSublayer(layer)
    let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }
    insertSublayer(layer, at: UInt32(index ?? sublayers?.count ?? 0))
  }

  /// Inserts a layer just above a sibling (on top when the sibling is not a sublayer).
  ///
  /// - Parameters:
  ///   - layer: The layer.
  ///   - sibling: The sublayer it goes above.
  public func insertSublayer(_ layer: StageLayer, above sibling: StageLayer?) {
    guard layer !== self, layer !== sibling else { return }
    detachIfSublayer(layer)
    let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }.map { $0 + 1 }
    insertSublayer(layer, at: UInt32(index ?? sublayers?.count ?? 0))
  }

  /// Takes a layer out of this layer's sublayers, if it is one, leaving the rest in order.
  private func detachIfSublayer(_ layer: StageLayer) {
    guard layer.superlayer === self else { return }
    sublayers?.removeAll { $0 === layer }
    if sublayers?.isEmpty == true { sublayers = nil }
    layer.superlayer = nil
  }

  /// Detaches the layer from its superlayer. Its animations stay, as in Core Animation,
  /// but no longer advance with a window's clock.
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    if let index = parent.sublayers?.lastIndex(where: { $0 === self }) {
      parent.sublayers?.remove(at: index)
    }
    if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
    superlayer = nil
  }

  // MARK: Time

  /// The clock of the window whose tree holds this layer, if any.
  public var clock: StageClock? {
    var layer: StageLayer? = self
    while let current = layer {
      if let clock = current.rootClock { return clock }
      layer = current.superlayer ?? current.maskedLayer
    }
    return nil
  }

  /// This layer's local time as a linear function of the clock: `scale × now + offset`.
  func timeMapping() -> (scale: Double, offset: Double) {
    let parent =
      (superlayer ?? maskedLayer)?.timeMapping() ?? (scale: 1, offset: 0)
    let speed = Double(self.speed).isFinite ? Double(self.speed) : 1
    return (speed * parent.scale, speed * (parent.offset - beginTime) + timeOffset)
  }

  /// The layer's local time now, or `nil` when it is in no window.
  public var currentLocalTime: Double? {
    guard let clock else { return nil }
    let mapping = timeMapping()
    return mapping.scale * clock.now + mapping.offset
  }

  /// Converts a time from another layer's time space into this one's (`nil`: the clock's).
  ///
  /// - Parameters:
  ///   - time: A time in `layer`'s space.
  ///   - layer: The layer whose time it is, or `nil` for the clock.
  /// - Returns: The same instant in this layer's time. A frozen source (speed 0 somewhere
  ///   above it) names no single instant; the result is then this layer's time now.
  public func convertTime(_ time: Double, from layer: StageLayer?) -> Double {
    let source = layer?.timeMapping() ?? (scale: 1, offset: 0)
    let target = timeMapping()
    guard source.scale != 0 else {
      return target.scale * (clock?.now ?? 0) + target.offset
    }
    let clockTime = (time - source.offset) / source.scale
    return target.scale * clockTime + target.offset
  }
}
