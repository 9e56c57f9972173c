import Transit

/// How a scenario's modal operations present the detail screen.
public enum ScenarioModalStyle: String, CaseIterable, Sendable, Hashable {
  /// UIKit's `.fullScreen`: the transition without a ``Presentation``; the photo grid
  /// leaves the window once the presentation ends.
  case fullScreen = "full-screen"
  /// UIKit's `.custom`: the transition's own ``Presentation``, or the bottom two thirds
  /// (``Presentation/twoThirds``) when it has none; the photo grid stays behind.
  case custom

  /// The transition a modal operation plays in this style.
  ///
  /// - Parameter transition: The transition as the catalogue or the user gives it.
  /// - Returns: The transition with its presentation set for the style.
  public func applied(to transition: Transition) -> Transition {
    switch self {
    case .fullScreen: transition.presentation(nil)
    case .custom: transition.presentation(transition.presentation ?? .twoThirds)
    }
  }
}
