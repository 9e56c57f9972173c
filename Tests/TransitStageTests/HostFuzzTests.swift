import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// A screen that checks its own appearance calls as they come: appearing and disappearing
/// alternate (a cancelled half may turn back, as UIKit's cancelled transitions do), never
/// two of the same in a row.
@MainActor
final class AppearanceProbeScreen: StageViewController {
  private enum Phase { case gone, appearing, shown, disappearing }
  private var phase = Phase.gone
  private(set) var faults: [String] = []

  private func step(_ call: String, from allowed: [Phase], to next: Phase) {
    if !allowed.contains(phase) { faults.append("\(logName): \(call) while \(phase)") }
    phase = next
  }

  /// A tagged photo, a thumbnail on some screens and large on others, so matched
  /// transitions pair every two screens.
  let photo = StageView()

  /// A root view that tells its screen when it leaves or enters the window, and when.
  final class RootView: StageView {
    var moved: ((_ inWindow: Bool, _ at: Double) -> Void)?
    override func willMove(toWindow newWindow: StageWindow?) {
      if newWindow == nil, let window { moved?(false, window.clock.now) }
    }
    override func didMoveToWindow() {
      if let window { moved?(true, window.clock.now) }
    }
  }

  /// The clock time the root view last left the window while the screen was appearing or
  /// shown, with no disappearance since: it must not come back at that same instant, which
  /// is a trip out of the window and back that costs the animations the screen's own code
  /// started (Core Animation removes them as the view leaves; docs/design.md#n5).
  private var leftWindowWhileShown: Double?

  override func loadView() {
    let root = RootView(frame: CGRect(origin: .zero, size: StageWindow.phoneSize))
    root.backgroundColor = .systemBackground
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.moved = { [weak self] inWindow, now in
      guard let self else { return }
      if !inWindow {
        self.leftWindowWhileShown = [.appearing, .shown].contains(self.phase) ? now : nil
      } else if self.leftWindowWhileShown == now {
        self.faults.append(
          "\(self.logName): its view went out of the window and back while it was \(self.phase)")
      }
    }
    view = root
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let large = (title?.count ?? 0) % 2 == 0
    photo.frame =
      large
      ? CGRect(x: 0, y: 100, width: 390, height: 300) : CGRect(x: 20, y: 200, width: 80, height: 80)
    photo.transit.id = "photo"
    view.addSubview(photo)
  }

  override func viewWillAppear(_ animated: Bool) {
    step("viewWillAppear", from: [.gone, .disappearing], to: .appearing)
  }
  override func viewDidAppear(_ animated: Bool) {
    step("viewDidAppear", from: [.appearing], to: .shown)
  }
  override func viewWillDisappear(_ animated: Bool) {
    step("viewWillDisappear", from: [.shown, .appearing], to: .disappearing)
    leftWindowWhileShown = nil
  }
  override func viewDidDisappear(_ animated: Bool) {
    step("viewDidDisappear", from: [.disappearing], to: .gone)
    onDidDisappear?()
  }

  /// Told after `viewDidDisappear`, as SwiftUI's `onDisappear` tells a sheet's binder.
  var onDidDisappear: (() -> Void)?
}

/// Random but seeded sequences of what apps do around Transit's host, in a tab bar
/// controller (even seeds) or a custom container (odd seeds): pushes and pops with Transit
/// and without, animated and instant switches between the children, swipes between them,
/// back swipes and pull-downs that finish or cancel, a grab of a transition in flight,
/// presentations in every style (a card, full screen, over full screen, Transit's and
/// UIKit-style, nested), dismissals from the top and from the bottom of the stack, by the
/// app, a tap on the dimming or VoiceOver's escape, matched transitions and a matched view
/// dragged, a pinch to close, rotations, Reduce Motion switched on and off, and clock jumps;
/// and (issue "Reliability, round two") gestures of every kind cut by a push, a pop, a
/// presentation, a dismissal or a tab selection, or by every recognizer switched off,
/// presentations asked of a presenter lower in the chain or twice at once, of navigation
/// controllers, balancing the presenter's appearance or not, unanimated dismissals and pops
/// while a transition plays, the switch's transition changed, and frames passing.
/// After every sequence: nothing in flight, the visible screen on the window and some of it
/// inside, no controller in two places, appearance calls alternating, no controller
/// "appeared" with its view out of the window, nothing non-finite on screen, screens at
/// rest untransformed, opaque and at z-position 0, every presentation's dimming shown, no
/// snapshot left, every tagged view back and at rest, no screen's view taken out of the
/// window and back while it shows (which would cost the animations its code started), and,
/// once everything is dismissed and released, nothing alive.
///
/// A failure prints its seed and the sequence shrunk to the steps that still break an
/// invariant; with `TRANSIT_FUZZ_TRACE=1` every step is written to standard error as it
/// runs, so a crash shows its last step too.
@MainActor
@Suite struct HostFuzzTests {
  /// SplitMix64: a small, seedable generator, so a failing sequence replays exactly.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// One step of a sequence, with the random choice it makes, so a sequence replays (and
  /// shrinks) without the generator.
  struct Step: CustomStringConvertible {
    enum Kind: CaseIterable {
      case transitPush, systemPush, transitPop, systemPop, tabSwitchAnimated, tabSwitchInstant
      case backSwipeFinishing, backSwipeCancelling, grabInFlight
      case presentCard, presentFullScreen, presentOverFullScreen, systemPresent
      case pullDownFinishing, pullDownCancelling, dismissTop, dismissFromBottom, scroll
      case rotate, toggleReduceMotion, advanceShort, advanceLong, clockJump
      case appSetsItsNavigationDelegate, toggleBackSwipe
      case swipeBetweenTabs, dimmingTap, accessibilityEscape
      case dragPhoto, pinchClose
      case presentHalfSheet, toggleKeyboard
      case gestureCutByPush, gestureCutByPop, gestureCutByPresent, gestureCutByDismiss
      case gestureCutByTabSelection, gestureCutByRecognizersOff
      case presentFromLowerInChain, presentTwiceAtOnce, presentNavigation, presentBalanced
      case dismissUnanimatedMidTransition, popUnanimatedMidTransition
      case changeSwitchTransition, framesPass, popWithAnotherTransition
      case pathChange, sheetBinding
    }
    var kind: Kind
    var choice: Int

