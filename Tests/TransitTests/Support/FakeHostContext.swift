import Foundation
import Transit

/// A minimal host's transition context for the engine's player and animator core: its
/// views are ``FakeHostView``s, its clock moves only when a test says so, and it records
/// every call the engine makes on the host's context.
@MainActor
struct FakeHostContext: TransitionHostContext {
  /// The host's clock: timers and per-frame callbacks, run by ``advance(to:)``.
  @MainActor final class Clock {
    private(set) var now = 0.0
    private var timers: [(time: Double, order: Int, action: @MainActor () -> Void)] = []
    private var order = 0
    var tickers: [Ticker] = []

    func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) {
      timers.append((max(time, now), order, action))
      order += 1
    }

    /// Moves to a time frame by frame (every 1/120 s), firing the tickers at each frame and
    /// the timers that fall due, in order; timers already due (work sent to the next turn of
    /// the run loop) run first, before the clock moves.
    func advance(to time: Double) {
      runDueTimers()
      while now < time {
        now = min(now + 1.0 / 120, time)
        for ticker in tickers where ticker.isValid { ticker.action(now) }
        runDueTimers()
      }
    }

    /// Runs the timers due now, in order.
    private func runDueTimers() {
      while let index = timers.indices.filter({ timers[$0].time <= now })
        .min(by: { (timers[$0].time, timers[$0].order) < (timers[$1].time, timers[$1].order) })
      {
        let timer = timers.remove(at: index)
        timer.action()
      }
    }

    /// Moves on by a number of seconds.
    func advance(by seconds: Double) { advance(to: now + seconds) }

