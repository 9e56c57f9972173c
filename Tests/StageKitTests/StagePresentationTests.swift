import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

// Modal presentation on the stage: DESIGN.md rules 2, 3, 4, 5, 7, 10 and
// UIKIT-BEHAVIOUR.md §1.2 rows 7–11, §1.3, §2, §3, §7, §8. The animator, presentation
// controller and transitioning delegate below are written as UIKit code would be (the card
// of seed 000, the dimming overlay of seed 001), with only the type names changed.

// MARK: - UIKit-style helpers

/// A screen that notes what UIKit lets it see inside its appearance callbacks.
@MainActor
private final class Probe: StageViewController {
  /// "viewWillAppear: presented=true coordinator=true", one per callback.
  var notes: [String] = []

  init(_ name: String) {
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  private func note(_ callback: String) {
    notes.append(
      "\(callback): presented=\(isBeingPresented) dismissed=\(isBeingDismissed) "
        + "coordinator=\(transitionCoordinator != nil)")
  }

  override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
}

/// The card of seed 000 as a `.custom` presentation: the card rises to the presentation
/// controller's frame while the presenter shrinks back; the dismissal reverses it. It tells
/// presentation from dismissal the UIKit way, with `isBeingPresented` /
/// `isBeingDismissed`, and follows UIKit's clean-up rules on cancel.
@MainActor
private final class CardAnimator: StageViewControllerAnimatedTransitioning {
  static let scale: CGFloat = 0.9
  var duration = 0.4
  /// The "black screen" mistake: adding the presenter's view to the container on dismissal.
  var addsPresenterToContainerOnDismissal = false
  /// What the animator saw: "present: isAnimated=true from=nil".
  var seen: [String] = []
  var endedWith: [Bool] = []
  /// The frames the context gave: initial and final of the "from" and "to" controllers.
  var frames: [[CGRect]] = []

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  {
    transitionContext?.isAnimated == false ? 0 : duration
  }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
      let toVC = transitionContext.viewController(forKey: .to)
    else { return }
    let container = transitionContext.containerView
    let duration = transitionDuration(using: transitionContext)
    let fromKey = transitionContext.view(forKey: .from) == nil ? "nil" : "view"
    frames.append([
      transitionContext.initialFrame(for: fromVC), transitionContext.finalFrame(for: fromVC),
      transitionContext.initialFrame(for: toVC), transitionContext.finalFrame(for: toVC),
    ])
    let toKey = transitionContext.view(forKey: .to) == nil ? "nil" : "view"
    if toVC.isBeingPresented {
      seen.append("present: isAnimated=\(transitionContext.isAnimated) from=\(fromKey)")
      guard let card = transitionContext.view(forKey: .to) else { return }
      let final = transitionContext.finalFrame(for: toVC)
      card.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
      container.addSubview(card)
      let presenterView: StageView = fromVC.view
      StageView.animate(
        withDuration: duration, delay: 0, options: .curveEaseOut,
        animations: {
          card.frame = final
          presenterView.transform = CGAffineTransform(scaleX: Self.scale, y: Self.scale)
        },
        completion: { _ in
          let cancelled = transitionContext.transitionWasCancelled
          if cancelled {
            // VCPG: after a failed presentation the animator removes what it animated in.
            card.removeFromSuperview()
            presenterView.transform = .identity
          }
          transitionContext.completeTransition(!cancelled)
        })
    } else if fromVC.isBeingDismissed {
      seen.append("dismiss: isAnimated=\(transitionContext.isAnimated) to=\(toKey)")
      guard let card = transitionContext.view(forKey: .from) else { return }
      let presenterView: StageView = toVC.view
      if addsPresenterToContainerOnDismissal {
        container.insertSubview(presenterView, at: 0)
      }
      let start = card.frame
      StageView.animate(
        withDuration: duration, delay: 0, options: .curveEaseOut,
        animations: {
          card.frame = start.offsetBy(dx: 0, dy: container.bounds.height)
          presenterView.transform = .identity
        },
        completion: { _ in
          let cancelled = transitionContext.transitionWasCancelled
          if cancelled { presenterView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
          transitionContext.completeTransition(!cancelled)
        })
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    endedWith.append(transitionCompleted)
  }
}

/// The overlay presentation controller of seed 001: a dimming view below the card, faded
/// in and out alongside the transition, laid out with the container.
@MainActor
private final class CardPresentationController: StagePresentationController {
  static let top: CGFloat = 40
  let dimmingView = StageView()
  var removesPresenter = false
  var hooks: [String] = []

  override var shouldRemovePresentersView: Bool { removesPresenter }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    let bounds = containerView.bounds
    return CGRect(
      x: 0, y: Self.top, width: bounds.width, height: bounds.height - Self.top)
  }

  override func presentationTransitionWillBegin() {
    hooks.append("presentationTransitionWillBegin")
    guard let containerView else { return }
    dimmingView.frame = containerView.bounds
    dimmingView.backgroundColor = StageColor(white: 0, alpha: 0.5)
    dimmingView.alpha = 0
    dimmingView.accessibilityIdentifier = "dimming"
    containerView.addSubview(dimmingView)
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    hooks.append("presentationTransitionDidEnd(\(completed))")
    if !completed { dimmingView.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    hooks.append("dismissalTransitionWillBegin")
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    hooks.append("dismissalTransitionDidEnd(\(completed))")
    if completed { dimmingView.removeFromSuperview() }
  }

  override func containerViewWillLayoutSubviews() {
    hooks.append("containerViewWillLayoutSubviews")
    if let containerView { dimmingView.frame = containerView.bounds }
  }
}

/// Drives a transition by hand: starts the animator, and cancels when told to (the
/// animator then completes with `false` when its animations end).
@MainActor
private final class HandInteraction: StageViewControllerInteractiveTransitioning {
  let animator: any StageViewControllerAnimatedTransitioning
  private(set) var context: (any StageViewControllerContextTransitioning)?

