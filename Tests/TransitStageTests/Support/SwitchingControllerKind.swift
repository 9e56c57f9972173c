import StageKit
import TestSupport
import TransitStage

/// The two controllers that show one child at a time and switch between them through
/// `StageChildSelection`: the tests of what they share run on both.
enum SwitchingControllerKind: CaseIterable, Sendable {
  /// `StageTabBarController`.
  case tabBar
  /// `TransitContainerViewController`.
  case container

  /// The title the tests give the controller, so that logs read "viewWillAppear(Tabs)".
  var title: String {
    switch self {
    case .tabBar: "Tabs"
    case .container: "Box"
    }
  }

  /// The name children that join at the controller's creation hear in
  /// `willMove(toParent:)`: a container takes them in its initializer, before it has a
  /// title, so the log names it by its type.
  var nameAtCreation: String {
    switch self {
    case .tabBar: "Tabs"
    case .container: "TransitContainerViewController"
    }
  }

  /// How the log names the delegate's methods: "tabBarController(…)".
  var delegateName: String {
    switch self {
    case .tabBar: "tabBarController"
    case .container: "containerViewController"
    }
  }

  /// The warning for a switch to a child asked for while a switch is in flight: the
  /// stage's own for its tab bar controller, Transit's diagnostic for its container (which
  /// names types, as an app's developer reads them).
  ///
  /// - Parameter child: The child asked for.
  /// - Returns: The warning.
  @MainActor
  func switchIgnored(to child: StageViewController) -> String {
    switch self {
    case .tabBar: "Tab switch to <\(child.logName)> ignored: <Tabs> is still transitioning."
    case .container:
      "Transit: switch to <\(type(of: child))> ignored: <TransitContainerViewController> "
        + "is still transitioning"
    }
  }

  /// The warning for replacing the children while a switch is in flight.
  var replacingIgnored: String {
    switch self {
    case .tabBar: "Replacing the tabs ignored: <Tabs> is still transitioning."
    case .container:
      "Transit: replacing the children ignored: <TransitContainerViewController> is still "
        + "transitioning"
    }
  }

  /// Whether the controller's children get a transition coordinator during a switch: UIKit
  /// gives one only to its own containers, so Transit's custom container has none.
  var givesACoordinator: Bool { self == .tabBar }

  /// The lines of the event log a switch writes, from what the stage's tab bar controller
  /// writes: the stage logs its own containers' delegate questions and the calls of its
  /// own transition context, while Transit's container asks its delegate and runs its own
  /// context without the stage watching; the appearance calls are logged for both.
  ///
  /// - Parameter lines: The tab bar controller's lines.
  /// - Returns: This controller's.
  func logged(_ lines: [String]) -> [String] {
    guard self == .container else { return lines }
    let unwatched: Set = [
      "animateTransition", "completeTransition(true)", "completeTransition(false)",
      "animationEnded(true)", "animationEnded(false)",
    ]
    return lines.filter { !unwatched.contains($0) && !$0.hasPrefix("\(delegateName)(") }
  }

  /// Makes the controller, titled, with these children, the first selected; not on screen.
  ///
  /// - Parameter children: The children (a tab bar controller's tabs).
  /// - Returns: The controller.
  @MainActor
  func make(_ children: [StageViewController]) -> any SwitchingController {
    switch self {
    case .tabBar:
      let tabs = StageTabBarController()
      tabs.title = title
      tabs.viewControllers = children
      return tabs
    case .container:
      let container = TransitContainerViewController(viewControllers: children)
      container.title = title
      return container
    }
  }
}

/// What the tests of the two switching controllers use of either, under one name.
@MainActor
protocol SwitchingController: StageViewController {
  /// The view switches happen in.
  var transitionView: StageView { get }
  /// The index of the child shown.
  var selectedIndex: Int { get }
  /// The child shown.
  var selectedViewController: StageViewController? { get }
  /// Switches to a child in code, animated: `selectedIndex = index` for a tab bar
  /// controller, `setSelectedIndex(index, animated: true)` for the custom container.
  ///
  /// - Parameter index: The child's index.
  func select(_ index: Int)
  /// Whether a switch is in flight.
  var isTransitioning: Bool { get }
  /// The children (a tab bar controller's tabs, `nil` read as none); setting it replaces
  /// them.
  var switchingChildren: [StageViewController] { get set }
  /// The controller's delegate, if it is a ``SwitchTestDelegate``; weak, as the
  /// controller's own.
  var switchDelegate: SwitchTestDelegate? { get set }
}

extension SwitchingController {
  /// Switches to a child in code, animated; a controller that is not a child is ignored.
  ///
  /// - Parameter child: The child.
  func select(_ child: StageViewController) {
    guard let index = switchingChildren.firstIndex(where: { $0 === child }) else { return }
    select(index)
  }
}

extension StageTabBarController: SwitchingController {
  func select(_ index: Int) { selectedIndex = index }

  var switchingChildren: [StageViewController] {
    get { viewControllers ?? [] }
    set { viewControllers = newValue }
  }

  var switchDelegate: SwitchTestDelegate? {
    get { delegate as? SwitchTestDelegate }
    set { delegate = newValue }
  }
}

extension TransitContainerViewController: SwitchingController {
  func select(_ index: Int) { setSelectedIndex(index, animated: true) }

  var switchingChildren: [StageViewController] {
    get { viewControllers }
    set { viewControllers = newValue }
  }

  var switchDelegate: SwitchTestDelegate? {
    get { delegate as? SwitchTestDelegate }
    set { delegate = newValue }
  }
}
