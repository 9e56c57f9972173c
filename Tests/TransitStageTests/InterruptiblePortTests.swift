import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// The iOS 10 way an app makes its navigation interruptible by hand, as the articles' demo
/// app does: a property animator per transition, returned from `interruptibleAnimator(using:)`;
/// a percent-driven interaction controller for every transition, started running unless a
/// gesture starts it; and one pan that pops from the left edge, or grabs a transition in
/// flight and drags it, finishing or going back on release.
@MainActor
final class InterruptibleNavigationPort: StageNavigationControllerDelegate,
  StageInterruptibleAnimatedTransitioning
{
  let interaction = StagePercentDrivenInteractiveTransition()
  private weak var navigation: StageNavigationController?
  private var current: StageViewPropertyAnimator?
  private var operation = StageNavigationController.Operation.push
  /// The progress where the finger took hold, and whether dragging right moves it on.
  private var origin = 0.0
  private var rightMovesOn = true
  private var inFlight = false

  init(_ navigation: StageNavigationController) {
    self.navigation = navigation
    navigation.delegate = self
    // Its own pan pops from the edge: the system's back swipe is switched off.
    navigation.interactivePopGestureRecognizer?.isEnabled = false
    let pan = StagePanGestureRecognizer { [weak self] in self?.handle($0) }
    navigation.view.addGestureRecognizer(pan)
  }

  private func handle(_ recognizer: StageGestureRecognizer) {
    guard let pan = recognizer as? StagePanGestureRecognizer, let navigation else { return }
    let width = Double(navigation.view.bounds.width)
    let dx = Double(pan.translation(in: navigation.view).x)
    switch pan.state {
    case .began:
      if inFlight {
        // A touch grabs the transition where it is.
        interaction.pause()
        origin = interaction.percentComplete
      } else if pan.location(in: navigation.view).x < 30, navigation.viewControllers.count > 1 {
        interaction.wantsInteractiveStart = true
        origin = 0
        navigation.popViewController(animated: true)
      }
      rightMovesOn = operation == .pop
    case .changed:
      guard inFlight else { return }
      interaction.update(CGFloat(origin + (rightMovesOn ? dx : -dx) / width))
    case .ended, .cancelled:
      guard inFlight else { return }
      let velocity = Double(pan.velocity(in: navigation.view).x) * (rightMovesOn ? 1 : -1)
      if velocity > 300 || (velocity > -300 && interaction.percentComplete > 0.5) {
        interaction.finish()
      } else {
        interaction.cancel()
      }
    default: break
    }
  }

  /// Pushes by itself, as a tap on a row does.
  func push(_ controller: StageViewController) {
    interaction.wantsInteractiveStart = false
    navigation?.pushViewController(controller, animated: true)
  }

  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    self.operation = operation
    return self
  }

  func navigationController(
    _ navigationController: StageNavigationController,
    interactionControllerFor animationController: any StageViewControllerAnimatedTransitioning
  ) -> (any StageViewControllerInteractiveTransitioning)? { interaction }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { 0.5 }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  func interruptibleAnimator(using transitionContext: any StageViewControllerContextTransitioning)
    -> any StageViewImplicitlyAnimating
  {
    if let current { return current }
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to),
      let toVC = transitionContext.viewController(forKey: .to)
    else { preconditionFailure("a navigation transition has both views") }
    let final = transitionContext.finalFrame(for: toVC)
    let push = operation == .push
    transitionContext.containerView.addSubview(toView)
    if !push { transitionContext.containerView.bringSubviewToFront(fromView) }
    toView.frame = push ? final.offsetBy(dx: final.width, dy: 0) : final
    let animator = StageViewPropertyAnimator(duration: 0.5, curve: .linear) {
      if push {
        toView.frame = final
      } else {
        fromView.frame = final.offsetBy(dx: final.width, dy: 0)
      }
    }
    animator.addCompletion { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    current = animator
    inFlight = true
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    current = nil
    inFlight = false
  }
}

