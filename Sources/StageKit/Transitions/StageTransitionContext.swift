import Foundation
import Transit

/// The transition context every stage container hands to animators: UIKit's private
/// `_UIViewControllerTransitionContext`, with its rules.
///
/// `completeTransition(_:)` takes effect once; a second call is reported as a warning and
/// ignored. Views are offered by `view(forKey:)` only where UIKit offers them.
@MainActor
public final class StageTransitionContext: StageViewControllerContextTransitioning {
  /// The container view.
  public let containerView: StageView
  /// Whether the transition is animated.
  public let isAnimated: Bool
  /// Whether a gesture is driving the transition now.
  public internal(set) var isInteractive: Bool
  /// Whether the transition was cancelled.
  public internal(set) var transitionWasCancelled = false
  /// The presentation style, for modal transitions.
  public let presentationStyle: StageModalPresentationStyle
  /// The progress last reported by ``updateInteractiveTransition(_:)``.
  public private(set) var percentComplete: Double = 0
  /// Whether ``completeTransition(_:)`` has been called.
  public private(set) var isCompleted = false
  /// Whether the transition can be interrupted: it has an interaction controller and its
  /// animator offers an interruptible animator (`interruptibleAnimator(using:)`), asked as
  /// the transition starts. Only then is ``pauseInteractiveTransition()`` honoured, and only
  /// then may a transition that started running become interactive (iOS 10;
  /// docs/uikit-behaviour.md#b5-1).
  public var isInterruptible: Bool { interruptibleAnimator != nil }
  /// The animator's interruptible animator, kept until the transition completes: the
  /// coordinator adds its alongside animations to it.
  var interruptibleAnimator: (any StageViewImplicitlyAnimating)?

  private let fromViewController: StageViewController
  private let toViewController: StageViewController
  private let fromView: StageView?
  private let toView: StageView?
  private var frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
  private var onComplete: (@MainActor (Bool) -> Void)?
  private let log: StageEventLog?

  /// The stage's log, for the transition's milestones.
  var logSink: StageEventLog? { log }

  /// The animator performing the transition: a percent-driven interaction controller calls
  /// its `animateTransition(using:)`, as UIKit's does through its private reference.
  var animator: (any StageViewControllerAnimatedTransitioning)?

  /// Hooks for interaction: set by the transition that owns the context.
  var onUpdate: (@MainActor (Double) -> Void)?
  var onFinish: (@MainActor () -> Void)?
  var onCancel: (@MainActor () -> Void)?
  var onPause: (@MainActor () -> Void)?
  /// Set by a percent-driven interaction controller that froze the container: it thaws it
  /// when the transition completes while still frozen (the animator completed it under the
  /// finger), as UIKit's context, which does the freezing there, ends it.
  var onCompletionWhileDriven: (@MainActor () -> Void)?

  /// Creates a context.
  init(
    containerView: StageView, from: StageViewController, to: StageViewController,
    fromView: StageView?, toView: StageView?, isAnimated: Bool, isInteractive: Bool,
    presentationStyle: StageModalPresentationStyle,
    frames: [(StageViewController, initial: CGRect, final: CGRect)], log: StageEventLog?,
    onComplete: @escaping @MainActor (Bool) -> Void
  ) {
    self.containerView = containerView
    self.fromViewController = from
    self.toViewController = to
    self.fromView = fromView
    self.toView = toView
    self.isAnimated = isAnimated
    self.isInteractive = isInteractive
    self.presentationStyle = presentationStyle
    var table: [ObjectIdentifier: (initial: CGRect, final: CGRect)] = [:]
    for (controller, initial, final) in frames {
      table[ObjectIdentifier(controller)] = (initial, final)
    }
    self.frames = table
    self.log = log
    self.onComplete = onComplete
  }

  /// A controller taking part.
  ///
  /// - Parameter key: Which one.
  /// - Returns: The controller.
  public func viewController(forKey key: StageTransitionContextViewControllerKey)
    -> StageViewController?
  {
    key == .from ? fromViewController : toViewController
  }

  /// A view the animator may move, or `nil` where UIKit gives none.
  ///
  /// - Parameter key: Which one.
  /// - Returns: The view.
  public func view(forKey key: StageTransitionContextViewKey) -> StageView? {
    key == .from ? fromView : toView
  }

  /// Where a controller's view starts; `.zero` when unknown.
  ///
  /// - Parameter viewController: A controller taking part.
  /// - Returns: The frame.
  public func initialFrame(for viewController: StageViewController) -> CGRect {
    frames[ObjectIdentifier(viewController)]?.initial ?? .zero
  }

  /// Where a controller's view must end; `.zero` when it leaves.
  ///
  /// - Parameter viewController: A controller taking part.
  /// - Returns: The frame.
  public func finalFrame(for viewController: StageViewController) -> CGRect {
    frames[ObjectIdentifier(viewController)]?.final ?? .zero
  }

  /// Sets where a controller's view must end, once the host knows (a presentation asks its
  /// presentation controller after `presentationTransitionWillBegin()`).
  func setFinalFrame(_ frame: CGRect, for viewController: StageViewController) {
    frames[ObjectIdentifier(viewController), default: (.zero, .zero)].final = frame
  }

  /// Ends the transition, once; later calls are reported and ignored.
  ///
  /// - Parameter didComplete: Whether it finished.
  public func completeTransition(_ didComplete: Bool) {
    guard !isCompleted else {
      log?.record(.warning, "completeTransition(_:) called more than once; ignored")
      return
    }
    isCompleted = true
    log?.record(.transition, "completeTransition(\(didComplete))")
    let complete = onComplete
    // Drop every hook: they hold the transition's controllers and views, which must go
    // once it is over (the stage's round-trip test checks that nothing outlives it).
    onComplete = nil
    animator = nil
    onUpdate = nil
    onFinish = nil
    onCancel = nil
    onPause = nil
    interruptibleAnimator = nil
    let thaw = onCompletionWhileDriven
    onCompletionWhileDriven = nil
    thaw?()
    complete?(didComplete)
  }

  /// Reports progress, clamped into 0…1 (UIKit's clamping is undocumented; the
  /// reimplementations clamp). Ignored while the transition is not interactive (before a
  /// start that is not interactive is paused, or after finish or cancel), as UIKit's
  /// context ignores it (UNCERTAIN: read from a decompilation, docs/uikit-behaviour.md#b5-1).
  ///
  /// - Parameter percentComplete: The progress.
  public func updateInteractiveTransition(_ percentComplete: CGFloat) {
    guard isInteractive else { return }
    let percentComplete = Double(percentComplete)
    let clamped = percentComplete.isNaN ? 0 : min(max(percentComplete, 0), 1)
    self.percentComplete = clamped
    onUpdate?(clamped)
  }

  /// The gesture ended and the transition will finish.
  public func finishInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = false
    onFinish?()
  }

  /// The gesture ended and the transition will return to its start.
  public func cancelInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = true
    onCancel?()
  }

  /// A running transition becomes interactive again, if it is interruptible
  /// (``isInterruptible``); otherwise the call is reported and ignored, as UIKit ignores it
  /// ("This should be called if the transition animation is interruptible and it is being
  /// paused", UIViewControllerTransitioning.h). A transition already interactive, or
  /// completed, stays as it is.
  public func pauseInteractiveTransition() {
    guard isInterruptible else {
      log?.record(
        .warning, "pauseInteractiveTransition() ignored: the transition is not interruptible")
      return
    }
    guard !isInteractive, !isCompleted else { return }
    isInteractive = true
    onPause?()
  }
}
