import Foundation
import StageKit

/// A controller that remembers its containment calls (the event log cannot see the
/// `willMove(toParent:)` of a controller not yet attached to a window).
@MainActor
final class SwitchTestProbe: StageViewController {
  private(set) var containment: [String] = []
  /// The appearance methods called, in order (the event log loses those of a controller
  /// that has just left its window).
  private(set) var appearance: [String] = []
  /// What `transitionCoordinator` was inside `viewWillAppear`, each time.
  private(set) var coordinatorsInWillAppear: [Bool] = []
  /// Runs inside `viewWillAppear`, after it is recorded.
  var onWillAppear: (@MainActor (SwitchTestProbe) -> Void)?

  init(_ name: String) {
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  override func willMove(toParent parent: StageViewController?) {
    super.willMove(toParent: parent)
    containment.append("willMove(\(parent?.logName ?? "nil"))")
  }

  override func didMove(toParent parent: StageViewController?) {
    super.didMove(toParent: parent)
    containment.append("didMove(\(parent?.logName ?? "nil"))")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearance.append("viewWillAppear")
    coordinatorsInWillAppear.append(transitionCoordinator != nil)
    onWillAppear?(self)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearance.append("viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    appearance.append("viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    appearance.append("viewDidDisappear")
  }
}
