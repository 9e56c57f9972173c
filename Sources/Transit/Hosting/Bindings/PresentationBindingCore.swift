/// The decisions of a presentation driven by a binding, as SwiftUI's `sheet(item:)` and
/// `sheet(isPresented:)` are: present when the binding gets a value, dismiss when it loses
/// it, replace when it changes, and write `nil` back when the user dismisses.
///
/// The driver asks ``reconcile(binding:presented:isTransitioning:)`` whenever either side
/// may have changed (the binding is set, a presentation or dismissal ends) and carries out
/// the decision. Which side changed is a ``BindingAgreement``'s decision: a value the app
/// set wins; a presentation the user alone ended (a pull-down, a tap on the dimming,
/// VoiceOver's escape, the app's UIKit code) is written back. Nothing changes while a
/// presentation or dismissal plays (UIKit refuses to present or dismiss then); a value set
/// meanwhile waits for its end, and the last one wins.
///
/// ```swift
/// var core = PresentationBindingCore<String>()
/// core.reconcile(binding: "a", presented: nil, isTransitioning: false)  // .present("a")
/// core.reconcile(binding: "b", presented: "a", isTransitioning: false)  // .dismiss
/// core.reconcile(binding: "b", presented: nil, isTransitioning: false)  // .present("b")
/// ```
public struct PresentationBindingCore<Item: Hashable> {
  /// What the driver does next.
  public enum Decision: Hashable {
    /// Both sides agree.
    case none
    /// A presentation or dismissal plays: ask again when it ends.
    case wait
    /// Present the content for this value.
    case present(Item)
    /// Dismiss what is presented; when the dismissal ends, ask again.
    case dismiss
    /// The user dismissed: set the binding to `nil`.
    case writeBack(Item?)
  }

  /// The binding and the presentation, and the value they last agreed on.
  private var agreement = BindingAgreement<Item?>(agreed: nil)

  /// The value the binding and the presentation last agreed on (`nil`: nothing presented).
  public var agreed: Item? { agreement.agreed }
  /// The value whose dismissal was asked for, until it is no longer presented: while it
  /// still shows and nothing plays, the dismissal has not begun (UIKit refused it, or
  /// starts it on a later turn), which is not the user's doing.
  private var dismissing: Item?

  /// A core with nothing presented.
  public init() {}

  /// Decides what to do now, and takes the outcome as agreed.
  ///
  /// - Parameters:
  ///   - binding: The value the app's binding holds (`nil`: nothing to present).
  ///   - presented: The value whose content is presented and not being dismissed.
  ///   - isTransitioning: Whether its presentation or dismissal is playing.
  /// - Returns: The decision.
  public mutating func reconcile(binding: Item?, presented: Item?, isTransitioning: Bool)
    -> Decision
  {
    if let dismissing {
      guard presented == dismissing else {
        self.dismissing = nil
        return reconcile(binding: binding, presented: presented, isTransitioning: isTransitioning)
      }
      return isTransitioning ? .wait : .dismiss
    }
    switch agreement.reconcile(
      binding: binding, shown: presented, isTransitioning: isTransitioning)
    {
    case .none: return .none
    case .wait: return .wait
    case .show(let item):
      guard presented == nil else {
        // What is presented goes first; the value is presented once it has gone.
        agreement.agreed = nil
        dismissing = presented
        return .dismiss
      }
      return item.map(Decision.present) ?? .none
    case .writeBack(let item): return .writeBack(item)
    }
  }
}

extension PresentationBindingCore: Sendable where Item: Sendable {}
extension PresentationBindingCore.Decision: Sendable where Item: Sendable {}
