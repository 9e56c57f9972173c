import Foundation
import Testing

@testable import Transit

/// The installer core on the fake host: the decisions `viewController.transit` makes on
/// every host (which transition answers a delegate, when the animator is also the
/// interaction controller, what each phase of a gesture does), tested here once, for the
/// stage and for UIKit alike.
@MainActor
@Suite struct TransitionInstallerCoreTests {
  /// A screen, as a host's view controller stands in the core.
  final class Screen {}
  /// A recognizer, as a host's stands in the core.
  final class Recognizer {}

  typealias Core = TransitionInstallerCore<Screen, Recognizer, FakeHostContext>

  /// A 390 × 844 container with two screens, and the installer core of a navigation
  /// controller whose start action pushes (or pops) by asking the core for an animator, as
  /// a host's delegate would.
  @MainActor final class Fixture {
    let container = FakeHostView("container", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let from = FakeHostView("from", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let to = FakeHostView("to", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var context: FakeHostContext
    let core = Core()
    let top = Screen()
    /// The animators the "host" was given, kept as UIKit keeps them while in flight.
    var animators: [Core.Animator] = []
    /// How many times a gesture's start action ran.
    var starts = 0

    /// Whether the host takes Transit's interaction controller for every transition (UIKit
    /// and the stage do, through the installer's delegates), or only the animator, as an
    /// app's own delegate may: then the transition is not interruptible.
    let takesInteractionController: Bool

    init(takesInteractionController: Bool = true) {
      container.isWindow = true
      container.addSubview(from)
      context = FakeHostContext(containerView: container, fromView: from, toView: to)
      self.takesInteractionController = takesInteractionController
    }

    var clock: FakeHostContext.Clock {
      guard let clock = context.clock else { preconditionFailure("no clock") }
      return clock
    }

    /// A pop as a host does it: the delegate asks for an animator and an interaction
    /// controller; the host starts it through the interaction controller, interactive when
    /// a gesture drives it (`wantsInteractiveStart`), or through the animator alone.
    @discardableResult
    func pop(startingNow: Bool = true) -> Bool {
      starts += 1
      guard let animator = core.animator(for: .pop(top)) else { return false }
      animators.append(animator)
      guard startingNow else { return true }
      if takesInteractionController {
        animator.startAsInteractionController(in: context, driven: core.isInteractive(animator))
      } else if core.isInteractive(animator) {
        animator.startInteractive(in: context)
      } else {
        animator.start(in: context)
      }
      return true
    }

    /// The back swipe's phase with a finger `x` points from the leading edge.
    func swipe(_ phase: GesturePhase, x: Double, startingNow: Bool = true) {
      core.handle(
        phase, of: .backSwipe, sample: GestureSample(translation: CGPoint(x: x, y: 0)),
        in: GestureGeometry(size: container.bounds.size)
      ) { self.pop(startingNow: startingNow) }
    }
  }

  /// A linear slide over 0.5 s.
  static let slide = Transition.push().curve(.linear).duration(0.5)

  // MARK: - Which transition answers a delegate

  @Test func aPushPlaysThePushedScreensTransitionAndAPopThePoppedOnes() throws {
    let core = Core()
    let pushed = Screen()
    let other = Screen()
    core.registry.remember(.fade, for: pushed)
    let push = try #require(core.transition(for: .push(pushed)))
    #expect(push.transition.effect.name == Transition.fade.effect.name && push.operation == .push)
    let pop = try #require(core.transition(for: .pop(pushed)))
    #expect(pop.operation == .pop && pop.transition.effect.name == Transition.fade.effect.name)
    #expect(core.transition(for: .pop(other)) == nil, "no transition: the system's own")
    core.defaultTransition = .slide
    #expect(core.transition(for: .push(other))?.transition.effect.name == "slide")
  }

  @Test func aScreenPushedWithoutTransitIsLeftToTheSystemsBackSwipe() {
    // docs/design.md#u1: the system's back swipe stays the system's for screens Transit did not
    // push.
    let fixture = Fixture()
    #expect(fixture.core.transition(for: .pop(fixture.top)) == nil)
    #expect(fixture.core.animator(for: .pop(fixture.top), startedBy: .backSwipe) == nil)
    #expect(
      fixture.core.backSwipeDecision(
        top: fixture.top, stackCount: 2, isTransitioning: false, isDelegate: true,
        allowsBackSwipe: true) == .forward)
  }

  @Test func theBackSwipeBeginsForTransitsScreenOnlyWithSomethingToPopAndNothingInFlight() {
    let fixture = Fixture()
    fixture.core.registry.remember(Self.slide, for: fixture.top)
    func decision(
      count: Int = 2, transitioning: Bool = false, delegate: Bool = true, allows: Bool = true
    )
      -> Core.BackSwipeDecision
    {
      fixture.core.backSwipeDecision(
        top: fixture.top, stackCount: count, isTransitioning: transitioning, isDelegate: delegate,
        allowsBackSwipe: allows)
    }
    #expect(decision() == .begin)
    #expect(decision(count: 1) == .refuse)
    #expect(decision(transitioning: true) == .refuse)
    #expect(decision(allows: false) == .refuse, "the screen's own opt-out")
    #expect(decision(delegate: false) == .forward, "the app replaced the delegate: step aside")
  }

  @Test func aTransitionAskedForButNotStartedCountsAsInFlight() throws {
    // docs/design.md#u25: UIKit starts the transition on a later turn; a second swipe before then
    // must not pop again (a fast double swipe pops once).
    let fixture = Fixture()
    fixture.core.registry.remember(Self.slide, for: fixture.top)
    fixture.pop(startingNow: false)
    let animator = try #require(fixture.animators.first)
    #expect(!animator.isInFlight && fixture.core.hasTransitionPending)
    #expect(
      fixture.core.backSwipeDecision(
        top: fixture.top, stackCount: 2, isTransitioning: false, isDelegate: true,
        allowsBackSwipe: true) == .refuse)
    animator.start(in: fixture.context)
    fixture.clock.runUntilIdle()
    #expect(!fixture.core.hasTransitionPending, "completed: the next swipe may begin")
  }

