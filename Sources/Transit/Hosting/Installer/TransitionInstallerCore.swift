/// The logic of `viewController.transit`, written once for every host: which transition a
/// screen is shown with, which animator answers a delegate's question, when that animator
/// is also the interaction controller, which gestures go on screen, and what each phase
/// of a gesture does to the transition.
///
/// A host's installer (`ViewControllerTransit` in TransitUIKit, `ViewControllerTransit`
/// on the stage) owns one, answers its container's delegate protocols by asking it, builds
/// the recognizers its ``TransitionGesturePlan``s name, and reports their phases:
///
/// ```swift
/// func navigationController(_ navigationController: UINavigationController,
///   animationControllerFor operation: UINavigationController.Operation,
///   from fromVC: UIViewController, to toVC: UIViewController
/// ) -> (any UIViewControllerAnimatedTransitioning)? {
///   core.animator(for: operation == .push ? .push(toVC) : .pop(fromVC)).map(TransitAnimator.init)
/// }
/// ```
///
/// - `Screen`: the host's view controller type.
/// - `Recognizer`: the host's gesture recognizer type.
/// - `Context`: the host's transition context, which the animators it makes play in.
@MainActor
public final class TransitionInstallerCore<
  Screen: AnyObject, Recognizer: AnyObject, Context: TransitionHostContext