    var description: String { "\(kind)(\(choice))" }
  }

  /// Two children, each a navigation stack, in a tab bar controller or, for odd seeds, a
  /// custom container, with Transit installed on it.
  @MainActor final class App {
    let window = StageWindow.phone()
    /// The container at the root: a tab bar controller or a custom container.
    let switcher: StageViewController
    let stacks: [StageNavigationController]
    private(set) var screens: [AppearanceProbeScreen]
    /// The navigation controllers presented (each holding a probe screen).
    private(set) var presentedStacks: [StageNavigationController] = []
    /// The app's own navigation delegate, set behind Transit's back by a step.
    let appsDelegate = AppsOwnNavigationDelegate()
    /// Dimmings seen at full strength in the first frame of their animated presentation.
    private(set) var dimmingFaults: [String] = []

    /// The second stack driven by a path, as `TransitNavigationStack` drives its stack.
    private(set) var navigator: TransitPathNavigator<Int>?
    /// The path binding, as the SwiftUI view's state holds it.
    var path: [Int] = []
    /// A sheet on the first root driven by a binding, as `transitSheet(item:)` drives it.
    private(set) var binder: TransitPresentationBinder<Int>?
    /// The sheet binding.
    var sheetItem: Int?
    /// The values the path and the sheet have taken, so each new one is new.
    private var nextValue = 0

    init(customContainer: Bool = false) {
      let roots = ["Root 0", "Root 1"].map(Self.probe(named:))
      let stacks = roots.enumerated().map { index, root in
        let stack = StageNavigationController(rootViewController: root)
        stack.title = "Stack \(index)"
        return stack
      }
      if customContainer {
        switcher = TransitContainerViewController(viewControllers: stacks)
        switcher.title = "Container"
      } else {
        let tabs = StageTabBarController()
        tabs.viewControllers = stacks
        tabs.title = "Tabs"
        switcher = tabs
      }
      self.stacks = stacks
      screens = roots
      for root in roots { root.transit.diagnostics = .silent }
      // Requests during transitions are what the fuzzer makes: they are not violations.
      for controller in [switcher] + stacks { controller.transit.diagnostics = .silent }
      window.rootViewController = switcher
      window.makeKeyAndVisible()
      switcher.transit.transition = .slide.interactive(.swipeBetweenTabs)
      bindStackAndSheet()
    }

    /// The path's navigator on the second stack and the sheet's binder on the first root,
    /// each writing back as SwiftUI's bindings would.
    private func bindStackAndSheet() {
      let navigator = TransitPathNavigator<Int>(
        navigationController: stacks[1],
        makeScreen: { [unowned self] _ in newScreen() },
        onPathChange: { [unowned self] in path = $0 })
      navigator.transition = { value in value % 2 == 0 ? .push(.left) : .matched() }
      self.navigator = navigator
      let binder = TransitPresentationBinder<Int>(
        anchor: screens[0],
        makeScreen: { [unowned self] _ in
          let screen = newScreen()
          screen.onDidDisappear = { [weak self] in self?.binder?.refresh() }
          return screen
        },
        onItemChange: { [unowned self] in sheetItem = $0 })
      binder.transition = { [unowned self] value in presentation(for: value) }
      self.binder = binder
    }

    /// A value the path or the sheet has not had.
    private func newValue() -> Int {
      defer { nextValue += 1 }
      return nextValue
    }

    /// Sets the path binding, as a SwiftUI view would, by a choice: a value appended, the
    /// last removed, back to the root, a value changed below the top, or two values
    /// appended one after the other in one turn.
    private func changePath(_ choice: Int) {
      switch choice % 6 {
      case 0, 1: path.append(newValue())
      case 2: _ = path.popLast()
      case 3: path.removeAll()
      case 4: path = path.isEmpty ? [newValue(), newValue()] : [newValue()] + path.dropFirst()
      default:
        path.append(newValue())
        navigator?.update(path: path)
        path.append(newValue())
      }
      navigator?.update(path: path)
    }

    /// Sets the sheet binding, by a choice: a new item, nil, or nil and an item in one turn.
    private func changeSheet(_ choice: Int) {
      switch choice % 3 {
      case 0: sheetItem = newValue()
      case 1: sheetItem = nil
      default:
        sheetItem = nil
        binder?.update(item: sheetItem)
        sheetItem = newValue()
      }
      binder?.update(item: sheetItem)
    }

    /// The index of the child shown.
    var selectedIndex: Int {
      (switcher as? StageTabBarController)?.selectedIndex
        ?? (switcher as? TransitContainerViewController)?.selectedIndex ?? 0
    }

    /// Switches to the other child, as a tap on its tab (animated by Transit) or at once.
    func switchChild(animated: Bool) {
      let other = 1 - selectedIndex
      if let tabs = switcher as? StageTabBarController {
        if animated {
          _ = tabs.simulateUserSelection(at: other)
        } else {
          tabs.selectedIndex = other
        }
      } else if let container = switcher as? TransitContainerViewController {
        container.setSelectedIndex(other, animated: animated)
      }
    }

    var stack: StageNavigationController { stacks[selectedIndex] }

    private static func probe(named name: String) -> AppearanceProbeScreen {
      let screen = AppearanceProbeScreen()
      screen.title = name
      return screen
    }

    func newScreen(hidingBottomBar: Bool = false) -> AppearanceProbeScreen {
      let screen = Self.probe(named: "S\(screens.count - 1)")
      screen.hidesBottomBarWhenPushed = hidingBottomBar
      screen.transit.diagnostics = .silent
      screens.append(screen)
      return screen
    }