  @Test func aPushedScreensGestureAsksTheStackWhetherAPopIsPending() throws {
    // docs/design.md#u25: a pushed screen's pull down or pinch is installed on the screen's
    // installer but the pop it starts is the navigation controller's; while that pop is asked
    // for and not yet started, the screen's gesture must not begin (it would pop again).
    let fixture = Fixture()
    fixture.core.registry.remember(Self.slide, for: fixture.top)
    let screen = Core()
    let pinch = Recognizer()
    screen.didInstall(pinch, as: .interaction(.pinchToClose))
    screen.routesScreenGestures(to: fixture.core)
    #expect(screen.shouldBegin(pinch), "nothing pending")
    fixture.pop(startingNow: false)
    let animator = try #require(fixture.animators.first)
    #expect(!screen.shouldBegin(pinch), "the stack's pop is asked for: the pinch waits")
    animator.start(in: fixture.context)
    #expect(screen.shouldBegin(pinch), "in flight: the pinch may take hold of it")
    fixture.clock.runUntilIdle()
    #expect(screen.shouldBegin(pinch), "completed")
  }

  @Test func sideSwipesGiveWayToAScrollViewThatCanScrollThatWay() {
    // docs/design.md#u5: a carousel under the finger takes a sideways swipe while it can
    // scroll that way, whichever recognizer UIKit asks first; at its edge the swipe is ours.
    let core = Core()
    let swipe = Recognizer()
    let panBack = Recognizer()
    core.didInstall(swipe, as: .swipeBetweenChildren)
    core.didInstall(panBack, as: .interaction(.panBack))
    func sample(_ x: Double, left: Double, right: Double) -> GestureSample {
      GestureSample(
        translation: CGPoint(x: x, y: 2),
        horizontalScroll: HorizontalScrollRoom(left: left, right: right))
    }
    #expect(!core.shouldBegin(swipe, sample: sample(-40, left: 0, right: 300)), "it scrolls on")
    #expect(core.shouldBegin(swipe, sample: sample(-40, left: 300, right: 0)), "at its end")
    #expect(core.shouldBegin(swipe, sample: sample(40, left: 0, right: 300)), "at its start")
    #expect(!core.shouldBegin(swipe, sample: sample(40, left: 120, right: 0)))
    #expect(!core.shouldBegin(panBack, sample: sample(60, left: 120, right: 0)), "back swipe too")
    #expect(core.shouldBegin(panBack, sample: sample(60, left: 0, right: 120)))
    #expect(core.shouldBegin(swipe, sample: GestureSample(translation: CGPoint(x: -40, y: 2))))
  }

