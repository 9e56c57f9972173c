import Foundation

// What a presentation leaves on the presenter, which a presentation controller gives it
// again at a new size (PresentationControllerState.presenterTransform).

extension Transition {
  /// The presenter's transform once this transition has presented a screen in a container
  /// of a size: the last value the presenter's transform tracks reach, identity when none
  /// moves it.
  ///
  /// - Parameter size: The container's size.
  /// - Returns: The transform the presentation leaves on the presenter.
  func presenterTransformWhenPresented(in size: CGSize) -> Transform3D {
    let bounds = CGRect(origin: .zero, size: size)
    let scene = TransitionScene(
      operation: .present, containerBounds: bounds, toFrame: presentation?.frame(in: bounds),
      presentationStyle: presentation == nil ? .fullScreen : .custom)
    let last = timeline(for: scene).tracks(of: .from)
      .filter { $0.property == .transform }
      .max { $0.endTime < $1.endTime }
    guard case .transform(let transform) = last?.values.last else { return .identity }
    return transform
  }
}
