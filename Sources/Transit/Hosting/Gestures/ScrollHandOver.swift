import Foundation

/// When a pull that shares its screen with a scroll view takes over from it, and the
/// translation it moves the transition by: the rule of UIKit's own sheets, written once.
///
/// A pull down recognizes alongside the scroll views inside its screen
/// (``TransitionGesturePlan/recognizesAlongsideScrollViews``), so it sees every pan that
/// scrolls. It takes over — begins its transition, or grabs the one in flight — only at a
/// touch sample where the content is at its top (``GestureSample/isContentAtTop``) and the
/// finger has moved down, more down than sideways, by ``takeOverDistance`` since the
/// content reached its top (docs/design.md#n12: one noisy sample of a sideways swipe must not start
/// a dismissal). Until then its
/// phases are held back: a pan that only scrolls starts nothing, so no appearance
/// callback is sent. From the take-over on, the translation is measured from where the
/// finger was then, so the progress starts at 0 rather than jumping by the distance
/// scrolled; a pull that finds the content at its top from its first sample keeps its
/// whole translation, as a pull without a scroll view. While it drives, the host holds the
/// scroll views still (``holdsScrollViews``).
///
/// ```swift
/// var handOver = ScrollHandOver()
/// handOver.admit(.began, GestureSample(translation: CGPoint(x: 0, y: -30), isContentAtTop: false))
/// // nil: the pan scrolls
/// handOver.admit(.changed, GestureSample(translation: CGPoint(x: 0, y: 40)))
/// // (.began, translation (0, 0)): at the top, 70 points down since, it takes over
/// ```
public struct ScrollHandOver: Sendable, Equatable {
  /// The translation when the pull took over; `nil` before.
  public private(set) var origin: CGPoint?
  /// The translation at the previous sample of this gesture.
  private var last = CGPoint.zero
  /// The translation from which the motion at the content's top counts: the sample before
  /// the content was first found at its top, or the finger's start; `nil` while the content
  /// is not at its top.
  private var topSince: CGPoint? = .zero
  /// Whether every sample so far found the content at its top.
  private var atTopThroughout = true

  /// A hand-over for a gesture that has not started.
  public init() {}

  /// How far, in points, the finger moves down at the content's top before the pull takes
  /// over.
  public static var takeOverDistance: Double { 8 }

  /// Whether the pull has taken over and moves the transition: the host keeps the scroll
  /// views at their top, without bouncing, meanwhile.
  public var holdsScrollViews: Bool { origin != nil }

  /// The phase and sample to route for one the recognizer reports, or `nil` to hold it
  /// back.
  ///
  /// - Parameters:
  ///   - phase: The recognizer's phase.
  ///   - sample: What it reports, its translation since the finger went down.
  /// - Returns: The phase to route (`.began` at the take-over) and the sample with its
  ///   translation measured from the take-over; `nil` while the pull has not taken over.
  ///   The gesture's end (`.ended`, `.cancelled`, `.failed`) resets the hand-over for the
  ///   next one.
  public mutating func admit(_ phase: GesturePhase, _ sample: GestureSample)
    -> (phase: GesturePhase, sample: GestureSample)?
  {
    let translation = Self.finite(sample.translation)
    switch phase {
    case .possible:
      return nil
    case .ended, .cancelled, .failed:
      defer { self = ScrollHandOver() }
      guard let origin else { return nil }
      return (phase, Self.measured(sample, from: origin))
    case .began, .changed:
      if phase == .began { self = ScrollHandOver() }
      if let origin { return (.changed, Self.measured(sample, from: origin)) }
      defer { last = translation }
      guard sample.isContentAtTop else {
        atTopThroughout = false
        topSince = nil
        return nil
      }
      let since = topSince ?? last
      topSince = since
      let motion = CGPoint(x: translation.x - since.x, y: translation.y - since.y)
      guard motion.y >= Self.takeOverDistance, motion.y > abs(motion.x) else { return nil }
      let start = atTopThroughout ? CGPoint.zero : translation
      origin = start
      return (.began, Self.measured(sample, from: start))
    }
  }

  /// A sample with its translation measured from an origin, its content at the top (the
  /// host holds it there).
  private static func measured(_ sample: GestureSample, from origin: CGPoint) -> GestureSample {
    var measured = sample
    let translation = finite(sample.translation)
    measured.translation = CGPoint(x: translation.x - origin.x, y: translation.y - origin.y)
    measured.isContentAtTop = true
    return measured
  }

  private static func finite(_ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0)
  }
}
