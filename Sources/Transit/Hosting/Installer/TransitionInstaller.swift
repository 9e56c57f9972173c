/// A host's `viewController.transit`: the few things only the host can do (push on its
/// navigation controller, present a screen, become a container's delegate), from which
/// this protocol's extension builds Transit's API once for every host: ``push(_:using:)``,
/// ``pop(using:)``, ``present(_:using:completion:)``, ``dismiss(completion:)`` and
/// ``transition``.
///
/// TransitUIKit's `ViewControllerTransit` and the stage's `ViewControllerTransit`
/// conform; a third host conforms the same way, with its own ``TransitionInstallerCore``
/// answering its delegates. Apps use the extension's API, not the host's requirements:
///
/// ```swift
/// navigationController.transit.push(detail, using: .push(.left))
/// home.transit.present(sheet, using: .card(topInset: 40))
/// ```
@MainActor
public protocol TransitionInstaller: AnyObject {
  /// The host's view controller type.
  associatedtype Screen: AnyObject
  /// The host's gesture recognizer type.
  associatedtype Recognizer: AnyObject
  /// The host's transition context, which the animators play in.
  associatedtype Context: TransitionHostContext
  /// The host's scroll view class, whose instances in a screen Transit's gestures hold
  /// or yield to.
  associatedtype ScrollView: TransitionHostScrollView
  /// The host's animation controller, which the installer returns to its container's
  /// delegate questions.
  associatedtype Animator: TransitionAnimating where Animator.Context == Context
  /// The host's custom container class, which switches children as a tab bar controller
  /// does.
  associatedtype ChildContainer: TransitionHostChildContainer
  /// The host's navigation controller delegate protocol, as an existential
  /// (`any UINavigationControllerDelegate`).
  associatedtype NavigationDelegate
  /// The host's tab bar controller delegate protocol, as an existential.
  associatedtype TabBarDelegate

  /// The installer's logic: the transitions remembered, the animator in flight, the
  /// gestures.
  var core: TransitionInstallerCore<Screen, Recognizer, Context> { get }

  /// The installer of a screen (`screen.transit`), made on first use and owned by it.
  ///
  /// - Parameter screen: The screen.
  /// - Returns: Its installer.
  static func installer(of screen: Screen) -> Self

  /// The installer of the navigation controller this installer's controller is, or is in;
  /// `nil` outside one.
  var navigationInstaller: Self? { get }

  /// The screen on top of this installer's navigation controller.
  var topScreen: Screen? { get }

  /// The container this installer's controller is (a navigation controller, a tab bar
  /// controller, a custom container), whose delegate the installer becomes, and what it
  /// is; `nil` when the controller is none.
  var delegatingContainer:
    (role: TransitionContainerRole, container: any TransitionHostDelegatingContainer)?
  { get }

  /// The controller this installer belongs to; `nil` once it is gone.
  var viewController: Screen? { get }

  /// The object the installer makes its container's delegate and its recognizers'
  /// delegate: one of the host's own, owned by the installer, that answers the toolkit's
  /// delegate protocols by asking it (so those methods stay out of the installer's API).
  var containerDelegate: AnyObject { get }

  /// A navigation delegate of the app's own that still hears what Transit does not
  /// answer; the delegate the app had set on the navigation controller when Transit took
  /// its place, unless the app names another. Held weakly, as UIKit holds delegates.
  var navigationDelegate: NavigationDelegate? { get set }

  /// A tab bar delegate of the app's own, as ``navigationDelegate`` is for a navigation
  /// controller.
  var tabBarDelegate: TabBarDelegate? { get set }

  /// The navigation controller's own back swipe (`interactivePopGestureRecognizer`), for
  /// an installer of a navigation controller; `nil` otherwise.
  var backSwipeRecognizer: Recognizer? { get }

  /// Drives the navigation controller's back swipe alongside the system: becomes its
  /// delegate, passing what Transit does not decide on to the delegate it had, and adds
  /// an action to it.
  ///
  /// - Parameters:
  ///   - recognizer: The back swipe.
  ///   - action: What its actions do; the recognizer is passed in.
  func driveBackSwipe(_ recognizer: Recognizer, action: @escaping @MainActor (Recognizer) -> Void)

