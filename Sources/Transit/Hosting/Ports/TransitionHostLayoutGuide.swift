import Foundation

/// A layout guide, as `UILayoutGuide` and the stage's guides spell it: the view's keyboard
/// layout guide (`keyboardLayoutGuide`).
@MainActor
public protocol TransitionHostLayoutGuide: AnyObject {
  /// The guide's rectangle in its view's coordinates.
  var layoutFrame: CGRect { get }
}
