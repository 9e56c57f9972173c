/// One trap Transit saw an app fall into: what happened and what Transit did about it, in
/// one line, as UIKit's console warnings read ("Unbalanced calls to begin/end appearance
/// transitions for …").
public struct TransitDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// Which trap it is.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A push, pop, presentation or dismissal asked for while the container (or the
    /// presenter) is still in a transition: UIKit ignores it or breaks the one in flight.
    case requestDuringTransition
    /// A push of a screen the navigation controller already holds, of the navigation
    /// controller itself, or of one of its ancestors (UIKit raises an exception); refused.
    case pushOfScreenAlreadyThere
    /// A push asked of a screen that is in no navigation controller: UIKit's
    /// `navigationController?.pushViewController` does nothing, silently; so does Transit,
    /// but says so.
    case pushOutsideNavigationController
    /// A presentation through Transit replaced a `modalPresentationStyle` or a
    /// `transitioningDelegate` the app had set on the screen (`.overFullScreen` for a
    /// see-through screen, say): Transit's take effect, and the app's are lost.
    case presentationSettingsReplaced
    /// The container's delegate was replaced behind Transit's back: Transit's transitions
    /// would silently stop; Transit takes the delegate back for the transition asked for.
    case delegateReplaced
    /// A custom dismissal's animator put the presenting screen's view in the container,
    /// which leaves the window with it (a black screen).
    case presentingViewAddedInCustomDismissal
    /// A transition's animator has not called `completeTransition(_:)` long after its
    /// duration: the screen is frozen, later transitions are refused.
    case transitionNeverCompleted
    /// `completeTransition(_:)` was called again for a transition already completed; the
    /// call is ignored.
    case transitionCompletedTwice
    /// A presentation asked of a screen whose presentation context (the screen at the top of
    /// its containers) already presents another, a presenter lower in the chain: UIKit
    /// ignores it, with the warning "Attempt to present … which is already presenting …";
    /// refused before UIKit sees it, the screen left as it was.
    case presentationOnPresenterAlreadyPresenting
  }

  /// Which trap it is.
  public var kind: Kind
  /// What happened and what Transit did, in one line.
  public var message: String

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - kind: Which trap it is.
  ///   - message: What happened and what Transit did, in one line.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The line a log shows: `Transit: ` and the message.
  public var description: String { "Transit: \(message)" }
}
