import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// `Presentation` descriptions played by the stage's Transit presentation controller, and the
/// window settings Transit reads (Reduce Motion, layout direction).
@MainActor
@Suite struct TransitPresentationControllerTests {
  let window = StageWindow.phone()
  let home = screen("Home")

  init() {
    window.rootViewController = home
    window.makeKeyAndVisible()
  }

  @Test func aCustomPresentationUnderTheStatusBarControlsItsAppearance() {
    // docs/design.md#u23: UIKit hands the status bar to .fullScreen presentations only, unless the
    // presented controller sets modalPresentationCapturesStatusBarAppearance.
    let cover = screen("Cover")
    home.transit.present(cover, using: .card(topInset: 0))
    #expect(window.runUntilIdle())
    #expect(cover.modalPresentationStyle == .custom)
    #expect(cover.modalPresentationCapturesStatusBarAppearance)
    home.transit.dismiss()
    #expect(window.runUntilIdle())
    let card = screen("Card")
    home.transit.present(card, using: .card(topInset: 40))
    #expect(window.runUntilIdle())
    #expect(!card.modalPresentationCapturesStatusBarAppearance, "the screen behind keeps it")
  }

  @Test func theCardStaysOverDimmingAndATapOnTheDimmingDismissesIt() throws {
    let card = screen("Card")
    home.transit.present(card, using: .card(topInset: 40))
    #expect(window.runUntilIdle())
    // Seed 000: the presenter stays, scaled back by (844 − 40) / 844; the card 40 pt down.
    #expect(home.view.window === window, "docs/design.md#r3: the presenter stays on screen")
    let scale = (844.0 - 40) / 844
    #expect(abs(home.view.layer.transform.m11 - scale) < 1e-12)
    let cardOnScreen = card.view.convert(card.view.bounds, to: nil)
    #expect(cardOnScreen == CGRect(x: 0, y: 40, width: 390, height: 804))
    let controller = try #require(
      card.presentationController as? TransitPresentationController)
    let dimming = try #require(controller.dimmingView)
    #expect(dimming.alpha == 1 && dimming.window === window)
    #expect(dimming.backgroundColor?.cgColor == Color(white: 0, alpha: 0.5))

