// Effects that choose: none, by operation, or one for each direction.

extension Transition {
  /// No animation: the screens change at once, with the container rules still followed.
  public static var none: Transition {
    Transition(
      TransitionEffect(
        name: "none", defaultTiming: .curve(.linear, duration: 0), movesViews: false
      ) { builder in
        builder.addScreens()
      })
  }

  /// The usual effect for the operation: a push for navigation, a slide for tabs, a cover
  /// from the bottom for modals, a cross-fade for custom containers.
  public static var auto: Transition {
    Transition(
      TransitionEffect(name: "auto") { scene, timing in
        let chosen: Transition =
          switch scene.operation.kind {
          case .navigation: .push()
          case .tab: .slide
          case .modal: .cover(.up)
          case .container: .fade
          }
        return chosen.effect.timeline(for: scene, timing: timing)
      })
  }

  /// One effect for going forward (push, present, a later tab) and another for going back.
  ///
  /// The back effect describes the back operation as it plays: its `"from"` is the screen
  /// leaving, so `.selectBy(presenting: .push(.left), dismissing: .pull(.right))` pushes in
  /// from the right and pulls back out to the right.
  ///
  /// - Parameters:
  ///   - presenting: The effect forward.
  ///   - dismissing: The effect back, played as described.
  /// - Returns: The transition.
  public static func selectBy(presenting: Transition, dismissing: Transition) -> Transition {
    let forward = presenting.effect
    let back = dismissing.effect
    var transition = Transition(
      TransitionEffect(
        name: "selectBy(\(forward.name), \(back.name))", defaultTiming: forward.defaultTiming,
        movesViews: forward.movesViews || back.movesViews
      ) { scene, timing in
        guard !scene.operation.isForward else { return forward.compile(scene, timing) }
        // Describe the back operation as a forward one, so the effect plays as written.
        var asForward = scene
        asForward.operation = scene.operation.inverse
        asForward.isBackPlayedAsWritten = true
        return back.compile(asForward, timing)
      })
    transition.presentation = presenting.presentation
    return transition
  }
}