  @Test func theBackSwipeTakesHoldOfThePopTheSystemBeganForIt() throws {
    // The system's recognizer pops first; Transit hears `.began` (or on UIKit perhaps only
    // `.changed`) afterwards and drives the animator made for it.
    for firstPhase in [GesturePhase.began, .changed] {
      let fixture = Fixture()
      fixture.core.registry.remember(Self.slide, for: fixture.top)
      let animator = try #require(
        fixture.core.animator(for: .pop(fixture.top), startedBy: .backSwipe))
      #expect(fixture.core.isInteractive(animator))
      animator.startInteractive(in: fixture.context)
      fixture.core.handle(
        firstPhase, of: .backSwipe, sample: GestureSample(translation: CGPoint(x: 195, y: 0)),
        in: GestureGeometry(size: fixture.container.bounds.size)
      ) {
        Issue.record("Transit must not pop again")
        return false
      }
      #expect(abs(animator.progress - 0.5) < 1e-9, "\(firstPhase)")
    }
  }

  @Test func aSwitchPlaysTheIncomingChildsTransitionWithTheIndicesOfBoth() throws {
    let core = Core()
    let children = [Screen(), Screen(), Screen()]
    core.defaultTransition = .slide
    let request = TransitionRequest.switching(
      from: children[2], to: children[0], among: children, in: .tab)
    #expect(core.transition(for: request)?.operation == .tabSwitch(from: 2, to: 0))
    let stranger = TransitionRequest.switching(
      from: Screen(), to: children[0], among: children, in: .container)
    #expect(core.transition(for: stranger) == nil, "a child it does not hold")
  }

  @Test func aPresentationAndItsDismissalPlayTheRememberedTransition() {
    let core = Core()
    #expect(core.transition(for: .presentation) == nil)
    core.presentation = .card()
    #expect(core.transition(for: .presentation)?.operation == .present)
    #expect(core.transition(for: .dismissal)?.operation == .dismiss)
    #expect(Core.presentationStyle(for: .card()) == .custom)
    #expect(Core.presentationStyle(for: .fade) == .fullScreen)
  }

  @Test func theAnimatorIsTheInteractionControllerOnlyWhileAGestureStartsIt() throws {
    // docs/design.md#r8.
    let fixture = Fixture()
    fixture.core.defaultTransition = Self.slide
    fixture.pop()
    let byItself = try #require(fixture.animators.last)
    #expect(!fixture.core.isInteractive(byItself) && byItself.isInFlight && !byItself.isDriven)
    fixture.clock.runUntilIdle()
    fixture.swipe(.began, x: 20)
    let driven = try #require(fixture.animators.last)
    #expect(driven !== byItself && driven.isDriven && driven.startedInteractively)
    #expect(!fixture.core.isInteractive(driven), "only until it has started")
  }

  // MARK: - Gesture routing