  init(animator: any StageViewControllerAnimatedTransitioning) {
    self.animator = animator
  }

  func startInteractiveTransition(_ transitionContext: any StageViewControllerContextTransitioning)
  {
    context = transitionContext
    animator.animateTransition(using: transitionContext)
  }

  func cancel() {
    context?.cancelInteractiveTransition()
  }
}

/// The card's transitioning delegate; the test keeps it alive (UIKit holds it weakly).
@MainActor
private final class CardTransition: StageViewControllerTransitioningDelegate {
  let presentAnimator = CardAnimator()
  let dismissAnimator = CardAnimator()
  var presentationController: CardPresentationController?
  var removesPresenter = false
  var presentInteraction: HandInteraction?
  var dismissInteraction: HandInteraction?
  var customAnimators = true

  func presentationController(
    forPresented presented: StageViewController, presenting: StageViewController?,
    source: StageViewController
  ) -> StagePresentationController? {
    let controller = CardPresentationController(
      presentedViewController: presented, presenting: presenting)
    controller.removesPresenter = removesPresenter
    presentationController = controller
    return controller
  }

  func animationController(
    forPresented presented: StageViewController, presenting: StageViewController,
    source: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    customAnimators ? presentAnimator : nil
  }

  func animationController(forDismissed dismissed: StageViewController)
    -> (any StageViewControllerAnimatedTransitioning)?
  {
    customAnimators ? dismissAnimator : nil
  }

  func interactionControllerForPresentation(
    using animator: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? {
    presentInteraction
  }

  func interactionControllerForDismissal(
    using animator: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? {
    dismissInteraction
  }
}

/// A full-screen slide in the style of a navigation animator: it adds the incoming view
/// (the presenter's view too, when dismissing) and, unless told to forget, removes it again
/// when cancelled, as Apple's swipe sample does.
@MainActor
private final class SlideAnimator: StageViewControllerAnimatedTransitioning {
  var removesToViewOnCancel = true
  var toViewOnDismissal: StageView?

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { 0.3 }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let width = container.bounds.width
    let fromView = transitionContext.view(forKey: .from)
    let toView = transitionContext.view(forKey: .to)
    if let toView, let toVC = transitionContext.viewController(forKey: .to) {
      toView.frame = transitionContext.finalFrame(for: toVC).offsetBy(dx: width, dy: 0)
      container.addSubview(toView)
    }
    toViewOnDismissal = toView
    StageView.animate(
      withDuration: 0.3,
      animations: {
        if let toView, let toVC = transitionContext.viewController(forKey: .to) {
          toView.frame = transitionContext.finalFrame(for: toVC)
        }
        fromView?.frame.origin.x = -width
      },
      completion: { _ in
        let cancelled = transitionContext.transitionWasCancelled
        if cancelled, self.removesToViewOnCancel { toView?.removeFromSuperview() }
        transitionContext.completeTransition(!cancelled)
      })
  }
}

/// A delegate with a full-screen slide and, optionally, a hand-driven dismissal.
@MainActor
private final class SlideTransition: StageViewControllerTransitioningDelegate {
  let animator = SlideAnimator()
  var dismissInteraction: HandInteraction?