    /// The screen the user sees: the top of the selected stack, or the last one presented
    /// (the top of its stack, for a navigation controller).
    var shown: StageViewController? {
      if topmost === switcher { return stack.topViewController }
      return (topmost as? StageNavigationController)?.topViewController ?? topmost
    }

    /// A navigation controller holding a new screen, as apps present flows.
    func newPresentedStack() -> StageNavigationController {
      let stack = StageNavigationController(rootViewController: newScreen())
      stack.title = "Presented stack \(presentedStacks.count)"
      stack.transit.diagnostics = .silent
      presentedStacks.append(stack)
      return stack
    }

    /// The presenters from the root up: the container, then each one presented.
    var presenters: [StageViewController] {
      var chain: [StageViewController] = [switcher]
      while let next = chain.last?.presentedViewController { chain.append(next) }
      return chain
    }

    /// A presentation a step asks for, by its choice: the transition and where the screen
    /// sits, balancing the presenter's appearance or not.
    func presentation(for choice: Int, balanced: Bool = false) -> Transition {
      let transitions: [Transition] = [
        .slide.automaticDuration(), .pull(), .fade, .cover(.up), .uncover(), .push(),
      ]
      let layouts: [Presentation] = [.third, .twoThirds, .full, .half]
      var presentation = layouts[choice % layouts.count]
      presentation.balancesPresenterAppearance = balanced || choice % 5 == 0
      return transitions[choice % transitions.count].presentation(presentation)
        .interactive(.pullDownToDismiss)
    }

    /// The touches of a gesture a step plays, by its choice: a back swipe, a pull-down, a
    /// swipe between tabs, a pinch to close, a drag of the photo shown, a grab in the middle.
    func gesture(for choice: Int) -> StageTouchTrace {
      let middle = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
      switch choice % 6 {
      case 0:
        return .edgePan(
          from: .left, in: window.bounds, distance: 0.7 * window.bounds.width, duration: 0.4)
      case 1:
        return .pan(
          from: middle, to: CGPoint(x: middle.x, y: middle.y + 0.6 * window.bounds.height),
          duration: 0.4)
      case 2:
        let distance = (choice % 4 < 2 ? -0.6 : 0.6) * window.bounds.width
        return .pan(
          from: middle, to: CGPoint(x: middle.x + distance, y: middle.y), duration: 0.4)
      case 3:
        return .pinch(center: middle, fromSpan: 300, toSpan: 100, duration: 0.4)
      case 4:
        guard let photo = (shown as? AppearanceProbeScreen)?.photo, photo.window === window
        else { return .pan(from: middle, to: CGPoint(x: middle.x, y: 800), duration: 0.4) }
        let start = photo.convert(CGPoint(x: photo.bounds.midX, y: photo.bounds.midY), to: nil)
        return .pan(from: start, to: CGPoint(x: start.x + 60, y: start.y + 250), duration: 0.4)
      default:
        return .pan(
          from: middle, to: CGPoint(x: middle.x + 120, y: middle.y), duration: 0.4)
      }
    }

    /// Every gesture recognizer on a view of the window.
    var recognizers: [StageGestureRecognizer] {
      var found: [StageGestureRecognizer] = []
      var views: [StageView] = [window]
      while let view = views.popLast() {
        found += view.gestureRecognizers ?? []
        views += view.subviews
      }
      return found
    }

    /// Plays a gesture and, while the finger is down, a call the app makes.
    func gesture(_ choice: Int, cutBy call: @escaping @MainActor (App) -> Void) {
      let trace = gesture(for: choice)
      let delay = [0.1, 0.2, 0.3][choice % 3]
      window.clock.schedule(at: window.clock.now + delay) { [weak self] in
        if let self { call(self) }
      }
      window.send(trace)
    }

    /// The controller on top of everything: the last one presented, or the container at
    /// the root.
    var topmost: StageViewController {
      var top: StageViewController = switcher
      while let next = top.presentedViewController { top = next }
      return top
    }

