#if canImport(UIKit) || TRANSIT_STAGE
  #if !TRANSIT_STAGE
    import UIKit
  #endif

  /// The transition context of a ``TransitContainerViewController`` switch.
  @MainActor
  final class TransitContainerTransitionContext: ToolkitObject, UIViewControllerContextTransitioning
  {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    let presentationStyle = UIModalPresentationStyle.custom
    let targetTransform = CGAffineTransform.identity

    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let onComplete: (@MainActor (Bool) -> Void)?

    init(
      container: UIView, from: UIViewController, to: UIViewController, animated: Bool,
      interactive: Bool, completion: @escaping @MainActor (Bool) -> Void
    ) {
      containerView = container
      controllers = [.from: from, .to: to]
      isAnimated = animated
      isInteractive = interactive
      onComplete = completion
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}

    func finishInteractiveTransition() {
      isInteractive = false
      transitionWasCancelled = false
    }

    func cancelInteractiveTransition() {
      isInteractive = false
      transitionWasCancelled = true
    }

    func pauseInteractiveTransition() {
      isInteractive = true
    }

    /// docs/design.md#r7: the first call counts; the container's completion watch reports and
    /// ignores later ones.
    func completeTransition(_ didComplete: Bool) {
      onComplete?(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
      controllers[key]
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
      // UIKit's keys are an open set of strings.
      key == .from ? controllers[.from]?.view : key == .to ? controllers[.to]?.view : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
      vc === controllers[.from] ? containerView.bounds : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
      vc === controllers[.to] ? containerView.bounds : .zero
    }
  }
#endif
