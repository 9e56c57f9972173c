import SwiftUI
import TransitExamples
import UIKit

/// The demo app: one window showing the examples' root screen, the tab bar that
/// `ExampleApp.makeRootViewController()` builds.
@main
struct TransitDemoApp: App {
  var body: some Scene {
    WindowGroup {
      ExampleRoot().ignoresSafeArea()
    }
  }
}

/// The examples' UIKit root screen inside SwiftUI's window.
struct ExampleRoot: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UIViewController {
    ExampleApp.makeRootViewController()
  }

  func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