  /// A screen's container: its parent, or, for a screen with none, its presenter.
  ///
  /// - Parameter screen: The screen.
  /// - Returns: The container, or `nil` at the window's root.
  static func container(of screen: Screen) -> Screen?

  /// Whether this installer's controller (or the navigation controller it pushes on) has
  /// a transition in flight, as UIKit's `transitionCoordinator` tells.
  var isTransitioning: Bool { get }

  /// The screens of this installer's navigation controller, bottom first.
  var stackedScreens: [Screen] { get }

  /// Pushes a screen, animated, on this installer's navigation controller.
  ///
  /// - Parameter screen: The screen.
  func pushScreen(_ screen: Screen)

  /// Pops the top screen, animated, from this installer's navigation controller.
  ///
  /// - Returns: The popped screen.
  func popScreen() -> Screen?

  /// The screen this installer's controller's presentation context (the topmost of its
  /// containers, which UIKit presents from) already presents, if any: UIKit refuses
  /// another presentation from it.
  var screenAlreadyPresented: Screen? { get }

  /// Presents a screen, animated, from this installer's controller.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - style: The modal presentation style to give it.
  ///   - delegate: The screen's installer's ``containerDelegate``, to make its
  ///     transitioning delegate.
  ///   - completion: Runs when the presentation ends.
  func presentScreen(
    _ screen: Screen, style: ModalPresentationStyle, transitioningDelegate delegate: AnyObject,
    completion: (@MainActor () -> Void)?)

  /// What the app had set on a screen's presentation before Transit sets its own.
  ///
  /// - Parameter screen: The screen about to be presented.
  /// - Returns: The name of its modal presentation style (UIKit's spelling) when it is not
  ///   the platform's default, and its transitioning delegate.
  static func presentationSettings(of screen: Screen) -> (style: String?, delegate: AnyObject?)

  /// Dismisses, animated, what this installer's controller presented (or the controller,
  /// if it was presented).
  ///
  /// - Parameter completion: Runs when the dismissal ends.
  func dismissScreen(completion: (@MainActor () -> Void)?)

  /// Whether this installer's controller refuses a dismissal by the user, as UIKit's
  /// `isModalInPresentation`.
  var isModalInPresentation: Bool { get }

  /// What sends messages to the delegate of this installer's controller's presentation
  /// controller (`UIAdaptivePresentationControllerDelegate`), bound to the presentation
  /// controller it has now (UIKit lets go of it once the dismissal completed).
  ///
  /// - Returns: The messenger: it returns the delegate's answer to `.shouldDismiss`
  ///   (`true` without a delegate or an answer), and `true` for the other messages.
  func presentationDelegateMessenger() -> UserDismissal.Messenger

  // MARK: Gestures

  /// The view of this installer's controller, loading it as UIKit's `view` does.
  var controllerView: Context.View? { get }

  /// Builds a recognizer of a kind (a leading-edge pan on the view's leading edge), puts it
  /// on a view with ``containerDelegate`` as its delegate, and reports each of its actions.
  ///
  /// - Parameters:
  ///   - kind: The kind of recognizer.
  ///   - view: The view it goes on.
  ///   - action: What its actions do; the recognizer is passed in.
  /// - Returns: The recognizer.
  func addRecognizer(
    _ kind: TransitionGesturePlan.Recognizer, to view: Context.View,
    action: @escaping @MainActor (Recognizer) -> Void
  ) -> Recognizer

  /// Takes a recognizer this installer added off its view.
  ///
  /// - Parameter recognizer: The recognizer.
  func removeRecognizer(_ recognizer: Recognizer)

  /// The engine's phase for a recognizer's state.
  ///
  /// - Parameter recognizer: The recognizer.
  /// - Returns: Its phase.
  static func phase(of recognizer: Recognizer) -> GesturePhase