    func perform(_ step: Step) {
      let effects: [Transition] = [
        .push(), .fade, .slide, .zoom.interactive(.pinchToClose), .cube(), .fold(),
        .matched().interactive(.dragMatchedView),
      ]
      let effect = effects[step.choice % effects.count]
      switch step.kind {
      case .transitPush:
        stack.transit.push(newScreen(hidingBottomBar: step.choice % 3 == 0), using: effect)
      case .systemPush:
        stack.pushViewController(newScreen(hidingBottomBar: step.choice % 3 == 0), animated: true)
      case .transitPop: stack.transit.pop()
      case .systemPop: stack.popViewController(animated: true)
      case .tabSwitchAnimated: switchChild(animated: true)
      case .tabSwitchInstant: switchChild(animated: false)
      case .backSwipeFinishing, .backSwipeCancelling:
        let share: CGFloat = step.kind == .backSwipeFinishing ? 0.7 : 0.2
        window.send(
          .edgePan(
            from: .left, in: window.bounds, distance: share * window.bounds.width,
            duration: 0.4
          ).holding(for: 0.1))
      case .grabInFlight:
        let middle = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        window.send(
          .pan(
            from: middle, to: CGPoint(x: middle.x + CGFloat(step.choice % 3 - 1) * 80, y: middle.y),
            duration: 0.2))
      case .presentCard:
        let card = newScreen()
        topmost.transit.present(card, using: .card().interactive(.pullDownToDismiss))
        checkDimmingFadesIn(card)
      case .presentHalfSheet:
        let sheet = newScreen()
        topmost.transit.present(
          sheet, using: Transition.cover(.up).presentation(.half).interactive(.pullDownToDismiss))
        checkDimmingFadesIn(sheet)
      case .toggleKeyboard:
        if window.isKeyboardShown {
          window.hideKeyboard()
        } else {
          window.showKeyboard(height: CGFloat(200 + step.choice * 10))
        }
      case .presentFullScreen: topmost.transit.present(newScreen(), using: effect)
      case .presentOverFullScreen:
        let presented = newScreen()
        presented.modalPresentationStyle = .overFullScreen
        topmost.present(presented, animated: step.choice % 2 == 0)
      case .systemPresent:
        topmost.present(newScreen(), animated: step.choice % 2 == 0)
      case .pullDownFinishing, .pullDownCancelling:
        let share: CGFloat = step.kind == .pullDownFinishing ? 0.6 : 0.1
        let start = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        window.send(
          .pan(
            from: start, to: CGPoint(x: start.x, y: start.y + share * window.bounds.height),
            duration: 0.4
          ).holding(for: 0.1))
      case .scroll:
        // A presented screen gets a list; a pan scrolls it (or, from its top moving down,
        // pulls the screen).
        guard topmost !== switcher, let view = topmost.viewIfLoaded else { break }
        if !view.subviews.contains(where: { $0 is StageScrollView }) {
          let list = StageScrollView(frame: view.bounds)
          list.contentSize = CGSize(width: view.bounds.width, height: 5000)
          list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
          view.addSubview(list)
        }
        let middle = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        let distance = CGFloat(step.choice % 5 - 2) * 150
        window.send(
          .pan(from: middle, to: CGPoint(x: middle.x, y: middle.y + distance), duration: 0.25))
      case .dismissTop:
        topmost.presentingViewController?.dismiss(animated: step.choice % 2 == 0)
      case .dismissFromBottom: switcher.dismiss(animated: step.choice % 2 == 0)
      case .rotate:
        window.resize(to: CGSize(width: window.bounds.height, height: window.bounds.width))
      case .toggleReduceMotion: window.prefersReducedMotion.toggle()
      case .advanceShort: window.advance(by: 0.05)
      case .advanceLong: window.advance(by: 0.6)
      case .clockJump: window.advance(by: 30)
      case .appSetsItsNavigationDelegate:
        // Not on the path-driven stack: its delegate is Transit's, as TransitNavigationStack
        // keeps its navigation controller to itself (TransitPathNavigator says so).
        stacks[0].delegate = appsDelegate
      case .toggleBackSwipe: stack.interactivePopGestureRecognizer?.isEnabled.toggle()
      case .swipeBetweenTabs:
        // From the middle, left or right, far enough to switch or not.
        let middle = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        let distance = CGFloat(step.choice % 4 - 2) * window.bounds.width * 0.3
        window.send(
          .pan(from: middle, to: CGPoint(x: middle.x + distance, y: middle.y), duration: 0.3))
      case .dimmingTap: window.tap(at: CGPoint(x: window.bounds.midX, y: 8))
      case .dragPhoto:
        // From the photo of the screen shown, down or sideways, far or not.
        guard let photo = (shown as? AppearanceProbeScreen)?.photo, photo.window === window
        else { break }
        let start = photo.convert(
          CGPoint(x: photo.bounds.midX, y: photo.bounds.midY), to: nil)
        let reach = CGFloat(step.choice % 3 + 1) * 90
        let end =
          step.choice % 2 == 0
          ? CGPoint(x: start.x, y: start.y + reach) : CGPoint(x: start.x + reach, y: start.y)
        window.send(.pan(from: start, to: end, duration: 0.35).holding(for: 0.05))
      case .pinchClose:
        let center = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        let closing = CGFloat(step.choice % 3) * 80
        window.send(.pinch(center: center, fromSpan: 300, toSpan: 300 - closing, duration: 0.35))
      case .accessibilityEscape:
        guard let view = topmost.viewIfLoaded, view.window != nil else { break }
        window.performAccessibilityEscape(from: view)
      default: performCallOrCut(step, effect: effect)
      }
    }

    /// The steps that make calls UIKit may refuse, or that cut a gesture or a transition.
    private func performCallOrCut(_ step: Step, effect: Transition) {
      let choice = step.choice
      switch step.kind {
      case .gestureCutByPush:
        gesture(choice) { app in app.stack.transit.push(app.newScreen(), using: effect) }
      case .gestureCutByPop:
        gesture(choice) { app in
          if choice % 2 == 0 {
            app.stack.transit.pop()
          } else {
            app.stack.popViewController(animated: true)
          }
        }
      case .gestureCutByPresent:
        gesture(choice) { app in
          app.topmost.transit.present(
            choice % 2 == 0 ? app.newScreen() : app.newPresentedStack(),
            using: app.presentation(for: choice))
        }
      case .gestureCutByDismiss:
        gesture(choice) { app in
          app.topmost.presentingViewController?.dismiss(animated: choice % 2 == 0)
        }
      case .gestureCutByTabSelection:
        gesture(choice) { app in app.switchChild(animated: choice % 2 == 0) }
      case .gestureCutByRecognizersOff:
        var switchedOff: [StageGestureRecognizer] = []
        gesture(choice) { app in
          switchedOff = app.recognizers.filter(\.isEnabled)
          for recognizer in switchedOff { recognizer.isEnabled = false }
        }
        for recognizer in switchedOff { recognizer.isEnabled = true }
      case .presentFromLowerInChain:
        // UIKit refuses a presenter that already presents (or a child of one: the
        // presentation context is its container); Transit must leave nothing behind.
        let chain = presenters
        let presenter = chain[choice % chain.count]
        let asker =
          presenter === switcher && choice % 2 == 0 ? (stack.topViewController ?? stack) : presenter
        asker.transit.present(
          choice % 3 == 0 ? newPresentedStack() : newScreen(), using: presentation(for: choice))
      case .presentTwiceAtOnce:
        topmost.transit.present(newScreen(), using: presentation(for: choice))
        topmost.transit.present(newScreen(), using: presentation(for: choice + 1))
      case .presentNavigation:
        topmost.transit.present(newPresentedStack(), using: presentation(for: choice))
      case .presentBalanced:
        topmost.transit.present(newScreen(), using: presentation(for: choice, balanced: true))
      case .dismissUnanimatedMidTransition:
        startSomeTransition(choice)
        if choice % 5 != 4 { window.advance(by: Double(choice % 4) * 0.05) }
        topmost.presentingViewController?.dismiss(animated: false)
      case .changeSwitchTransition:
        let transitions: [Transition] = [
          .slide, Transition.fade.duration(1.5), .pageOut(), .cube(), .fold(), .push(),
        ]
        switcher.transit.transition = transitions[choice % transitions.count]
          .interactive(.swipeBetweenTabs)
      case .framesPass:
        for _ in 0...(choice * 4) { window.advance(by: 1 / 60) }
      case .popWithAnotherTransition:
        let transitions: [Transition] = [.cards(), .fade, .cube(), .pull(), .matched()]
        stack.transit.pop(using: transitions[choice % transitions.count])
      case .pathChange: changePath(choice)
      case .sheetBinding: changeSheet(choice)
      case .popUnanimatedMidTransition:
        startSomeTransition(choice)
        window.advance(by: Double(choice % 4) * 0.05)
        if choice % 2 == 0 {
          stack.popViewController(animated: false)
        } else {
          stack.popToRootViewController(animated: false)
        }
      default: break
      }
    }

