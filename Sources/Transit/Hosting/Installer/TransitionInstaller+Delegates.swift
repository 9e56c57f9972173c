// What a host's delegate object answers its toolkit's delegate protocols, decided once:
// Transit's animator for a request, the app's own delegate asked first (docs/design.md#u2), and
// the animator as its own interaction controller for every transition, so that it can be paused
// in flight (iOS 10; docs/design.md#r8 as the interruptible model reads it).

extension TransitionInstaller {
  /// Transit's animator for a delegate's request, if a transition applies (see
  /// ``animatorCore(for:)``).
  ///
  /// - Parameter request: What the delegate is asked for.
  /// - Returns: The host's animator, or `nil` for the host's own animation.
  public func animator(for request: TransitionRequest<Screen>) -> Animator? {
    animatorCore(for: request).map { Animator(core: $0) }
  }

  /// The interaction controller for an animator a delegate is asked about: Transit's
  /// animator itself, for every transition it plays.
  ///
  /// UIKit pauses a transition in flight (a touch grabbing it) only when it has an
  /// interaction controller and its animator offers an interruptible animator. So the
  /// animator is its own interaction controller even when no gesture starts the transition;
  /// then its `wantsInteractiveStart` is `false` and it starts playing by itself
  /// (docs/uikit-behaviour.md#b4-2-r4). The trap of docs/design.md#r8, an
  /// interaction controller that waits for a gesture that never comes, cannot happen: the
  /// context is interactive only when a gesture drives the start
  /// (``TransitionInstallerCore/isInteractive(_:)``).
  ///
  /// - Parameter animator: The animator, of any kind.
  /// - Returns: Transit's animator, or `nil` when it is not Transit's.
  public func interactionController(for animator: AnyObject) -> Animator? {
    animator as? Animator
  }

  /// The animation controller a container's delegate answers: the app's own delegate's, if
  /// it gives one (it is asked first, docs/design.md#u2), else Transit's for the request.
  ///
  /// - Parameters:
  ///   - request: What Transit would play; `nil` for an operation it does not know.
  ///   - own: What the app's delegate answered.
  /// - Returns: The answer, in the toolkit's type.
  public func animationController<Answer>(
    for request: TransitionRequest<Screen>?, unless own: Answer?
  )
    -> Answer?
  {
    if let own { return own }
    return request.flatMap { animator(for: $0) }.flatMap { $0 as? Answer }
  }

  /// The interaction controller a container's delegate answers: by Transit's rule for
  /// Transit's animators (``interactionController(for:)``), the app's delegate's answer
  /// for the app's own.
  ///
  /// - Parameters:
  ///   - animator: The animation controller.
  ///   - app: Asks the app's delegate.
  /// - Returns: The answer, in the toolkit's type.
  public func interactionController<Answer>(for animator: AnyObject, elseAsk app: () -> Answer?)
    -> Answer?
  {
    guard animator is Animator else { return app() }
    return interactionController(for: animator).flatMap { $0 as? Answer }
  }
}
