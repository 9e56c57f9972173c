#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Transit
  import TransitUIKit
  import UIKit

  /// The container of a ``TransitTabView`` or ``TransitContainerView`` inside SwiftUI, with
  /// a SwiftUI screen for each tab: it only translates, `TransitTabSelector` decides.
  struct SwitchingHost<Selection: Hashable>: UIViewControllerRepresentable {
    /// Which UIKit container shows the tabs.
    enum Container {
      /// A `UITabBarController`, each tab with its item.
      case tabBar
      /// A `TransitContainerViewController`.
      case custom
    }

    var container: Container
    @Binding var selection: Selection
    var tabs: [TransitTab<Selection>]
    var transition: Transit.Transition?

    final class Coordinator {
      var selector: TransitTabSelector<Selection>?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> UIViewController {
      let screens = tabs.map { tab in
        let screen = tab.content(context.environment)
        screen.title = tab.title
        screen.tabBarItem = UITabBarItem(
          title: tab.title, image: tab.systemImage.flatMap { UIImage(systemName: $0) },
          selectedImage: nil)
        return screen
      }
      let binding = $selection
      let values = tabs.map(\.value)
      let write: (Selection) -> Void = { binding.wrappedValue = $0 }
      switch container {
      case .tabBar:
        let controller = UITabBarController()
        controller.viewControllers = screens
        context.coordinator.selector = TransitTabSelector(
          tabBarController: controller, values: values, onSelectionChange: write)
        return controller
      case .custom:
        let controller = TransitContainerViewController(viewControllers: screens)
        context.coordinator.selector = TransitTabSelector(
          container: controller, values: values, onSelectionChange: write)
        return controller
      }
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
      let screens =
        (controller as? UITabBarController)?.viewControllers
        ?? (controller as? TransitContainerViewController)?.viewControllers ?? []
      for (tab, screen) in zip(tabs, screens) {
        tab.update(screen, context.environment)
      }
      controller.transit.transition = transition
      context.coordinator.selector?.values = tabs.map(\.value)
      context.coordinator.selector?.update(selection: selection)
    }
  }
#endif