    window.tap(at: CGPoint(x: 195, y: 20))
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController == nil, "a tap on the dimming dismissed the card")
    #expect(home.view.layer.transform.isIdentity, "the presenter is back to full size")
    #expect(dimming.superview == nil && card.view.window == nil)
  }

  @Test func theDimmingFadesInWithThePresentationAndOutWithTheDismissal() throws {
    // docs/design.md#r4 / docs/design.md#n1: the dimming is added in
    // presentationTransitionWillBegin and fades in
    // with the card; the duration UIKit asks for beforehand must not freeze a scene
    // without it.
    let card = screen("Card")
    home.transit.present(card, using: .card(topInset: 40))
    window.advance(by: 0)  // the turn that starts the presentation
    let controller = try #require(
      card.presentationController as? TransitPresentationController)
    let dimming = try #require(controller.dimmingView)
    func onScreen() -> Float { dimming.layer.presentation()?.opacity ?? dimming.layer.opacity }
    var rising: [Float] = [onScreen()]
    for _ in 0..<40 {
      window.advance(by: 1.0 / 60)
      rising.append(onScreen())
    }
    #expect(window.runUntilIdle())
    #expect(rising.first ?? 1 < 0.05, "the dimming starts clear: \(rising)")
    #expect(rising.contains { $0 > 0.2 && $0 < 0.8 }, "it is part-way at some frame: \(rising)")
    #expect(zip(rising, rising.dropFirst()).allSatisfy { $0 <= $1 + 1e-6 }, "\(rising)")
    #expect(onScreen() == 1)

    home.transit.dismiss()
    var falling: [Float] = [onScreen()]
    for _ in 0..<40 {
      window.advance(by: 1.0 / 60)
      falling.append(onScreen())
    }
    #expect(falling.first ?? 0 > 0.95, "the dismissal starts dimmed: \(falling)")
    #expect(falling.contains { $0 > 0.2 && $0 < 0.8 }, "\(falling)")
    #expect(zip(falling, falling.dropFirst()).allSatisfy { $0 + 1e-6 >= $1 }, "\(falling)")
  }

  @Test func aHalfSheetHasRoundedCornersAndFollowsTheContainersSize() throws {
    let sheet = screen("Sheet")
    home.transit.present(sheet, using: Transition.cover(.up).presentation(.half))
    #expect(window.runUntilIdle())
    // The sheet on screen is Transit's presented view, the screen's view inside it.
    let shown = try #require(sheet.presentationController?.presentedView)
    #expect(shown.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(sheet.view.convert(sheet.view.bounds, to: nil) == shown.frame)
    #expect(shown.layer.cornerRadius == 12 && shown.clipsToBounds)
    #expect(sheet.view.layer.cornerRadius == 0, "the screen's own view is left as it was")
    window.resize(to: CGSize(width: 844, height: 390))
    #expect(shown.frame == CGRect(x: 0, y: 195, width: 844, height: 195))
    #expect(sheet.view.convert(sheet.view.bounds, to: nil) == shown.frame)
  }

  @Test func aPresentationThatRemovesThePresentersViewPutsItBackAfter() {
    let cover = screen("Cover")
    let presentation = Presentation(.full, dimming: nil, removesPresentersView: true)
    home.transit.present(cover, using: Transition.fade.presentation(presentation))
    #expect(window.runUntilIdle())
    #expect(home.view.window == nil, "shouldRemovePresentersView: the presenter leaves")
    cover.transit.dismiss()
    #expect(window.runUntilIdle())
    #expect(home.view.window === window)
  }

  @Test func withoutDimmingNothingCoversThePresenter() throws {
    let sheet = screen("Sheet")
    home.transit.present(
      sheet,
      using: Transition.cover().presentation(
        Presentation(.fraction(0.5, edge: .bottom), dimming: nil)))
    #expect(window.runUntilIdle())
    let controller = try #require(
      sheet.presentationController as? TransitPresentationController)
    #expect(controller.dimmingView == nil)
  }

  @Test func reduceMotionCrossFadesInsteadOfMoving() throws {
    window.prefersReducedMotion = true
    let navigation = StageNavigationController(rootViewController: screen("List"))
    window.rootViewController = navigation
    let detail = screen("Detail")
    navigation.transit.push(detail, using: .cube())
    window.advance(by: 0.125)
    let layer = try #require(detail.view.layer.presentation())
    #expect(layer.transform.isIdentity, "nothing turns")
    #expect(layer.opacity > 0.2 && layer.opacity < 0.8, "it fades")
    window.advance(by: 0.13)
    #expect(window.transitionsInFlight.isEmpty, "a short cross-fade: 0.25 s")
  }

  @Test func leadingFollowsARightToLeftLayout() throws {
    window.layoutDirection = .rightToLeft
    let navigation = StageNavigationController(rootViewController: screen("List"))
    window.rootViewController = navigation
    let detail = screen("Detail")
    navigation.transit.push(detail, using: .push(.leading))
    window.advance(by: 0.01)
    let x = try #require(detail.view.layer.presentation()).transform.m41
    #expect(x < -300, "right to left, a push comes in from the left: \(x)")
    #expect(window.runUntilIdle())
  }

  @Test func theInstallerOwnsItsDelegate() {
    // docs/design.md#r6: `navigationController.delegate = SomeDelegate()` does nothing in UIKit;
    // the installer is owned by the controller, so this works with nothing else keeping it.
    let navigation = StageNavigationController(rootViewController: screen("List"))
    window.rootViewController = navigation
    navigation.transit.transition = .fade
    let detail = screen("Detail")
    navigation.pushViewController(detail, animated: true)
    window.advance(by: 0.175)
    let opacity = detail.view.layer.presentation()?.opacity ?? 1
    #expect(opacity > 0.3 && opacity < 0.7, "the fade is playing: \(opacity)")
    #expect(window.runUntilIdle())
  }

  @Test func anAutomaticDurationFollowsTheDistance() {
    let navigation = StageNavigationController(rootViewController: screen("List"))
    window.rootViewController = navigation
    navigation.transit.push(screen("Detail"), using: Transition.slide.automaticDuration())
    // 390 points: 0.2 + 0.35 × √0.39 = 0.4186 s.
    window.advance(by: 0.41)
    #expect(!window.transitionsInFlight.isEmpty)
    window.advance(by: 0.02)
    #expect(window.transitionsInFlight.isEmpty)
  }

  @Test func matchedFramesAreInContainerCoordinatesThroughTransformsAndScrolling() throws {
    let list = screen("List")
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    #expect(window.runUntilIdle())
    // A scrolled list (bounds moved down 100) inside a half-size panel at (40, 60).
    let panel = StageView(frame: CGRect(x: 40, y: 60, width: 300, height: 600))
    panel.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    let scroller = StageView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    scroller.bounds.origin.y = 100
    let thumbnail = StageView(frame: CGRect(x: 20, y: 200, width: 80, height: 80))
    thumbnail.transit.id = "photo"
    scroller.addSubview(thumbnail)
    panel.addSubview(scroller)
    list.view.addSubview(panel)
    let detail = screen("Detail")
    let photo = StageView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
    photo.transit.id = "photo"
    detail.view.addSubview(photo)

    let probe = AnimatorProbe()
    navigation.delegate = probe
    navigation.pushViewController(detail, animated: true)
    let scene = try #require(probe.animator?.sceneInFlight)
    let source = try #require(scene.elements.first { $0.side == .from && $0.id == "photo" })
    // The panel's centre is (190, 360); the thumbnail sits at (20, 100) in the scrolled
    // content, 150 − 20 = 130 left and 300 − 100 = 200 up of the panel's centre, halved.
    #expect(source.frame == CGRect(x: 190 - 65, y: 360 - 100, width: 40, height: 40))
    let destination = try #require(scene.elements.first { $0.side == .to && $0.id == "photo" })
    #expect(destination.frame == CGRect(x: 0, y: 100, width: 390, height: 390))
    #expect(window.runUntilIdle())
  }
}

