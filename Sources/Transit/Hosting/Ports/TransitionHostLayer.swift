import Foundation

/// A layer as the engine's player handles it: the members `CALayer` and the stage's
/// `StageLayer` already have, under Core Animation's names, and the few a host adds with
/// its own animation and shape classes.
///
/// With it, a host's view that is ``LayerBackedTransitionHostView`` gets the layer half of
/// ``TransitionHostContext`` written once, by the engine: masks, animations, model values,
/// layer time and the end marker.
///
/// ```swift
/// extension CALayer: TransitionHostLayer {
///   public static func transitAnimation(_ exported: LayerAnimation) -> CAAnimation { … }
///   …
/// }
/// ```
@MainActor
public protocol TransitionHostLayer: AnyObject {
  /// The host's layer class, which masks and superlayers are (`CALayer`, `StageLayer`).
  associatedtype Layer: TransitionHostLayer where Layer.Layer == Layer
  /// The host's animation class (`CAAnimation`, `StageAnimation`).
  associatedtype Animation: TransitionHostAnimation
  /// The host's set of corners (`CACornerMask`, `StageCornerMask`): Core Animation's bits.
  associatedtype CornerMask: OptionSet where CornerMask.RawValue == UInt
  /// The host's corner curve (`CALayerCornerCurve`, `StageLayerCornerCurve`): Core
  /// Animation's names.
  associatedtype LayerCornerCurve: RawRepresentable where LayerCornerCurve.RawValue == String

  /// The layer's bounds.
  var bounds: CGRect { get }
  /// The radius of its corners.
  var cornerRadius: CGFloat { get set }
  /// Its opacity.
  var opacity: Float { get set }
  /// The layer whose alpha masks this one's content.
  var mask: Layer? { get set }
  /// The layer this one is a sublayer of.
  var superlayer: Layer? { get }
  /// Its media timing's `beginTime`.
  var beginTime: Double { get set }
  /// Its media timing's `speed`.
  var speed: Float { get set }
  /// Its media timing's `timeOffset`.
  var timeOffset: Double { get set }

  /// Converts a time from another layer's time space (the host clock's for `nil`).
  ///
  /// - Parameters:
  ///   - time: The time.
  ///   - layer: The layer whose time it is, or `nil`.
  /// - Returns: The time in this layer's time space.
  func convertTime(_ time: Double, from layer: Layer?) -> Double

  /// Adds an animation under a key, replacing any with the same key.
  ///
  /// - Parameters:
  ///   - animation: The animation.
  ///   - key: The key.
  func add(_ animation: Animation, forKey key: String?)

  /// Removes the animation under a key.
  ///
  /// - Parameter key: The key.
  func removeAnimation(forKey key: String)

  /// Removes every animation.
  func removeAllAnimations()

  // MARK: What a host adds

  /// Its `transform`, as the engine's type.
  var transitTransform: Transform3D { get set }

  /// The corners its `cornerRadius` rounds.
  var maskedCorners: CornerMask { get set }

  /// The curve its rounded corners follow.
  var cornerCurve: LayerCornerCurve { get set }

  /// The host's animation for one of the timeline's, held at both ends until removed; its
  /// `beginTime`, `speed` and `timeOffset` are set by the engine.
  ///
  /// - Parameter exported: The animation's description.
  /// - Returns: The animation.
  static func transitAnimation(_ exported: LayerAnimation) -> Animation

  /// The host's animations for a timeline's, one per description and in order, as
  /// ``transitAnimation(_:)`` makes each; descriptions that differ only in their node (a
  /// matched pair's two flights, views that move alike) may share one animation, since a
  /// layer adds a copy of what it is given, as Core Animation's `add(_:forKey:)` does.
  ///
  /// - Parameter exported: The descriptions.
  /// - Returns: An animation for each.
  static func transitAnimations(_ exported: [LayerAnimation]) -> [Animation]

  /// The host's animation of a scalar key from 0 to 1 that runs an action once when it
  /// stops: a transition's end marker. Its timing is set by the engine.
  ///
  /// - Parameters:
  ///   - keyPath: The key it animates, one of Transit's own.
  ///   - didStop: What to do when it stops, given whether it reached its end.
  /// - Returns: The animation.
  static func transitEndMarker(keyPath: String, didStop: @escaping @MainActor (Bool) -> Void)
    -> Animation

