#if canImport(UIKit)
  import UIKit

  /// The target of a gesture recognizer that calls a closure: a recognizer takes a target
  /// and a selector, and does not keep its target, so whoever installs the recognizer keeps
  /// this too.
  @MainActor
  final class GestureTarget: NSObject {
    private let action: @MainActor (UIGestureRecognizer) -> Void
    /// The recognizer it is the target of, so it can be let go with it.
    private(set) weak var recognizer: UIGestureRecognizer?

    /// Creates a target and adds it to a recognizer.
    ///
    /// - Parameters:
    ///   - recognizer: The recognizer whose actions it receives.
    ///   - action: What to do at each of the recognizer's actions.
    init(
      _ recognizer: UIGestureRecognizer,
      action: @escaping @MainActor (UIGestureRecognizer) -> Void
    ) {
      self.action = action
      self.recognizer = recognizer
      super.init()
      recognizer.addTarget(self, action: #selector(handle(_:)))
    }

    @objc private func handle(_ recognizer: UIGestureRecognizer) {
      action(recognizer)
    }
  }
#endif
