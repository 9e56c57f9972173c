// Effects that fade screens in place and move nothing.

extension Transition {
  /// A cross-dissolve: the incoming screen fades in over the outgoing one, which fades out
  /// (in a modal, the presenter stays). Nothing moves, so Reduce Motion keeps it.
  public static var fade: Transition {
    Transition(
      TransitionEffect(name: "fade", movesViews: false) { builder in
        builder.addScreens()
        builder.animate(.opacity, of: .to, from: 0, to: 1)
        if !builder.isModal { builder.animate(.opacity, of: .from, from: 1, to: 0) }
      })
  }
}
