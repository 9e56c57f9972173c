/// What a container that shows one child at a time does in its toolkit, for
/// ``ChildContainerCore``, which decides when: containment calls, a child's view in and
/// out of the container's transition view, and a switch through the toolkit's transition
/// protocols.
///
/// The stage's tab bar controller and custom container (through their shared selection
/// machinery) and TransitUIKit's `TransitContainerViewController` are its hosts: what a
/// switch does, in what order, is then the same code on every toolkit, and the stage's
/// tests run it.
@MainActor
public protocol ChildContainerHost: AnyObject {
  /// The toolkit's view controller.
  associatedtype Child: TransitionHostAppearanceReceiver

  /// The container itself, which never becomes its own child (`nil` once it is gone).
  var containerController: Child? { get }
  /// Whether the container's view is loaded.
  var isContainerViewLoaded: Bool { get }
  /// Whether the container is on screen, so a switch sends its children appearance calls.
  var isContainerOnScreen: Bool { get }

  /// Makes a controller a child: `addChild(_:)`, then `didMove(toParent:)`.
  ///
  /// - Parameter child: The new child.
  func adoptChild(_ child: Child)

  /// Tells a child it is leaving (`willMove(toParent: nil)`).
  ///
  /// - Parameter child: The leaving child.
  func childWillLeave(_ child: Child)

  /// Lets go of a child whose view is gone (`removeFromParent()`).
  ///
  /// - Parameter child: The leaving child.
  func releaseChild(_ child: Child)

  /// Whether a child's view is in the container's now (where the container's own
  /// appearance reaches it).
  ///
  /// - Parameter child: The child.
  /// - Returns: Whether its view is shown in the container.
  func isShowingView(of child: Child) -> Bool

  /// Loads a child's view if it is not loaded yet: the core does so before the child
  /// hears any appearance call.
  ///
  /// - Parameter child: The child coming on screen.
  func loadView(of child: Child)

  /// Replaces one child's view with another's in the transition view at once. The core
  /// makes the appearance calls of an unanimated switch around it when the container is
  /// on screen; off screen, the host keeps the children's calls balanced where its toolkit
  /// needs it (a container half-way through its own appearance). At the end of an
  /// animated switch the core calls it, on screen, to leave only the right view in; a
  /// view already where it belongs stays as it is.
  ///
  /// - Parameters:
  ///   - from: The child leaving the screen, if any.
  ///   - to: The child coming, if any.
  ///   - onScreen: Whether the container is on screen.
  func swapChildViews(from: Child?, to: Child?, onScreen: Bool)

  /// Prepares an animated switch through the toolkit's transition protocols: asks the
  /// container's delegate for an animator and builds the transition context, which calls
  /// `ended` when the switch ends. The core then applies the container rules to the views
  /// through ``swapChildViews(from:to:onScreen:)`` (the outgoing view leaves on
  /// completion, the incoming one on cancel), so the host need not.
  ///
  /// - Parameters:
  ///   - from: The child on screen.
  ///   - to: The child coming.
  ///   - ended: The core's bookkeeping, with whether the switch completed.
  /// - Returns: What starts the switch (the animator's or interaction controller's
  ///   start), or `nil` when there is no animator: the core then swaps at once.
  func prepareSwitch(
    from: Child, to: Child, ended: @escaping @MainActor (_ completed: Bool) -> Void
  ) -> (@MainActor () -> Void)?

  /// The child shown changed: the status bar, home indicator and deferred edges follow it.
  func selectedChildDidChange()

  /// Reports a change refused because a switch is in flight.
  ///
  /// - Parameter change: What was refused, as "Switch to <Settings>".
  func reportRefusedChange(_ change: String)
}
