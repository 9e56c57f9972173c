import Foundation

/// A transition as users write it: an effect, its pacing and its options.
///
/// The library's effects are static factories; modifiers refine them:
///
/// ```swift
/// navigationController.transit.push(detail, using: .push(.left))
/// tabBarController.transit.transition = .slide
/// home.transit.present(sheet, using: .card(topInset: 40).duration(0.5))
/// ```
///
/// A transition compiles a ``TransitionScene`` into a ``Timeline`` with
/// ``timeline(for:)``; hosts play that timeline.
public struct Transition: Sendable {
  /// What moves.
  public var effect: TransitionEffect
  /// The pacing; `nil` is the effect's own.
  public var timing: TransitionTiming?
  /// Whether the duration follows the distance views travel
  /// (``TransitionTiming/automaticDuration(forDistance:)``) instead of the pacing's own.
  public var usesAutomaticDuration = false
  /// Whether Reduce Motion replaces the effect with a short cross-fade (on by default, as
  /// Apple's guidance asks). Turn it off only for effects that are themselves gentle.
  public var respectsReduceMotion = true
  /// The modal presentation the transition asks for when it presents; `nil` presents full
  /// screen.
  public var presentation: Presentation?
  /// The gestures that can drive the transition.
  public var interactions: [TransitionInteraction] = []
  /// How a released gesture decides between finishing and cancelling (threshold 0.5, a
  /// flick, the projected release).
  public var completionPolicy = CompletionPolicy()
  /// How the transition completes after a release, carrying on at the gesture's speed.
  public var completionTiming = CompletionTiming.default

  /// Creates a transition from an effect.
  ///
  /// - Parameters:
  ///   - effect: What moves.
  ///   - timing: The pacing; `nil` is the effect's own.
  public init(_ effect: TransitionEffect, timing: TransitionTiming? = nil) {
    self.effect = effect
    self.timing = timing
  }

  /// The transition's name: its effect's.
  public var name: String { effect.name }

  /// The pacing a scene plays with: the transition's or the effect's, stretched to the
  /// automatic duration when asked, or the Reduce Motion cross-fade's.
  ///
  /// - Parameter scene: The scene.
  /// - Returns: The pacing.
  public func resolvedTiming(for scene: TransitionScene) -> TransitionTiming {
    if playsReducedMotion(in: scene) { return .reducedMotion }
    let timing = self.timing ?? effect.defaultTiming
    guard usesAutomaticDuration else { return timing }
    return timing.withDuration(
      TransitionTiming.automaticDuration(forDistance: Self.travelDistance(in: scene)))
  }

  /// Compiles a scene into the timeline a host plays.
  ///
  /// - Parameter scene: The scene, forward or back.
  /// - Returns: The timeline.
  public func timeline(for scene: TransitionScene) -> Timeline {
    let timing = resolvedTiming(for: scene)
    guard scene.prefersReducedMotion, respectsReduceMotion else {
      return fadingPresentationDimming(effect.timeline(for: scene, timing: timing), scene, timing)
    }
    // Reduce Motion: tagged views keep only their fades, and a moving effect becomes the
    // cross-fade.
    var calm = scene
    for index in calm.elements.indices {
      let opacity = ElementStyle(calm.elements[index].modifiers).opacity
      calm.elements[index].modifiers =
        opacity == 1 ? [] : [ElementModifier { $0.opacity = opacity }]
    }
    let chosen = playsReducedMotion(in: scene) ? Transition.fade.effect : effect
    return fadingPresentationDimming(chosen.timeline(for: calm, timing: timing), scene, timing)
  }

  /// The timeline with the custom presentation's dimming fading in (present) or out
  /// (dismiss) over it, beneath everything, when the presentation dims.
  func fadingPresentationDimming(
    _ timeline: Timeline, _ scene: TransitionScene, _ timing: TransitionTiming
  ) -> Timeline {
    guard scene.operation.kind == .modal, scene.presentationStyle == .custom,
      presentation?.dimming != nil
    else { return timeline }
    var curve = TimingCurve.easeInOut
    if case .curve(let own, _) = timing { curve = own }
    let presenting = scene.operation == .present
    let fade = Track(
      .opacity, of: .presentationDimming, from: presenting ? 0 : 1, to: presenting ? 1 : 0,
      curve: curve, duration: timeline.duration)
    return Timeline(
      nodes: [TimelineNode(.presentationDimming)] + timeline.nodes,
      tracks: timeline.tracks + [fade], duration: timeline.duration)
  }

  /// Whether the scene gets the Reduce Motion cross-fade instead of the effect.
  func playsReducedMotion(in scene: TransitionScene) -> Bool {
    scene.prefersReducedMotion && respectsReduceMotion && effect.movesViews
  }

  /// How far views travel in a scene: the longest flight of a matched view, or else the
  /// container's extent along the operation's axis.
  static func travelDistance(in scene: TransitionScene) -> Double {
    var sources: [String: CGRect] = [:]
    for element in scene.elements where element.side == .from {
      sources[element.id] = element.frame
    }
    var longest = 0.0
    for element in scene.elements where element.side == .to {
      guard let source = sources[element.id] else { continue }
      let dx = Double(element.frame.midX - source.midX)
      let dy = Double(element.frame.midY - source.midY)
      longest = max(longest, (dx * dx + dy * dy).squareRoot())
    }
    if longest > 0 { return longest }
    let size = scene.size
    return Double(scene.operation.naturalAxis == .horizontal ? size.width : size.height)
  }
}
