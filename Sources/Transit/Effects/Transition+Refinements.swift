// Refinements of a transition, chained after its factory:
// `.push(.left).duration(0.4).interactive(.edgePanBack)`.

extension Transition {
  /// The transition over another duration, on its curve (a spring keeps its own time).
  ///
  /// - Parameter seconds: The duration; negative or non-finite means 0.
  /// - Returns: The transition.
  public func duration(_ seconds: Double) -> Transition {
    var copy = self
    copy.timing = (timing ?? effect.defaultTiming).withDuration(seconds)
    return copy
  }

  /// The transition along a timing curve, over its current duration.
  ///
  /// - Parameter curve: The curve.
  /// - Returns: The transition.
  public func curve(_ curve: TimingCurve) -> Transition {
    var copy = self
    let duration = (timing ?? effect.defaultTiming).duration
    copy.timing = .curve(curve, duration: duration)
    return copy
  }

  /// The transition on a spring; it lasts until the spring settles.
  ///
  /// - Parameter spring: The spring.
  /// - Returns: The transition.
  public func spring(_ spring: Spring) -> Transition {
    var copy = self
    copy.timing = .spring(spring)
    return copy
  }

  /// The transition with a duration that follows the distance views travel
  /// (``TransitionTiming/automaticDuration(forDistance:)``).
  ///
  /// - Returns: The transition.
  public func automaticDuration() -> Transition {
    var copy = self
    copy.usesAutomaticDuration = true
    return copy
  }

  /// The transition played as it is even when the user asked to reduce motion. Use it only
  /// for effects that stay gentle.
  ///
  /// - Returns: The transition.
  public func ignoringReduceMotion() -> Transition {
    var copy = self
    copy.respectsReduceMotion = false
    return copy
  }

  /// The transition with a custom modal presentation.
  ///
  /// - Parameter presentation: The presentation; `nil` presents full screen.
  /// - Returns: The transition.
  public func presentation(_ presentation: Presentation?) -> Transition {
    var copy = self
    copy.presentation = presentation
    return copy
  }

  /// The transition with gestures that can drive it.
  ///
  /// - Parameter interactions: The gestures, added to those already there.
  /// - Returns: The transition.
  public func interactive(_ interactions: TransitionInteraction...) -> Transition {
    var copy = self
    for interaction in interactions where !copy.interactions.contains(interaction) {
      copy.interactions.append(interaction)
    }
    return copy
  }

  /// The transition finishing or cancelling a released gesture by another rule, or
  /// completing it with another pacing.
  ///
  /// ```swift
  /// .matched().interactive(.dragMatchedView).completion(threshold: 0.35)
  /// ```
  ///
  /// - Parameters:
  ///   - threshold: The progress past which a slow release finishes; `nil` keeps the
  ///     current one (0.5 by default). Out-of-range values are clamped as
  ///     ``CompletionPolicy`` documents.
  ///   - timing: The completion's pacing; `nil` keeps the current one.
  /// - Returns: The transition.
  public func completion(threshold: Double? = nil, timing: CompletionTiming? = nil) -> Transition {
    var copy = self
    if let threshold {
      copy.completionPolicy = CompletionPolicy(
        threshold: threshold, flickVelocity: completionPolicy.flickVelocity,
        projection: completionPolicy.projection)
    }
    if let timing { copy.completionTiming = timing }
    return copy
  }

  /// The transition played the other way round (``TransitionEffect/reversed``).
  public var reversed: Transition {
    var copy = self
    copy.effect = effect.reversed
    return copy
  }

  /// Both transitions' effects at once, with this one's pacing and options.
  ///
  /// - Parameter other: The transition whose effect to add.
  /// - Returns: The transition.
  public func combined(with other: Transition) -> Transition {
    var copy = self
    copy.effect = effect.combined(with: other.effect)
    return copy
  }
}
