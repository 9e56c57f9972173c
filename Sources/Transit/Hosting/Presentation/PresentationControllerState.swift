import Foundation

/// What a host's presentation controller keeps while it plays a ``Presentation``: the
/// presentation, the transition that presents it, where diagnostics go, and what it
/// changed on the two screens, to put back.
///
/// Every host keeps the same state (``PresentationControllerHost/state``); the engine reads
/// and writes it.
public struct PresentationControllerState: Sendable {
  /// The presentation played.
  public let presentation: Presentation
  /// The transition that presents the screen, whose end state a presenter that stays on
  /// screen takes again when the container changes size; `nil` when there is none.
  public let transition: Transition?
  /// Where its diagnostics go (the presenting installer's).
  public var diagnostics: TransitDiagnostics
  /// The presenter's transform and opacity from before the presentation, to put back after
  /// the dismissal.
  public var presenterRest: LayerRest?
  /// The presented screen's own corner rounding from before the presentation rounded it,
  /// to put back.
  public var presentedRest: CornerRounding?
  /// The container's size the presenter's transform was made for: the size the
  /// presentation began at, then each layout's while it is at rest.
  public var containerSize: CGSize?
  /// Whether the presenter is at rest behind the presented screen: the presentation has
  /// completed and no dismissal is playing.
  public var isPresenterAtRest = false
  /// Whether the presenter leaves with the dismissal playing: it was presented itself and
  /// is dismissed along (a dismissal from lower in the chain), so it neither appears nor
  /// stays.
  public var presenterLeavesWithDismissal = false

  /// Creates the state of a presentation about to play.
  ///
  /// - Parameters:
  ///   - presentation: The presentation.
  ///   - transition: The transition that presents, if any.
  ///   - diagnostics: Where diagnostics go.
  public init(
    _ presentation: Presentation, transition: Transition? = nil,
    diagnostics: TransitDiagnostics = .standardError
  ) {
    self.presentation = presentation
    self.transition = transition
    self.diagnostics = diagnostics
  }

  /// The transform a presenter laid out again at a new size takes (a rotation, a resize):
  /// if it shows the transition's end state at the old size (a card's scale back), that
  /// state at the new size; otherwise, the transform it has (one the app gave it, or one a
  /// Reduce Motion cross-fade never changed).
  ///
  /// - Parameters:
  ///   - current: The presenter's transform now.
  ///   - oldSize: The container's size it was laid out at.
  ///   - newSize: The container's new size.
  /// - Returns: Its transform at the new size.
  public func presenterTransform(
    _ current: Transform3D, laidOutFrom oldSize: CGSize, to newSize: CGSize
  ) -> Transform3D {
    guard let transition, oldSize != newSize,
      current.isClose(to: transition.presenterTransformWhenPresented(in: oldSize))
    else { return current }
    return transition.presenterTransformWhenPresented(in: newSize)
  }
}