    /// Starts an animated transition, by a choice: a push, a presentation, a tab switch.
    private func startSomeTransition(_ choice: Int) {
      switch choice % 3 {
      case 0: stack.transit.push(newScreen(), using: .push())
      case 1: topmost.transit.present(newScreen(), using: presentation(for: choice))
      default: switchChild(animated: true)
      }
    }

    /// A presentation that started, animated, shows its dimming clear at its first frame:
    /// the dimming fades in with the screen (docs/design.md#n1), it does not appear at full
    /// strength.
    func checkDimmingFadesIn(_ presented: StageViewController) {
      window.advance(by: 0)  // the turn that starts the presentation
      guard
        let dimming = (presented.presentationController as? TransitPresentationController)?
          .dimmingView,
        !window.transitionsInFlight.isEmpty, presented.presentingViewController != nil
      else { return }
      let onScreen = dimming.layer.presentation()?.opacity ?? dimming.layer.opacity
      if onScreen > 0.5 {
        dimmingFaults.append("\(presented.logName)'s dimming at \(onScreen) as it starts")
      }
    }

    /// What is wrong once everything has settled, if anything.
    func violations() -> [String] {
      var found: [String] = dimmingFaults
      if !window.runUntilIdle() { found.append("not idle: \(window.transitionsInFlight)") }
      // A grab pauses only what UIKit lets pause: an interruptible transition.
      let refused = window.eventLog.lines(of: [.warning]).filter {
        $0.hasPrefix("pauseInteractiveTransition() ignored")
      }
      if !refused.isEmpty { found.append("\(refused.count) pauses refused") }
      // The bindings and what UIKit shows agree once everything has settled.
      if let navigator, navigator.shownScreens.map(\.element) != path {
        found.append("path \(path) but the stack shows \(navigator.shownScreens.map(\.element))")
      }
      if let binder, (binder.presentedScreen != nil) != (sheetItem != nil) {
        found.append(
          "sheet binding \(sheetItem as Any), presented \(binder.presentedScreen?.logName as Any)")
      }
      if !window.transitionsInFlight.isEmpty {
        found.append("in flight: \(window.transitionsInFlight)")
      }
      if let shown, shown.view.window == nil {
        found.append("\(shown.logName) is on top but off the window")
      }
      // And inside it: some of it is on screen.
      if let shown, shown.view.window === window {
        let onScreen = shown.view.convert(shown.view.bounds, to: nil).intersection(window.bounds)
        if onScreen.isNull || onScreen.width <= 0 || onScreen.height <= 0 {
          found.append("\(shown.logName) on top is on screen at \(onScreen)")
        }
      }
      // No controller in two places: each belongs to one stack, or one presentation.
      var presented: [StageViewController] = []
      var top: StageViewController = switcher
      while let next = top.presentedViewController {
        presented.append(next)
        top = next
      }
      let placed = stacks.flatMap(\.viewControllers) + presented
      let counts = Dictionary(placed.map { (ObjectIdentifier($0), 1) }, uniquingKeysWith: +)
      for controller in placed where counts[ObjectIdentifier(controller), default: 0] > 1 {
        found.append("\(controller.logName) is in two places")
      }
      let controllers: [StageViewController] = placed + [switcher] + stacks
      for controller in controllers
      where controller.appearanceState == .appearing || controller.appearanceState == .disappearing
      {
        found.append("\(controller.logName) stuck \(controller.appearanceState)")
      }
      found += screens.flatMap(\.faults)
      // No controller's appearance disagrees with where its view is: one that appeared has
      // its view in the window, and the screen on top, on the window, has appeared.
      for controller in everyController
      where controller.appearanceState == .appeared && controller.viewIfLoaded?.window !== window {
        found.append("\(controller.logName) appeared while its view is out of the window")
      }
      if let shown, shown.view.window === window, shown.appearanceState != .appeared {
        found.append("\(shown.logName) on top is \(shown.appearanceState)")
      }
      // Each presentation's dimming at rest: on screen and opaque (its colour carries the
      // dim), whatever was presented over it and dismissed since.
      for controller in presented {
        guard
          let dimming = (controller.presentationController as? TransitPresentationController)?
            .dimmingView
        else { continue }
        if dimming.window !== window || dimming.layer.opacity != 1 {
          found.append("\(controller.logName)'s dimming at rest is gone or faded")
        }
      }
      // Each custom presentation at rest where its presentation puts it, out of the way of
      // the keyboard there is now (whether it came up before or after), at the window's
      // size now, whatever transform a presentation over it gave it (bounds and centre do
      // not change with a transform).
      for controller in presented {
        guard
          let presentation = controller.presentationController
            as? TransitPresentationController,
          let view = presentation.presentedView, let container = presentation.containerView
        else { continue }
        let keyboard =
          window.isKeyboardShown ? container.convert(window.keyboardFrame, from: window) : .zero
        let frame = presentation.presentation.frame(
          in: container.bounds, keyboardFrame: keyboard,
          topSafeInset: Double(container.safeAreaInsets.top))
        if view.bounds.size != frame.size || view.center != CGPoint(x: frame.midX, y: frame.midY) {
          found.append(
            "\(controller.logName) at rest is at \(view.center), \(view.bounds.size), not \(frame)")
        }
      }
      // The tab bar at rest in its place, hidden exactly while a screen of the selected
      // stack asks to hide it (UIKit: "the bottom bar remains hidden until the view
      // controller is popped from the stack").
      if let tabs = switcher as? StageTabBarController {
        let hides = stack.viewControllers.contains { $0.hidesBottomBarWhenPushed }
        if tabs.tabBar.isHidden != hides || tabs.tabBar.superview !== tabs.view {
          found.append(
            "the tab bar at rest is \(tabs.tabBar.isHidden ? "hidden" : "shown")"
              + (tabs.tabBar.superview === tabs.view ? "" : ", out of its place")
              + " while the stack \(hides ? "asks to hide it" : "does not ask")")
        }
      }
      if presented.isEmpty, !switcher.view.layer.transform.isIdentity {
        found.append("\(switcher.logName) is left transformed")
      }
      // A card scales the root behind it back to leave half its top inset above it (20 pt
      // for `.card()`) at the window's size now, however often it turned since; or not at
      // all, when Reduce Motion cross-faded the card in.
      if let card = switcher.presentedViewController?.presentationController
        as? TransitPresentationController,
        card.state.transition?.name == Transition.card().name, switcher.view.window === window
      {
        let gap = switcher.view.frame.minY
        if abs(gap - 20) > 0.001, abs(gap) > 0.001 {
          found.append("\(switcher.logName) behind a card leaves \(gap) pt above it, not 20")
        }
      }
      // The screen at rest on top: untransformed, opaque, at z-position 0.
      if let shown {
        let layer = shown.view.layer
        if !layer.transform.isIdentity || layer.opacity != 1 || layer.zPosition != 0 {
          found.append("\(shown.logName) at rest is transformed, faded or lifted")
        }
      }
      // VoiceOver reads only the topmost custom presentation: its container is modal, and
      // no container of one dismissed since is left modal on the window.
      let modalContainers = presented.compactMap { controller in
        (controller.presentationController as? TransitPresentationController)?.containerView
      }
      if modalContainers.contains(where: { !$0.accessibilityViewIsModal }) {
        found.append("a presentation's container not modal to VoiceOver")
      }
      var stackOfViews: [StageView] = [window]
      while let view = stackOfViews.popLast() {
        let frame = view.frame
        let layer = view.layer
        let numbers = [frame.minX, frame.minY, frame.width, frame.height, Double(layer.opacity)]
        if !numbers.allSatisfy(\.isFinite) || !layer.transform.isFinite {
          found.append("a non-finite frame, transform or opacity on screen: \(frame)")
        }
        stackOfViews.append(contentsOf: view.subviews)
        if view.accessibilityViewIsModal, !modalContainers.contains(where: { $0 === view }) {
          found.append("a modal view for VoiceOver that is no presentation's container")
        }
        // Transit puts each of its gestures on a view once, however often it is shown.
        let transits = (view.gestureRecognizers ?? []).filter {
          $0.delegate is InstallerDelegate
        }
        let kinds = Set(transits.map { ObjectIdentifier(type(of: $0)) })
        if kinds.count < transits.count { found.append("a view with a Transit gesture twice") }
        // The screens here draw no snapshots: one at rest is a transition's, left behind
        // (a snapshot piece shows a frozen layer tree as its contents; a snapshot view
        // holds one as a sublayer that is no subview's layer).
        let subviewLayers = view.subviews.map(\.layer)
        let frozen = (layer.sublayers ?? []).contains { sublayer in
          !subviewLayers.contains { $0 === sublayer }
        }
        if layer.contents != nil || frozen { found.append("a snapshot left on screen") }
      }
      // A matched transition hides the photos it flies and puts them back.
      for screen in screens where screen.isViewLoaded && screen.view.window === window {
        let photo = screen.photo
        if photo.isHidden || photo.alpha != 1 || !photo.layer.transform.isIdentity
          || photo.superview !== screen.view
        {
          found.append("\(screen.logName)'s photo at rest is hidden, faded, moved or transformed")
        }
      }
      return found
    }

