import Foundation
import TestSupport
import Transit
import TransitExamples
import TransitStage

/// The demo app built on the stage from the same ``ExampleFlows`` as `ExampleApp` builds
/// it with UIKit: the same tabs, each in a navigation controller, the same grid with the
/// same identifiers, the same buttons and container, the same transitions. What a UIKit
/// screen does on a tap, a tap recognizer here does, calling the same `transit` API.
@MainActor
final class StageExampleApp {
  let flows: ExampleFlows
  let window = StageWindow.phone()
  let tabs = StageTabBarController()
  /// Each tab's navigation controller, in the flows' order.
  private(set) var navigations: [ExampleTab: StageNavigationController] = [:]

  let grid = screen("Photos")
  /// The thumbnails, in the grid's order.
  private(set) var thumbnails: [StageView] = []
  /// The photo screen last opened, with its full-size photo.
  private(set) var photo: (screen: StageViewController, view: StageView)?

  let presentations = screen("Presentations")
  /// The buttons of the presentations screen, by what they do.
  private(set) var buttons: [String: StageView] = [:]

  let containerScreen = screen("Container")
  let container: TransitContainerViewController

  /// The SwiftUI tab's twin: its grid, and the navigator `TransitNavigationStack` drives
  /// its stack with, from the path of photo indices.
  let swiftUIGrid = screen("SwiftUI")
  private(set) var swiftUIThumbnails: [StageView] = []
  private(set) var swiftUINavigator: TransitPathNavigator<Int>?
  /// The path, as the SwiftUI view's `@State` holds it.
  var swiftUIPath: [Int] = []

  init(flows: ExampleFlows = ExampleFlows()) {
    self.flows = flows
    container = TransitContainerViewController(
      viewControllers: flows.containerChildren.map { screen($0) })
    tabs.viewControllers = flows.tabs.map { tab in
      let root: StageViewController
      switch tab {
      case .photos: root = grid
      case .presentations: root = presentations
      case .container: root = containerScreen
      case .settings: root = screen("Settings")
      case .swiftUI: root = swiftUIGrid
      }
      let navigation = StageNavigationController(rootViewController: root)
      navigations[tab] = navigation
      return navigation
    }
    tabs.transit.transition = flows.tabSwitch
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    buildGrid()
    buildPresentations()
    buildContainer()
    buildSwiftUIStack()
    window.runUntilIdle()
  }

  // MARK: - The screens, as the UIKit ones lay them out

  private func buildGrid() {
    thumbnails = makeThumbnails(on: grid) { [unowned self] index in openPhoto(index) }
  }

  /// What `PhotoGridViewController` does when a photo is tapped.
  private func openPhoto(_ index: Int) {
    let screen = screen("Photo \(index)")
    screen.view.backgroundColor = .black
    // Full screen: the photo screen is the window's size once presented.
    let view = StageView(frame: flows.grid.photoFrame(in: window.bounds))
    view.backgroundColor = thumbnails[index].backgroundColor
    view.transit.id = flows.grid.id(ofPhoto: index)
    screen.view.addSubview(view)
    photo = (screen, view)
    grid.transit.present(screen, using: flows.photoOpening)
  }

