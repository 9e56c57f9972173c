import Foundation
import Transit

/// The twin of `CAAnimation`: timing shared by every layer animation.
///
/// As in Core Animation, a layer copies an animation when it is added, so changing the
/// object afterwards does not change what runs; the delegate is kept strongly.
@MainActor
open class StageAnimation {
  /// How the animation shows outside its active time (`CAMediaTimingFillMode`).
  public typealias FillMode = MediaTiming.FillMode

  /// The length of one pass, in the animation's time; 0 means Core Animation's default,
  /// 0.25 s.
  public var duration: Double = 0 {
    didSet { runningOn?.timingDidChange() }
  }
  /// When the animation starts, in its layer's time; 0 means "when it is added".
  public var beginTime: Double = 0 {
    didSet { runningOn?.timingDidChange() }
  }
  /// How fast the animation's time runs relative to its layer's.
  public var speed: Float = 1 {
    didSet { runningOn?.timingDidChange() }
  }
  /// An offset added to the animation's local time.
  public var timeOffset: Double = 0 {
    didSet { runningOn?.timingDidChange() }
  }
  /// The layer running this copy (the stage re-times its own copies, as a property
  /// animator pausing or scrubbing does), so its window's schedule hears of a change.
  weak var runningOn: StageLayer?
  /// How the animation shows before and after its active time.
  public var fillMode: FillMode = .removed
  /// Whether the layer removes the animation when it ends.
  public var isRemovedOnCompletion = true
  /// The pacing of each pass; `nil` is linear.
  public var timingFunction: StageMediaTimingFunction?
  /// Told when the animation starts and stops; kept strongly, as Core Animation does.
  public var delegate: (any StageAnimationDelegate)?

  /// Creates an animation with Core Animation's defaults.
  public init() {}

  /// Returns a copy with the same settings; subclasses copy their own properties too.
  ///
  /// - Returns: The copy.
  open func copy() -> StageAnimation {
    let copy = StageAnimation()
    copyTiming(to: copy)
    return copy
  }

  /// Copies the timing properties every animation shares.
  ///
  /// - Parameter other: The animation that receives them.
  public func copyTiming(to other: StageAnimation) {
    other.duration = duration
    other.beginTime = beginTime
    other.speed = speed
    other.timeOffset = timeOffset
    other.fillMode = fillMode
    other.isRemovedOnCompletion = isRemovedOnCompletion
    other.timingFunction = timingFunction
    other.delegate = delegate
    other.stopObserver = stopObserver
    other.isAdditive = isAdditive
  }

  /// The key path the animation changes, if it animates a property.
  var animatedKeyPath: String? { nil }

  /// What the animation does, resolved against its layer when it is added; `nil` when it
  /// animates nothing the stage knows.
  func resolvedContent(on layer: StageLayer) -> LayerAnimation.Content? { nil }

  /// The duration actually used: Core Animation's 0.25 s for 0, never negative.
  var effectiveDuration: Double {
    guard duration.isFinite, duration > 0 else { return 0.25 }
    return duration
  }

  /// The speed actually used: 1 for a non-finite speed.
  var effectiveSpeed: Double {
    let speed = Double(self.speed)
    return speed.isFinite ? speed : 1
  }

  /// The animation's timing as it runs: Core Animation's defaults applied.
  var timing: MediaTiming {
    MediaTiming(
      beginTime: beginTime, duration: effectiveDuration, speed: effectiveSpeed,
      timeOffset: timeOffset, fillMode: fillMode)
  }

  /// Internal observer for `StageView` animation blocks, separate from `delegate`.
  var stopObserver: (@MainActor (Bool) -> Void)?

  /// Whether the animation's value is added to the value beneath it instead of replacing
  /// it, as `CAPropertyAnimation.isAdditive`. Only `StageView` animation blocks set it, for
  /// numbers, points, sizes and rectangles (UIKit's additive position and bounds
  /// animations); Core Animation's meaning for other kinds is not modelled.
  var isAdditive = false
}