/// A navigation delegate that plays the matched transition and keeps its animator to look
/// at.
@MainActor
final class AnimatorProbe: StageNavigationControllerDelegate {
  var animator: TransitAnimator?

  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    let animator = TransitAnimator(.matched(), operation: operation == .push ? .push : .pop)
    self.animator = animator
    return animator
  }
}

extension TransitPresentationControllerTests {
  @Test func aPresenterThatStaysVisibleHearsNoDisappearOrAppearByDefault() {
    // docs/design.md#u13, docs/design.md#r5: UIKit skips the presenter's callbacks while its view
    // stays on screen, for its own sheets too; so does Transit by default.
    let card = screen("Card")
    window.eventLog.removeAll()
    home.transit.present(card, using: .card(topInset: 40))
    #expect(window.runUntilIdle())
    card.transit.dismiss()
    #expect(window.runUntilIdle())
    #expect(window.eventLog.lines(of: [.appearance]).allSatisfy { !$0.hasSuffix("(Home)") })
    #expect(
      window.eventLog.lines(of: [.appearance]).contains("viewDidDisappear(Card)"),
      "the presented screen still hears its own")
  }

  @Test func thePresenterHearsItDisappearAndReappearWhenBalancingIsAsked() throws {
    // The articles' way, kept as an option: balance the presenter's calls by hand.
    let card = screen("Card")
    var presentation = try #require(Transition.card(topInset: 40).presentation)
    presentation.balancesPresenterAppearance = true
    window.eventLog.removeAll()
    home.transit.present(card, using: Transition.card(topInset: 40).presentation(presentation))
    #expect(window.runUntilIdle())
    let presented = window.eventLog.lines(of: [.appearance]).filter { $0.hasSuffix("(Home)") }
    #expect(presented == ["viewWillDisappear(Home)", "viewDidDisappear(Home)"])
    window.eventLog.removeAll()
    card.transit.dismiss()
    #expect(window.runUntilIdle())
    let dismissed = window.eventLog.lines(of: [.appearance]).filter { $0.hasSuffix("(Home)") }
    #expect(dismissed == ["viewWillAppear(Home)", "viewDidAppear(Home)"])
  }

  @Test func balancingIsOffByDefault() {
    let sheet = screen("Sheet")
    let presentation = Presentation.half
    window.eventLog.removeAll()
    home.transit.present(sheet, using: Transition.cover().presentation(presentation))
    #expect(window.runUntilIdle())
    #expect(window.eventLog.lines(of: [.appearance]).allSatisfy { !$0.hasSuffix("(Home)") })
  }
}