    /// Runs until no timer is left, within a bound.
    func runUntilIdle(limit: Double = 10) {
      let end = now + limit
      while !timers.isEmpty, now < end { advance(by: 1.0 / 60) }
    }
  }

  /// A per-frame callback.
  @MainActor final class Ticker: TransitionFrameTicker {
    let action: @MainActor (Double) -> Void
    private(set) var isValid = true
    init(_ action: @escaping @MainActor (Double) -> Void) { self.action = action }
    func invalidate() { isValid = false }
  }

  /// What the engine told the context.
  @MainActor final class Log {
    var completions: [Bool] = []
    /// Animations the engine added.
    var animationsAdded = 0
    var updates: [Double] = []
    var events: [String] = []
    var wasCancelled = false
    /// Whether the bar is still the transition's: `false` once another tab was selected.
    var barFollowsTransition = true
  }

  let containerView: FakeHostView
  var fromView: FakeHostView?
  var toView: FakeHostView?
  /// The sides whose view the "host" found only on its controller (UIKit's `view(forKey:)`
  /// nil).
  var withheld: Set<SceneElement.Side> = []
  func isWithheld(_ side: SceneElement.Side) -> Bool { withheld.contains(side) }
  func presentationDimmingView(presentedOn side: SceneElement.Side) -> FakeHostView? {
    presentationDimmingViews[side]
  }
  var toFinalFrame = CGRect.zero
  var presentationStyle = ModalPresentationStyle.fullScreen
  var layoutDirection = LayoutDirection.leftToRight
  var prefersReducedMotion = false
  var isAnimated = true
  var prefersCrossFadeTransitions = false
  /// The dimming views of the presentations presenting each side's screen.
  var presentationDimmingViews: [SceneElement.Side: FakeHostView] = [:]
  /// The clock, or `nil` for a host without one (timers run at once, no frames).
  var clock: Clock? = Clock()
  let log = Log()
  /// The tab bar around a push or pop, if any.
  var bottomBar: FakeHostView?
  /// What the screens of the stack ask of the bar, root first, up to each side's screen.
  var requestsToHideBar: [SceneElement.Side: [Bool]] = [:]

  var bottomBarFollowsTransition: Bool { log.barFollowsTransition }
  func bottomBarRequests(upTo side: SceneElement.Side) -> [Bool] {
    requestsToHideBar[side] ?? []
  }

  func transitionID(of view: FakeHostView) -> String? { view.transitionID }
  func transitionModifiers(of view: FakeHostView) -> [ElementModifier] { view.modifiers }
  func transitionHiding(of view: FakeHostView) -> TransitionHiding { view.hiding }
  func setTransitionHiding(_ hiding: TransitionHiding, of view: FakeHostView) {
    view.hiding = hiding
  }
  func cornerRadius(of view: FakeHostView) -> Double { view.cornerRadius }
  func cornerCurve(of view: FakeHostView) -> CornerCurve { view.cornerCurve }
  func setCornerCurve(_ curve: CornerCurve, of view: FakeHostView) { view.cornerCurve = curve }
  func opacity(of view: FakeHostView) -> Double { view.opacity }
  func transform(of view: FakeHostView) -> Transform3D { view.transform }

  func makeFill(_ color: Color, frame: CGRect) -> FakeHostView {
    let fill = FakeHostView("fill", frame: frame)
    fill.fill = color
    return fill
  }

  func makeSnapshotPieces(of view: FakeHostView, rects: [CGRect], afterScreenUpdates: Bool)
    -> [FakeHostView]
  {
    rects.map { rect in
      let piece = FakeHostView(
        "piece of \(view.name)", frame: CGRect(origin: .zero, size: rect.size))
      piece.snapshotSource = (view, rect)
      return piece
    }
  }

  func mask(of view: FakeHostView) -> FakeHostView.Mask? { view.mask }
  func setMask(_ mask: FakeHostView.Mask?, on view: FakeHostView) { view.mask = mask }
  func makeMask(for view: FakeHostView) -> FakeHostView.Mask {
    FakeHostView.Mask(frame: view.bounds)
  }

  func addAnimation(
    _ animation: LayerAnimation, forKey key: String, to view: FakeHostView,
    transitionStart: Double
  ) {
    log.animationsAdded += 1
    let added = FakeHostView.AddedAnimation(
      animation: animation,
      timing: LayerTime(
        beginTime: view.localTime(atClockTime: transitionStart) + animation.beginTime,
        speed: animation.speed, timeOffset: animation.timeOffset))
    if animation.property.isOnMaskLayer {
      view.mask?.animations[key] = added
    } else {
      view.animations[key] = added
    }
  }

  func removeAnimation(_ animation: LayerAnimation, forKey key: String, from view: FakeHostView) {
    if animation.property.isOnMaskLayer {
      view.mask?.animations[key] = nil
    } else {
      view.animations[key] = nil
    }
  }

  func layerTime(of view: FakeHostView) -> LayerTime { view.layerTime }

  func setLayerTime(_ time: LayerTime, of view: FakeHostView) {
    view.layerTime = time
    view.layerTimeChanges += 1
  }

  func parentLayerTime(of view: FakeHostView, atClockTime time: Double) -> Double {
    view.superview?.localTime(atClockTime: time) ?? time
  }

  func addEndMarker(
    to view: FakeHostView, forKey key: String, beginningAt clockTime: Double, duration: Double,
    didStop: @escaping @MainActor (Bool) -> Void
  ) {
    view.endMarkers[key] = didStop
    // The fake render server ends a marker on a layer whose time runs with the clock's.
    guard view.localTime(atClockTime: 1) - view.localTime(atClockTime: 0) == 1 else { return }
    schedule(at: clockTime + duration) {
      view.endMarkers.removeValue(forKey: key)?(true)
    }
  }

  func removeEndMarker(from view: FakeHostView, forKey key: String) {
    view.endMarkers.removeValue(forKey: key)?(false)
  }

  func setModelValue(_ value: AnimationValue, for property: PropertyKey, of view: FakeHostView) {
    view.modelValues[property] = value
  }

  var currentTime: Double { clock?.now ?? 0 }

  func schedule(at time: Double, _ action: @escaping @MainActor () -> Void) {
    if let clock { clock.schedule(at: time, action) } else { action() }
  }

  func makeFrameTicker(_ action: @escaping @MainActor (Double) -> Void)
    -> (any TransitionFrameTicker)?
  {
    guard let clock else { return nil }
    let ticker = Ticker(action)
    clock.tickers.append(ticker)
    return ticker
  }

  var transitionWasCancelled: Bool { log.wasCancelled }
  /// The log is the context's own object: one per transition.
  var transitionIdentity: ObjectIdentifier { ObjectIdentifier(log) }
  func completeTransition(_ didComplete: Bool) { log.completions.append(didComplete) }
  func updateInteractiveTransition(_ percentComplete: Double) {
    log.updates.append(percentComplete)
  }
  func finishInteractiveTransition() {
    log.wasCancelled = false
    log.events.append("finish")
  }
  func cancelInteractiveTransition() {
    log.wasCancelled = true
    log.events.append("cancel")
  }
  func pauseInteractiveTransition() { log.events.append("pause") }
}