  func animationController(
    forPresented presented: StageViewController, presenting: StageViewController,
    source: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { animator }

  func animationController(forDismissed dismissed: StageViewController)
    -> (any StageViewControllerAnimatedTransitioning)?
  { animator }

  func interactionControllerForDismissal(
    using animator: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? {
    dismissInteraction
  }
}

// MARK: - Tests

@MainActor
@Suite struct StagePresentationTests {
  let window = StageWindow(size: CGSize(width: 390, height: 844))

  /// Shows a root controller and forgets the events of getting there.
  func start<Root: StageViewController>(with root: Root) -> Root {
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.eventLog.removeAll()
    return root
  }

  var appearance: [String] { window.eventLog.lines(of: [.load, .appearance]) }

  /// The window's subviews by what they are: "A" for a controller's view, "transition view"
  /// for a modal container.
  func windowContents(_ controllers: StageViewController...) -> [String] {
    window.subviews.map { view in
      controllers.first { $0.viewIfLoaded === view }?.logName
        ?? view.accessibilityIdentifier ?? "?"
    }
  }

  // MARK: Full screen

  @Test func fullScreenPresentationFollowsUIKit() throws {
    // §1.2 row 7; DESIGN.md rule 2; §2.1.8 (next turn); §2.2 (container in the window);
    // §3 (cover vertical by default); §2.4 (frames).
    let a = start(with: Probe("A"))
    let b = Probe("B")
    var completed = 0
    a.present(b, animated: true) { completed += 1 }
    #expect(a.presentedViewController === b)
    #expect(b.presentingViewController === a)
    #expect(appearance.isEmpty, "the presentation starts on the next turn of the run loop")
    #expect(!b.isViewLoaded)

    window.advance(by: 0)
    #expect(appearance == ["viewDidLoad(B)", "viewWillDisappear(A)", "viewWillAppear(B)"])
    #expect(windowContents(a, b) == ["A", "transition view"], "container above the presenter")
    let container = try #require(b.view.superview)
    #expect(container.frame == window.bounds)
    #expect(b.presentationController?.containerView === container)
    #expect(b.transitionCoordinator?.presentationStyle == .fullScreen)

    // Cover vertical: the presented view rises from below the screen; A stays under it.
    let startY = try #require(b.view.layer.presentation()?.position.y)
    #expect(startY > 844, "starts below the screen: \(startY)")
    window.advance(by: 0.1)
    let middleY = try #require(b.view.layer.presentation()?.position.y)
    #expect(middleY > 422 && middleY < startY, "rising: \(middleY)")
    #expect(a.view.window === window, "the presenter stays until the presentation completes")

    #expect(window.runUntilIdle())
    #expect(
      appearance == [
        "viewDidLoad(B)", "viewWillDisappear(A)", "viewWillAppear(B)",
        "viewDidAppear(B)", "viewDidDisappear(A)",
      ])
    #expect(a.view.window == nil, "rule 2: the presenter's view leaves the window")
    #expect(b.view.superview === container)
    #expect(b.view.frame == window.bounds)
    #expect(windowContents(a, b) == ["transition view"])
    #expect(completed == 1)
    #expect(b.transitionCoordinator == nil && a.transitionCoordinator == nil)
    #expect(window.eventLog.warnings.isEmpty)
  }

  @Test func fullScreenDismissalPutsThePresenterBack() throws {
    // §1.2 row 8; DESIGN.md rule 2; §2.2 (the same container for the dismissal).
    let a = start(with: Probe("A"))
    let b = Probe("B")
    a.present(b, animated: true)
    window.runUntilIdle()
    let container = try #require(b.view.superview)
    window.eventLog.removeAll()

    var completed = 0
    b.dismiss(animated: true) { completed += 1 }
    #expect(appearance == ["viewWillDisappear(B)", "viewWillAppear(A)"], "starts at once")
    #expect(b.view.superview === container, "the presentation's container is reused")
    #expect(a.view.window === window, "the presenter's view shows under the falling one")
    #expect(windowContents(a, b) == ["A", "transition view"])
    window.advance(by: 0.1)
    let y = try #require(b.view.layer.presentation()?.position.y)
    #expect(y > 422 && y < 422 + 844, "falling: \(y)")

    #expect(window.runUntilIdle())
    #expect(
      appearance == [
        "viewWillDisappear(B)", "viewWillAppear(A)", "viewDidAppear(A)", "viewDidDisappear(B)",
      ])
    #expect(windowContents(a, b) == ["A"], "the container left with the presented view")
    #expect(b.view.superview == nil && container.superview == nil)
    #expect(a.presentedViewController == nil && b.presentingViewController == nil)
    #expect(b.presentationController == nil)
    #expect(completed == 1)
  }

  @Test func fullScreenDismissalByAnAnimatorThatAddsThePresenter() throws {
    // DESIGN.md rule 2: in a full-screen dismissal the animator may add the presenter's
    // view to the container (view(forKey: .to) offers it), and it is put back in place.
    let a = start(with: Probe("A"))
    let b = Probe("B")
    let slide = SlideTransition()
    b.transitioningDelegate = slide
    a.present(b, animated: true)
    window.runUntilIdle()
    b.dismiss(animated: true)
    let container = try #require(b.view.superview)
    #expect(slide.animator.toViewOnDismissal === a.view)
    #expect(a.view.superview === container, "the animator put it in the container")
    #expect(window.runUntilIdle())
    #expect(a.view.superview === window, "put back in its place")
    #expect(windowContents(a, b) == ["A"])
  }

  @Test func callingDismissOnThePresenterDismissesWhatItPresents() {
    // UIKit: the presenting controller dismisses what it presents; the presented one asks
    // its presenter.
    let a = start(with: Probe("A"))
    let b = Probe("B")
    a.present(b, animated: false)
    window.advance(by: 0)
    #expect(a.presentedViewController === b)
    a.dismiss(animated: false)
    #expect(a.presentedViewController == nil)
    #expect(windowContents(a, b) == ["A"])
    // With nothing presented, dismiss does nothing.
    a.dismiss(animated: true)
    #expect(window.eventLog.warnings.isEmpty)
  }

  @Test func nonAnimatedFullScreenIsInstantAndSkipsCustomAnimators() {
    // §7.3.4: a custom animator runs for non-animated `.custom` presentations only.
    let a = start(with: Probe("A"))
    let b = Probe("B")
    let slide = SlideTransition()
    b.transitioningDelegate = slide
    a.present(b, animated: false)
    window.advance(by: 0)
    #expect(
      appearance == [
        "viewDidLoad(B)", "viewWillDisappear(A)", "viewWillAppear(B)",
        "viewDidAppear(B)", "viewDidDisappear(A)",
      ])
    #expect(slide.animator.toViewOnDismissal == nil, "the custom animator never ran")
    #expect(
      !window.eventLog.lines(of: [.delegate]).contains { $0.hasPrefix("animationController") })
    #expect(b.view.frame == window.bounds && b.view.window === window)
    #expect(a.view.window == nil)
  }

  // MARK: Over full screen