/// The twin of `CAPropertyAnimation`: an animation of one key path of a layer.
@MainActor
open class StagePropertyAnimation: StageAnimation {
  /// The animated key path: `"position"`, `"bounds"`, `"bounds.size"`, `"transform"`,
  /// `"opacity"`, `"cornerRadius"`, `"backgroundColor"`, `"path"` (shape layers) …
  public var keyPath: String?

  /// Creates an animation of a key path.
  ///
  /// - Parameter keyPath: The animated key path.
  public init(keyPath: String?) {
    self.keyPath = keyPath
  }

  /// Returns a copy with the same settings.
  ///
  /// - Returns: The copy.
  open override func copy() -> StageAnimation {
    let copy = StagePropertyAnimation(keyPath: keyPath)
    copyTiming(to: copy)
    return copy
  }

  override var animatedKeyPath: String? { keyPath }
}

/// The twin of `CABasicAnimation`: from one value to another.
///
/// Values are the types the stage's layers hold: `CGFloat`, `Double`, `Float` or `Int` for
/// numbers; `CGPoint`, `CGSize`, `CGRect`; `Transform3D` or `CGAffineTransform`; `Color`
/// (what `StageColor.cgColor` returns); `Shape` (what `StageBezierPath.cgPath` returns).
/// A missing `fromValue` starts from what is on screen; a missing `toValue` ends at the
/// model value, as in Core Animation.
@MainActor
open class StageBasicAnimation: StagePropertyAnimation {
  /// The value at the start.
  public var fromValue: Any?
  /// The value at the end.
  public var toValue: Any?

  /// Returns a copy with the same settings.
  ///
  /// - Returns: The copy.
  open override func copy() -> StageAnimation {
    let copy = StageBasicAnimation(keyPath: keyPath)
    copyBasics(to: copy)
    return copy
  }

  /// Copies the timing, key path and values.
  ///
  /// - Parameter other: The animation that receives them.
  public func copyBasics(to other: StageBasicAnimation) {
    copyTiming(to: other)
    other.fromValue = fromValue
    other.toValue = toValue
  }

  /// Resolves the two ends against the layer: what is on screen and the model value.
  func resolvedEnds(on layer: StageLayer) -> (from: AnimationValue, to: AnimationValue)? {
    guard let keyPath, let model = layer.modelValue(forKeyPath: keyPath) else { return nil }
    let kind = model.kind
    let from =
      fromValue.flatMap { StageAnimationValue.make($0, kind: kind) }
      ?? layer.presentationValue(forKeyPath: keyPath) ?? model
    let to = toValue.flatMap { StageAnimationValue.make($0, kind: kind) } ?? model
    return (from, to)
  }

  override func resolvedContent(on layer: StageLayer) -> LayerAnimation.Content? {
    guard let (from, to) = resolvedEnds(on: layer) else { return nil }
    return .keyframes(
      values: [from, to], keyTimes: [0, 1],
      timingFunctions: [timingFunction?.curve ?? .linear])
  }
}

/// The twin of `CASpringAnimation`: from one value to another on a damped spring.
@MainActor
open class StageSpringAnimation: StageBasicAnimation {
  /// The mass of the object on the spring; Core Animation's default is 1.
  public var mass: CGFloat = 1
  /// The spring's stiffness; default 100.
  public var stiffness: CGFloat = 100
  /// The damping; default 10.
  public var damping: CGFloat = 10
  /// The starting speed, in distances per second; default 0.
  public var initialVelocity: CGFloat = 0

  /// How long the spring takes to come to rest, to be used as `duration`.
  public var settlingDuration: Double {
    spring.settlingDuration(initialVelocity: Double(initialVelocity))
  }

  /// The engine's spring for the parameters.
  private var spring: Spring {
    Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
  }

  /// Returns a copy with the same settings.
  ///
  /// - Returns: The copy.
  open override func copy() -> StageAnimation {
    let copy = StageSpringAnimation(keyPath: keyPath)
    copyBasics(to: copy)
    copy.mass = mass
    copy.stiffness = stiffness
    copy.damping = damping
    copy.initialVelocity = initialVelocity
    return copy
  }