extension TransitPresentationControllerTests {
  @Test func aCardOverACardFadesOnlyItsOwnDimming() throws {
    // Two dimmed cards stacked (a sheet over a sheet): the upper one's dismissal fades the
    // upper dimming; the lower card's stays as it is, under it all along.
    let lower = screen("Lower")
    let upper = screen("Upper")
    home.transit.present(lower, using: .card(topInset: 40))
    #expect(window.runUntilIdle())
    lower.transit.present(upper, using: .card(topInset: 80))
    #expect(window.runUntilIdle())
    let lowerDimming = try #require(
      (lower.presentationController as? TransitPresentationController)?.dimmingView)
    let upperDimming = try #require(
      (upper.presentationController as? TransitPresentationController)?.dimmingView)
    var lowerOpacities: [Float] = []
    var upperOpacities: [Float] = []
    let link = StageDisplayLink(clock: window.clock) { _ in
      lowerOpacities.append(
        lowerDimming.layer.presentation()?.opacity ?? lowerDimming.layer.opacity)
      upperOpacities.append(
        upperDimming.layer.presentation()?.opacity ?? upperDimming.layer.opacity)
    }
    lower.transit.dismiss()
    for _ in 0..<60 { window.advance(by: 1.0 / 60) }
    link.invalidate()
    #expect(window.runUntilIdle())
    #expect(lower.presentedViewController == nil && home.presentedViewController === lower)
    #expect(lowerOpacities.count > 5)
    #expect(lowerOpacities.allSatisfy { $0 == 1 }, "the lower dimming: \(lowerOpacities)")
    #expect(upperOpacities.contains { $0 > 0.2 && $0 < 0.8 }, "the upper dimming faded")
    #expect(lowerDimming.alpha == 1 && lowerDimming.window === window, "\(lowerDimming.alpha)")
  }

  @Test func theDimmingFollowsAPullDown() throws {
    // A card pulled down part of the way: the dimming lightens with the finger, not on a
    // clock of its own; let go, it comes back in full.
    let card = screen("Card")
    home.transit.present(card, using: Transition.card(topInset: 40).interactive(.pullDownToDismiss))
    #expect(window.runUntilIdle())
    let controller = try #require(
      card.presentationController as? TransitPresentationController)
    let dimming = try #require(controller.dimmingView)
    var samples: [(progress: Double, opacity: Double)] = []
    let link = StageDisplayLink(clock: window.clock) { _ in
      guard let animator = TransitAnimator.inFlight(for: card) else { return }
      samples.append((animator.progress, Double(dimming.layer.presentation()?.opacity ?? 1)))
    }
    window.send(
      StageTouchTrace.pan(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 300), duration: 0.5)
        .holding(for: 0.3))
    link.invalidate()
    let held = try #require(samples.last)
    #expect(held.progress > 0.1 && held.progress < 0.5, "part of the way: \(held.progress)")
    // The card follows the finger one to one; the fade runs on the same ease-in-out as the
    // card's slide, so it is shown at the moment the card has gone the finger's share of its
    // way: the dimming lightens exactly as far as the card has come down.
    let expected = 1 - held.progress
    #expect(abs(held.opacity - expected) < 1e-6, "\(held.opacity) vs \(expected)")
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController === card)
    #expect(dimming.alpha == 1 && dimming.layer.presentation()?.opacity == 1)
  }
}

/// An app's own transitioning delegate that plays Transit's fade both ways.
@MainActor
final class HandWrittenFade: ViewControllerTransitioningDelegate {
  func animationController(
    forPresented presented: StageViewController, presenting: StageViewController,
    source: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    TransitAnimator(.fade, operation: .present)
  }

  func animationController(forDismissed dismissed: StageViewController)
    -> (any StageViewControllerAnimatedTransitioning)?
  {
    TransitAnimator(.fade, operation: .dismiss)
  }
}

extension TransitPresentationControllerTests {
  @Test func aHandWrittenDelegateForASheetNeverMovesThePresenterIntoTheContainer() {
    // docs/design.md#u18: UIKit keeps the presenter of a .pageSheet on screen and withholds its
    // view (view(forKey:) nil, "do not touch"); the host reads the style as .fullScreen and
    // finds the view on its controller. Moving it into the container would take it out of
    // the window with the container: a black screen.
    let sheet = screen("Sheet")
    let fade = HandWrittenFade()
    sheet.modalPresentationStyle = .pageSheet
    sheet.transitioningDelegate = fade
    home.present(sheet, animated: true)
    #expect(window.runUntilIdle())
    let homeSuperview = home.view.superview
    #expect(homeSuperview != nil)
    var presenterInContainer = false
    sheet.dismiss(animated: true)
    window.advance(by: 0.05)
    if let container = sheet.view.superview {
      presenterInContainer = home.view.superview === container
    }
    #expect(window.runUntilIdle())
    #expect(!presenterInContainer, "the presenter was left where it is")
    #expect(home.view.superview === homeSuperview && home.view.window === window)
    #expect(window.eventLog.warnings.isEmpty)
  }
}
