import Foundation
import StageKit

/// A screen that notes what UIKit lets it see inside its appearance callbacks.
@MainActor
final class PresentationProbe: StageViewController {
  /// "viewWillAppear: presented=true coordinator=true", one per callback.
  var notes: [String] = []

  init(_ name: String) {
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  required init?(coder: NSCoder) { nil }

  private func note(_ callback: String) {
    notes.append(
      "\(callback): presented=\(isBeingPresented) dismissed=\(isBeingDismissed) "
        + "coordinator=\(transitionCoordinator != nil)")
  }

  override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
}