  override func resolvedContent(on layer: StageLayer) -> LayerAnimation.Content? {
    guard let (from, to) = resolvedEnds(on: layer) else { return nil }
    let spring = spring
    let velocity = Double(initialVelocity)
    return .spring(
      from: from, to: to, mass: spring.mass, stiffness: spring.stiffness,
      damping: spring.damping, initialVelocity: velocity.isFinite ? velocity : 0)
  }
}

/// The twin of `CAKeyframeAnimation` with the linear calculation mode: a list of values at
/// key times, each segment paced by its own timing function.
@MainActor
open class StageKeyframeAnimation: StagePropertyAnimation {
  /// How values between keyframes are found (`CAAnimationCalculationMode`).
  public struct CalculationMode: RawRepresentable, Sendable, Hashable {
    /// The mode's name, as Core Animation spells it.
    public let rawValue: String
    /// Creates a mode from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between the values, each segment paced by its timing function: the
    /// only mode the stage plays.
    public static let linear = CalculationMode(rawValue: "linear")
  }

  /// The values, of the types ``StageBasicAnimation`` accepts.
  public var values: [Any]? { didSet { resolution = nil } }
  /// The time of each value as a fraction of the duration, first 0 and last 1; `nil`
  /// spaces them evenly. Boxed as Core Animation takes them.
  public var keyTimes: [NSNumber]? { didSet { resolution = nil } }
  /// One timing function per segment; `nil` is linear.
  public var timingFunctions: [StageMediaTimingFunction]? { didSet { resolution = nil } }

  /// The keyframes read from the boxes, for values of one kind: an animation added to many
  /// layers (as a host adds one to each layer that moves alike) is read once.
  private var resolution: (kind: AnimationValue.Kind, content: LayerAnimation.Content)?
  /// How values between keyframes are found; the stage plays `.linear` only.
  public var calculationMode: CalculationMode = .linear

  /// Returns a copy with the same settings.
  ///
  /// - Returns: The copy.
  open override func copy() -> StageAnimation {
    let copy = StageKeyframeAnimation(keyPath: keyPath)
    copyTiming(to: copy)
    copy.values = values
    copy.keyTimes = keyTimes
    copy.timingFunctions = timingFunctions
    copy.calculationMode = calculationMode
    copy.resolution = resolution
    return copy
  }

  override func resolvedContent(on layer: StageLayer) -> LayerAnimation.Content? {
    guard let keyPath, let model = layer.modelValue(forKeyPath: keyPath) else { return nil }
    if let resolution, resolution.kind == model.kind { return resolution.content }
    let functions = timingFunctions ?? []
    let clock = layer.clock
    let curves = clock.map { $0.keyframeLists.curves(of: functions) } ?? functions.map { $0.curve }
    let times = keyTimes.map { boxed in
      clock.map { $0.keyframeLists.keyTimes(of: boxed) } ?? boxed.map { $0.doubleValue }
    }
    let content = Self.content(of: values, keyTimes: times, curves: curves, kind: model.kind)
    if let content { resolution = (model.kind, content) }
    return content
  }

  /// The keyframes of boxed values, key times and timing curves, for values of a kind;
  /// `nil` when no value is of that kind.
  ///
  /// Not isolated, so that the closures in it are not checked to run on the main actor at
  /// every call (a start hands the stage tens of thousands of keyframes).
  nonisolated private static func content(
    of values: [Any]?, keyTimes given: [Double]?, curves: [TimingCurve], kind: AnimationValue.Kind
  ) -> LayerAnimation.Content? {
    var converted: [AnimationValue] = []
    converted.reserveCapacity(values?.count ?? 0)
    for value in values ?? [] {
      if let value = StageAnimationValue.make(value, kind: kind) { converted.append(value) }
    }
    guard !converted.isEmpty else { return nil }
    if let given, given.count == converted.count {
      return .keyframes(values: converted, keyTimes: given, timingFunctions: curves)
    }
    let evenly = converted.indices.map {
      converted.count > 1 ? Double($0) / Double(converted.count - 1) : 0
    }
    return .keyframes(values: converted, keyTimes: evenly, timingFunctions: curves)
  }
}