/// Issue 28: the port of the demo app's interruptible push and pop runs on the stage as on an
/// iPhone, and Transit's own `.push` with `.interactive(.edgePanBack)` behaves the same way
/// under the same touches: grabbed while a push plays, and while a pop completes, each goes
/// where the finger sends it, and while the finger holds, the moving screen is under it.
@MainActor
@Suite struct InterruptiblePortTests {
  /// One of the two apps: the port, or Transit.
  enum App: String, CaseIterable, Sendable {
    case port, transit
  }

  /// A window showing List in a navigation controller made by one app.
  @MainActor final class Scene {
    let window = StageWindow.phone()
    let navigation: StageNavigationController
    let list = screen("List")
    let app: App
    var port: InterruptibleNavigationPort?

    init(_ app: App) {
      self.app = app
      navigation = StageNavigationController(rootViewController: list)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      if app == .port { port = InterruptibleNavigationPort(navigation) }
    }

    func push(_ controller: StageViewController) {
      if let port {
        port.push(controller)
      } else {
        navigation.transit.push(
          controller, using: Transition.push().duration(0.5).interactive(.edgePanBack))
      }
    }

    var titles: [String] { navigation.viewControllers.compactMap(\.title) }
  }

  /// A slow drag from a point by `dx` over half a second, then a hold of `hold` seconds and
  /// a release.
  static func drag(from start: CGPoint, by dx: Double, hold: Double = 0.4) -> StageTouchTrace {
    StageTouchTrace.pan(
      from: start, to: CGPoint(x: start.x + CGFloat(dx), y: start.y), duration: 0.5
    ).holding(for: hold)
  }

  @Test(arguments: App.allCases)
  func aPushGrabbedWhilePlayingGoesWhereTheFingerSendsIt(app: App) throws {
    for (dx, expected) in [(160.0, ["List"]), (-160.0, ["List", "Detail"])] {
      let scene = Scene(app)
      let detail = screen("Detail")
      scene.push(detail)
      scene.window.advance(by: 0.2)
      // The pushed screen's left edge just after the finger's samples at 0.3 s and 0.5 s of
      // the drag (it covers 40 % of its way between them) and during the hold.
      var edges: [CGFloat] = []
      for time in [0.31, 0.56, 0.76] {
        scene.window.clock.schedule(at: scene.window.clock.now + time) {
          edges.append(detail.view.layer.presentation()?.frame.minX ?? .nan)
        }
      }
      scene.window.send(Self.drag(from: CGPoint(x: 200, y: 400), by: dx))
      #expect(scene.window.runUntilIdle())
      #expect(scene.titles == expected, "\(app), dragged by \(dx)")
      try #require(edges.count == 3)
      #expect(abs(edges[1] - edges[0] - CGFloat(dx) * 0.4) < 1, "\(app): under the finger")
      #expect(abs(edges[2] - edges[1]) < 1e-6, "\(app): still while the finger holds")
    }
  }

  @Test(arguments: App.allCases)
  func aPopGrabbedWhileCompletingGoesWhereTheFingerSendsIt(app: App) throws {
    let scene = Scene(app)
    let detail = screen("Detail")
    scene.push(detail)
    #expect(scene.window.runUntilIdle())
    // A back swipe let go at 60 %: the pop completes; 50 ms later a finger takes it and
    // drags it back to the left.
    let swipe = Self.drag(from: CGPoint(x: 5, y: 400), by: 0.6 * 390, hold: 0.2)
    let grab = Self.drag(from: CGPoint(x: 300, y: 400), by: -240, hold: 0.2)
    scene.window.send(swipe.followed(by: grab, after: 0.05))
    #expect(scene.window.runUntilIdle())
    #expect(scene.titles == ["List", "Detail"], "\(app): grabbed and sent back")
    #expect(detail.view.frame == scene.navigation.transitionView.bounds)
    #expect(scene.window.eventLog.lines(of: [.warning]).isEmpty)
  }
}