  @Test func aGestureMovesAndReleasesTheTransitionItBegan() throws {
    let fixture = Fixture()
    fixture.core.defaultTransition = Self.slide
    fixture.swipe(.began, x: 39)
    let animator = try #require(fixture.animators.first)
    #expect(abs(animator.progress - 0.1) < 1e-9)
    fixture.clock.advance(by: 0.1)
    fixture.swipe(.changed, x: 273)
    #expect(abs(animator.progress - 0.7) < 1e-9)
    fixture.swipe(.ended, x: 273)
    fixture.clock.runUntilIdle()
    #expect(fixture.context.log.completions == [true])
  }

  @Test func phasesOfAGestureThatDidNotBeginTheTransitionAreIgnored() throws {
    // The phase guard UIKit's copy had alone: a gesture refused at its start (nothing to
    // pop) must not move or end a transition that something else started later.
    let fixture = Fixture()
    fixture.core.defaultTransition = Self.slide
    fixture.core.handle(
      .began, of: .backSwipe, sample: GestureSample(), in: GestureGeometry(size: .zero)
    ) { false }
    fixture.pop()  // a transition by itself, begun by a button
    let animator = try #require(fixture.animators.first)
    fixture.swipe(.changed, x: 300)
    fixture.swipe(.ended, x: 300)
    fixture.swipe(.cancelled, x: 300)
    #expect(!animator.isDriven && fixture.context.log.events.isEmpty)
    fixture.clock.runUntilIdle()
    #expect(fixture.context.log.completions == [true])
  }

  @Test func oneGestureDrivesATransitionAtATime() throws {
    let fixture = Fixture()
    fixture.core.defaultTransition = Self.slide
    fixture.swipe(.began, x: 39)
    let animator = try #require(fixture.animators.first)
    // A second recognizer (the grabbing pan) begins while the back swipe drives.
    fixture.core.handle(
      .began, of: .grab(as: .pop), sample: GestureSample(translation: CGPoint(x: 300, y: 0)),
      in: GestureGeometry(size: fixture.container.bounds.size)
    ) { false }
    fixture.core.handle(
      .changed, of: .grab(as: .pop), sample: GestureSample(translation: CGPoint(x: 300, y: 0)),
      in: GestureGeometry(size: fixture.container.bounds.size)
    ) { false }
    #expect(abs(animator.progress - 0.1) < 1e-9, "the second finger moves nothing")
    #expect(!fixture.context.log.events.contains("pause"))
  }

  @Test func aTouchGrabsATransitionPlayingByItselfWhereTheHostCan() throws {
    let stage = Fixture(takesInteractionController: true)
    stage.core.defaultTransition = Self.slide
    stage.pop()
    stage.clock.advance(to: 0.25)
    stage.swipe(.began, x: 0)
    let animator = try #require(stage.animators.first)
    #expect(animator.isDriven && stage.starts == 1, "grabbed, not a second pop")
    #expect(abs(animator.progress - 0.5) < 1e-9)

    // UIKit pauses only an interruptible transition: one started without Transit's
    // interaction controller (an app's own delegate) is not.
    let uikit = Fixture(takesInteractionController: false)
    uikit.core.defaultTransition = Self.slide
    uikit.pop()
    uikit.clock.advance(to: 0.25)
    uikit.swipe(.began, x: 0)
    #expect(uikit.animators.count == 1 && !(uikit.animators.first?.isDriven ?? true))
    uikit.swipe(.changed, x: 200)
    #expect(uikit.context.log.events.isEmpty, "refused: the transition plays on")
    uikit.clock.runUntilIdle()
    #expect(uikit.context.log.completions == [true])
  }

