import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// Collects diagnostics for a test.
@MainActor
final class DiagnosticLog {
  private(set) var seen: [TransitDiagnostic] = []
  var kinds: [TransitDiagnostic.Kind] { seen.map(\.kind) }

  var sink: TransitDiagnostics {
    TransitDiagnostics { [weak self] in self?.seen.append($0) }
  }
}

/// A delegate of the app's own, set behind Transit's back.
@MainActor
final class AppsOwnNavigationDelegate: StageNavigationControllerDelegate {}

/// A custom presentation whose dismissal animator falls into the articles' trap: it adds
/// the presenting screen's view to the container, though a `.custom` dismissal never took
/// it away, with Transit's presentation controller presenting.
@MainActor
final class PresenterAddingTransitioning: ViewControllerTransitioningDelegate,
  StageViewControllerAnimatedTransitioning
{
  let diagnostics: TransitDiagnostics

  init(diagnostics: TransitDiagnostics) { self.diagnostics = diagnostics }

  func presentationController(
    forPresented presented: StageViewController, presenting: StageViewController?,
    source: StageViewController
  ) -> StagePresentationController? {
    TransitPresentationController(
      PresentationControllerState(.half, diagnostics: diagnostics),
      presentedViewController: presented, presenting: presenting ?? source)
  }

  func animationController(
    forPresented presented: StageViewController, presenting: StageViewController,
    source: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? { self }

  func animationController(forDismissed dismissed: StageViewController)
    -> (any StageViewControllerAnimatedTransitioning)?
  { self }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { 0.2 }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    if let presented = transitionContext.view(forKey: .to) {
      container.addSubview(presented)
    } else if let presenting = transitionContext.viewController(forKey: .to)?.view {
      container.insertSubview(presenting, at: 0)  // the trap
    }
    StageView.animate(withDuration: 0.2) {
      container.alpha = 1
    } completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

/// The traps of the articles and the reliability findings, each reported once in one line
/// (issue "Reliability", diagnostics), on the stage as on iOS: the decisions are the
/// engine's `TransitionInstaller`.
@MainActor
@Suite struct TransitDiagnosticsTests {
  let window = StageWindow.phone()
  let list = screen("List")
  let navigation: StageNavigationController
  let log = DiagnosticLog()

  init() {
    navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.transit.diagnostics = log.sink
  }

  @Test func pushingAScreenAlreadyInTheStackIsRefusedAndSaidSo() {
    let detail = screen("Detail")
    navigation.transit.push(detail, using: .push())
    #expect(window.runUntilIdle())
    navigation.transit.push(list, using: .push())
    navigation.transit.push(detail, using: .fade)
    #expect(window.runUntilIdle())
    #expect(navigation.viewControllers == [list, detail])
    #expect(log.kinds == [.pushOfScreenAlreadyThere, .pushOfScreenAlreadyThere])
    #expect(
      log.seen.first?.description.hasPrefix("Transit: push of <StageViewController> refused")
        == true)
    ReliabilityLog.record(
      "diagnostics", tried: "navigation.transit.push of a screen already in the stack",
      outcome: "refused; the stack is unchanged", diagnostic: log.seen.first?.description)
  }

  @Test func aPushFromAScreenInNoNavigationControllerIsSaidToDoNothing() {
    let alone = screen("Alone")
    window.rootViewController = alone
    alone.transit.diagnostics = log.sink
    alone.transit.push(screen("Detail"), using: .push())
    #expect(window.runUntilIdle())
    #expect(log.kinds == [.pushOutsideNavigationController])
    #expect(window.rootViewController === alone && alone.presentedViewController == nil)
    ReliabilityLog.record(
      "diagnostics", tried: "screen.transit.push from a screen in no navigation controller",
      outcome: "nothing happens, as in UIKit", diagnostic: log.seen.first?.description)
  }

  @Test func aPresentationThatReplacesTheAppsStyleOrDelegateSaysSo() {
    // docs/design.md#u23: UIKit keeps one modalPresentationStyle and transitioningDelegate per
    // screen; Transit's present sets its own, so the app's .overFullScreen (or delegate) is lost.
    let home = screen("Home")
    window.rootViewController = home
    window.makeKeyAndVisible()
    home.transit.diagnostics = log.sink
    let seeThrough = screen("SeeThrough")
    seeThrough.modalPresentationStyle = .overFullScreen
    home.transit.present(seeThrough, using: .fade)
    #expect(window.runUntilIdle())
    #expect(log.kinds == [.presentationSettingsReplaced])
    #expect(
      log.seen.first?.message.contains("modalPresentationStyle .overFullScreen with .fullScreen")
        == true)
    ReliabilityLog.record(
      "diagnostics", tried: "transit.present of a screen the app had set .overFullScreen on",
      outcome: "presented with Transit's style", diagnostic: log.seen.first?.description)
  }

  @Test func aPresentationOfAScreenTransitPresentedBeforeSaysNothing() {
    let home = screen("Home")
    window.rootViewController = home
    window.makeKeyAndVisible()
    home.transit.diagnostics = log.sink
    let card = screen("Card")
    home.transit.present(card, using: .card())
    #expect(window.runUntilIdle())
    home.transit.dismiss()
    #expect(window.runUntilIdle())
    home.transit.present(card, using: .fade)
    #expect(window.runUntilIdle())
    #expect(log.kinds.isEmpty, "its .custom style and delegate were Transit's")
  }

  @Test func pushingTheNavigationControllerOrAnAncestorIntoItselfIsRefused() {
    let tabs = StageTabBarController()
    let inner = StageNavigationController(rootViewController: screen("Root"))
    tabs.viewControllers = [inner]
    window.rootViewController = tabs
    inner.transit.diagnostics = log.sink
    inner.transit.push(inner, using: .push())
    inner.transit.push(tabs, using: .push())
    #expect(window.runUntilIdle())
    #expect(inner.viewControllers.count == 1 && inner.parent === tabs)
    ReliabilityLog.record(
      "diagnostics", tried: "inner.transit.push(inner), inner.transit.push(its tab bar controller)",
      outcome: "refused before UIKit sees it", diagnostic: log.seen.last?.description)
    #expect(log.kinds == [.pushOfScreenAlreadyThere, .pushOfScreenAlreadyThere])
  }

  /// Round two, finding 3's question: a presentation asked of a presenter lower in the
  /// chain, whose presentation context already presents, is refused before UIKit sees it
  /// (UIKit ignores it with a warning), and the screen is left as it was.
  @Test func aPresentationAskedOfAPresenterAlreadyPresentingIsRefused() {
    list.transit.diagnostics = log.sink
    let card = screen("Card")
    list.transit.present(card, using: .card())
    #expect(window.runUntilIdle())
    let refused = screen("Refused")
    list.transit.present(refused, using: .fade)
    #expect(window.runUntilIdle())
    #expect(navigation.presentedViewController === card)
    #expect(
      refused.presentingViewController == nil && refused.modalPresentationStyle == .fullScreen)
    #expect(refused.transitioningDelegate == nil)
    #expect(log.kinds == [.presentationOnPresenterAlreadyPresenting])
    #expect(window.eventLog.warnings.isEmpty, "UIKit never saw it")
    // From the top of the chain it goes ahead.
    card.transit.present(refused, using: .fade)
    #expect(window.runUntilIdle())
    #expect(refused.presentingViewController === card)
    ReliabilityLog.record(
      "R2-3", tried: "list.transit.present(card), then list.transit.present(another)",
      outcome: "refused; the card stays, the other screen is untouched",
      diagnostic: log.seen.first?.description)
  }

  @Test func aPushAskedForDuringAPushIsSaidToBeIgnored() {
    navigation.transit.push(screen("First"), using: .push())
    window.advance(by: 0.05)
    navigation.transit.push(screen("Second"), using: .push())
    #expect(window.runUntilIdle())
    #expect(log.kinds == [.requestDuringTransition])
    #expect(log.seen.first?.message.contains("push of <StageViewController>") == true)
    ReliabilityLog.record(
      "diagnostics", tried: "a Transit push during a push",
      outcome: "reported; UIKit's answer stands",
      diagnostic: log.seen.first?.description)
  }

  @Test func aDelegateReplacedBehindTransitsBackIsSaidAndTakenBack() throws {
    navigation.transit.push(screen("First"), using: .push())
    #expect(window.runUntilIdle())
    let own = AppsOwnNavigationDelegate()
    navigation.delegate = own
    navigation.transit.push(screen("Second"), using: .fade)
    #expect(log.kinds == [.delegateReplaced])
    #expect(log.seen.first?.message.contains("<AppsOwnNavigationDelegate>") == true)
    #expect(navigation.transit.isContainerDelegate, "Transit's transition plays")
    ReliabilityLog.record(
      "diagnostics",
      tried: "navigation.delegate = own delegate after Transit installed, then a push",
      outcome: "reported; Transit takes the delegate back for the push",
      diagnostic: log.seen.first?.description)
    #expect(window.runUntilIdle())
  }

  @Test func aDelegateTheAppSetBeforeTransitIsNotAReplacement() {
    let own = AppsOwnNavigationDelegate()
    navigation.delegate = own
    navigation.transit.push(screen("First"), using: .push())
    #expect(window.runUntilIdle())
    #expect(log.kinds.isEmpty)
  }

  @Test func onTheStageADiagnosticIsOneOfTheWindowsWarnings() {
    let other = StageNavigationController(rootViewController: screen("Root"))
    window.rootViewController = other
    other.transit.push(other, using: .push())
    let warnings = window.eventLog.warnings.filter { $0.hasPrefix("Transit: ") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("refused") == true)
  }

  @Test func aCustomDismissalThatAddsThePresentingViewIsSaidToBlackTheScreen() {
    let transitioning = PresenterAddingTransitioning(diagnostics: log.sink)
    let sheet = screen("Sheet")
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = transitioning
    navigation.present(sheet, animated: true)
    #expect(window.runUntilIdle())
    #expect(log.kinds.isEmpty)
    sheet.dismiss(animated: true)
    #expect(window.runUntilIdle())
    #expect(navigation.view.window == nil, "UIKit's black screen, reproduced")
    #expect(log.kinds == [.presentingViewAddedInCustomDismissal])
    ReliabilityLog.record(
      "diagnostics", tried: "a .custom dismissal whose animator adds the presenting view",
      outcome: "reported (the view leaves the window with the container)",
      diagnostic: log.seen.first?.description)
  }

  @Test func aStackOfCardsDismissedFromBelowIsNoTrap() {
    let first = screen("First")
    navigation.transit.present(first, using: .card())
    #expect(window.runUntilIdle())
    first.transit.present(screen("Second"), using: .card())
    #expect(window.runUntilIdle())
    navigation.dismiss(animated: true)
    #expect(window.runUntilIdle())
    #expect(navigation.view.window === window && log.kinds.isEmpty)
  }

  @Test func aPresentedScreenTakesItsPresentersDiagnostics() {
    let sheet = screen("Sheet")
    navigation.transit.present(sheet, using: .card())
    #expect(window.runUntilIdle())
    let inner = screen("Inner")
    sheet.transit.present(inner, using: .fade)
    window.advance(by: 0.05)
    inner.transit.present(screen("Again"), using: .fade)
    #expect(window.runUntilIdle())
    #expect(log.kinds == [.requestDuringTransition])
  }
}
