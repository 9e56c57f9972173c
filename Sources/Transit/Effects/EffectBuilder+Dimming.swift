extension EffectBuilder {
  /// Adds a black dimming over everything added so far, fading in to an opacity, unless a
  /// custom presentation is on screen: its presentation controller owns the dimming then,
  /// so that it stays while the screen is presented (and takes the taps that dismiss).
  ///
  /// - Parameter opacity: The dimming's final opacity.
  public mutating func addDimming(to opacity: Double) {
    guard !(scene.operation.kind == .modal && scene.presentationStyle == .custom) else { return }
    add(TimelineNode(.dimming, content: .fill(.black), frame: scene.containerBounds))
    animate(.opacity, of: .dimming, from: 0, to: opacity)
  }
}
