import Foundation
import Transit

/// The twin of `UIPanGestureRecognizer`: follows one or more fingers dragging across its
/// view.
///
/// ```swift
/// let pan = StagePanGestureRecognizer { recognizer in
///   guard let pan = recognizer as? StagePanGestureRecognizer else { return }
///   let progress = pan.translation(in: pan.view).x / container.bounds.width
///   switch pan.state {
///   case .began: navigationController.popViewController(animated: true)
///   case .changed: interaction.update(progress)
///   case .ended: pan.velocity(in: pan.view).x > 0 ? interaction.finish() : interaction.cancel()
///   default: interaction.cancel()
///   }
/// }
/// window.send(.pan(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.4))
/// ```
///
/// States, as in UIKit: the pan stays ``StageGestureRecognizer/State/possible`` until its
/// fingers' centroid has moved more than ``hysteresis`` points from where it was when
/// enough fingers were down, then begins; each later move is a change; it ends when the
/// fingers down drop below ``minimumNumberOfTouches`` (the last one lifts, usually). Fingers
/// that lift before it began make it fail; so do more than ``maximumNumberOfTouches``
/// fingers before it began (after, the extra fingers are ignored).
///
/// The translation is measured from where the fingers were when enough of them were down,
/// so it includes the movement before the pan began, as UIKit's does; fingers joining or
/// leaving do not make it jump. Translation and velocity stay readable after the gesture,
/// until the next one starts.
@MainActor
open class StagePanGestureRecognizer: StageGestureRecognizer {
  /// How far, in points, the fingers move before the pan begins (UIKit's private
  /// hysteresis is about this; its exact value is not published).
  public static let hysteresis: CGFloat = 10

  /// The fewest fingers that make the pan; 1 by default. Values below 1 mean 1.
  public var minimumNumberOfTouches: Int {
    get { minimumTouches }
    set { minimumTouches = max(1, newValue) }
  }

  /// The most fingers the pan accepts; unlimited (`Int.max`) by default. A value below
  /// ``minimumNumberOfTouches`` counts as that minimum.
  public var maximumNumberOfTouches = Int.max

  private var minimumTouches = 1
  /// The pan's translation, in window coordinates.
  private var translationInWindow = CGPoint.zero
  private var velocityEstimator = StageVelocityEstimator()
  /// Where each finger was at the previous event.
  private var lastLocations: [Int: CGPoint] = [:]

  /// Creates a pan recognizer with one action (UIKit's `init(target:action:)`).
  ///
  /// - Parameter handler: The action, called with the recognizer when the pan begins, at
  ///   each change, and when it ends or is cancelled.
  public override init(handler: @escaping @MainActor (StageGestureRecognizer) -> Void) {
    super.init(handler: handler)
  }

  /// Creates a pan recognizer with no actions; add them with ``addTarget(_:)``.
  public override init() {
    super.init()
  }

  /// How far the fingers have moved, in a view's coordinates (`nil`: the window's), as
  /// `UIPanGestureRecognizer.translation(in:)`.
  ///
  /// - Parameter view: The view whose coordinates to use; `nil` for the window's. A view
  ///   whose transform cannot be inverted gives (0, 0).
  /// - Returns: The displacement of the fingers' centroid since they went down (or since
  ///   ``setTranslation(_:in:)``).
  public func translation(in view: StageView?) -> CGPoint {
    Self.vector(translationInWindow, fromWindowTo: view)
  }

  /// Sets the translation the pan reports, in a view's coordinates, as
  /// `UIPanGestureRecognizer.setTranslation(_:in:)`; later moves add to it. The velocity
  /// is not affected.
  ///
  /// ```swift
  /// card.center.x += pan.translation(in: card.superview).x
  /// pan.setTranslation(.zero, in: card.superview)   // report increments from now on
  /// ```
  ///
  /// - Parameters:
  ///   - translation: The translation; one with non-finite coordinates is ignored.
  ///   - view: The view whose coordinates it is in; `nil` for the window's.
  public func setTranslation(_ translation: CGPoint, in view: StageView?) {
    let inWindow = Self.vector(translation, toWindowFrom: view)
    guard translation.x.isFinite, translation.y.isFinite, inWindow.x.isFinite,
      inWindow.y.isFinite
    else { return }
    velocityEstimator.shift(
      by: CGPoint(x: inWindow.x - translationInWindow.x, y: inWindow.y - translationInWindow.y))
    translationInWindow = inWindow
  }