    /// Every controller the app made: the container, its stacks, the stacks presented, the
    /// screens.
    var everyController: [StageViewController] {
      [switcher] + stacks + presentedStacks + screens
    }

    /// Dismisses everything and takes the switcher off the window.
    func tearDown() {
      // The SwiftUI views go first, with their bindings: nothing asks for a sheet again.
      binder = nil
      navigator = nil
      switcher.dismiss(animated: false)
      window.runUntilIdle()
      window.rootViewController = nil
      window.runUntilIdle()
    }
  }

  /// The invariants checked after every sequence, as `docs/reliability.md` lists them.
  static let invariants = [
    "no crash", "idle, nothing in flight", "the visible screen on the window",
    "some of the visible screen inside the window", "no controller in two places",
    "no controller stuck appearing or disappearing",
    "appearance calls alternate per screen",
    "no controller's appearance disagrees with whether its view is in the window",
    "no presenter left transformed",
    "the tab bar hidden exactly while the stack asks",
    "a card's presenter fitted to the window's size",
    "the screen at rest untransformed, opaque, at z-position 0",
    "no non-finite frame, transform or opacity on screen",
    "every presentation's dimming on screen and opaque",
    "a dimming that shows has faded in", "no pause the toolkit refuses",
    "every custom presentation at its frame (the keyboard's way, the window's size)",
    "no snapshot left on screen", "no Transit gesture twice on a view",
    "each presentation's container modal to VoiceOver, no other view",
    "every tagged view back in its screen, shown, at rest",
    "a path binding and its stack agree", "a sheet binding and its presentation agree",
    "nothing alive once dismissed and released",
  ]

