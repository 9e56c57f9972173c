import Testing

@testable import Transit

/// The container machinery written once (`ChildContainerCore`), on a fake host that records
/// what the core asks of it; the stage's tab bar controller and container run the same
/// core (`StageTabBarControllerTests`, `TransitContainerViewControllerTests`), and so does
/// TransitUIKit's `TransitContainerViewController`. The expected orders are
/// docs/uikit-behaviour.md#b1-2-r5 (B will appear → A will disappear → A did disappear → B did
/// appear) and row 14 for a cancel.
@MainActor
@Suite final class ChildContainerCoreTests {
  /// A child that records its appearance calls into the host's log.
  final class Child: TransitionHostAppearanceReceiver {
    let name: String
    let log: Log
    init(_ name: String, log: Log) {
      self.name = name
      self.log = log
    }
    func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
      log.events.append("\(name) will \(isAppearing ? "appear" : "disappear")")
    }
    func endAppearanceTransition() { log.events.append("\(name) did end") }
  }

  final class Log { var events: [String] = [] }

  /// A container that records each step, and switches with an animator when it has one.
  final class Host: ChildContainerHost {
    let log = Log()
    lazy var me = Child("container", log: log)
    var isContainerViewLoaded = true
    var isContainerOnScreen = true
    var hasAnimator = true
    var endSwitch: ((Bool) -> Void)?

    var containerController: Child? { me }
    func adoptChild(_ child: Child) { log.events.append("adopt \(child.name)") }
    func childWillLeave(_ child: Child) { log.events.append("will leave \(child.name)") }
    func releaseChild(_ child: Child) { log.events.append("release \(child.name)") }
    func loadView(of child: Child) {}
    /// The children whose views are in the container's, as the swaps left them.
    var showing: [String] = []
    func isShowingView(of child: Child) -> Bool { showing.contains(child.name) }
    func swapChildViews(from: Child?, to: Child?, onScreen: Bool) {
      log.events.append(
        "swap \(from?.name ?? "-") → \(to?.name ?? "-")\(onScreen ? "" : " off screen")")
      showing.removeAll { $0 == from?.name }
      if let to, !showing.contains(to.name) { showing.append(to.name) }
    }
    func prepareSwitch(from: Child, to: Child, ended: @escaping @MainActor (Bool) -> Void)
      -> (@MainActor () -> Void)?
    {
      log.events.append("ask animator \(from.name) → \(to.name)")
      guard hasAnimator else { return nil }
      endSwitch = ended
      // As an animator does, the start puts the incoming view in the container.
      return { [log, weak self] in
        log.events.append("start")
        self?.showing.append(to.name)
      }
    }
    func selectedChildDidChange() { log.events.append("status bar") }
    func reportRefusedChange(_ change: String) { log.events.append("refused: \(change)") }
  }

  let host = Host()
  let core: ChildContainerCore<Host>
  let a: Child
  let b: Child
  let c: Child

  init() {
    core = ChildContainerCore(host: host, kind: .container)
    a = Child("A", log: host.log)
    b = Child("B", log: host.log)
    c = Child("C", log: host.log)
  }

  /// The children A, B, C with A shown, and the log cleared.
  func threeChildren() {
    core.replaceChildren(with: [a, b, c])
    host.log.events.removeAll()
  }

  @Test func replacingTheChildrenDropsRepeatsAndTheContainerItself() {
    core.replaceChildren(with: [a, b, a, host.me, c])
    #expect(core.children.map(\.name) == ["A", "B", "C"])
    #expect(core.selected === a)
    #expect(
      host.log.events == [
        "adopt A", "adopt B", "adopt C", "A will appear", "swap - → A", "A did end", "status bar",
      ])
  }

  @Test func theSelectionStaysOnItsChildElseAtItsIndexElseOnTheFirst() {
    threeChildren()
    core.select(c, animated: false, change: "")
    core.replaceChildren(with: [c, a])
    #expect(core.selected === c, "the same child, moved")
    core.replaceChildren(with: [b, a])
    #expect(core.selected === b, "C left: the child now at its index (0)")
    core.select(a, animated: false, change: "")
    core.replaceChildren(with: [c])
    #expect(core.selected === c, "A left and index 1 is gone: the first")
  }

  @Test func leavingChildrenHearFirstAndAreReleasedLast() {
    threeChildren()
    core.replaceChildren(with: [b, c])
    #expect(
      host.log.events == [
        "will leave A", "B will appear", "A will disappear", "swap A → B", "A did end",
        "B did end", "status bar", "release A",
      ])
  }

  @Test func anAnimatedSwitchCallsWillBeforeTheStartAndDidAtTheEnd() throws {
    threeChildren()
    core.select(b, animated: true, change: "")
    #expect(core.selected === b && core.isTransitioning)
    #expect(
      host.log.events == [
        "ask animator A → B", "B will appear", "A will disappear", "start",
      ])
    host.log.events.removeAll()
    let end = try #require(host.endSwitch)
    end(true)
    #expect(!core.isTransitioning && core.selected === b)
    #expect(host.log.events == ["swap A → B", "status bar", "A did end", "B did end"])
  }

  /// What follows the selection (the status bar, the tab bar's state) reads it again after
  /// a cancel too: a push on the incoming child may have ended while it was selected.
  @Test func aCancelledSwitchPutsTheSelectionBackAndTurnsTheCallsRound() throws {
    threeChildren()
    core.select(b, animated: true, change: "")
    host.log.events.removeAll()
    let end = try #require(host.endSwitch)
    end(false)
    #expect(core.selected === a && core.selectedIndex == 0 && !core.isTransitioning)
    #expect(
      host.log.events == [
        "swap B → -", "status bar", "B will disappear", "B did end", "A will appear",
        "A did end",
      ])
  }

  /// docs/design.md#r1, applied by the core so a host's context need not: the outgoing
  /// view leaves when the switch completes, the incoming one when it is cancelled.
  @Test(arguments: [true, false])
  func anAnimatedSwitchLeavesOnlyTheViewOfTheChildSelected(completes: Bool) throws {
    threeChildren()
    core.select(b, animated: true, change: "")
    #expect(host.showing == ["A", "B"], "both views are in while the switch plays")
    let end = try #require(host.endSwitch)
    end(completes)
    #expect(host.showing == [completes ? "B" : "A"])
    #expect(core.selected === (completes ? b : a))
  }

  @Test func aSwitchDuringASwitchIsRefusedAndReported() {
    threeChildren()
    core.select(b, animated: true, change: "to B")
    host.log.events.removeAll()
    core.select(c, animated: true, change: "to C")
    #expect(core.refusesWhileTransitioning("replacing"))
    #expect(core.selected === b)
    #expect(host.log.events == ["refused: to C", "refused: replacing"])
  }

  @Test func withoutAnAnimatorTheViewsSwapAtOnce() {
    threeChildren()
    host.hasAnimator = false
    core.select(c, animated: true, change: "")
    #expect(core.selected === c && !core.isTransitioning)
    #expect(
      host.log.events == [
        "ask animator A → C", "C will appear", "A will disappear", "swap A → C", "A did end",
        "C did end", "status bar",
      ])
  }

  @Test func offScreenOrUnanimatedTheViewsSwapWithoutAskingForAnAnimator() {
    threeChildren()
    core.select(b, animated: false, change: "")
    host.isContainerOnScreen = false
    core.select(c, animated: true, change: "")
    #expect(
      host.log.events == [
        "B will appear", "A will disappear", "swap A → B", "A did end", "B did end",
        "status bar", "swap B → C off screen", "status bar",
      ], "off screen: no appearance calls")
  }

  @Test func beforeTheViewLoadsOnlyTheSelectionChanges() {
    host.isContainerViewLoaded = false
    core.replaceChildren(with: [a, b])
    core.select(b, animated: true, change: "")
    #expect(core.selected === b && core.selectedIndex == 1)
    #expect(host.log.events == ["adopt A", "adopt B"])
  }

  @Test func selectingTheChildShownOrAStrangerChangesNothing() {
    threeChildren()
    core.select(a, animated: true, change: "")
    core.select(Child("D", log: host.log), animated: true, change: "")
    #expect(core.selected === a && host.log.events.isEmpty)
  }

  // MARK: The container's own appearance

  @Test func theContainersOwnAppearanceReachesTheChildShownOnly() {
    core.replaceChildren(with: [a, b, c])
    #expect(host.showing == ["A"], "the first child's view went in")
    host.log.events.removeAll()
    core.containerAppearanceWillBegin(true, animated: true)
    core.containerAppearanceDidEnd()
    core.containerAppearanceWillBegin(false, animated: false)
    core.containerAppearanceDidEnd()
    #expect(host.log.events == ["A will appear", "A did end", "A will disappear", "A did end"])
  }

  @Test func aSelectedChildWhoseViewIsNotInTheContainerHearsNothing() {
    host.isContainerViewLoaded = false
    core.replaceChildren(with: [a, b])
    core.select(b, animated: true, change: "")
    host.log.events.removeAll()
    core.containerAppearanceWillBegin(true, animated: true)
    core.containerAppearanceDidEnd()
    #expect(core.selected === b)
    #expect(host.log.events.isEmpty, "B's view is not in the container yet")
  }
}
