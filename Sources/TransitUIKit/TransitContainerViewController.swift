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
  /// incoming one when it is cancelled. Children get their appearance callbacks. The
  /// status bar and home indicator follow the child on screen. A custom container has no
  /// transition coordinator (UIKit gives one only to its own containers), so a child's
  /// `transitionCoordinator?.animate(alongsideTransition:)` does nothing here.
  @MainActor
  open class TransitContainerViewController: UIViewController {
    /// The delegate that supplies animators (held weakly, as UIKit holds delegates).
    public weak var delegate: (any TransitContainerViewControllerDelegate)?

    /// The children, in order. Setting them replaces the old ones and shows the first.
    public var viewControllers: [UIViewController] {
      didSet { replaceChildren(oldValue) }
    }

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

    /// Creates a container from a storyboard or nib, with no children yet: set
    /// ``viewControllers`` (in `awakeFromNib` or before it is shown).
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
      viewControllers = []
      super.init(coder: coder)
    }

    /// Swaps the old children for the new, as UIKit's containment asks, and shows the first.
    private func replaceChildren(_ old: [UIViewController]) {
      for child in old where !viewControllers.contains(child) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
      }
      for child in viewControllers where child.parent !== self {
        addChild(child)
        child.didMove(toParent: self)
      }
      selectedIndex = 0
      guard isViewLoaded else { return }
      for view in transitionView.subviews { view.removeFromSuperview() }
      if let child = selectedViewController { show(child) }
    }

    /// Puts a child's view in the transition view, filling it as the container resizes.
    private func show(_ child: UIViewController) {
      child.view.frame = transitionView.bounds
      child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if child.view.superview !== transitionView { transitionView.addSubview(child.view) }
    }

    /// The child on screen decides the status bar's style.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    /// The child on screen decides whether the status bar shows.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }
    /// The child on screen decides whether the home indicator hides.
    open override var childForHomeIndicatorAutoHidden: UIViewController? {
      selectedViewController
    }
    /// The child on screen decides which edges defer system gestures.
    open override var childForScreenEdgesDeferringSystemGestures: UIViewController? {
      selectedViewController
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
      if let child = selectedViewController { show(child) }
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
        show(to)
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
        show(to)
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
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
