import Foundation

/// How one tagged view moves: for an unmatched view, the state it appears from or
/// disappears to; for a matched one, how it flies.
///
/// Modifiers compose in order; later ones win where they set the same thing.
///
/// ```swift
/// cell.transit.modifiers = [.fade, .scale(0.8), .cascade(step: 0.03)]
/// title.transit.modifiers = [.translate(y: -40), .delay(0.1)]
/// ```
public struct ElementModifier: Sendable {
  let apply: @Sendable (inout ElementStyle) -> Void

  /// Creates a modifier from a change to an element's style.
  ///
  /// - Parameter apply: Changes the style.
  public init(_ apply: @escaping @Sendable (inout ElementStyle) -> Void) {
    self.apply = apply
  }

  /// The view fades in as it appears and out as it disappears.
  public static let fade = ElementModifier { $0.opacity = 0 }

  /// The view grows from (or shrinks to) a scale.
  ///
  /// - Parameter scale: The scale at the hidden end; negative or non-finite means 1.
  /// - Returns: The modifier.
  public static func scale(_ scale: Double) -> ElementModifier {
    let scale = scale.isFinite && scale >= 0 ? scale : 1
    return ElementModifier { $0.scale = scale }
  }

  /// The view comes from (or goes to) an offset.
  ///
  /// - Parameters:
  ///   - x: Points to the right at the hidden end; non-finite means 0.
  ///   - y: Points down at the hidden end; non-finite means 0.
  /// - Returns: The modifier.
  public static func translate(x: Double = 0, y: Double = 0) -> ElementModifier {
    let offset = CGPoint(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
    return ElementModifier { $0.offset = offset }
  }

  /// The view turns from (or to) an angle.
  ///
  /// - Parameter degrees: The angle at the hidden end, clockwise; non-finite means 0.
  /// - Returns: The modifier.
  public static func rotate(degrees: Double) -> ElementModifier {
    let radians = degrees.isFinite ? degrees * .pi / 180 : 0
    return ElementModifier { $0.rotation = radians }
  }

  /// The view's corners round to a radius at the hidden end, or, when matched, at the end
  /// of its flight.
  ///
  /// - Parameter radius: The radius; negative or non-finite means 0.
  /// - Returns: The modifier.
  public static func cornerRadius(_ radius: Double) -> ElementModifier {
    let radius = radius.isFinite ? max(0, radius) : 0
    return ElementModifier { $0.cornerRadius = radius }
  }

  /// The view starts moving later.
  ///
  /// - Parameter seconds: The delay; negative or non-finite means 0.
  /// - Returns: The modifier.
  public static func delay(_ seconds: Double) -> ElementModifier {
    let seconds = seconds.isFinite ? max(0, seconds) : 0
    return ElementModifier { $0.delay += seconds }
  }

  /// The view moves over its own duration, along the transition's curve.
  ///
  /// - Parameter seconds: The duration; negative or non-finite means 0.
  /// - Returns: The modifier.
  public static func duration(_ seconds: Double) -> ElementModifier {
    let seconds = seconds.isFinite ? max(0, seconds) : 0
    return ElementModifier { $0.duration = seconds }
  }

  /// The view moves on a spring.
  ///
  /// - Parameter spring: The spring.
  /// - Returns: The modifier.
  public static func spring(_ spring: Spring) -> ElementModifier {
    ElementModifier { $0.timing = .spring(spring) }
  }

  /// The view moves along a timing curve.
  ///
  /// - Parameter curve: The curve.
  /// - Returns: The modifier.
  public static func timingCurve(_ curve: TimingCurve) -> ElementModifier {
    ElementModifier { $0.curve = curve }
  }

  /// Views with this modifier start one after another, ordered by where they are.
  ///
  /// - Parameters:
  ///   - step: Seconds between one view and the next; negative or non-finite means 0.
  ///   - direction: The order.
  /// - Returns: The modifier.
  public static func cascade(
    step: Double = 0.02, direction: CascadeDirection = .topToBottom
  ) -> ElementModifier {
    let step = step.isFinite ? max(0, step) : 0
    return ElementModifier { $0.cascade = (step, direction) }
  }

  /// A moving view travels along a curve instead of a straight line.
  ///
  /// - Parameter intensity: How far the path bows, as a fraction of the distance
  ///   travelled; 0 is straight, non-finite means 1. Positive bows to the left of the
  ///   motion, negative to the right.
  /// - Returns: The modifier.
  public static func arc(intensity: Double = 1) -> ElementModifier {
    let intensity = intensity.isFinite ? intensity : 1
    return ElementModifier { $0.arc = intensity }
  }

  /// The view is drawn at a depth during the transition: higher is in front.
  ///
  /// - Parameter z: The layer's z position; non-finite means 0.
  /// - Returns: The modifier.
  public static func zPosition(_ z: Double) -> ElementModifier {
    let z = z.isFinite ? z : 0
    return ElementModifier { $0.zPosition = z }
  }

  /// The order a cascade runs in.
  public enum CascadeDirection: Sendable, Hashable, CaseIterable {
    /// Top rows first.
    case topToBottom
    /// Bottom rows first.
    case bottomToTop
    /// Left columns first.
    case leftToRight
    /// Right columns first.
    case rightToLeft
  }
}

/// Everything modifiers can say about one view's animation.
public struct ElementStyle: Sendable {
  /// The opacity at the hidden end.
  public var opacity: Double = 1
  /// The scale at the hidden end.
  public var scale: Double = 1
  /// The offset at the hidden end.
  public var offset: CGPoint = .zero
  /// The rotation at the hidden end, in radians.
  public var rotation: Double = 0
  /// The corner radius at the hidden end (or the end of a flight); `nil` keeps the view's.
  public var cornerRadius: Double?
  /// Seconds before the view starts.
  public var delay: Double = 0
  /// The view's own duration; `nil` uses the transition's.
  public var duration: Double?
  /// The view's own spring; `nil` uses the transition's timing.
  public var timing: TransitionTiming?
  /// The view's own curve, over the transition's duration; `nil` uses the transition's.
  public var curve: TimingCurve?
  /// The cascade step and order.
  public var cascade: (step: Double, direction: ElementModifier.CascadeDirection)?
  /// How far a moving view's path bows; `nil` is straight.
  public var arc: Double?
  /// The depth during the transition.
  public var zPosition: Double?

  /// Creates the style of a view with no modifiers.
  public init() {}

  /// The style the modifiers make.
  ///
  /// - Parameter modifiers: The modifiers, applied in order.
  public init(_ modifiers: [ElementModifier]) {
    for modifier in modifiers { modifier.apply(&self) }
  }

  /// Whether the hidden end looks different from the view at rest.
  public var changesAppearance: Bool {
    opacity != 1 || scale != 1 || offset != .zero || rotation != 0 || cornerRadius != nil
  }

  /// The transform at the hidden end, about the view's centre.
  public var transform: Transform3D {
    Transform3D(translationX: Double(offset.x), y: Double(offset.y))
      .concatenatingAboutCentre(scale: scale, rotation: rotation)
  }
}

extension Transform3D {
  /// Scales and rotates first, then applies this transform, all about the layer's centre.
  fileprivate func concatenatingAboutCentre(scale: Double, rotation: Double) -> Transform3D {
    Transform3D(scaleX: scale, y: scale)
      .concatenating(Transform3D(rotationAngle: rotation, x: 0, y: 0, z: 1))
      .concatenating(self)
  }
}
