import Foundation
import Transit

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A view of a minimal host for the engine's player: a frame in its superview (no
/// transforms), a tree, and the layer state a host context reads and writes — mask,
/// animations by key, model values — so tests see exactly what the player asked for.
@MainActor
final class FakeHostView: TransitionHostView {
  /// One animation the player added, with how it runs.
  struct AddedAnimation {
    var animation: LayerAnimation
    var playback: LayerAnimationPlayback
  }

  /// A mask, with the animations added to it.
  final class Mask {
    let frame: CGRect
    var animations: [String: AddedAnimation] = [:]
    init(frame: CGRect) { self.frame = frame }
  }

  let name: String
  var frame: CGRect
  var isHidden = false
  var clipsToBounds = false
  /// Whether the view is the root of a window.
  var isWindow = false
  private(set) weak var superview: FakeHostView?
  private(set) var subviews: [FakeHostView] = []

  // What a host context stores for the view.
  var transitionID: String?
  var modifiers: [ElementModifier] = []
  var cornerRadius = 0.0
  var fill: Color?
  var mask: Mask?
  var animations: [String: AddedAnimation] = [:]
  var modelValues: [PropertyKey: AnimationValue] = [:]
  /// The view a snapshot or snapshot piece shows, and which part of it.
  var snapshotSource: (view: FakeHostView, rect: CGRect)?

  init(_ name: String, frame: CGRect = .zero) {
    self.name = name
    self.frame = frame
  }

  var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
  var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

  var window: FakeHostView? {
    var view: FakeHostView? = self
    while let current = view {
      if current.isWindow { return current }
      view = current.superview
    }
    return nil
  }

  /// The view's origin in its root's coordinates.
  private var originInRoot: CGPoint {
    var point = CGPoint.zero
    var view: FakeHostView? = self
    while let current = view, let parent = current.superview {
      point.x += current.frame.minX
      point.y += current.frame.minY
      view = parent
    }
    return point
  }

  func convert(_ rect: CGRect, to view: FakeHostView?) -> CGRect {
    let from = originInRoot
    let to = view?.originInRoot ?? .zero
    return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
  }

  func addSubview(_ view: FakeHostView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  func insertSubview(_ view: FakeHostView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
  }

  func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// How many layout passes the view had; a pass runs `onLayout`, the fake's `layoutSubviews`.
  var layoutPasses = 0
  var needsLayout = false
  var onLayout: ((FakeHostView) -> Void)?

  func setNeedsLayout() { needsLayout = true }

  func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    layoutPasses += 1
    onLayout?(self)
  }

  func snapshotView(afterScreenUpdates: Bool) -> FakeHostView? {
    let snapshot = FakeHostView("snapshot of \(name)", frame: bounds)
    snapshot.snapshotSource = (self, bounds)
    return snapshot
  }
}