  private func buildPresentations() {
    let actions: [(String, @MainActor (StageView) -> Void)] = [
      ("card", { [unowned self] _ in present("Card", using: flows.card) }),
      ("halfSheet", { [unowned self] _ in present("Half sheet", using: flows.halfSheet) }),
      (
        "ripple",
        { [unowned self] button in
          let centre = button.convert(
            CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
          present("Ripple", using: flows.ripple(from: centre))
        }
      ),
      (
        "detail",
        { [unowned self] _ in presentations.transit.push(detail(), using: flows.detailPush) }
      ),
    ]
    for (row, (name, action)) in actions.enumerated() {
      let button = StageView(
        frame: CGRect(x: 95, y: 300 + CGFloat(row) * 60, width: 200, height: 44))
      button.addGestureRecognizer(StageTapGestureRecognizer { _ in action(button) })
      presentations.view.addSubview(button)
      buttons[name] = button
    }
  }

  /// The screen `PresentationsViewController` pushes (the stage has no tab bar to hide:
  /// what it checks is that the push and the back swipe play).
  private func detail() -> StageViewController {
    screen(flows.detailTitle)
  }

  private func present(_ title: String, using transition: Transition) {
    presentations.transit.present(screen(title), using: transition)
  }

  private func buildContainer() {
    containerScreen.addChild(container)
    container.view.frame = containerScreen.view.bounds
    containerScreen.view.addSubview(container.view)
    container.didMove(toParent: containerScreen)
    container.transit.transition = flows.containerSwitch
  }

  /// What `SwiftUIDemoView` builds: thumbnails tagged with `.transitID` whose buttons
  /// append to the path, and a stack whose screens the path's indices make.
  private func buildSwiftUIStack() {
    guard let navigation = navigations[.swiftUI] else { return }
    let navigator = TransitPathNavigator<Int>(
      navigationController: navigation,
      makeScreen: { [unowned self] index in
        let photo = screen("Photo \(index + 1)")
        let view = StageView(frame: flows.grid.photoFrame(in: window.bounds))
        view.backgroundColor = swiftUIThumbnails[index].backgroundColor
        view.transit.id = flows.grid.id(ofPhoto: index)
        photo.view.addSubview(view)
        return photo
      },
      onPathChange: { [unowned self] in swiftUIPath = $0 })
    navigator.transition = { [flows] _ in flows.swiftUIPhotoPush }
    swiftUINavigator = navigator
    swiftUIThumbnails = makeThumbnails(on: swiftUIGrid) { [unowned self] index in
      swiftUIPath.append(index)
      navigator.update(path: swiftUIPath)
    }
  }

  /// The grid's thumbnails on a screen, each tagged with its photo's identifier and doing
  /// something with its index when tapped.
  private func makeThumbnails(
    on screen: StageViewController, tapped: @escaping @MainActor (Int) -> Void
  ) -> [StageView] {
    let width = Double(window.bounds.width)
    return (0..<flows.grid.count).map { index in
      let thumbnail = StageView(frame: flows.grid.frame(ofPhoto: index, width: width))
      thumbnail.backgroundColor = StageColor(
        red: flows.grid.hue(ofPhoto: index), green: 0.5, blue: 0.5, alpha: 1)
      thumbnail.transit.id = flows.grid.id(ofPhoto: index)
      thumbnail.addGestureRecognizer(StageTapGestureRecognizer { _ in tapped(index) })
      screen.view.addSubview(thumbnail)
      return thumbnail
    }
  }

  // MARK: - A user's hand

  /// Taps the middle of a view.
  func tap(_ view: StageView) {
    window.send(.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)))
  }

  /// Selects a tab by its tab bar button.
  func select(_ tab: ExampleTab) {
    if let index = flows.tabs.firstIndex(of: tab) { _ = tabs.simulateUserSelection(at: index) }
    window.runUntilIdle()
  }

  /// A quick downward pull from near the top of a screen's view.
  func pullDown(_ screen: StageViewController) {
    let start = screen.view.convert(CGPoint(x: screen.view.bounds.midX, y: 30), to: nil)
    window.send(.pan(from: start, to: CGPoint(x: start.x, y: start.y + 200), duration: 0.1))
  }

  /// A horizontal swipe across the middle of the window, leftwards (to the next tab or
  /// child) or rightwards.
  func swipe(leftwards: Bool) {
    let (from, to): (CGFloat, CGFloat) = leftwards ? (330, 90) : (60, 300)
    window.send(.pan(from: CGPoint(x: from, y: 500), to: CGPoint(x: to, y: 500), duration: 0.15))
  }

  /// Whether a view is in the window, unhidden, with its ancestors.
  func isOnScreen(_ view: StageView) -> Bool {
    var current: StageView? = view
    while let shown = current {
      if shown.isHidden { return false }
      if shown === window { return true }
      current = shown.superview
    }
    return false
  }
}