  /// A shape layer filled with a rectangle, the mask that shows the whole of a view.
  ///
  /// - Parameter bounds: The rectangle, its frame and its path.
  /// - Returns: The mask.
  static func transitRectangleMask(_ bounds: CGRect) -> Layer

  /// Sets a property of the layer's model to a value.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - keyPath: The property's key path.
  func setTransitModelValue(_ value: AnimationValue, forKeyPath keyPath: String)

  /// Makes changes to layers without the host's implicit animations (Core Animation's
  /// actions), so a mask or model value changes at once.
  ///
  /// - Parameter changes: The changes.
  /// - Returns: What the changes return.
  static func withoutImplicitAnimations<Result>(_ changes: () -> Result) -> Result
}

/// An animation's media timing, as `CAAnimation` and the stage's `StageAnimation` spell it.
@MainActor
public protocol TransitionHostAnimation: AnyObject {
  /// Its `beginTime`, in its layer's time.
  var beginTime: Double { get set }
  /// Its `duration`.
  var duration: Double { get set }
  /// Its `speed`.
  var speed: Float { get set }
  /// Its `timeOffset`.
  var timeOffset: Double { get set }
}

/// A host view with a layer: `UIView` and `StageView`, whose layers are
/// ``TransitionHostLayer``s.
@MainActor
public protocol LayerBackedTransitionHostView: TransitionHostView {
  /// The host's layer class.
  associatedtype Layer: TransitionHostLayer
  /// The view's layer.
  var layer: Layer { get }
  /// The view's opacity.
  var alpha: CGFloat { get set }
  /// Whether VoiceOver ignores the view's siblings.
  var accessibilityViewIsModal: Bool { get set }
  /// The host's autoresizing mask type.
  associatedtype AutoresizingMask: TransitionHostAutoresizingMask
  /// How the view resizes with its superview.
  var autoresizingMask: AutoresizingMask { get set }
  /// The host's edge insets type.
  associatedtype EdgeInsets: TransitionHostEdgeInsets
  /// The view's safe-area insets.
  var safeAreaInsets: EdgeInsets { get }
  /// The host's keyboard layout guide class.
  associatedtype KeyboardLayoutGuide: TransitionHostLayoutGuide
  /// The space the keyboard takes in the view (UIKit's `keyboardLayoutGuide`, iOS 15).
  var keyboardLayoutGuide: KeyboardLayoutGuide { get }

  /// Whether the view is this one or one of its descendants.
  ///
  /// - Parameter view: The view.
  /// - Returns: Whether this view is in `view`'s tree.
  func isDescendant(of view: HostView) -> Bool
}

/// How a view resizes with its superview, as `UIView.AutoresizingMask` spells it.
public protocol TransitionHostAutoresizingMask: OptionSet
where Element == Self, ArrayLiteralElement == Self {
  /// The view's width follows its superview's.
  static var flexibleWidth: Self { get }
  /// The view's height follows its superview's.
  static var flexibleHeight: Self { get }
}

extension TransitionHostLayer {
  /// One animation per description (``transitAnimation(_:)``), made once for descriptions
  /// that differ only in their node.
  ///
  /// - Parameter exported: The descriptions.
  /// - Returns: An animation for each, shared between equal ones.
  public static func transitAnimations(_ exported: [LayerAnimation]) -> [Animation] {
    var made: [LayerAnimation: Animation] = [:]
    return exported.map { animation in
      let key = animation.withoutNode
      if let known = made[key] { return known }
      let added = transitAnimation(animation)
      made[key] = added
      return added
    }
  }

  /// Its `maskedCorners`, as the engine's type (Core Animation's bits on every host).
  public var transitMaskedCorners: RectCorners {
    get { RectCorners(rawValue: maskedCorners.rawValue) }
    set { maskedCorners = CornerMask(rawValue: newValue.rawValue) }
  }

  /// Its `cornerCurve`, as the engine's type (Core Animation's names on every host); a
  /// curve the engine does not know reads as circular.
  public var transitCornerCurve: CornerCurve {
    get { CornerCurve(rawValue: cornerCurve.rawValue) ?? .circular }
    set {
      if let curve = LayerCornerCurve(rawValue: newValue.rawValue) { cornerCurve = curve }
    }
  }
}