  /// What the engine's mappers need from a recognizer, measured in a view.
  ///
  /// - Parameters:
  ///   - recognizer: The recognizer.
  ///   - view: The view its touches are measured in.
  /// - Returns: The sample.
  static func sample(of recognizer: Recognizer, in view: Context.View) -> GestureSample

  /// The size and layout direction a gesture on a view measures in.
  ///
  /// - Parameter view: The view.
  /// - Returns: Its geometry.
  static func geometry(of view: Context.View) -> GestureGeometry

  /// The first tagged view under a screen, which a matched-view drag takes hold of.
  ///
  /// - Parameter screen: The screen's view.
  /// - Returns: The view, or `nil`.
  static func matchedView(in screen: Context.View) -> Context.View?

  /// Keeps the scroll views under a screen still while a pull moves the screen: each one's
  /// content at its top, its own drag stopped (``ScrollHandOver``).
  ///
  /// - Parameter screen: The screen's view.
  static func holdScrollViews(in screen: Context.View)

  /// Keeps the zooming scroll views under a screen at their minimum zoom while a
  /// pinch-to-close moves the screen: each one's pinch in progress cancelled, its zoom scale
  /// back to its minimum (``ZoomYield``).
  ///
  /// - Parameter screen: The screen's view.
  static func holdZoom(in screen: Context.View)

  /// Whether a view is in a window (on screen, or about to be).
  ///
  /// - Parameter view: The view.
  /// - Returns: Whether its `window` is set.
  static func isInWindow(_ view: Context.View) -> Bool

  /// The selected index and the number of children of this installer's tab bar controller
  /// or container.
  var childSelection: (selected: Int?, count: Int) { get }

  /// Selects a child of this installer's tab bar controller (as a tap on its item would)
  /// or container, animated.
  ///
  /// - Parameter index: The child's index.
  /// - Returns: Whether it was selected.
  func selectChild(at index: Int) -> Bool

  /// Tells the app's tab bar delegate that a swipe selected a tab, once the switch has
  /// finished (`tabBarController(_:didSelect:)`, as after a tap).
  func didSelectChildBySwipe()
}

extension TransitionInstaller {
  /// The transition this controller plays for the screens it shows: pushes and pops of a
  /// navigation controller, switches of a tab bar or custom container. `nil` leaves the
  /// host's own animation. Setting it installs this installer as the container's delegate.
  public var transition: Transition? {
    get { core.defaultTransition }
    set {
      core.defaultTransition = newValue
      installAsDelegate()
    }
  }

  /// Pushes a screen with a transition; popping it later plays the same transition back.
  ///
  /// Called on a controller inside a navigation controller, it pushes on that one; outside
  /// one, it does nothing.
  ///
  /// - Parameters:
  ///   - screen: The screen to push.
  ///   - transition: The transition.
  public func push(_ screen: Screen, using transition: Transition) {
    let name = Self.describe(screen)
    guard let navigation = navigationInstaller else {
      report(
        .pushOutsideNavigationController,
        "push of \(name) ignored: the screen asked to push is in no navigation controller")
      return
    }
    if navigation.stackedScreens.contains(where: { $0 === screen })
      || navigation.ancestry.contains(where: { $0 === screen })
    {
      navigation.report(
        .pushOfScreenAlreadyThere,
        "push of \(name) refused: it is already in the navigation stack, or is the "
          + "navigation controller or one of its ancestors (UIKit raises for this)")
      return
    }
    navigation.reportIfTransitioning("push of \(name)")
    navigation.core.registry.remember(transition, for: screen)
    navigation.installAsDelegate()
    navigation.pushScreen(screen)
  }

  /// Pops the top screen, with the transition it was pushed with, the navigation
  /// controller's, or the transition given.
  ///
  /// - Parameter transition: The transition to play instead; `nil` uses the remembered one.
  /// - Returns: The popped screen, or `nil` when there was nothing to pop.
  @discardableResult
  public func pop(using transition: Transition? = nil) -> Screen? {
    guard let navigation = navigationInstaller, let top = navigation.topScreen else {
      return nil
    }
    navigation.reportIfTransitioning("pop of \(Self.describe(top))")
    if let transition { navigation.core.registry.remember(transition, for: top) }
    navigation.installAsDelegate()
    return navigation.popScreen()
  }

