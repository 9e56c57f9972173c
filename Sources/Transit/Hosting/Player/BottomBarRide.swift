import Foundation

/// Carries out a ``BottomBarPassage`` for one transition: snapshots the tab bar onto every
/// view that stands for the carrying screen (the screen itself, its snapshots and the
/// pieces of it that cross the bar), hides the real bar while they ride, and gives the real
/// bar its final state when the transition ends.
///
/// Riding as children of the screen's own views, the snapshots follow whatever the effect
/// does to the screen (slide, turn, fade, mask, break up) with no track of their own, so
/// every effect moves the bar in step with its screen.
@MainActor
final class BottomBarRide<Context: TransitionHostContext> {
  /// The host's view class.
  typealias View = Context.View

  /// The real bar.
  let bar: View
  /// What happens to it.
  let passage: BottomBarPassage
  /// Whether the real bar was hidden before the transition, to put back on cancel.
  private let wasHidden: Bool
  /// The bar's snapshots riding with the screen.
  private var passengers: [View] = []
  /// The transition's context, which tells at the end whether the bar is still its own.
  private let context: Context

  /// Makes the ride of a transition about to play, or fails when the host shows no bar or
  /// the bar stays as it is.
  ///
  /// - Parameter player: The transition's player, realized.
  init?(player: TransitionPlayer<Context>) {
    let context = player.context
    guard player.scene.operation.kind == .navigation, let bar = context.bottomBar,
      let passage = BottomBarPassage(
        outgoingRequests: context.bottomBarRequests(upTo: .from),
        incomingRequests: context.bottomBarRequests(upTo: .to))
    else { return nil }
    self.bar = bar
    self.passage = passage
    self.context = context
    wasHidden = bar.isHidden
  }

  /// Puts the bar's snapshots on the carrying screen's views and hides the real bar.
  ///
  /// - Parameter player: The transition's player, realized.
  func board(_ player: TransitionPlayer<Context>) {
    let side = passage.carrier
    let node: NodeID = side == .from ? .from : .to
    guard let screen = player.view(for: node) else { return }
    let context = player.context
    let container = context.containerView
    // Where the bar lies on the screen at rest: the screen's resting frame is the scene's.
    let screenFrame = side == .from ? player.scene.fromFrame : player.scene.toFrame
    let barFrame = bar.convert(bar.bounds, to: container)
      .offsetBy(
        dx: screen.bounds.minX - screenFrame.minX, dy: screen.bounds.minY - screenFrame.minY)

    // Every view showing the screen whole, and every piece of it the bar crosses.
    var whole: [View] = [screen]
    var pieces: [(view: View, rect: CGRect, part: CGRect)] = []
    for step in player.plan.steps {
      guard let view = player.view(for: step.node.id) else { continue }
      switch step.node.content {
      case .snapshot(let source) where source == node:
        whole.append(view)
      case .snapshotPiece(let source, let rect) where source == node:
        let part = rect.intersection(barFrame)
        if !part.isNull, !part.isEmpty { pieces.append((view, rect, part)) }
      default:
        break
      }
    }

    // A hidden bar (coming back) is shown for its snapshots, then hidden again.
    bar.isHidden = false
    for view in whole {
      guard let snapshot = bar.snapshotView(afterScreenUpdates: wasHidden) else { continue }
      board(snapshot, on: view, at: barFrame)
    }
    if !pieces.isEmpty {
      // One snapshot shared by every piece, as the screen's own pieces share theirs.
      let origin = CGPoint(x: barFrame.minX - bar.bounds.minX, y: barFrame.minY - bar.bounds.minY)
      let parts = context.makeSnapshotPieces(
        of: bar, rects: pieces.map { $0.part.offsetBy(dx: -origin.x, dy: -origin.y) },
        afterScreenUpdates: wasHidden)
      for (piece, part) in zip(pieces, parts) {
        board(
          part, on: piece.view, at: piece.part.offsetBy(dx: -piece.rect.minX, dy: -piece.rect.minY))
      }
    }
    bar.isHidden = true
  }

  /// Puts one of the bar's snapshots on a view standing for the screen.
  private func board(_ snapshot: View, on view: View, at frame: CGRect) {
    snapshot.frame = frame
    view.addSubview(snapshot)
    passengers.append(snapshot)
  }

  /// Takes the snapshots away and gives the real bar its state: the passage's final one
  /// when the transition finished, the one it had when it was cancelled; none when the bar
  /// is no longer the transition's (another tab selected meanwhile).
  ///
  /// - Parameter finished: Whether the transition finished (not cancelled).
  func land(finished: Bool) {
    for view in passengers.reversed() { view.removeFromSuperview() }
    passengers.removeAll()
    guard context.bottomBarFollowsTransition else { return }
    bar.isHidden = finished ? passage.isHiddenAfter : wasHidden
  }
}
