import Foundation
import Transit

/// The twin of `UIPinchGestureRecognizer`: follows two fingers moving apart or together.
///
/// ```swift
/// let pinch = StagePinchGestureRecognizer { recognizer in
///   guard let pinch = recognizer as? StagePinchGestureRecognizer else { return }
///   photo.transform = CGAffineTransform(scaleX: pinch.scale, y: pinch.scale)
/// }
/// photo.addGestureRecognizer(pinch)
/// window.send(.pinch(center: photo.center, fromSpan: 100, toSpan: 200, duration: 0.5))
/// // pinch.scale == 2
/// ```
///
/// The pinch stays ``StageGestureRecognizer/State/possible`` until two fingers are down
/// and their distance (the span) has changed by more than ``hysteresis`` points, then
/// begins; each later move is a change; it ends when fewer than two fingers are left. A
/// third finger before it began makes it fail; after, fingers beyond the first two are
/// ignored. All fingers lifting before it began make it fail.
///
/// ``scale`` is the span now over the span when the second finger went down (so it
/// includes the change before the pinch began, as UIKit's does), and starts at 1 for each
/// gesture. A starting span below 1 point counts as 1 point, so the scale stays finite.
/// ``location(in:)`` is the centroid of the fingers.
@MainActor
open class StagePinchGestureRecognizer: StageGestureRecognizer {
  /// How much, in points, the span changes before the pinch begins (the stage's choice;
  /// UIKit does not publish its threshold).
  public static let hysteresis: CGFloat = 10

  /// The scale of the pinch: the span now over the span at its start, times whatever was
  /// set; 1 before the first pinch.
  ///
  /// Setting it (typically to 1 after applying it, as with UIKit) makes later changes
  /// scale from the value set; a non-finite value is ignored. The value stays readable
  /// after the gesture, until the next one starts.
  public var scale: CGFloat {
    get { baseScale * currentSpan / referenceSpan }
    set {
      guard newValue.isFinite else { return }
      baseScale = newValue
      referenceSpan = max(currentSpan, Self.minimumSpan)
    }
  }

  /// How fast the scale changes, per second, as `UIPinchGestureRecognizer.velocity`.
  ///
  /// Averaged over the last 0.1 s of touch samples, as the pan's velocity is
  /// (``StagePanGestureRecognizer/velocity(in:)``); 0 before two samples at different
  /// times. It is the rate of ``scale`` as it now reads: after the scale is set to 1 at a
  /// span of 100 points, a span growing 10 points a second gives 0.1.
  public var velocity: CGFloat {
    velocityEstimator.velocity.x * baseScale / referenceSpan
  }

  /// The smallest span the scale divides by.
  private static let minimumSpan: CGFloat = 1

  private var baseScale: CGFloat = 1
  private var referenceSpan: CGFloat = 1
  private var currentSpan: CGFloat = 1
  /// The span when the second finger went down, for the hysteresis.
  private var startSpan: CGFloat = 1
  private var velocityEstimator = StageVelocityEstimator()

  /// Creates a pinch recognizer with one action (UIKit's `init(target:action:)`).
  ///
  /// - Parameter handler: The action, called with the recognizer when the pinch begins, at
  ///   each change, and when it ends or is cancelled.
  public override init(handler: @escaping @MainActor (StageGestureRecognizer) -> Void) {
    super.init(handler: handler)
  }

  /// Creates a pinch recognizer with no actions; add them with ``addTarget(_:)``.
  public override init() {
    super.init()
  }

  /// The distance between the first two fingers down.
  private var span: CGFloat {
    guard trackedTouches.count >= 2 else { return currentSpan }
    let first = trackedTouches[0].locationInWindow
    let second = trackedTouches[1].locationInWindow
    return hypot(second.x - first.x, second.y - first.y)
  }

  override func touchesBegan(_ touches: [StageTouch]) {
    guard state == .possible else { return }
    if numberOfTouches > 2 {
      transition(to: .failed)
    } else if numberOfTouches == 2 {
      // The second finger is down: the gesture's scale starts at 1 here.
      startSpan = span
      currentSpan = startSpan
      referenceSpan = max(startSpan, Self.minimumSpan)
      baseScale = 1
      velocityEstimator.removeAll()
      velocityEstimator.add(CGPoint(x: currentSpan, y: 0), at: touches[0].timestamp)
    }
  }

  override func touchesMoved(_ touches: [StageTouch]) {
    guard numberOfTouches >= 2 else { return }
    currentSpan = span
    velocityEstimator.add(CGPoint(x: currentSpan, y: 0), at: touches[0].timestamp)
    switch state {
    case .possible:
      if abs(currentSpan - startSpan) > Self.hysteresis { transition(to: .began) }
    case .began, .changed:
      transition(to: .changed)
    default:
      break
    }
  }

  override func touchesEnded(_ touches: [StageTouch]) {
    if let time = touches.first?.timestamp {
      velocityEstimator.add(CGPoint(x: currentSpan, y: 0), at: time)
    }
    switch state {
    case .possible where numberOfTouches == 0:
      transition(to: .failed)
    case .began, .changed:
      if numberOfTouches < 2 {
        transition(to: .ended)
      } else {
        // A finger beyond the first two takes the lifted one's place: carry the scale on.
        let carried = scale
        currentSpan = span
        scale = carried
        velocityEstimator.removeAll()
        velocityEstimator.add(CGPoint(x: currentSpan, y: 0), at: touches[0].timestamp)
      }
    default:
      break
    }
  }
}
