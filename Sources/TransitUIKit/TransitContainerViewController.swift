#if canImport(UIKit) || TRANSIT_STAGE
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  /// A custom container view controller that switches between children with UIKit's
  /// transition protocols: `container.transit.transition = .slide` animates every switch.
  ///
  /// ```swift
  /// let container = TransitContainerViewController(viewControllers: [feed, search, profile])
  /// container.transit.transition = .slide.interactive(.swipeBetweenTabs)
  /// container.setSelectedIndex(2, animated: true)
  /// ```
  ///
  /// The rules of docs/design.md#rules apply: the animator adds the incoming view to the container;
  /// the container removes the outgoing one when the transition completes, and the
  /// incoming one when it is cancelled. Children get their appearance callbacks. The
  /// status bar and home indicator follow the child on screen. A custom container has no
  /// transition coordinator (UIKit gives one only to its own containers), so a child's
  /// `transitionCoordinator?.animate(alongsideTransition:)` does nothing here.
  @MainActor
  open class TransitContainerViewController: UIViewController {
    /// The delegate that supplies animators (held weakly, as UIKit holds delegates).
    public weak var delegate: (any TransitContainerViewControllerDelegate)?

    /// The children, the selection and the switching: the engine's, as the stage's
    /// containers use it.
    private lazy var selection = ChildContainerCore(host: childHost, kind: .container)
    /// The UIKit side of the engine's selection machinery.
    private lazy var childHost = TransitContainerChildHost(container: self)

    /// The children, in order.
    ///
    /// Setting them keeps the selection on the same child if it is still there, else at the
    /// same index, else on the first; a controller listed twice keeps its first place, and
    /// a change during a switch in flight is refused with a diagnostic.
    public var viewControllers: [UIViewController] {
      get { selection.children }
      set {
        guard !selection.refusesWhileTransitioning("replacing the children") else { return }
        selection.replaceChildren(with: newValue)
      }
    }

    /// The index of the child on screen; 0 when there are none.
    public var selectedIndex: Int { selection.selectedIndex }

    /// The view the children's views live in.
    public let transitionView = UIView()

    /// Whether a switch is in flight; a switch asked for meanwhile is refused.
    public var isTransitioning: Bool { selection.isTransitioning }

    /// The animator of the switch in flight, as UIKit's own containers keep it in their
    /// context until the switch ends.
    var switchAnimatorInFlight: (any UIViewControllerAnimatedTransitioning)?
    /// Told when an animated switch has ended, finished or cancelled: the container has no
    /// transition coordinator, so a ``TransitTabSelector`` hears the end here.
    var switchDidEnd: (@MainActor () -> Void)?

    /// Creates a container.
    ///
    /// - Parameter viewControllers: The children; the first is shown.
    public init(viewControllers: [UIViewController]) {
      super.init(nibName: nil, bundle: nil)
      selection.replaceChildren(with: viewControllers)
    }

    /// Creates a container from a storyboard or nib, with no children yet: set
    /// ``viewControllers`` (in `awakeFromNib` or before it is shown).
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Puts a child's view in the transition view, filling it as the container resizes.
    func show(_ child: UIViewController) {
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
    public var selectedViewController: UIViewController? { selection.selected }

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
      selection.containerAppearanceWillBegin(true, animated: animated)
    }

    /// Tells the child on screen it appeared.
    ///
    /// - Parameter animated: Whether the appearance animated.
    open override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      selection.containerAppearanceDidEnd()
    }

    /// Tells the child on screen it is about to disappear.
    ///
    /// - Parameter animated: Whether the disappearance animates.
    open override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      selection.containerAppearanceWillBegin(false, animated: animated)
    }

    /// Tells the child on screen it disappeared.
    ///
    /// - Parameter animated: Whether the disappearance animated.
    open override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      selection.containerAppearanceDidEnd()
    }

    /// Switches to a child, by the engine's `ChildContainerCore`: the selected child or an
    /// index out of range changes nothing, a switch while another is in flight is refused
    /// (with a diagnostic), and a switch that cannot animate swaps the views at once.
    ///
    /// - Parameters:
    ///   - index: The child's index.
    ///   - animated: Whether to animate (with the delegate's animator).
    open func setSelectedIndex(_ index: Int, animated: Bool) {
      guard viewControllers.indices.contains(index) else { return }
      let child = viewControllers[index]
      selection.select(
        child, animated: animated,
        change: "switch to <\(type(of: child))>")
    }
  }

  // The engine's custom-container host: every member the protocol asks for is one this
  // controller has.
  extension TransitContainerViewController: TransitionHostChildContainer {}
#endif
