#if canImport(UIKit)
  import Transit
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

    /// Whether a switch is in flight; a switch asked for meanwhile is ignored.
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
      let appearance = AppearanceSequence(switchingIn: .container, animated: animator != nil)
      Self.perform(appearance, at: .willBegin, incoming: to, outgoing: from)
      // The app's animator may never complete, or complete twice: the engine's watch
      // reports either through the container's installer.
      var watch = TransitionCompletionWatch(
        name: "<\(type(of: from))> → <\(type(of: to))>", startedAt: CACurrentMediaTime(),
        duration: animator?.transitionDuration(using: nil), diagnostics: transit.diagnostics)
      let context = TransitContainerTransitionContext(
        container: transitionView, from: from, to: to, animated: animator != nil,
        interactive: interaction != nil
      ) { [weak self] completed in
        guard watch.complete() else { return }
        self?.finishSwitch(
          from: from, to: to, index: index, completed: completed, appearance, animator)
      }
      if let deadline = watch.deadline {
        TransitTimer.schedule(at: deadline) { [weak context] in
          if watch.check(at: CACurrentMediaTime()) { context?.completeTransition(false) }
        }
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
      _ appearance: AppearanceSequence, _ animator: (any UIViewControllerAnimatedTransitioning)?
    ) {
      if completed {
        from.view.removeFromSuperview()
        selectedIndex = index
        to.view.frame = transitionView.bounds
      } else {
        to.view.removeFromSuperview()
      }
      Self.perform(appearance, at: .didEnd(completed: completed), incoming: to, outgoing: from)
      animator?.animationEnded?(completed)
      isTransitioning = false
    }

    /// Makes the engine's appearance calls of a switch at a moment on its two children.
    private static func perform(
      _ sequence: AppearanceSequence, at moment: AppearanceSequence.Moment,
      incoming: UIViewController, outgoing: UIViewController
    ) {
      for call in sequence.calls(at: moment) {
        switch call {
        case .begin(let child, let isAppearing):
          (child == .incoming ? incoming : outgoing).beginAppearanceTransition(
            isAppearing, animated: sequence.isAnimated)
        case .end(let child):
          (child == .incoming ? incoming : outgoing).endAppearanceTransition()
        }
      }
    }
  }
#endif
