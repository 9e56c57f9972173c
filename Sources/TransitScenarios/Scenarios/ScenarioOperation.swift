/// An operation a ``TransitionScenario`` plays, by the name the `transit` command gives it.
///
/// Back operations (pop, a switch to the tab on the left, dismiss) first play their forward
/// step to the end, so that the screen they go back from is really there.
public enum ScenarioOperation: String, CaseIterable, Sendable, Hashable {
  /// A navigation controller pushes the detail screen over the photo grid.
  case push
  /// A navigation controller pops the detail screen back to the photo grid.
  case pop
  /// A tab bar controller switches from the detail tab (second) to the photo grid (first).
  case tabLeft = "tab-left"
  /// A tab bar controller switches from the photo grid tab (first) to the detail (second).
  case tabRight = "tab-right"
  /// The photo grid presents the detail screen modally.
  case present
  /// The presented detail screen is dismissed, back to the photo grid.
  case dismiss
  /// A custom container switches from the photo grid (first child) to the detail (second).
  case `switch`

  /// Whether the operation goes forward: push, a tab to the right, present, switch.
  public var isForward: Bool {
    switch self {
    case .push, .tabRight, .present, .switch: true
    case .pop, .tabLeft, .dismiss: false
    }
  }

  /// Whether the operation is modal (present or dismiss), the only ones a
  /// ``ScenarioModalStyle`` applies to.
  public var isModal: Bool { self == .present || self == .dismiss }
}
