import Foundation
import StageKit

/// A controller that remembers its containment calls (the event log cannot see the
/// `willMove(toParent:)` of a controller not yet attached to a window).
@MainActor
public final class SwitchTestProbe: StageViewController {
  /// The containment calls, in order, as "willMove(Tabs)".
  public private(set) var containment: [String] = []
  /// The appearance methods called, in order (the event log loses those of a controller
  /// that has just left its window).
  public private(set) var appearance: [String] = []
  /// What `transitionCoordinator` was inside `viewWillAppear`, each time.
  public private(set) var coordinatorsInWillAppear: [Bool] = []
  /// Runs inside `viewWillAppear`, after it is recorded.
  public var onWillAppear: (@MainActor (SwitchTestProbe) -> Void)?

  /// Creates a probe.
  ///
  /// - Parameter name: Its title, as logs name it.
  public init(_ name: String) {
    super.init(nibName: nil, bundle: nil)
    title = name
  }

  /// Not made from archives in tests.
  public required init?(coder: NSCoder) { nil }

  public override func willMove(toParent parent: StageViewController?) {
    super.willMove(toParent: parent)
    containment.append("willMove(\(parent?.logName ?? "nil"))")
  }

  public override func didMove(toParent parent: StageViewController?) {
    super.didMove(toParent: parent)
    containment.append("didMove(\(parent?.logName ?? "nil"))")
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearance.append("viewWillAppear")
    coordinatorsInWillAppear.append(transitionCoordinator != nil)
    onWillAppear?(self)
  }

  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearance.append("viewDidAppear")
  }

  public override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    appearance.append("viewWillDisappear")
  }

  public override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    appearance.append("viewDidDisappear")
  }
}