  /// Presents a screen with a transition, and its presentation when it has one (a card
  /// asks for a custom one); dismissing it plays the transition back.
  ///
  /// Asked of a presenter lower in the chain, one whose presentation context already
  /// presents a screen, it is refused with a diagnostic and the screen is left as it was:
  /// UIKit ignores such a presentation ("Attempt to present … which is already presenting
  /// …"). Present from the screen at the top of the chain instead.
  ///
  /// - Parameters:
  ///   - screen: The screen to present.
  ///   - transition: The transition.
  ///   - completion: Runs when the presentation ends.
  public func present(
    _ screen: Screen, using transition: Transition, completion: (@MainActor () -> Void)? = nil
  ) {
    if let shown = screenAlreadyPresented, shown !== screen {
      report(
        .presentationOnPresenterAlreadyPresenting,
        "presentation of \(Self.describe(screen)) refused: \(Self.describe(viewController ?? self)) "
          + "is lower in the chain, its presentation context already presents "
          + "\(Self.describe(shown)) (UIKit ignores it); present from the top of the chain")
      return
    }
    reportIfTransitioning("presentation of \(Self.describe(screen))")
    let settings = Self.presentationSettings(of: screen)
    let appDelegate = settings.delegate.map { "<\(type(of: $0))>" }
    let installer = Self.installer(of: screen)
    // The installer's delegate object: Transit set both, for an earlier presentation.
    if settings.delegate !== installer.containerDelegate,
      let line = TransitionInstallerCore<Screen, Recognizer, Context>.presentationReplacement(
        of: Self.describe(screen), appStyle: settings.style, appDelegate: appDelegate,
        transition: transition)
    {
      report(.presentationSettingsReplaced, line)
    }
    installer.core.presentation = transition
    installer.core.diagnostics = core.diagnostics
    presentScreen(
      screen,
      style: TransitionInstallerCore<Screen, Recognizer, Context>.presentationStyle(
        for: transition), transitioningDelegate: installer.containerDelegate,
      completion: completion)
  }

  /// Dismisses the screen this controller presented (or this controller, if it was
  /// presented), playing its presentation back.
  ///
  /// - Parameter completion: Runs when the dismissal ends.
  public func dismiss(completion: (@MainActor () -> Void)? = nil) {
    reportIfTransitioning("dismissal")
    dismissScreen(completion: completion)
  }

  /// The installer's diagnostics: where they go, and how long a transition may stay
  /// incomplete. A screen presented through this installer takes them too.
  public var diagnostics: TransitDiagnostics {
    get { core.diagnostics }
    set { core.diagnostics = newValue }
  }

  /// Sends a diagnostic to this installer's sink.
  ///
  /// - Parameters:
  ///   - kind: Which trap it is.
  ///   - message: What happened and what Transit did.
  public func report(_ kind: TransitDiagnostic.Kind, _ message: String) {
    core.diagnostics.report(TransitDiagnostic(kind, message))
  }

  /// Reports a request made while this installer's controller is in a transition.
  private func reportIfTransitioning(_ request: String) {
    guard isTransitioning else { return }
    report(
      .requestDuringTransition,
      "\(request) asked for while \(Self.describe(viewController ?? self)) is in a transition: "
        + "UIKit ignores it "
        + "or cuts the transition in flight; wait for the transition's completion")
  }

  /// This installer's controller and its ancestors (parents, then presenters), up to the
  /// window's root.
  public var ancestry: [Screen] {
    var chain: [Screen] = []
    var current = viewController
    while let screen = current, !chain.contains(where: { $0 === screen }) {
      chain.append(screen)
      current = Self.container(of: screen)
    }
    return chain
  }

  /// A short description of a screen or installer for a diagnostic: its type.
  static func describe(_ object: AnyObject) -> String {
    "<\(type(of: object))>"
  }
}