  /// docs/design.md#u3: a touch grabs a completion of an interruptible transition (started through
  /// Transit's interaction controller, as the installer's delegates have UIKit and the
  /// stage do); started without one (an app's own delegate), it grabs nothing: the
  /// completion runs to the end the release decided, reported once.
  @Test(arguments: [true, false])
  func aCompletionIsGrabbedOnlyWhereTheHostCanPauseIt(canPause: Bool) throws {
    let fixture = Fixture(takesInteractionController: canPause)
    fixture.core.defaultTransition = Self.slide
    fixture.swipe(.began, x: 0)
    fixture.swipe(.changed, x: 234)
    fixture.swipe(.ended, x: 234)
    fixture.clock.advance(by: 0.05)
    let animator = try #require(fixture.animators.first)
    let released = animator.progress
    fixture.swipe(.began, x: 0)
    if canPause {
      #expect(animator.isDriven && fixture.context.log.events == ["finish", "pause"])
      #expect(abs(animator.progress - released) < 1e-9)
    } else {
      #expect(!animator.isDriven && fixture.context.log.events == ["finish"])
      fixture.swipe(.changed, x: 50)
      fixture.swipe(.ended, x: 50)
      fixture.clock.runUntilIdle()
      #expect(fixture.context.log.events == ["finish"], "finish reported once, no pause")
      #expect(fixture.context.log.completions == [true])
    }
  }

  @Test func whatAGestureDidBeforeTheHostStartedTheTransitionIsReplayed() throws {
    // UIKit may start an interactive transition a turn of the run loop after the pop.
    let fixture = Fixture(takesInteractionController: false)
    fixture.core.defaultTransition = Self.slide
    fixture.swipe(.began, x: 39, startingNow: false)
    fixture.swipe(.changed, x: 117, startingNow: false)
    let animator = try #require(fixture.animators.first)
    #expect(!animator.isInFlight)
    animator.startInteractive(in: fixture.context)
    #expect(abs(animator.progress - 0.3) < 1e-9, "caught up with the finger")

    let released = Fixture()
    released.core.defaultTransition = Self.slide
    released.swipe(.began, x: 39, startingNow: false)
    released.swipe(.ended, x: 312, startingNow: false)
    let late = try #require(released.animators.first)
    late.startInteractive(in: released.context)
    #expect(released.context.log.events == ["finish"])
    released.clock.runUntilIdle()
    #expect(released.context.log.completions == [true])

    let cancelled = Fixture()
    cancelled.core.defaultTransition = Self.slide
    cancelled.swipe(.began, x: 39, startingNow: false)
    cancelled.swipe(.cancelled, x: 39, startingNow: false)
    let given = try #require(cancelled.animators.first)
    given.startInteractive(in: cancelled.context)
    cancelled.clock.runUntilIdle()
    #expect(cancelled.context.log.completions == [false])
  }

  @Test func aPinchToCloseYieldsToAZoomedInScrollViewAndHoldsTheZoomOnceItDrives() {
    // docs/design.md#u25, decided by ZoomYield through shouldBegin; the host holds the zoom
    // meanwhile.
    let fixture = Fixture()
    fixture.core.defaultTransition = Self.slide
    let pinch = Recognizer()
    let plan = TransitionGesturePlan(
      key: .interaction(.pinchToClose), recognizer: .pinch, operation: .pop)
    fixture.core.didInstall(pinch, as: plan.key)
    let zoomedIn = ScrollZoom(scale: 2, minimumScale: 1, maximumScale: 4)
    let atMinimum = ScrollZoom(scale: 1, minimumScale: 1, maximumScale: 4)
    #expect(!fixture.core.shouldBegin(pinch, sample: GestureSample(scale: 0.8, zoom: zoomedIn)))
    #expect(fixture.core.shouldBegin(pinch, sample: GestureSample(scale: 0.8, zoom: atMinimum)))
    #expect(fixture.core.shouldBegin(pinch, sample: GestureSample(scale: 0.8)))
    #expect(fixture.core.recognizesSimultaneously(pinch, withScrollView: true, otherIsPinch: true))
    #expect(!fixture.core.recognizesSimultaneously(pinch, withScrollView: true))
    #expect(!fixture.core.holdsZoom(for: plan))
    fixture.core.handle(
      .began, of: plan, sample: GestureSample(scale: 0.8, zoom: atMinimum),
      in: GestureGeometry(size: fixture.container.bounds.size)
    ) { fixture.pop() }
    #expect(fixture.core.holdsZoom(for: plan), "it drives: the photo stays at its minimum")
    fixture.core.handle(
      .ended, of: plan, sample: GestureSample(scale: 0.2),
      in: GestureGeometry(size: fixture.container.bounds.size)
    ) { false }
    #expect(!fixture.core.holdsZoom(for: plan))
  }

