import Foundation
import Transit
import TransitStage

/// A scenario's stage: a window holding the photo grid and the detail screen in the
/// container the operation needs, brought to the moment before the operation.
///
/// ```swift
/// let stage = try TransitionScenario(.fade, operation: .pop).makeStage()
/// try stage.begin { animator in
///   print(animator.timelineInFlight?.duration ?? 0)
/// }
/// stage.window.runUntilIdle()
/// ```
@MainActor
public final class ScenarioStage {
  /// The scenario being played.
  public let scenario: TransitionScenario
  /// The window: one screen, one clock.
  public let window: StageWindow
  /// The photo grid, the first screen.
  public let grid: DemoScreen
  /// The detail screen, the second screen.
  public let detail: DemoScreen

  private let transition: Transition
  private var navigation: StageNavigationController?
  private var tabs: StageTabBarController?
  private var container: TransitContainerViewController?

  /// The screen the operation leaves: the grid for forward operations, else the detail.
  public var outgoing: DemoScreen { scenario.operation.isForward ? grid : detail }
  /// The screen the operation shows: the detail for forward operations, else the grid.
  public var incoming: DemoScreen { scenario.operation.isForward ? detail : grid }

  /// Builds the stage; for back operations plays the forward step to the end.
  ///
  /// - Parameter scenario: The scenario.
  /// - Throws: ``ScenarioError/setUpDidNotFinish(_:)`` if the forward step never ends.
  init(_ scenario: TransitionScenario) throws {
    self.scenario = scenario
    let size = scenario.screenSize
    window = StageWindow(size: size)
    grid = DemoScreen.photoGrid(title: "Photos", count: TransitionScenario.gridCount, size: size)
    detail = DemoScreen.detail(
      title: "Detail", photoIndex: TransitionScenario.matchedIndex, size: size)
    grid.cells[TransitionScenario.matchedIndex].transit.id = TransitionScenario.matchedID
    detail.cells.first?.transit.id = TransitionScenario.matchedID
    transition = scenario.playedTransition
    try setUp()
  }

  /// Puts the screens in their container and, for back operations, plays the forward step.
  private func setUp() throws {
    let (grid, detail) = (self.grid.controller, self.detail.controller)
    switch scenario.operation {
    case .push, .pop:
      let controller = StageNavigationController(rootViewController: grid)
      navigation = controller
      window.rootViewController = controller
      window.makeKeyAndVisible()
      if scenario.operation == .pop { controller.transit.push(detail, using: transition) }
    case .tabLeft, .tabRight:
      let controller = StageTabBarController()
      controller.viewControllers = [grid, detail]
      tabs = controller
      window.rootViewController = controller
      window.makeKeyAndVisible()
      controller.transit.transition = transition
      if scenario.operation == .tabLeft { controller.simulateUserSelection(at: 1) }
    case .switch:
      let controller = TransitContainerViewController(viewControllers: [grid, detail])
      container = controller
      window.rootViewController = controller
      window.makeKeyAndVisible()
      controller.transit.transition = transition
    case .present, .dismiss:
      window.rootViewController = grid
      window.makeKeyAndVisible()
      if scenario.operation == .dismiss { grid.transit.present(detail, using: transition) }
    }
    guard window.runUntilIdle() else {
      throw ScenarioError.setUpDidNotFinish(scenario.operation.rawValue)
    }
  }

  /// Starts the operation, and calls `started` at the instant its transition begins, with
  /// the clock standing at the transition's time 0: the moment to render the first frame.
  ///
  /// Presentations begin on the stage's next turn, as in UIKit; the clock does not move
  /// to get there.
  ///
  /// - Parameter started: Called once, with Transit's animator playing the transition.
  /// - Throws: ``ScenarioError/didNotStart(_:)`` if no transition played by Transit began.
  public func begin(_ started: @escaping @MainActor (TransitAnimator) -> Void)
    throws
  {
    let (grid, detail) = (self.grid.controller, self.detail.controller)
    switch scenario.operation {
    case .push: navigation?.transit.push(detail, using: transition)
    case .pop: navigation?.transit.pop()
    case .tabLeft: tabs?.simulateUserSelection(at: 0)
    case .tabRight: tabs?.simulateUserSelection(at: 1)
    case .switch: container?.setSelectedIndex(1, animated: true)
    case .present: grid.transit.present(detail, using: transition)
    case .dismiss: detail.transit.dismiss()
    }
    let probe = StartProbe(controllers: [detail, grid], started: started)
    if probe.check() { return }
    // Not started yet: presentations begin on the next turn. A check scheduled now runs
    // right after that, before a zero-length transition's completion (scheduled later).
    probe.schedule(on: window.clock, attempts: 4)
    window.advance(by: 0)
    guard probe.hasFired else { throw ScenarioError.didNotStart(scenario.operation.rawValue) }
  }
}

/// Looks for Transit's animator in flight and reports it once.
@MainActor
private final class StartProbe {
  let controllers: [StageViewController]
  let started: @MainActor (TransitAnimator) -> Void
  private(set) var hasFired = false

  init(
    controllers: [StageViewController],
    started: @escaping @MainActor (TransitAnimator) -> Void
  ) {
    self.controllers = controllers
    self.started = started
  }

  /// Reports the animator if one is in flight now.
  ///
  /// - Returns: Whether it was found (now or before).
  func check() -> Bool {
    guard !hasFired else { return true }
    for controller in controllers {
      if let animator = TransitAnimator.inFlight(for: controller),
        animator.timelineInFlight != nil
      {
        hasFired = true
        started(animator)
        return true
      }
    }
    return false
  }

  /// Checks on the clock's next turns, a few times at most.
  func schedule(on clock: StageClock, attempts: Int) {
    guard attempts > 0 else { return }
    clock.scheduleOnNextTurn { [self] in
      if !check() { schedule(on: clock, attempts: attempts - 1) }
    }
  }
}