  @Test func overFullScreenKeepsThePresenterSilentAndOnScreen() throws {
    // §1.2 row 9; DESIGN.md rule 5 (no balancing by the stage); §2.3.2.
    let a = start(with: Probe("A"))
    let b = Probe("B")
    b.modalPresentationStyle = .overFullScreen
    let slide = SlideTransition()
    b.transitioningDelegate = slide
    a.present(b, animated: true)
    window.advance(by: 0)
    let coordinator = try #require(b.transitionCoordinator)
    #expect(coordinator.view(forKey: .from) == nil, "the presenter's view is not offered")
    #expect(coordinator.view(forKey: .to) === b.view)
    #expect(window.runUntilIdle())
    #expect(a.view.window === window, "the presenter's view stays")
    #expect(windowContents(a, b) == ["A", "transition view"])

    b.dismiss(animated: true)
    #expect(b.transitionCoordinator?.view(forKey: .to) == nil)
    #expect(window.runUntilIdle())
    #expect(
      appearance == [
        "viewDidLoad(B)", "viewWillAppear(B)", "viewDidAppear(B)",
        "viewWillDisappear(B)", "viewDidDisappear(B)",
      ], "A gets no callbacks, and the stage adds none")
    #expect(windowContents(a, b) == ["A"])
  }

  // MARK: Custom

  @Test func customCardPresentationFollowsThePresentationControllerOrder() throws {
    // §7.1 (call order), §1.2 row 10, DESIGN.md rules 3 and 4, §2.3.2, §2.4, §5.2.4.
    let a = start(with: Probe("A"))
    let b = Probe("B")
    b.modalPresentationStyle = .custom
    let card = CardTransition()
    b.transitioningDelegate = card
    a.present(b, animated: true) {
      self.window.eventLog.record(.transition, "completion")
    }
    #expect(
      window.eventLog.lines() == [
        "presentationController(forPresented: B, presenting: A, source: A)"
      ])
    window.advance(by: 0)
    let controller = try #require(card.presentationController)
    #expect(b.presentationController === controller)
    #expect(card.presentAnimator.seen == ["present: isAnimated=true from=nil"])

