/// Two sides that show one value, an app's binding and what UIKit shows, brought to agree:
/// which side changed since they last agreed, and what the other must do.
///
/// The driver asks ``reconcile(binding:shown:isTransitioning:)`` whenever either side may
/// have changed. A binding that differs from the value last agreed on is the app's request,
/// and wins, even if UIKit's side changed meanwhile (the app's request is the later one);
/// when only UIKit's side differs, the user changed it (a back swipe, a tab tapped, a sheet
/// pulled down) and the binding is written back. Nothing changes while a transition plays:
/// an interactive one may still cancel, and UIKit ignores most requests made during one; a
/// binding set then, or set twice in one turn, waits for its end, and the last value wins.
///
/// ``NavigationPathCore`` and ``PresentationBindingCore`` build on it; a tab bar's selection
/// uses it as it is.
///
/// ```swift
/// var tabs = BindingAgreement(agreed: 0)
/// tabs.reconcile(binding: 2, shown: 0, isTransitioning: false)  // .show(2)
/// tabs.reconcile(binding: 2, shown: 1, isTransitioning: false)  // .writeBack(1): a tap
/// ```
public struct BindingAgreement<Value: Hashable> {
  /// What the driver does next.
  public enum Decision: Hashable {
    /// Both sides agree.
    case none
    /// A transition plays: ask again when it ends.
    case wait
    /// The app changed the binding: make UIKit show this value.
    case show(Value)
    /// UIKit's side changed without the binding: set the binding to this value.
    case writeBack(Value)
  }

  /// The value both sides last agreed on.
  public var agreed: Value

  /// Two sides that agree on a value.
  ///
  /// - Parameter agreed: The value both show at first.
  public init(agreed: Value) {
    self.agreed = agreed
  }

  /// Decides what to do now, and takes the outcome as agreed.
  ///
  /// - Parameters:
  ///   - binding: The value the app's binding holds.
  ///   - shown: The value UIKit shows.
  ///   - isTransitioning: Whether UIKit's side is in a transition.
  /// - Returns: The decision.
  public mutating func reconcile(binding: Value, shown: Value, isTransitioning: Bool)
    -> Decision
  {
    if isTransitioning {
      return binding == agreed && shown == agreed ? .none : .wait
    }
    if binding == shown {
      agreed = binding
      return .none
    }
    if binding != agreed {
      agreed = binding
      return .show(binding)
    }
    agreed = shown
    return .writeBack(shown)
  }
}

extension BindingAgreement: Sendable where Value: Sendable {}
extension BindingAgreement.Decision: Sendable where Value: Sendable {}