  @Test func theGrabbingPanBeginsOnlyWhileATransitionIsInFlight() {
    let fixture = Fixture()
    let grab = Recognizer()
    let pull = Recognizer()
    fixture.core.didInstall(grab, as: .grab)
    fixture.core.didInstall(pull, as: .interaction(.pullDownToDismiss))
    #expect(!fixture.core.shouldBegin(grab) && fixture.core.shouldBegin(pull))
    fixture.core.defaultTransition = Self.slide
    fixture.pop()
    #expect(fixture.core.shouldBegin(grab))
    fixture.clock.runUntilIdle()
    #expect(!fixture.core.shouldBegin(grab))
    #expect(fixture.core.shouldBegin(Recognizer()), "not Transit's: not its business")
    #expect(fixture.core.recognizesSimultaneously(pull, withScrollView: true))
    #expect(!fixture.core.recognizesSimultaneously(pull, withScrollView: false))
    #expect(!fixture.core.recognizesSimultaneously(grab, withScrollView: true))
    #expect(fixture.core.uninstalled([.backSwipe, .grab(as: .pop)]).map(\.key) == [.backSwipe])
    #expect(fixture.core.key(of: pull) == .interaction(.pullDownToDismiss))
  }

  /// docs/design.md#n6: where the transition in flight cannot be paused (started without Transit's
  /// interaction controller, so not interruptible), the grabbing pan never begins: begun, it would cancel the touches of the
  /// incoming screen for the length of every transition and then do nothing.
  @Test func theGrabbingPanDoesNotBeginWhereTheHostCannotPause() {
    let fixture = Fixture(takesInteractionController: false)
    let grab = Recognizer()
    fixture.core.didInstall(grab, as: .grab)
    fixture.core.defaultTransition = Self.slide
    fixture.pop()
    #expect(fixture.core.animatorInFlight?.isInFlight == true)
    #expect(!fixture.core.shouldBegin(grab), "in flight, but nothing to grab")
    fixture.clock.runUntilIdle()
  }

  // MARK: - The swipe between children

  @Test func aSwipePicksTheNeighbourFromItsFirstMovementAndStopsAtTheEnds() {
    let fixture = Fixture()
    var selected: [Int] = []
    func swipe(_ phase: GesturePhase, x: Double, at index: Int, of count: Int) {
      fixture.core.handleSwipe(
        phase, in: .tab, sample: GestureSample(translation: CGPoint(x: x, y: 0)),
        geometry: GestureGeometry(size: fixture.container.bounds.size), selectedIndex: index,
        childCount: count
      ) {
        selected.append($0)
        return true
      }
    }
    swipe(.began, x: -20, at: 1, of: 3)  // left: the next tab
    swipe(.began, x: 20, at: 1, of: 3)  // right: the previous one
    swipe(.began, x: -20, at: 2, of: 3)  // the last tab has no next
    swipe(.began, x: 20, at: 0, of: 3)  // the first has no previous
    swipe(.began, x: 0, at: 1, of: 3)  // no movement, no choice
    #expect(selected == [2, 0])
    let rightToLeft = Fixture()
    rightToLeft.core.handleSwipe(
      .began, in: .container, sample: GestureSample(translation: CGPoint(x: -20, y: 0)),
      geometry: GestureGeometry(size: fixture.container.bounds.size, layoutDirection: .rightToLeft),
      selectedIndex: 1, childCount: 3
    ) {
      selected.append($0)
      return true
    }
    #expect(selected == [2, 0, 0], "mirrored right to left")
  }

