#if canImport(UIKit)
  import UIKit

  /// A custom container view controller that switches between children with UIKit's
  /// transition protocols, as the twin of the stage's `StageContainerViewController`:
  /// `container.transit.transition = .slide` animates every switch.
  ///
  /// ```swift
  /// let container = TransitContainerViewController(viewControllers: [feed, search, profile])
  /// container.transit.transition = .slide.interactive(.swipeBetweenTabs)
  /// container.setSelectedIndex(2, animated: true)
  /// ```
  ///
  /// The rules of DESIGN.md apply: the animator adds the incoming view to the container;
  /// the container removes the outgoing one when the transition completes, and the
  /// incoming one when it is cancelled. Children get their appearance callbacks.
  @MainActor
  open class TransitContainerViewController: UIViewController {
    /// The delegate that supplies animators (held weakly, as UIKit holds delegates).
    public weak var delegate: (any TransitContainerViewControllerDelegate)?

    /// The children, in order.
    public private(set) var viewControllers: [UIViewController]

    /// The index of the child on screen.
    public private(set) var selectedIndex = 0

    /// The view the children's views live in.
    public let transitionView = UIView()

    /// Whether a switch is in flight; another switch waits for it to end.
    public private(set) var isTransitioning = false

    /// Creates a container.
    ///
    /// - Parameter viewControllers: The children; the first is shown.
    public init(viewControllers: [UIViewController]) {
      self.viewControllers = viewControllers
      super.init(nibName: nil, bundle: nil)
      for child in viewControllers { addChild(child) }
      for child in viewControllers { child.didMove(toParent: self) }
    }

    /// Not available: create a container in code.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) {
      nil
    }

    /// The child on screen.
    public var selectedViewController: UIViewController? {
      viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// Sets up the transition view and shows the selected child.
    open override func viewDidLoad() {
      super.viewDidLoad()
      transitionView.frame = view.bounds
      transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(transitionView)
      if let child = selectedViewController {
        child.view.frame = transitionView.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(child.view)
      }
    }

    /// Switches to a child. An index out of range, the selected index, or a switch while
    /// another is in flight is ignored.
    ///
    /// - Parameters:
    ///   - index: The child's index.
    ///   - animated: Whether to animate (with the delegate's animator).
    open func setSelectedIndex(_ index: Int, animated: Bool) {
      guard viewControllers.indices.contains(index), index != selectedIndex, !isTransitioning,
        let from = selectedViewController
      else { return }
      let to = viewControllers[index]
      guard isViewLoaded else {
        selectedIndex = index
        return
      }
      let animator =
        animated
        ? delegate?.containerViewController(
          self, animationControllerForTransitionFrom: from, to: to)
        : nil
      let interaction = animator.flatMap {
        delegate?.containerViewController(self, interactionControllerFor: $0)
      }
      isTransitioning = true
      from.beginAppearanceTransition(false, animated: animator != nil)
      to.beginAppearanceTransition(true, animated: animator != nil)
      let context = TransitContainerTransitionContext(
        container: transitionView, from: from, to: to, animated: animator != nil,
        interactive: interaction != nil
      ) { [weak self] completed in
        self?.finishSwitch(from: from, to: to, index: index, completed: completed, animator)
      }
      guard let animator else {
        transitionView.addSubview(to.view)
        to.view.frame = transitionView.bounds
        context.completeTransition(true)
        return
      }
      if let interaction {
        interaction.startInteractiveTransition(context)
      } else {
        animator.animateTransition(using: context)
      }
    }

    /// Ends a switch by the rules: the outgoing view leaves when completed, the incoming
    /// one when cancelled; both children hear how it ended.
    private func finishSwitch(
      from: UIViewController, to: UIViewController, index: Int, completed: Bool,
      _ animator: (any UIViewControllerAnimatedTransitioning)?
    ) {
      if completed {
        from.view.removeFromSuperview()
        selectedIndex = index
        to.view.frame = transitionView.bounds
      } else {
        to.view.removeFromSuperview()
        // A cancel turns the callbacks round: the incoming child disappears again.
        to.beginAppearanceTransition(false, animated: true)
        from.beginAppearanceTransition(true, animated: true)
      }
      from.endAppearanceTransition()
      to.endAppearanceTransition()
      animator?.animationEnded?(completed)
      isTransitioning = false
    }
  }

  /// The transition context of a ``TransitContainerViewController`` switch.
  @MainActor
  final class TransitContainerTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    let presentationStyle = UIModalPresentationStyle.custom
    let targetTransform = CGAffineTransform.identity

    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private var onComplete: ((Bool) -> Void)?

    init(
      container: UIView, from: UIViewController, to: UIViewController, animated: Bool,
      interactive: Bool, completion: @escaping (Bool) -> Void
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

    /// Rule 7: the first call counts; later ones are ignored.
    func completeTransition(_ didComplete: Bool) {
      let complete = onComplete
      onComplete = nil
      complete?(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
      controllers[key]
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
      switch key {
      case .from: controllers[.from]?.view
      case .to: controllers[.to]?.view
      default: nil
      }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
      vc === controllers[.from] ? containerView.bounds : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
      vc === controllers[.to] ? containerView.bounds : .zero
    }
  }
#endif