  /// How many sequences run: 2,000 by default, more (or fewer) with
  /// `TRANSIT_FUZZ_SEQUENCES`.
  nonisolated static let seeds: Range<Int> = {
    let asked = ProcessInfo.processInfo.environment["TRANSIT_FUZZ_SEQUENCES"].flatMap { Int($0) }
    return 0..<max(1, asked ?? 2_000)
  }()

  /// The 50 steps a seed draws.
  static func steps(for seed: Int) -> [Step] {
    var generator = SeededGenerator(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D)
    return (0..<50).map { _ in
      Step(
        kind: Step.Kind.allCases.randomElement(using: &generator) ?? .advanceShort,
        choice: Int.random(in: 0..<12, using: &generator))
    }
  }

  /// Plays steps on a new app; what is wrong afterwards, and once it is torn down and
  /// released, what is still alive.
  static func violations(after steps: [Step], seed: Int, tracing: Bool = false) -> [String] {
    var app: App? = App(customContainer: seed % 2 != 0)
    for (index, step) in steps.enumerated() {
      if tracing {
        FileHandle.standardError.write(Data("seed \(seed) step \(index + 1): \(step)\n".utf8))
      }
      app?.perform(step)
    }
    var found = app?.violations() ?? []
    app?.tearDown()
    let everyone = (app?.everyController ?? []).map(WeakBox.init)
    app = nil
    let alive = everyone.compactMap { $0.value?.logName }
    if !alive.isEmpty { found.append("alive after release: \(alive)") }
    return found
  }

  /// Removes steps, one at a time, while the sequence still breaks an invariant, until no
  /// single step can go.
  static func shrink(_ steps: [Step], seed: Int) -> [Step] {
    var kept = steps
    var removedOne = true
    while removedOne {
      removedOne = false
      for index in kept.indices.reversed() {
        var fewer = kept
        fewer.remove(at: index)
        if !violations(after: fewer, seed: seed).isEmpty {
          kept = fewer
          removedOne = true
        }
      }
    }
    return kept
  }

  @Test func anAppLeftAloneBreaksNothingAndIsReleased() {
    #expect(Self.violations(after: [], seed: -1) == [])
  }

