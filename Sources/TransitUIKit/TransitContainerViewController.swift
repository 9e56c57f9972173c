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

    /// Whether a switch is in flight; a switch asked for meanwhile is refused.
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

    /// The container forwards its own appearance to the child on screen, and makes the
    /// children's calls of a switch itself (`AppearanceSequence`).
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Tells the child on screen it is about to appear.
    ///
    /// - Parameter animated: Whether the appearance animates.
    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      shownChild?.beginAppearanceTransition(true, animated: animated)
    }

    /// Tells the child on screen it appeared.
    ///
    /// - Parameter animated: Whether the appearance animated.
    open override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      shownChild?.endAppearanceTransition()
    }

    /// Tells the child on screen it is about to disappear.
    ///
    /// - Parameter animated: Whether the disappearance animates.
    open override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      shownChild?.beginAppearanceTransition(false, animated: animated)
    }

    /// Tells the child on screen it disappeared.
    ///
    /// - Parameter animated: Whether the disappearance animated.
    open override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      shownChild?.endAppearanceTransition()
    }

    /// The selected child, if its view is in the container's.
    private var shownChild: UIViewController? {
      guard let child = selectedViewController, child.viewIfLoaded?.superview === transitionView
      else { return nil }
      return child
    }

    /// Switches to a child, by the engine's `ChildSwitchDecision`: the selected child or an
    /// index out of range changes nothing, a switch while another is in flight is refused
    /// (with a diagnostic), and a switch that cannot animate swaps the views at once.
    ///
    /// - Parameters:
    ///   - index: The child's index.
    ///   - animated: Whether to animate (with the delegate's animator).
    open func setSelectedIndex(_ index: Int, animated: Bool) {
      guard viewControllers.indices.contains(index) else { return }
      let from = selectedViewController
      let to = viewControllers[index]
      let decision = ChildSwitchDecision(
        isAlreadySelected: index == selectedIndex && from != nil,
        isTransitioning: isTransitioning, isViewLoaded: isViewLoaded, animated: animated,
        hasSelection: from != nil, isOnScreen: viewIfLoaded?.window != nil)
      switch decision {
      case .ignore: return
      case .refuseWhileTransitioning:
        transit.report(
          .requestDuringTransition,
          "switch to <\(type(of: to))> ignored: <\(type(of: self))> is still transitioning")
        return
      case .selectOnly:
        selectedIndex = index
        return
      case .swapInstantly:
        swapInstantly(to: index)
        return
      case .animateIfGivenAnAnimator: break
      }
      guard let from,
        let animator = delegate?.containerViewController(
          self, animationControllerForTransitionFrom: from, to: to)
      else {
        swapInstantly(to: index)
        return
      }
      let interaction = delegate?.containerViewController(self, interactionControllerFor: animator)
      animate(from: from, to: index, with: animator, interaction: interaction)
    }

    /// Shows a child at once: unanimated appearance calls while on screen.
    private func swapInstantly(to index: Int) {
      let from = selectedViewController
      let to = viewControllers[index]
      let onScreen = viewIfLoaded?.window != nil
      let appearance = AppearanceSequence(switchingIn: .container, animated: false)
      if onScreen { Self.perform(appearance, at: .willBegin, incoming: to, outgoing: from) }
      selectedIndex = index
      if let fromView = from?.viewIfLoaded, fromView.superview === transitionView {
        fromView.removeFromSuperview()
      }
      show(to)
      updateSystemAppearance()
      if onScreen {
        Self.perform(appearance, at: .didEnd(completed: true), incoming: to, outgoing: from)
      }
    }

    /// Plays a switch with an animator; the selection changes at once and goes back if the
    /// switch is cancelled, as UIKit's tab bar controller does.
    private func animate(
      from: UIViewController, to index: Int,
      with animator: any UIViewControllerAnimatedTransitioning,
      interaction: (any UIViewControllerInteractiveTransitioning)?
    ) {
      let to = viewControllers[index]
      let previousIndex = selectedIndex
      selectedIndex = index
      isTransitioning = true
      let appearance = AppearanceSequence(switchingIn: .container, animated: true)
      Self.perform(appearance, at: .willBegin, incoming: to, outgoing: from)
      // The app's animator may never complete, or complete twice: the engine's watch
      // reports either through the container's installer.
      var watch = TransitionCompletionWatch(
        name: "<\(type(of: from))> → <\(type(of: to))>", startedAt: CACurrentMediaTime(),
        duration: animator.transitionDuration(using: nil), diagnostics: transit.diagnostics)
      let context = TransitContainerTransitionContext(
        container: transitionView, from: from, to: to, animated: true,
        interactive: interaction != nil
      ) { [weak self] completed in
        guard watch.complete(), let self else { return }
        if completed {
          from.view.removeFromSuperview()
          self.show(to)
          self.updateSystemAppearance()
        } else {
          to.view.removeFromSuperview()
          self.selectedIndex = previousIndex
        }
        Self.perform(appearance, at: .didEnd(completed: completed), incoming: to, outgoing: from)
        animator.animationEnded?(completed)
        self.isTransitioning = false
      }
      if let deadline = watch.deadline {
        TransitTimer.schedule(at: deadline) { [weak context] in
          if watch.check(at: CACurrentMediaTime()) { context?.completeTransition(false) }
        }
      }
      if let interaction {
        interaction.startInteractiveTransition(context)
      } else {
        animator.animateTransition(using: context)
      }
    }

    /// Asks UIKit to read the status bar, home indicator and deferred edges again, which
    /// follow the child on screen.
    private func updateSystemAppearance() {
      setNeedsStatusBarAppearanceUpdate()
      setNeedsUpdateOfHomeIndicatorAutoHidden()
      setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }

    /// Makes the engine's appearance calls of a switch at a moment on its two children.
    private static func perform(
      _ sequence: AppearanceSequence, at moment: AppearanceSequence.Moment,
      incoming: UIViewController, outgoing: UIViewController?
    ) {
      for call in sequence.calls(at: moment) {
        switch call {
        case .begin(let child, let isAppearing):
          (child == .incoming ? incoming : outgoing)?.beginAppearanceTransition(
            isAppearing, animated: sequence.isAnimated)
        case .end(let child):
          (child == .incoming ? incoming : outgoing)?.endAppearanceTransition()
        }
      }
    }
  }
#endif
