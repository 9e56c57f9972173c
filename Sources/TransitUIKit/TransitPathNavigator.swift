#if canImport(UIKit) || TRANSIT_STAGE
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  /// Drives a navigation controller from a path of values, as SwiftUI's
  /// `NavigationStack(path:)` is driven by its binding: setting the path pushes, pops or
  /// replaces with the matching operation and Transit's transitions, and a pop the user
  /// makes (the back button, a back swipe, a pinch) or the app's UIKit code makes writes the
  /// shorter path back.
  ///
  /// `TransitNavigationStack` in TransitSwiftUI is this navigator with SwiftUI screens; it
  /// works as well with UIKit screens:
  ///
  /// ```swift
  /// let navigator = TransitPathNavigator<Photo.ID>(
  ///   navigationController: navigation, makeScreen: { PhotoViewController(id: $0) },
  ///   onPathChange: { model.path = $0 })
  /// navigator.transition = { _ in .matched() }
  /// navigator.update(path: model.path)  // whenever the model's path changes
  /// ```
  ///
  /// Which side changed and what the other does is `NavigationPathCore`'s decision: a path
  /// set during a transition waits for its end (the last one wins), and the app's path wins
  /// over a pop the user made meanwhile. A screen the app's UIKit code pushes on top of the
  /// path's stays above them and is not in the path; the path describes the screens below
  /// it, and a longer path set later replaces it.
  ///
  /// The navigator hears which screen the navigation controller shows through Transit's
  /// installer, which it makes the navigation controller's delegate: set a delegate of your
  /// own with `transit.navigationDelegate`, not the navigation controller's `delegate`
  /// (Transit takes that back at its next transition, but pops in between go unheard).
  @MainActor
  public final class TransitPathNavigator<Element: Hashable> {
    /// The navigation controller the path drives; its root is the screen below the path.
    public let navigationController: UINavigationController
    /// The transition of each push (and of the pop back), by the pushed value; `nil` plays
    /// the navigation controller's `transit.transition`, or UIKit's slide without one.
    public var transition: (Element) -> Transition? = { _ in nil }
    /// Told the new path when the stack changed without the app's asking (a pop by the
    /// user or by UIKit code): set the binding to it.
    public var onPathChange: ([Element]) -> Void

    private let makeScreen: (Element) -> UIViewController
    private var core = NavigationPathCore<Element>()
    /// The path the app asked for last.
    private var requested: [Element] = []
    /// The screens made for the path's values, with their values.
    private var screens: [(element: Element, screen: UIViewController)] = []
    private let transitionEnd = TransitionEndWait()

    /// A navigator of a navigation controller whose stack is its root alone.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller, with its root screen.
    ///   - makeScreen: Makes the screen a value shows, when the value is pushed.
    ///   - onPathChange: Told the path when the user or UIKit code changed the stack.
    public init(
      navigationController: UINavigationController,
      makeScreen: @escaping (Element) -> UIViewController,
      onPathChange: @escaping ([Element]) -> Void
    ) {
      self.navigationController = navigationController
      self.makeScreen = makeScreen
      self.onPathChange = onPathChange
      let installer = navigationController.transit
      installer.didShowScreen = { [weak self, weak navigationController] in
        self?.transitionEnd.after(nil, near: navigationController) {
          self?.reconcile()
        }
      }
      installer.installAsDelegate()
    }

    /// The screens the stack shows for the path's values, with their values, bottom first.
    public var shownScreens: [(element: Element, screen: UIViewController)] {
      let stack = navigationController.viewControllers
      let path = stackPath
      return path.indices.map { (path[$0], stack[$0 + 1]) }
    }

    /// Shows a path: the binding's value, each time it may have changed.
    ///
    /// - Parameter path: The values of the screens above the root, bottom first.
    public func update(path: [Element]) {
      requested = path
      reconcile()
    }

    /// The values of the screens above the root, up to the first that is not the path's.
    private var stackPath: [Element] {
      var path: [Element] = []
      for controller in navigationController.viewControllers.dropFirst() {
        guard let made = screens.first(where: { $0.screen === controller }) else { break }
        path.append(made.element)
      }
      return path
    }

    private func reconcile() {
      let coordinator = navigationController.transitionCoordinator
      if coordinator != nil {
        // Whatever is decided now, ask again when the transition ends: it may be cancelled
        // (a push the user grabbed and sent back) without the stack telling anyone.
        transitionEnd.after(coordinator, near: navigationController) {
          [weak self] in self?.reconcile()
        }
      }
      let stack = stackPath
      switch core.reconcile(
        binding: requested, stack: stack, isTransitioning: coordinator != nil,
        screensAbove: navigationController.viewControllers.count - 1 - stack.count)
      {
      case .none, .wait:
        if coordinator == nil { forgetScreensNotShown() }
      case .apply(let step):
        apply(step)
        // The transition the step started: its end is heard when it begins.
        transitionEnd.after(nil, near: navigationController) { [weak self] in
          self?.reconcile()
        }
      case .writeBack(let path):
        requested = path
        forgetScreensNotShown()
        onPathChange(path)
      }
    }

    private func apply(_ step: NavigationPathStep<Element>) {
      let stack = navigationController.viewControllers
      switch step {
      case .push(let element):
        let screen = made(for: element)
        if let transition = transition(element) {
          navigationController.transit.push(screen, using: transition)
        } else {
          navigationController.pushViewController(screen, animated: true)
        }
      case .pop(let depth):
        navigationController.popToViewController(stack[depth], animated: true)
      case .replace(let kept, let adding):
        replace(keeping: kept, adding: adding)
      }
    }

    private func replace(keeping kept: Int, adding elements: [Element]) {
      let added = elements.map(made(for:))
      if let top = added.last, let element = elements.last, let transition = transition(element) {
        navigationController.transit.core.registry.remember(transition, for: top)
      }
      navigationController.transit.installAsDelegate()
      navigationController.setViewControllers(
        Array(navigationController.viewControllers.prefix(kept + 1)) + added, animated: true)
    }

    private func made(for element: Element) -> UIViewController {
      let screen = makeScreen(element)
      screens.append((element, screen))
      return screen
    }

    private func forgetScreensNotShown() {
      let stack = navigationController.viewControllers
      screens.removeAll { made in !stack.contains { $0 === made.screen } }
    }
  }
#endif
