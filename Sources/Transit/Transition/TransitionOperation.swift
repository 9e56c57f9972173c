/// What a transition does to the screens: push or pop in a navigation stack, present or
/// dismiss a modal, switch tabs or a custom container's child.
///
/// An operation knows whether it goes *forward* (push, present, to a later tab or child) or
/// *back*. Effects describe the forward motion; the back operation plays it in reverse, so a
/// pop undoes its push frame for frame.
public enum TransitionOperation: Sendable, Hashable {
  /// A navigation controller pushes a view controller.
  case push
  /// A navigation controller pops back.
  case pop
  /// A view controller is presented modally.
  case present
  /// A presented view controller is dismissed.
  case dismiss
  /// A tab bar controller selects another tab. The direction comes from the two indices
  /// (docs/design.md#r9): a later tab is forward.
  case tabSwitch(from: Int, to: Int)
  /// A custom container switches to another child; a later index is forward.
  case containerSwitch(from: Int, to: Int)

  /// The family of controllers an operation belongs to.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Push and pop.
    case navigation
    /// Present and dismiss.
    case modal
    /// Tab switches.
    case tab
    /// Custom container switches.
    case container
  }

  /// The operation's family.
  public var kind: Kind {
    switch self {
    case .push, .pop: .navigation
    case .present, .dismiss: .modal
    case .tabSwitch: .tab
    case .containerSwitch: .container
    }
  }

  /// Whether the operation goes forward: push, present, or to a later tab or child.
  ///
  /// Switching to the same index counts as forward.
  public var isForward: Bool {
    switch self {
    case .push, .present: true
    case .pop, .dismiss: false
    case .tabSwitch(let from, let to), .containerSwitch(let from, let to): to >= from
    }
  }

  /// The operation that undoes this one: pop for push, dismiss for present, and the switch
  /// back for a switch.
  public var inverse: TransitionOperation {
    switch self {
    case .push: .pop
    case .pop: .push
    case .present: .dismiss
    case .dismiss: .present
    case .tabSwitch(let from, let to): .tabSwitch(from: to, to: from)
    case .containerSwitch(let from, let to): .containerSwitch(from: to, to: from)
    }
  }

  /// The axis effects move along by default: horizontal for navigation, tabs and
  /// containers; vertical for modals.
  public var naturalAxis: Axis {
    kind == .modal ? .vertical : .horizontal
  }

  /// A direction of motion on screen.
  public enum Axis: Sendable, Hashable {
    /// Left and right.
    case horizontal
    /// Up and down.
    case vertical
  }
}

extension TransitionOperation: CustomStringConvertible {
  /// A short name: `push`, `pop`, `present`, `dismiss`, `tab 0→2`, `container 1→0`.
  public var description: String {
    switch self {
    case .push: "push"
    case .pop: "pop"
    case .present: "present"
    case .dismiss: "dismiss"
    case .tabSwitch(let from, let to): "tab \(from)→\(to)"
    case .containerSwitch(let from, let to): "container \(from)→\(to)"
    }
  }
}