> {
  /// The animator logic this core makes for each transition.
  public typealias Animator = TransitionAnimatorCore<Context>

  /// The transitions screens were shown with, and the default.
  public var registry = TransitionRegistry<Screen>()
  /// The transition the screen this installer belongs to was presented with, used again to
  /// dismiss it.
  public var presentation: Transition?

  /// What a presentation controller for ``presentation`` starts from, with this installer's
  /// diagnostics; `nil` when the transition asks for no presentation (UIKit's own plays).
  public var presentationControllerState: PresentationControllerState? {
    guard let presentation, let layout = presentation.presentation else { return nil }
    return PresentationControllerState(layout, transition: presentation, diagnostics: diagnostics)
  }
  /// The animator this installer made last, while it lives: a gesture grabs it.
  public internal(set) weak var animatorInFlight: Animator?
  /// Whether the transition about to start is begun by a gesture.
  public internal(set) var gestureIsStarting = false
  /// The animator made while a gesture was starting its transition.
  weak var animatorStartedByGesture: Animator?
  /// The gesture that started ``animatorStartedByGesture``, until it takes hold of it.
  var gestureThatStartedAnimator: TransitionGestureKey?
  /// The gesture whose phase is being routed now.
  var routedGesture: TransitionGestureKey?
  /// The installer whose transitions this screen's own gestures start, when it is not this
  /// one (``routesScreenGestures(to:)``); weak, as the stack can go first.
  weak var screenGestureOwner: TransitionInstallerCore?
  /// The recognizers installed, by the gesture they serve.
  var installed: [TransitionGestureKey: Recognizer] = [:]
  /// The gesture driving the transition now: the phases of any other are ignored, so one
  /// recognizer drives a transition at a time.
  var drivingGesture: TransitionGestureKey?
  /// The neighbour a swipe between children chose when it began, and whether the finger
  /// was moving left then.
  var swipeChoice: (direction: GestureProgress.Direction, movesLeft: Bool)?
  /// Where each pull that shares its screen with scroll views stands in taking over from
  /// them (``ScrollHandOver``).
  var scrollHandOvers: [TransitionGestureKey: ScrollHandOver] = [:]

  /// Where this installer's diagnostics go; one line each on standard error by default.
  public var diagnostics = TransitDiagnostics.standardError
  /// Whether this installer has been its container's delegate (so a foreign delegate found
  /// there later replaced it).
  var hasAdoptedDelegate = false
  /// Whether the back swipe already reported stepping aside for a replaced delegate.
  var reportedStepAside = false
  /// Whether the screen this installer belongs to may be swiped back with Transit's
  /// transition.
  public var allowsBackSwipe = true

  /// Creates an installer core with no transitions remembered.
  public init() {}

  // MARK: - Transitions

  /// The transition a container plays for the screens it shows when none was given for
  /// them.
  public var defaultTransition: Transition? {
    get { registry.defaultTransition }
    set { registry.defaultTransition = newValue }
  }

  /// Whether the container this installer belongs to should have a swipe between its
  /// children: its default transition declares `.swipeBetweenTabs`.
  public var wantsSwipeBetweenChildren: Bool {
    defaultTransition?.interactions.contains(.swipeBetweenTabs) ?? false
  }

  /// The presentation style a screen presented with a transition needs: `.custom` when the
  /// transition has a ``Presentation`` (a card, a sheet), `.fullScreen` otherwise.
  ///
  /// - Parameter transition: The transition.
  /// - Returns: The style.
  public static func presentationStyle(for transition: Transition) -> ModalPresentationStyle {
    transition.presentation == nil ? .fullScreen : .custom
  }

  /// The line to report when presenting a screen with a transition replaces settings the
  /// app had made on it (docs/design.md#u23): a modal presentation style other than the platform's
  /// default and other than the one the transition needs, or a transitioning delegate of
  /// the app's.
  ///
  /// - Parameters:
  ///   - screen: How the screen is named in the line.
  ///   - appStyle: The name of the style the app had set (UIKit's spelling: `pageSheet`,
  ///     `overFullScreen`…); `nil` when it is the platform's default.
  ///   - appDelegate: A description of the app's transitioning delegate; `nil` when there
  ///     is none, or it is Transit's.
  ///   - transition: The transition it is presented with.
  /// - Returns: The line, or `nil` when nothing of the app's is replaced.
  public static func presentationReplacement(
    of screen: String, appStyle: String?, appDelegate: String?, transition: Transition
  ) -> String? {
    let style = presentationStyle(for: transition)
    var replaced: [String] = []
    if let appStyle, appStyle != "\(style)" {
      replaced.append("modalPresentationStyle .\(appStyle) with .\(style)")
    }
    if let appDelegate { replaced.append("transitioningDelegate \(appDelegate) with Transit's") }
    guard !replaced.isEmpty else { return nil }
    return "presentation of \(screen) replaced what the app had set: "
      + replaced.joined(separator: ", ")
      + "; present it without Transit, or express the look with a Presentation"
  }

  /// The transition to play for a request, and the operation it plays for; `nil` leaves
  /// the host's own animation (or none).
  ///
  /// A pop plays the popped screen's transition; a screen pushed without Transit is left
  /// to the system, its back swipe included.
  ///
  /// - Parameter request: What the delegate is asked.
  /// - Returns: The transition and operation, or `nil`.
  public func transition(for request: TransitionRequest<Screen>)
    -> (transition: Transition, operation: TransitionOperation)?
  {
    let transition: Transition?
    let operation: TransitionOperation
    switch request {
    case .push(let screen):
      (transition, operation) = (registry.transition(for: screen), .push)
    case .pop(let screen):
      (transition, operation) = (registry.transition(for: screen), .pop)
    case .switching(let from, let to, let children, let kind):
      guard
        let switching = TransitionOperation.switching(from: from, to: to, among: children, in: kind)
      else { return nil }
      (transition, operation) = (registry.transition(for: to), switching)
    case .presentation: (transition, operation) = (presentation, .present)
    case .dismissal: (transition, operation) = (presentation, .dismiss)
    }
    return transition.map { ($0, operation) }
  }

  /// The animator logic for a request, if a transition applies: it starts driven when a
  /// gesture is beginning the transition, and becomes the animator in flight.
  ///
  /// - Parameters:
  ///   - request: What the delegate is asked.
  ///   - gesture: The gesture whose recognizer is beginning and made the host start this
  ///     transition itself (the system's back swipe pops before Transit hears of it), if any.
  /// - Returns: The animator core for the host's animator to wrap, or `nil`.
  public func animator(
    for request: TransitionRequest<Screen>, startedBy gesture: TransitionGestureKey? = nil
  ) -> Animator? {
    guard let (transition, operation) = transition(for: request) else { return nil }
    let animator = Animator(transition, operation: operation)
    let byGesture = gestureIsStarting || gesture != nil
    animator.startsInteractively = byGesture
    if byGesture {
      animatorStartedByGesture = animator
      gestureThatStartedAnimator = gesture ?? routedGesture
    }
    animatorInFlight = animator
    return animator
  }

  /// Whether a transition Transit made an animator for has not completed yet: in flight,
  /// or asked for and not yet started (UIKit starts it on a later turn), so a gesture
  /// must not begin another (a fast double swipe pops once).
  public var hasTransitionPending: Bool {
    guard let animator = animatorInFlight else { return false }
    return !animator.hasCompleted
  }

  /// Whether an animator's transition starts driven by a gesture, its interaction
  /// controller's `wantsInteractiveStart` (docs/design.md#r8: interactive only while a
  /// gesture drives it).
  ///
  /// - Parameter animator: The animator UIKit (or the stage) offers, if it is Transit's.
  /// - Returns: Whether the transition starts interactive.
  public func isInteractive(_ animator: Animator?) -> Bool {
    animator?.startsInteractively ?? false
  }
}
