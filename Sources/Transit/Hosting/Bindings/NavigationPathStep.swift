/// What a navigation controller does to go from the screens it shows to the ones a path
/// asks for, as SwiftUI's `NavigationStack(path:)` would animate it.
///
/// A path lists the values of the screens above the root, bottom first; two paths agree
/// where they hold equal values at the same positions, as SwiftUI identifies a stack's
/// screens.
///
/// ```swift
/// NavigationPathStep.from(["a"], to: ["a", "b"])  // .push("b")
/// NavigationPathStep.from(["a", "b", "c"], to: ["a"])  // .pop(toDepth: 1)
/// NavigationPathStep.from(["a", "b"], to: ["a", "x", "y"])
/// // .replace(keeping: 1, adding: ["x", "y"]): one animated change of the whole stack
/// ```
public enum NavigationPathStep<Element: Hashable>: Hashable {
  /// One value more on top: a push, with the value's transition.
  case push(Element)
  /// The path is the bottom of the stack: pop to the screen at `depth` (0 is the root),
  /// with the top screen's transition.
  case pop(toDepth: Int)
  /// Anything else: keep the bottom `keeping` screens, then show new screens for the values
  /// `adding`, in one animated change of the stack (`setViewControllers(_:animated:)`),
  /// which UIKit plays as a push when the new top screen is new and as a pop otherwise.
  case replace(keeping: Int, adding: [Element])

  /// The step from one path to another, or `nil` when they agree.
  ///
  /// - Parameters:
  ///   - shown: The values of the screens the stack shows above its root, bottom first.
  ///   - path: The values asked for.
  /// - Returns: The step; `nil` when there is nothing to do.
  public static func from(_ shown: [Element], to path: [Element]) -> Self? {
    let kept = zip(shown, path).prefix { $0 == $1 }.count
    switch (kept == shown.count, kept == path.count) {
    case (true, true): return nil
    case (false, true): return .pop(toDepth: kept)
    case (true, false) where path.count == kept + 1: return .push(path[kept])
    default: return .replace(keeping: kept, adding: Array(path[kept...]))
    }
  }
}

extension NavigationPathStep: Sendable where Element: Sendable {}
