import Foundation
import Transit

/// A view of a minimal host for the engine's player: a frame in its superview (no
/// transforms), a tree, and the layer state a host context reads and writes — mask,
/// animations by key, model values — so tests see exactly what the player asked for.
@MainActor
final class FakeHostView: TransitionHostView {
  /// One animation the player added, with how it runs.
  /// An animation as a host added it: its description and the media timing it was given.
  struct AddedAnimation {
    var animation: LayerAnimation
    /// Its `beginTime`, `speed` and `timeOffset`, in its layer's time.
    var timing: LayerTime

    /// The local time it shows when its layer's time is `layerTime`, as Core Animation
    /// computes it (held at both ends), within `0...duration`.
    func localTime(atLayerTime layerTime: Double) -> Double? {
      MediaTiming(
        beginTime: timing.beginTime, duration: animation.duration, speed: timing.speed,
        timeOffset: timing.timeOffset, fillMode: .both
      ).localTime(atParentTime: layerTime)
    }

    /// What it shows when its layer's time is `layerTime`.
    func value(atLayerTime layerTime: Double) -> AnimationValue? {
      localTime(atLayerTime: layerTime).flatMap {
        animation.content.value(atLocalTime: $0, duration: animation.duration)
      }
    }
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
  /// The transitions hiding it now.
  var hiding = TransitionHiding()
  var cornerRadius = 0.0
  var cornerCurve = CornerCurve.circular
  var opacity = 1.0
  var transform = Transform3D.identity
  var fill: Color?
  var mask: Mask?
  var animations: [String: AddedAnimation] = [:]
  /// The layer's `beginTime`, `speed` and `timeOffset`.
  var layerTime = LayerTime.natural
  /// End markers on the layer, by key, with what to do when each stops (the fake host's
  /// render server never ends one: its clock moves timers only).
  var endMarkers: [String: @MainActor (Bool) -> Void] = [:]
  /// How often a host set ``layerTime``.
  var layerTimeChanges = 0
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

  /// The layer's time at a clock time, through its superviews' timings, as Core Animation
  /// computes a layer's local time.
  func localTime(atClockTime time: Double) -> Double {
    layerTime.localTime(atParentTime: superview?.localTime(atClockTime: time) ?? time)
  }

  /// What an animation under a key on the layer (or its mask) shows at a clock time.
  func shownValue(ofAnimation key: String, onMask: Bool = false, atClockTime time: Double)
    -> AnimationValue?
  {
    let added = onMask ? mask?.animations[key] : animations[key]
    return added?.value(atLayerTime: localTime(atClockTime: time))
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
