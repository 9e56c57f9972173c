/// The decisions of a navigation controller driven by a binding to a path, as SwiftUI's
/// `NavigationStack(path:)` is: which side changed, the app's binding or the stack the user
/// popped, and what the other must do to agree.
///
/// The driver asks ``reconcile(binding:stack:isTransitioning:screensAbove:)`` whenever either side may
/// have changed (the binding is set, the navigation controller shows a screen, a
/// transition ends) and carries out the decision. Which side changed is a
/// ``BindingAgreement``'s decision: a path the app set wins, even over a pop the user made
/// meanwhile; a stack the user alone changed (the back button, a back swipe, the app's
/// UIKit code) is written back. An interactive pop shows the popped stack from its start
/// but may still cancel, and UIKit ignores a push during a transition, so a path set then
/// (or set twice in one turn) waits for the transition's end and the last one wins.
///
/// ```swift
/// var core = NavigationPathCore<Int>()
/// core.reconcile(binding: [1], stack: [], isTransitioning: false)  // .apply(.push(1))
/// core.reconcile(binding: [1], stack: [1], isTransitioning: true)  // .none: the push plays
/// core.reconcile(binding: [1], stack: [], isTransitioning: false)  // .writeBack([]): popped
/// ```
public struct NavigationPathCore<Element: Hashable> {
  /// What the driver does next.
  public enum Decision: Hashable {
    /// Both sides agree.
    case none
    /// A transition plays: ask again when it ends.
    case wait
    /// The app changed the binding: change the stack.
    case apply(NavigationPathStep<Element>)
    /// The stack changed without the binding: set the binding to this path.
    case writeBack([Element])
  }

  /// The binding and the stack, and the path they last agreed on.
  private var agreement: BindingAgreement<[Element]>

  /// The path the binding and the stack last agreed on.
  public var agreed: [Element] { agreement.agreed }

  /// A core whose binding and stack agree on a path.
  ///
  /// - Parameter agreed: The path both show at first; empty for a stack of its root alone.
  public init(agreed: [Element] = []) {
    agreement = BindingAgreement(agreed: agreed)
  }

  /// Decides what to do now, and takes the outcome as agreed.
  ///
  /// - Parameters:
  ///   - binding: The path the app's binding holds.
  ///   - stack: The values of the screens the stack shows above its root, bottom first, up
  ///     to the first screen that is not one of the path's.
  ///   - isTransitioning: Whether the navigation controller is in a transition.
  ///   - screensAbove: How many screens that are not the path's the stack shows above the
  ///     path's (pushed by the app's UIKit code). A longer path replaces them: a push
  ///     becomes a replacement of everything above the path's screens.
  /// - Returns: The decision.
  public mutating func reconcile(
    binding: [Element], stack: [Element], isTransitioning: Bool, screensAbove: Int = 0
  ) -> Decision {
    switch agreement.reconcile(binding: binding, shown: stack, isTransitioning: isTransitioning) {
    case .none: return .none
    case .wait: return .wait
    case .show(let path):
      guard let step = NavigationPathStep.from(stack, to: path) else { return .none }
      if case .push(let element) = step, screensAbove > 0 {
        return .apply(.replace(keeping: stack.count, adding: [element]))
      }
      return .apply(step)
    case .writeBack(let path): return .writeBack(path)
    }
  }
}

extension NavigationPathCore: Sendable where Element: Sendable {}
extension NavigationPathCore.Decision: Sendable where Element: Sendable {}
