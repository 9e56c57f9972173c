// Effects that scale screens in place as they fade.

extension Transition {
  /// Zooming in: the incoming screen grows from 80 % as it fades in; the outgoing one grows
  /// to 120 % as it fades out.
  public static var zoom: Transition {
    zoomEffect("zoom", incomingScale: 0.8, outgoingScale: 1.2)
  }

  /// Zooming out: the incoming screen shrinks from 120 % as it fades in; the outgoing one
  /// shrinks to 80 % as it fades out.
  public static var zoomOut: Transition {
    zoomEffect("zoomOut", incomingScale: 1.2, outgoingScale: 0.8)
  }

  static func zoomEffect(_ name: String, incomingScale: Double, outgoingScale: Double)
    -> Transition
  {
    Transition(
      TransitionEffect(name: name) { builder in
        builder.addScreens()
        builder.animate(.transform, of: .to, from: .scale(incomingScale), to: .identity)
        builder.animate(.opacity, of: .to, from: 0, to: 1)
        guard !builder.isModal else { return }
        builder.animate(.transform, of: .from, from: .identity, to: .scale(outgoingScale))
        builder.animate(.opacity, of: .from, from: 1, to: 0)
      })
  }
}