  /// How fast the fingers move, in points per second of a view's coordinates (`nil`: the
  /// window's), as `UIPanGestureRecognizer.velocity(in:)`.
  ///
  /// The stage averages the motion over the last 0.1 s of touch samples: from the newest
  /// sample at least 0.1 s older than the latest (or the first one, in a younger gesture)
  /// to the latest. A steady drag gives its speed exactly; a finger held still before it
  /// lifts gives 0 at the lift. UIKit's own smoothing is private.
  ///
  /// - Parameter view: The view whose coordinates to use; `nil` for the window's.
  /// - Returns: The velocity; (0, 0) before two samples at different times.
  public func velocity(in view: StageView?) -> CGPoint {
    Self.vector(velocityEstimator.velocity, fromWindowTo: view)
  }

  // MARK: Touches

  /// The most fingers that count.
  private var effectiveMaximum: Int { max(maximumNumberOfTouches, minimumTouches) }

  override func touchesBegan(_ touches: [StageTouch]) {
    for touch in touches { lastLocations[touch.finger] = touch.locationInWindow }
    guard state == .possible else { return }
    if numberOfTouches > effectiveMaximum {
      transition(to: .failed)
      return
    }
    if numberOfTouches - touches.count < minimumTouches {
      // Too few fingers before these: the translation starts (again) here.
      translationInWindow = .zero
      velocityEstimator.removeAll()
      if numberOfTouches >= minimumTouches {
        velocityEstimator.add(.zero, at: touches[0].timestamp)
      }
    }
  }

  override func touchesMoved(_ touches: [StageTouch]) {
    let counted = trackedTouches.prefix(effectiveMaximum)
    if numberOfTouches >= minimumTouches {
      var dx: CGFloat = 0
      var dy: CGFloat = 0
      for touch in counted {
        guard let last = lastLocations[touch.finger] else { continue }
        dx += touch.locationInWindow.x - last.x
        dy += touch.locationInWindow.y - last.y
      }
      translationInWindow.x += dx / CGFloat(counted.count)
      translationInWindow.y += dy / CGFloat(counted.count)
      velocityEstimator.add(translationInWindow, at: touches[0].timestamp)
    }
    for touch in touches { lastLocations[touch.finger] = touch.locationInWindow }
    switch state {
    case .possible:
      guard numberOfTouches >= minimumTouches,
        hypot(translationInWindow.x, translationInWindow.y) > Self.hysteresis
      else { return }
      fingersPassedHysteresis(translation: translationInWindow)
    case .began, .changed:
      transition(to: .changed)
    default:
      break
    }
  }

  override func touchesEnded(_ touches: [StageTouch]) {
    for touch in touches { lastLocations[touch.finger] = nil }
    // The lift is a sample too: a finger held still before lifting has no speed left.
    if let time = touches.first?.timestamp { velocityEstimator.add(translationInWindow, at: time) }
    switch state {
    case .possible where numberOfTouches == 0:
      transition(to: .failed)
    case .began, .changed:
      if numberOfTouches < minimumTouches { transition(to: .ended) }
    default:
      break
    }
  }

  /// The fingers moved past the hysteresis: the pan tries to begin. A subclass that looks
  /// at the direction overrides this.
  ///
  /// - Parameter translation: The translation so far, in window coordinates.
  func fingersPassedHysteresis(translation: CGPoint) {
    transition(to: .began)
  }

  override func reset() {
    super.reset()
    lastLocations.removeAll()
  }

  // MARK: Vectors between coordinate spaces

  /// A vector in window coordinates, expressed in a view's (rotated and scaled with it).
  static func vector(_ vector: CGPoint, fromWindowTo view: StageView?) -> CGPoint {
    guard let view else { return vector }
    let tip = view.convert(vector, from: nil)
    let origin = view.convert(CGPoint.zero, from: nil)
    return finite(CGPoint(x: tip.x - origin.x, y: tip.y - origin.y))
  }

  /// A vector in a view's coordinates, expressed in the window's.
  static func vector(_ vector: CGPoint, toWindowFrom view: StageView?) -> CGPoint {
    guard let view else { return vector }
    let tip = view.convert(vector, to: nil)
    let origin = view.convert(CGPoint.zero, to: nil)
    return finite(CGPoint(x: tip.x - origin.x, y: tip.y - origin.y))
  }

  private static func finite(_ point: CGPoint) -> CGPoint {
    point.x.isFinite && point.y.isFinite ? point : .zero
  }
}
