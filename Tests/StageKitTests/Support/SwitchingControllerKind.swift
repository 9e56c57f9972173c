import StageKit

/// The two controllers that show one child at a time and switch between them through
/// `StageChildSelection`: the tests of what they share run on both.
enum SwitchingControllerKind: CaseIterable, Sendable {
  /// `StageTabBarController`.
  case tabBar
  /// `StageContainerViewController`.
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
    case .container: "StageContainerViewController"
    }
  }

  /// How the log names the delegate's methods: "tabBarController(…)".
  var delegateName: String {
    switch self {
    case .tabBar: "tabBarController"
    case .container: "containerViewController"
    }
  }

  /// The stage's warning for a switch to a child asked for while a switch is in flight.
  ///
  /// - Parameter name: The child's name.
  /// - Returns: The warning.
  func switchIgnored(to name: String) -> String {
    switch self {
    case .tabBar: "Tab switch to <\(name)> ignored: <Tabs> is still transitioning."
    case .container: "Switch to <\(name)> ignored: <Box> is still transitioning."
    }
  }

  /// The stage's warning for replacing the children while a switch is in flight.
  var replacingIgnored: String {
    switch self {
    case .tabBar: "Replacing the tabs ignored: <Tabs> is still transitioning."
    case .container: "Replacing the children ignored: <Box> is still transitioning."
    }
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
      let container = StageContainerViewController(viewControllers: children)
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
  /// The index of the child shown; setting it switches, animated.
  var selectedIndex: Int { get set }
  /// The child shown; setting it switches, animated.
  var selectedViewController: StageViewController? { get set }
  /// Whether a switch is in flight.
  var isTransitioning: Bool { get }
  /// The children (a tab bar controller's tabs, `nil` read as none); setting it replaces
  /// them.
  var switchingChildren: [StageViewController] { get set }
  /// The controller's delegate, if it is a ``SwitchTestDelegate``; weak, as the
  /// controller's own.
  var switchDelegate: SwitchTestDelegate? { get set }
}

extension StageTabBarController: SwitchingController {
  var switchingChildren: [StageViewController] {
    get { viewControllers ?? [] }
    set { viewControllers = newValue }
  }

  var switchDelegate: SwitchTestDelegate? {
    get { delegate as? SwitchTestDelegate }
    set { delegate = newValue }
  }
}

extension StageContainerViewController: SwitchingController {
  var switchingChildren: [StageViewController] {
    get { viewControllers }
    set { viewControllers = newValue }
  }

  var switchDelegate: SwitchTestDelegate? {
    get { delegate as? SwitchTestDelegate }
    set { delegate = newValue }
  }
}