  @Test func aSwipesProgressGrowsAsTheFingerKeepsGoingTheWayItStarted() throws {
    let fixture = Fixture()
    fixture.core.defaultTransition = Self.slide
    let children = [Screen(), Screen()]
    func swipe(_ phase: GesturePhase, x: Double) {
      fixture.core.handleSwipe(
        phase, in: .tab, sample: GestureSample(translation: CGPoint(x: x, y: 0)),
        geometry: GestureGeometry(size: fixture.container.bounds.size), selectedIndex: 0,
        childCount: 2
      ) { index in
        guard
          let animator = fixture.core.animator(
            for: .switching(from: children[0], to: children[index], among: children, in: .tab))
        else { return false }
        fixture.animators.append(animator)
        animator.startInteractive(in: fixture.context)
        return true
      }
    }
    swipe(.began, x: -39)
    let animator = try #require(fixture.animators.first)
    #expect(animator.operation == .tabSwitch(from: 0, to: 1))
    #expect(abs(animator.progress - 0.1) < 1e-9)
    swipe(.changed, x: -195)
    #expect(abs(animator.progress - 0.5) < 1e-9)
    swipe(.changed, x: 100)
    #expect(animator.progress == 0, "back over its start: clamped, not the other neighbour")
  }

  // MARK: - Plans

  @Test func aScreensBackGesturesAreTheOnesItsTransitionDeclares() {
    let transition = Transition.slide.interactive(
      .edgePanBack, .pullDownToDismiss, .pinchToClose, .dragMatchedView, .swipeBetweenTabs)
    let pushed = TransitionGesturePlan.backGestures(for: transition, undoing: .pop)
    #expect(
      pushed.map(\.key) == [
        .interaction(.pullDownToDismiss), .interaction(.pinchToClose),
        .interaction(.dragMatchedView),
      ], "a navigation controller has its own back swipe; the tab swipe is the container's")
    let presented = TransitionGesturePlan.backGestures(for: transition, undoing: .dismiss)
    #expect(presented.first?.key == .interaction(.edgePanBack))
    #expect(presented.first?.recognizer == .leadingEdgePan)
    #expect(presented.allSatisfy { $0.operation == .dismiss })
    #expect(presented.first { $0.key == .interaction(.dragMatchedView) }?.target == .matchedView)
    #expect(
      presented.filter(\.recognizesAlongsideScrollViews).map(\.key) == [
        .interaction(.pullDownToDismiss)
      ])
    #expect(presented.first { $0.key == .interaction(.pinchToClose) }?.recognizer == .pinch)
  }

  @Test func aPlansMapperMeasuresInItsViewsGeometry() {
    let geometry = GestureGeometry(size: CGSize(width: 400, height: 800))
    let down = GestureSample(translation: CGPoint(x: 0, y: 200))
    let across = GestureSample(translation: CGPoint(x: 100, y: 0))
    #expect(TransitionGesturePlan.backSwipe.mapper(in: geometry)(across).progress == 0.25)
    let rightToLeft = GestureGeometry(size: geometry.size, layoutDirection: .rightToLeft)
    #expect(
      TransitionGesturePlan.backSwipe.mapper(in: rightToLeft)(
        GestureSample(translation: CGPoint(x: -100, y: 0))
      ).progress == 0.25)
    let plans = TransitionGesturePlan.backGestures(
      for: .slide.interactive(.pullDownToDismiss, .dragMatchedView), undoing: .dismiss)
    #expect(plans[0].mapper(in: geometry)(down).progress == 0.25)
    #expect(plans[1].mapper(in: geometry)(down).progress == 0.5, "half the height")
  }
}
