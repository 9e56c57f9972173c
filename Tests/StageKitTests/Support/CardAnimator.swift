import Foundation
import StageKit

// Written as UIKit code would be, with only the type names changed, for the modal
// presentation tests (StagePresentation*Tests).

/// The card of seed 000 as a `.custom` presentation: the card rises to the presentation
/// controller's frame while the presenter shrinks back; the dismissal reverses it. It tells
/// presentation from dismissal the UIKit way, with `isBeingPresented` /
/// `isBeingDismissed`, and follows UIKit's clean-up rules on cancel.
@MainActor
final class CardAnimator: StageViewControllerAnimatedTransitioning {
  static let scale: CGFloat = 0.9
  var duration = 0.4
  /// The "black screen" mistake: adding the presenter's view to the container on dismissal.
  var addsPresenterToContainerOnDismissal = false
  /// What the animator saw: "present: isAnimated=true from=nil".
  var seen: [String] = []
  var endedWith: [Bool] = []
  /// The frames the context gave: initial and final of the "from" and "to" controllers.
  var frames: [[CGRect]] = []

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  {
    transitionContext?.isAnimated == false ? 0 : duration
  }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
      let toVC = transitionContext.viewController(forKey: .to)
    else { return }
    let container = transitionContext.containerView
    let duration = transitionDuration(using: transitionContext)
    let fromKey = transitionContext.view(forKey: .from) == nil ? "nil" : "view"
    frames.append([
      transitionContext.initialFrame(for: fromVC), transitionContext.finalFrame(for: fromVC),
      transitionContext.initialFrame(for: toVC), transitionContext.finalFrame(for: toVC),
    ])
    let toKey = transitionContext.view(forKey: .to) == nil ? "nil" : "view"
    if toVC.isBeingPresented {
      seen.append("present: isAnimated=\(transitionContext.isAnimated) from=\(fromKey)")
      guard let card = transitionContext.view(forKey: .to) else { return }
      let final = transitionContext.finalFrame(for: toVC)
      card.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
      container.addSubview(card)
      let presenterView: StageView = fromVC.view
      StageView.animate(
        withDuration: duration, delay: 0, options: .curveEaseOut,
        animations: {
          card.frame = final
          presenterView.transform = CGAffineTransform(scaleX: Self.scale, y: Self.scale)
        },
        completion: { _ in
          let cancelled = transitionContext.transitionWasCancelled
          if cancelled {
            // VCPG: after a failed presentation the animator removes what it animated in.
            card.removeFromSuperview()
            presenterView.transform = .identity
          }
          transitionContext.completeTransition(!cancelled)
        })
    } else if fromVC.isBeingDismissed {
      seen.append("dismiss: isAnimated=\(transitionContext.isAnimated) to=\(toKey)")
      guard let card = transitionContext.view(forKey: .from) else { return }
      let presenterView: StageView = toVC.view
      if addsPresenterToContainerOnDismissal {
        container.insertSubview(presenterView, at: 0)
      }
      let start = card.frame
      StageView.animate(
        withDuration: duration, delay: 0, options: .curveEaseOut,
        animations: {
          card.frame = start.offsetBy(dx: 0, dy: container.bounds.height)
          presenterView.transform = .identity
        },
        completion: { _ in
          let cancelled = transitionContext.transitionWasCancelled
          if cancelled { presenterView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
          transitionContext.completeTransition(!cancelled)
        })
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    endedWith.append(transitionCompleted)
  }
}
