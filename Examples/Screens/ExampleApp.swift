#if canImport(UIKit)
  import SwiftUI
  import TransitUIKit
  import UIKit

  /// The demo app's root: a tab bar of the example screens, with the transitions of
  /// ``ExampleFlows``. A scene delegate puts it in its window:
  ///
  /// ```swift
  /// window.rootViewController = ExampleApp.makeRootViewController()
  /// ```
  @MainActor
  public enum ExampleApp {
    /// Makes the tab bar controller with one screen per tab, switching by the flows' tab
    /// transition (a swipe anywhere switches too).
    ///
    /// - Parameter flows: The screens and transitions; the demo's by default.
    /// - Returns: The root view controller.
    public static func makeRootViewController(flows: ExampleFlows = ExampleFlows())
      -> UIViewController
    {
      let tabs = UITabBarController()
      tabs.viewControllers = flows.tabs.map { screen(for: $0, flows: flows) }
      tabs.transit.transition = flows.tabSwitch
      return tabs
    }

    /// The screen of one tab, inside a navigation controller where it pushes (the SwiftUI
    /// tab has its own).
    private static func screen(for tab: ExampleTab, flows: ExampleFlows) -> UIViewController {
      let root: UIViewController
      let symbol: String
      switch tab {
      case .swiftUI:
        let hosting = UIHostingController(rootView: SwiftUIDemoView(flows: flows))
        hosting.tabBarItem = UITabBarItem(
          title: tab.title, image: UIImage(systemName: "swift"), selectedImage: nil)
        return hosting
      case .photos:
        root = PhotoGridViewController(flows: flows)
        symbol = "photo.on.rectangle"
      case .presentations:
        root = PresentationsViewController(flows: flows)
        symbol = "rectangle.stack"
      case .container:
        root = ContainerDemoViewController(flows: flows)
        symbol = "cube"
      case .settings:
        root = SettingsViewController(flows: flows)
        symbol = "gearshape"
      }
      root.title = tab.title
      let navigation = UINavigationController(rootViewController: root)
      navigation.tabBarItem = UITabBarItem(
        title: tab.title, image: UIImage(systemName: symbol), selectedImage: nil)
      return navigation
    }
  }
#endif
