import Foundation
import StageKit

/// What the modal presentation suites share: each test's window, a way to show the root
/// controller, and readings of the window's log and contents.
@MainActor
protocol PresentationSuite {
  /// The window the test presents in, the size of an iPhone's screen (390 × 844).
  var window: StageWindow { get }
}

extension PresentationSuite {
  /// Shows a root controller and forgets the events of getting there.
  func start<Root: StageViewController>(with root: Root) -> Root {
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.eventLog.removeAll()
    return root
  }

  /// The window's log of loads and appearance callbacks, "viewWillAppear(B)".
  var appearance: [String] { window.eventLog.lines(of: [.load, .appearance]) }

  /// The window's subviews by what they are: "A" for a controller's view, "transition view"
  /// for a modal container.
  func windowContents(_ controllers: StageViewController...) -> [String] {
    window.subviews.map { view in
      controllers.first { $0.viewIfLoaded === view }?.logName
        ?? view.accessibilityIdentifier ?? "?"
    }
  }
}