    // Start: the card is below the screen, the dimming view clear, A full size.
    let dimming = controller.dimmingView
    #expect(dimming.superview === controller.containerView)
    #expect(
      controller.containerView?.subviews.map { $0.accessibilityIdentifier ?? "card" } == [
        "dimming", "card",
      ], "chrome added in presentationTransitionWillBegin sits below the presented view")
    #expect(try #require(dimming.layer.presentation()).opacity == 0)
    #expect(try #require(b.view.layer.presentation()).position.y > 844)

    // Middle: the card rises, the dimming fades in alongside, A shrinks back.
    window.advance(by: 0.2)
    let middleOpacity = try #require(dimming.layer.presentation()).opacity
    #expect(middleOpacity > 0.2 && middleOpacity < 0.9, "\(middleOpacity)")
    let middleY = try #require(b.view.layer.presentation()).position.y
    #expect(middleY > 40 + 402 && middleY < 844 + 402, "\(middleY)")
    let middleScale = try #require(a.view.layer.presentation()).transform.affineTransform.a
    #expect(middleScale < 1 && middleScale > CardAnimator.scale, "\(middleScale)")

    // End.
    #expect(window.runUntilIdle())
    #expect(b.view.frame == CGRect(x: 0, y: 40, width: 390, height: 804), "finalFrame")
    #expect(try #require(dimming.layer.presentation()).opacity == 1)
    #expect(a.view.transform.a == CardAnimator.scale)
    #expect(a.view.superview === window, "rule 3: the presenter's view stays where it was")
    #expect(windowContents(a, b) == ["A", "transition view"])
    #expect(
      window.eventLog.lines(of: [.delegate, .transition]) == [
        "presentationController(forPresented: B, presenting: A, source: A)",
        "animationController(forPresented: B, presenting: A, source: A)",
        "interactionControllerForPresentation",
        "presentationTransitionWillBegin",
        "animateTransition",
        "containerViewWillLayoutSubviews",
        "containerViewDidLayoutSubviews",
        "completeTransition(true)",
        "presentationTransitionDidEnd(true)",
        "completion",
        "animationEnded(true)",
      ])
    #expect(
      appearance == ["viewDidLoad(B)", "viewWillAppear(B)", "viewDidAppear(B)"],
      "§1.2 row 10: the presenter is silent")
    #expect(card.presentAnimator.endedWith == [true])
  }

  @Test func customCardDismissal() throws {
    // §7.2, DESIGN.md rule 3 (view(forKey: .to) is nil; the views come from the
    // controllers), rule 4 (alongside animations), §1.2 row 10.
    let a = start(with: Probe("A"))
    let b = Probe("B")
    b.modalPresentationStyle = .custom
    let card = CardTransition()
    b.transitioningDelegate = card
    a.present(b, animated: true)
    window.runUntilIdle()
    let controller = try #require(card.presentationController)
    let container = try #require(controller.containerView)
    window.eventLog.removeAll()

    b.dismiss(animated: true) { self.window.eventLog.record(.transition, "completion") }
    #expect(card.dismissAnimator.seen == ["dismiss: isAnimated=true to=nil"])
    window.advance(by: 0.2)
    let opacity = try #require(controller.dimmingView.layer.presentation()).opacity
    #expect(opacity > 0.1 && opacity < 0.8, "fading out alongside: \(opacity)")
    let scale = try #require(a.view.layer.presentation()).transform.affineTransform.a
    #expect(scale > CardAnimator.scale && scale < 1, "\(scale)")
    #expect(window.runUntilIdle())

    // No layout pass: the dismissal's animator adds nothing to the container, which was
    // laid out after the presentation (UIKit lays out only a view marked for layout).
    #expect(
      window.eventLog.lines(of: [.delegate, .transition]) == [
        "animationController(forDismissed: B)",
        "interactionControllerForDismissal",
        "dismissalTransitionWillBegin",
        "animateTransition",
        "completeTransition(true)",
        "dismissalTransitionDidEnd(true)",
        "completion",
        "animationEnded(true)",
      ])
    #expect(appearance == ["viewWillDisappear(B)", "viewDidDisappear(B)"])
    #expect(container.superview == nil && b.view.superview == nil)
    #expect(controller.dimmingView.superview == nil)
    #expect(a.view.superview === window && a.view.transform == .identity)
    #expect(windowContents(a, b) == ["A"])
  }

  @Test func blackScreenTrapInACustomDismissal() {
    // DESIGN.md rule 3 (seed 001): adding the presenter's view to the container in a
    // `.custom` dismissal makes it leave the window with the container.
    let a = start(with: Probe("A"))
    let b = Probe("B")
    b.modalPresentationStyle = .custom
    let card = CardTransition()
    card.dismissAnimator.addsPresenterToContainerOnDismissal = true
    b.transitioningDelegate = card
    a.present(b, animated: true)
    window.runUntilIdle()
    b.dismiss(animated: true)
    #expect(window.runUntilIdle())
    #expect(a.view.window == nil, "the presenter's view vanished with the container")
    #expect(window.subviews.isEmpty, "a black screen")
    #expect(a.presentedViewController == nil)
  }

  @Test func customPresentationThatRemovesThePresentersView() throws {
    // §1.2 row 11, §2.1.4: with shouldRemovePresentersView, as full screen; §2.3.2.
    let a = start(with: Probe("A"))
    let b = Probe("B")
    b.modalPresentationStyle = .custom
    let card = CardTransition()
    card.removesPresenter = true
    b.transitioningDelegate = card
    a.present(b, animated: true)
    #expect(window.runUntilIdle())
    #expect(card.presentAnimator.seen == ["present: isAnimated=true from=view"])
    #expect(a.view.window == nil, "removed after the presentation")
    b.dismiss(animated: true)
    #expect(card.dismissAnimator.seen == ["dismiss: isAnimated=true to=view"])
    #expect(window.runUntilIdle())
    #expect(a.view.superview === window, "put back by the stage")
    #expect(
      appearance == [
        "viewDidLoad(B)", "viewWillDisappear(A)", "viewWillAppear(B)",
        "viewDidAppear(B)", "viewDidDisappear(A)",
        "viewWillDisappear(B)", "viewWillAppear(A)", "viewDidAppear(A)", "viewDidDisappear(B)",
      ])
  }

  @Test func customWithoutAnimatorSlidesUpWithAlongsideDimming() throws {
    // §3: a presentation controller without an animator gets the default slide up, and
    // its alongside animations run with the transition.
    let a = start(with: Probe("A"))
    let b = Probe("B")
    b.modalPresentationStyle = .custom
    let card = CardTransition()
    card.customAnimators = false
    b.transitioningDelegate = card
    a.present(b, animated: true)
    window.advance(by: 0.1)
    let controller = try #require(card.presentationController)
    let y = try #require(b.view.layer.presentation()).position.y
    #expect(y > 40 + 402 && y < 844 + 402, "rising to the presentation controller's frame: \(y)")
    let opacity = try #require(controller.dimmingView.layer.presentation()).opacity
    #expect(opacity > 0 && opacity < 1)
    #expect(window.runUntilIdle())
    #expect(b.view.frame == controller.frameOfPresentedViewInContainerView)
    #expect(a.view.superview === window)
  }

  @Test func nonAnimatedCustomStillRunsTheAnimator() throws {
    // §7.3.4: animateTransition is called with isAnimated false for `.custom`.
    let a = start(with: Probe("A"))
    let b = Probe("B")
    b.modalPresentationStyle = .custom
    let card = CardTransition()
    b.transitioningDelegate = card
    a.present(b, animated: false)
    window.advance(by: 0)
    #expect(card.presentAnimator.seen == ["present: isAnimated=false from=nil"])
    #expect(b.view.frame == CGRect(x: 0, y: 40, width: 390, height: 804))
    #expect(
      window.eventLog.lines(of: [.delegate, .transition]) == [
        "presentationController(forPresented: B, presenting: A, source: A)",
        "animationController(forPresented: B, presenting: A, source: A)",
        "presentationTransitionWillBegin",
        "animateTransition",
        "containerViewWillLayoutSubviews",
        "containerViewDidLayoutSubviews",
        "completeTransition(true)",
        "presentationTransitionDidEnd(true)",
        "animationEnded(true)",
      ])
    // No interaction controller for a non-animated transition. The animator's zero-length
    // UIView animation completes on the next turn of the run loop (UIView.animate: "If the
    // duration of the animation is 0, this block is performed at the beginning of the next
    // run loop cycle"), so the container's layout pass comes before completeTransition.
    #expect(try #require(card.presentationController).dimmingView.alpha == 1)
    b.dismiss(animated: false)
    window.advance(by: 0)
    #expect(card.dismissAnimator.seen == ["dismiss: isAnimated=false to=nil"])
    #expect(windowContents(a, b) == ["A"])
  }

  @Test func framesTheContextGives() {
    // §2.4: initial / final frames of both controllers, presenter kept and removed.
    for removesPresenter in [false, true] {
      let window = StageWindow(size: CGSize(width: 390, height: 844))
      let a = Probe("A")
      window.rootViewController = a
      window.makeKeyAndVisible()
      let b = Probe("B")
      b.modalPresentationStyle = .custom
      let card = CardTransition()
      card.removesPresenter = removesPresenter
      b.transitioningDelegate = card
      a.present(b, animated: true)
      window.runUntilIdle()
      b.dismiss(animated: true)
      window.runUntilIdle()
      let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
      let cardFrame = CGRect(x: 0, y: 40, width: 390, height: 804)
      // Presenting: the presenter from its frame to its frame (kept) or to zero (removed);
      // the card from zero to the presentation controller's frame.
      #expect(
        card.presentAnimator.frames == [
          [screen, removesPresenter ? .zero : screen, .zero, cardFrame]
        ])
      // Dismissing: the card from its frame to zero; the presenter from what is on screen
      // (the card animator scaled it to 0.9 about its centre: 351 × 759.6 at 19.5, 42.2),
      // or from zero when it was removed, to its own place.
      let scaled = CGRect(x: 19.5, y: 42.2, width: 351, height: 759.6)
      let dismissal = card.dismissAnimator.frames.first ?? []
      #expect(dismissal.count == 4)
      #expect(dismissal.first == cardFrame && dismissal.dropFirst().first == .zero)
      #expect(dismissal.last == screen)
      let initialTo = dismissal.dropFirst(2).first ?? .null
      if removesPresenter {
        #expect(initialTo == .zero)
      } else {
        #expect(
          abs(initialTo.minX - scaled.minX) < 1e-9 && abs(initialTo.minY - scaled.minY) < 1e-9)
        #expect(
          abs(initialTo.width - scaled.width) < 1e-9 && abs(initialTo.height - scaled.height) < 1e-9
        )
      }
    }
  }

  // MARK: Flags and coordinator

  @Test func beingPresentedAndDismissedFlagsAndTheCoordinator() {
    // §1.3.4, §7.3.1: the flags hold in the presented controller's callbacks (and through
    // the transition, which the card relies on); the coordinator is there in them too.
    let a = start(with: Probe("A"))
    a.notes.removeAll()
    let b = Probe("B")
    a.present(b, animated: true)
    window.advance(by: 0)
    #expect(b.isBeingPresented && !b.isBeingDismissed)
    window.runUntilIdle()
    #expect(!b.isBeingPresented)
    b.dismiss(animated: true)
    window.runUntilIdle()
    #expect(!b.isBeingDismissed)
    #expect(
      b.notes == [
        "viewWillAppear: presented=true dismissed=false coordinator=true",
        "viewDidAppear: presented=true dismissed=false coordinator=false",
        "viewWillDisappear: presented=false dismissed=true coordinator=true",
        "viewDidDisappear: presented=false dismissed=true coordinator=false",
      ])
    #expect(
      a.notes == [
        "viewWillDisappear: presented=false dismissed=false coordinator=true",
        "viewDidDisappear: presented=false dismissed=false coordinator=false",
        "viewWillAppear: presented=false dismissed=false coordinator=true",
        "viewDidAppear: presented=false dismissed=false coordinator=false",
      ])
  }

  // MARK: Cancelled transitions

  @Test func cancelledPresentationRemovesThePresentedViewAndTheContainer() throws {
    // §7.1.9, §2.1.6, §1.2 row 14 (appearance of a cancel); the completion is not called.
    let a = start(with: Probe("A"))
    let b = Probe("B")
    b.modalPresentationStyle = .custom
    let card = CardTransition()
    card.presentInteraction = HandInteraction(animator: card.presentAnimator)
    b.transitioningDelegate = card
    var completed = 0
    a.present(b, animated: true) { completed += 1 }
    window.advance(by: 0.1)
    let container = try #require(card.presentationController?.containerView)
    #expect(b.transitionCoordinator?.initiallyInteractive == true)
    // §7.3.3: interaction handlers hear of the cancel before its appearance callbacks.
    b.transitionCoordinator?.notifyWhenInteractionChanges { context in
      self.window.eventLog.record(
        .transition, "interaction changed, cancelled: \(context.isCancelled)")
    }
    card.presentInteraction?.cancel()
    #expect(window.runUntilIdle())
    #expect(
      window.eventLog.lines(of: [.transition, .appearance]) == [
        "viewWillAppear(B)", "presentationTransitionWillBegin", "startInteractiveTransition",
        "containerViewWillLayoutSubviews", "containerViewDidLayoutSubviews",
        "interaction changed, cancelled: true",
        "completeTransition(false)", "presentationTransitionDidEnd(false)",
        "viewWillDisappear(B)", "viewDidDisappear(B)", "animationEnded(false)",
      ])
    #expect(container.superview == nil && b.view.superview == nil)
    #expect(card.presentationController?.dimmingView.superview == nil)
    #expect(windowContents(a, b) == ["A"])
    #expect(a.presentedViewController == nil && b.presentingViewController == nil)
    #expect(
      appearance == [
        "viewDidLoad(B)", "viewWillAppear(B)", "viewWillDisappear(B)", "viewDidDisappear(B)",
      ])
    #expect(completed == 0)
    #expect(card.presentAnimator.endedWith == [false])
    // The presenter can present again.
    a.present(Probe("C"), animated: false)
    window.advance(by: 0)
    #expect(a.presentedViewController?.logName == "C")
  }

  @Test func cancelledDismissalLeavesEverythingPresented() throws {
    // §7.2.4–5: the presented controller stays, dismissalTransitionDidEnd(false); UIKit
    // does not remove the presenter's view the animator added (it must, and this one does).
    let a = start(with: Probe("A"))
    let b = Probe("B")
    let slide = SlideTransition()
    b.transitioningDelegate = slide
    a.present(b, animated: true)
    window.runUntilIdle()
    let container = try #require(b.view.superview)
    slide.dismissInteraction = HandInteraction(animator: slide.animator)
    window.eventLog.removeAll()
    var completed = 0
    b.dismiss(animated: true) { completed += 1 }
    window.advance(by: 0.1)
    #expect(a.view.superview === container)
    slide.dismissInteraction?.cancel()
    #expect(window.runUntilIdle())
    #expect(window.eventLog.lines(of: [.transition]).contains("dismissalTransitionDidEnd(false)"))
    #expect(a.presentedViewController === b && b.presentingViewController === a)
    #expect(b.view.superview === container && container.superview === window)
    #expect(a.view.window == nil, "the animator removed the view it added")
    #expect(
      appearance == [
        "viewWillDisappear(B)", "viewWillAppear(A)",
        "viewWillDisappear(A)", "viewDidDisappear(A)", "viewWillAppear(B)", "viewDidAppear(B)",
      ])
    #expect(completed == 0)
    #expect(!b.isBeingDismissed)
    // Still presented: a later dismissal works.
    slide.dismissInteraction = nil
    b.dismiss(animated: false)
    #expect(a.view.superview === window && a.presentedViewController == nil)
  }

  @Test func cancelledDismissalDoesNotRemoveTheAnimatorsToView() throws {
    // §2.1.6, §7.2.5: an animator that forgets to remove the view it added leaves it in
    // the container; the stage, like UIKit, does not clean up after it.
    let a = start(with: Probe("A"))
    let b = Probe("B")
    let slide = SlideTransition()
    slide.animator.removesToViewOnCancel = false
    b.transitioningDelegate = slide
    a.present(b, animated: true)
    window.runUntilIdle()
    let container = try #require(b.view.superview)
    slide.dismissInteraction = HandInteraction(animator: slide.animator)
    b.dismiss(animated: true)
    slide.dismissInteraction?.cancel()
    #expect(window.runUntilIdle())
    #expect(a.view.superview === container, "left where the animator put it")
  }

  // MARK: Warnings and refusals

  @Test func presentingWhileAlreadyPresentingIsRefused() {
    // §8, "present while the presenter already presents".
    let a = start(with: Probe("A"))
    let b = Probe("B")
    a.present(b, animated: true)
    window.runUntilIdle()
    var completed = 0
    a.present(Probe("C"), animated: true) { completed += 1 }
    window.runUntilIdle()
    #expect(
      window.eventLog.warnings == [
        "Attempt to present <C> on <A> (from <A>) which is already presenting <B>."
      ])
    #expect(a.presentedViewController === b && completed == 0)
  }

  @Test func presentingDuringATransitionIsRefused() {
    // §8, "present during another presentation/dismissal": twice in one turn, and during
    // the dismissal.
    let a = start(with: Probe("A"))
    a.present(Probe("B"), animated: true)
    a.present(Probe("C"), animated: true)
    window.runUntilIdle()
    a.dismiss(animated: true)
    a.present(Probe("D"), animated: true)
    window.runUntilIdle()
    #expect(
      window.eventLog.warnings == [
        "Attempt to present <C> on <A> (from <A>) while a presentation is in progress.",
        "Attempt to present <D> on <A> (from <A>) while a presentation is in progress.",
      ])
    #expect(a.presentedViewController == nil)
  }

  @Test func presentingFromAControllerNotInTheWindowIsRefused() {
    // §8, "present from a VC not in the window": a controller below the top of a
    // navigation stack.
    let root = Probe("R")
    let navigation = start(with: StageNavigationController(rootViewController: root))
    navigation.pushViewController(Probe("T"), animated: false)
    window.eventLog.removeAll()
    root.present(Probe("B"), animated: true)
    window.runUntilIdle()
    #expect(
      window.eventLog.warnings == [
        "Attempt to present <B> on <R> whose view is not in the window hierarchy!"
      ])
    #expect(navigation.presentedViewController == nil)
  }

  @Test func dismissingDuringATransitionIsRefused() {
    // §8, "dismiss during a presentation/dismissal".
    let a = start(with: Probe("A"))
    let b = Probe("B")
    a.present(b, animated: true)
    b.dismiss(animated: true)  // still waiting for the next turn
    window.advance(by: 0.1)
    b.dismiss(animated: true)  // presenting
    window.runUntilIdle()
    a.dismiss(animated: true)
    b.dismiss(animated: true)  // dismissing
    window.runUntilIdle()
    #expect(
      window.eventLog.warnings == [
        "Attempt to dismiss from view controller <B> while a presentation or dismiss is in "
          + "progress!",
        "Attempt to dismiss from view controller <B> while a presentation or dismiss is in "
          + "progress!",
        "Attempt to dismiss from view controller <B> while a presentation or dismiss is in "
          + "progress!",
      ])
    #expect(a.presentedViewController == nil && windowContents(a, b) == ["A"])
  }

  @Test func presentingAControllerThatIsAlreadyShownIsRefused() {
    // UIKit raises for these; the stage reports the reason and ignores the request.
    let a = start(with: Probe("A"))
    let b = Probe("B")
    a.present(b, animated: false)
    window.advance(by: 0)
    b.present(b, animated: false)
    b.present(a, animated: false)
    window.advance(by: 0)
    #expect(
      window.eventLog.warnings == [
        "Application tried to present modally an active controller <B>.",
        "Application tried to present modally an active controller <A>.",
      ])
  }

  // MARK: Presentation context, nesting, show

  @Test func aChildOfANavigationControllerPresentsFromIt() throws {
    // The presentation context: presenting from a child presents from the navigation
    // controller, whose view leaves the window (rule 2) with its children's callbacks.
    let root = Probe("R")
    let navigation = start(with: StageNavigationController(rootViewController: root))
    navigation.title = "Nav"
    window.eventLog.removeAll()
    let b = Probe("B")
    root.present(b, animated: true)
    #expect(b.presentingViewController === navigation)
    #expect(navigation.presentedViewController === b && root.presentedViewController === b)
    #expect(window.runUntilIdle())
    #expect(
      appearance == [
        "viewDidLoad(B)", "viewWillDisappear(Nav)", "viewWillDisappear(R)", "viewWillAppear(B)",
        "viewDidAppear(B)", "viewDidDisappear(Nav)", "viewDidDisappear(R)",
      ])
    #expect(navigation.view.window == nil)
    root.dismiss(animated: true)  // the source dismisses what it presented
    #expect(window.runUntilIdle())
    #expect(navigation.view.superview === window)
    #expect(navigation.presentedViewController == nil && root.presentedViewController == nil)
  }

  @Test func dismissingTheBottomOfAStackDismissesEverythingAbove() {
    // UIKit: dismissing a presentation removes the ones presented on top of it; only the
    // topmost animates.
    let a = start(with: Probe("A"))
    let b = Probe("B")
    let c = Probe("C")
    a.present(b, animated: true)
    window.runUntilIdle()
    b.present(c, animated: true)
    window.runUntilIdle()
    #expect(windowContents(a, b, c) == ["transition view", "transition view"])
    window.eventLog.removeAll()
    a.dismiss(animated: true)
    #expect(window.runUntilIdle())
    #expect(
      appearance == [
        "viewWillDisappear(C)", "viewWillAppear(A)", "viewDidAppear(A)", "viewDidDisappear(C)",
      ], "B was not on screen: it gets no callbacks")
    #expect(windowContents(a, b, c) == ["A"])
    #expect(a.presentedViewController == nil && b.presentedViewController == nil)
    #expect(b.presentingViewController == nil && c.presentingViewController == nil)
  }

  @Test func presentationsLeaveNothingBehind() {
    // A dismissed (or cancelled) presentation lets go of everything it made: controllers,
    // views, container, presentation controller; the layer tree returns to its size.
    let a = start(with: Probe("A"))
    let layersBefore = countLayers(window.layer)
    var watched: [() -> AnyObject?] = []
    for style in StageModalPresentationStyle.allCases {
      for animated in [true, false] {
        for cancelled in [false, true] where !cancelled || animated {
          do {
            let b = Probe("B")
            b.modalPresentationStyle = style
            let card = CardTransition()
            if cancelled {
              card.presentInteraction = HandInteraction(animator: card.presentAnimator)
            }
            b.transitioningDelegate = card
            a.present(b, animated: animated)
            window.advance(by: 0.1)
            card.presentInteraction?.cancel()
            window.runUntilIdle()
            let view = b.view
            let presentationController = b.presentationController
            let container = presentationController?.containerView
            watched += [{ [weak b] in b }, { [weak view] in view }]
            watched += [{ [weak presentationController] in presentationController }]
            watched += [{ [weak container] in container }]
            if !cancelled {
              b.dismiss(animated: animated)
              window.runUntilIdle()
            }
          }
        }
      }
    }
    #expect(watched.count == 3 * 3 * 4, "three styles; animated, cancelled, not animated")
    #expect(watched.allSatisfy { $0() == nil }, "every presentation was released")
    #expect(countLayers(window.layer) == layersBefore)
    #expect(windowContents(a) == ["A"] && a.view.transform == .identity)
    #expect(window.eventLog.warnings.isEmpty)
  }

  @Test func showPushesInANavigationControllerAndPresentsElsewhere() {
    // DESIGN.md rule 10.
    let root = Probe("R")
    let navigation = start(with: StageNavigationController(rootViewController: root))
    let pushed = Probe("P")
    root.show(pushed, sender: nil)
    #expect(navigation.isTransitioning, "an animated push")
    window.runUntilIdle()
    pushed.showDetailViewController(Probe("D"), sender: nil)
    window.runUntilIdle()
    #expect(navigation.viewControllers.map(\.logName) == ["R", "P", "D"])
    #expect(navigation.presentedViewController == nil)

    let other = StageWindow(size: CGSize(width: 390, height: 844))
    let plain = Probe("A")
    other.rootViewController = plain
    other.makeKeyAndVisible()
    let shown = Probe("S")
    plain.show(shown, sender: nil)
    other.runUntilIdle()
    #expect(plain.presentedViewController === shown)
    plain.dismiss(animated: false)
    plain.showDetailViewController(Probe("T"), sender: nil)
    other.runUntilIdle()
    #expect(plain.presentedViewController?.logName == "T")
  }
}