  /// Sequences the fuzzer once broke, shrunk, kept so that they stay fixed whatever the
  /// generator draws (a seed's steps change as kinds of step are added).
  nonisolated static let regressions: [(seed: Int, steps: [Step])] = [
    // A sheet binding set to nil while a presentation over the sheet was still starting:
    // UIKit refused the dismissal, and the binder did not ask again.
    (
      109,
      [
        Step(kind: .sheetBinding, choice: 9), Step(kind: .framesPass, choice: 11),
        Step(kind: .presentNavigation, choice: 4), Step(kind: .sheetBinding, choice: 10),
      ]
    ),
    // Issue "SwiftUI": a path-driven push grabbed by a back swipe and sent back ends with no
    // `didShow`; the navigator heard nothing and the path kept the screen the stack lost.
    (
      491,
      [
        Step(kind: .tabSwitchInstant, choice: 9), Step(kind: .pathChange, choice: 0),
        Step(kind: .backSwipeCancelling, choice: 4),
      ]
    ),
    // A path set while a tab swipe plays waited on the swipe's coordinator; the navigator
    // asked again from inside its wait and the second wait was dropped.
    (
      104,
      [
        Step(kind: .gestureCutByTabSelection, choice: 2), Step(kind: .pathChange, choice: 10),
        Step(kind: .gestureCutByPresent, choice: 6),
      ]
    ),
    // A path-driven push cut by a tab switch: the stage forgot the push's coordinator when
    // the switch ended (one coordinator per controller), so the push's cancel went unheard.
    (
      132,
      [
        Step(kind: .dismissUnanimatedMidTransition, choice: 5),
        Step(kind: .gestureCutByPresent, choice: 11),
        Step(kind: .dismissUnanimatedMidTransition, choice: 11),
        Step(kind: .gestureCutByDismiss, choice: 3),
        Step(kind: .dismissUnanimatedMidTransition, choice: 11),
        Step(kind: .backSwipeFinishing, choice: 6), Step(kind: .pathChange, choice: 1),
        Step(kind: .dismissUnanimatedMidTransition, choice: 11),
        Step(kind: .gestureCutByRecognizersOff, choice: 5),
      ]
    ),
    // 20,000 sequences after the custom container became the shipped one: a full-screen
    // presentation over the container, dismissed from the bottom, left the screen on top
    // of the shown stack "disappeared".
    (
      16363,
      [
        Step(kind: .tabSwitchInstant, choice: 0), Step(kind: .dragPhoto, choice: 3),
        Step(kind: .systemPresent, choice: 9), Step(kind: .dimmingTap, choice: 6),
        Step(kind: .dismissFromBottom, choice: 0),
      ]
    ),
    // … and a switch cut by a presentation, cancelled while the dismissal brought the
    // container back: the child it went back to never appeared.
    (
      15819,
      [
        Step(kind: .tabSwitchInstant, choice: 9), Step(kind: .gestureCutByTabSelection, choice: 3),
        Step(kind: .toggleReduceMotion, choice: 11),
        Step(kind: .gestureCutByTabSelection, choice: 10),
        Step(kind: .gestureCutByPresent, choice: 5), Step(kind: .grabInFlight, choice: 7),
        Step(kind: .dimmingTap, choice: 8),
      ]
    ),
    // Transit's custom container, now the shipped one on the stage, switched children with
    // their appearance calls while a full-screen presentation was taking it off screen:
    // the child it switched to stayed "appeared" out of the window (one host source).
    (
      121,
      [Step(kind: .systemPresent, choice: 6), Step(kind: .gestureCutByTabSelection, choice: 11)]
    ),
    (
      217,
      [
        Step(kind: .systemPresent, choice: 0), Step(kind: .advanceShort, choice: 1),
        Step(kind: .dismissUnanimatedMidTransition, choice: 2),
      ]
    ),
    (
      215,
      [
        Step(kind: .presentFullScreen, choice: 2),
        Step(kind: .popUnanimatedMidTransition, choice: 6),
        Step(kind: .tabSwitchAnimated, choice: 9),
      ]
    ),
    // … and switched with appearance calls while a dismissal was bringing it back, so the
    // child it left stayed "appeared" and the one it showed never appeared.
    (
      1575,
      [
        Step(kind: .systemPresent, choice: 9), Step(kind: .pinchClose, choice: 10),
        Step(kind: .presentBalanced, choice: 0), Step(kind: .pullDownCancelling, choice: 5),
        Step(kind: .dismissFromBottom, choice: 6), Step(kind: .tabSwitchAnimated, choice: 11),
      ]
    ),
    // Two matched transitions fly Root 1's photo at once (a presentation from the tabs, a
    // push on the stack under it); the later one put back the hiding it found.
    (
      4798,
      [
        Step(kind: .tabSwitchAnimated, choice: 4), Step(kind: .advanceLong, choice: 10),
        Step(kind: .backSwipeCancelling, choice: 7), Step(kind: .presentFullScreen, choice: 6),
        Step(kind: .backSwipeFinishing, choice: 11), Step(kind: .transitPush, choice: 6),
        Step(kind: .pullDownCancelling, choice: 4), Step(kind: .systemPop, choice: 2),
        Step(kind: .dismissFromBottom, choice: 7),
      ]
    ),
    // A push hiding the tab bar ends on a tab being swiped to; the swipe is given up and
    // the tab bar stayed hidden for the tab shown again, whose stack does not ask.
    (
      4112,
      [
        Step(kind: .tabSwitchInstant, choice: 8), Step(kind: .dragPhoto, choice: 9),
        Step(kind: .dragPhoto, choice: 7), Step(kind: .systemPresent, choice: 3),
        Step(kind: .transitPush, choice: 6),
      ]
    ),
    // A tab swipe begun during a push on the tab's stack, then cancelled: the tab bar
    // controller forwarded its appearance to both children of the navigation controller,
    // and the one the push took away appeared again, off the window (round two).
    (
      100,
      [
        Step(kind: .tabSwitchInstant, choice: 5), Step(kind: .advanceLong, choice: 3),
        Step(kind: .systemPush, choice: 8), Step(kind: .backSwipeCancelling, choice: 9),
      ]
    ),
    // A presentation balancing its presenter, over a half sheet, dismissed from the bottom:
    // the sheet, dismissed along, heard it reappear (round two).
    (
      11,
      [
        Step(kind: .presentHalfSheet, choice: 9), Step(kind: .clockJump, choice: 10),
        Step(kind: .presentBalanced, choice: 5), Step(kind: .pullDownCancelling, choice: 5),
        Step(kind: .dismissFromBottom, choice: 3),
      ]
    ),
    // A presentation over a presented flow a third high, pulled down: the flow, in its
    // wrapper, was given its frame in the container's coordinates, off the window (round
    // two).
    (
      45,
      [
        Step(kind: .presentNavigation, choice: 4), Step(kind: .grabInFlight, choice: 7),
        Step(kind: .gestureCutByPresent, choice: 8), Step(kind: .swipeBetweenTabs, choice: 6),
      ]
    ),
    // A nested pop refused during a push, then switches away and back: the screen the push
    // took away appeared again with the container (round two).
    (
      111,
      [
        Step(kind: .popUnanimatedMidTransition, choice: 9),
        Step(kind: .tabSwitchInstant, choice: 11), Step(kind: .tabSwitchAnimated, choice: 7),
      ]
    ),
  ]

  @Test(arguments: regressions.indices)
  func aSequenceThatOnceBrokeAnInvariantBreaksNone(index: Int) {
    let (seed, steps) = Self.regressions[index]
    #expect(Self.violations(after: steps, seed: seed) == [], "seed \(seed): \(steps)")
  }

  @Test(arguments: seeds)
  func aSeededSequenceOf50StepsBreaksNoInvariant(seed: Int) {
    let steps = Self.steps(for: seed)
    let tracing = ProcessInfo.processInfo.environment["TRANSIT_FUZZ_TRACE"] != nil
    let violations = Self.violations(after: steps, seed: seed, tracing: tracing)
    ReliabilityLog.recordFuzzedSequence(
      steps: steps.count, kinds: Step.Kind.allCases.map { "\($0)" },
      invariants: seed == 0 ? Self.invariants : [], violated: !violations.isEmpty)
    guard !violations.isEmpty else { return }
    let shrunk = Self.shrink(steps, seed: seed)
    Issue.record(
      """
      seed \(seed): \(violations.joined(separator: "; "))
      shrunk to \(shrunk.count) steps: \(shrunk.map(\.description).joined(separator: ", "))
      (they break: \(Self.violations(after: shrunk, seed: seed).joined(separator: "; ")))
      """)
  }
}

extension Transform3D {
  /// Whether every entry is a finite number.
  fileprivate var isFinite: Bool {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
      .allSatisfy(\.isFinite)
  }
}

/// A weak reference, to see what outlives its owners.
@MainActor
final class WeakBox {
  weak var value: StageViewController?
  init(_ value: StageViewController) { self.value = value }
}
