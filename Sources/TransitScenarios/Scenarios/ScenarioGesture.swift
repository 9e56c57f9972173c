import Foundation
import Transit
import TransitStage

/// A scripted gesture driving a transition, for `transit render --interaction` and the
/// gallery's interactive cards: the touch trace, the operation it drives and the
/// interaction the transition must declare.
public enum ScenarioGesture: String, CaseIterable, Sendable, Hashable {
  /// A slow back swipe let go at 30 %: the pop goes back (cancelled).
  case edgePanCancel = "edge-pan-cancel"
  /// A slow back swipe let go at 60 %: the pop finishes.
  case edgePanFinish = "edge-pan-finish"
  /// A quick flick from the edge, let go at 20 %: fast enough to finish.
  case flick
  /// A back swipe let go at 60 % (finishing), grabbed again during the completion and
  /// dragged back: the pop is cancelled.
  case regrab
  /// A swipe to the next tab.
  case swipeTabs = "swipe-tabs"
  /// A pull down that dismisses a presented screen.
  case pullDown = "pull-down"
  /// A pinch that closes a presented screen.
  case pinchClose = "pinch-close"

  /// The operation the gesture drives.
  public var operation: ScenarioOperation {
    switch self {
    case .edgePanCancel, .edgePanFinish, .flick, .regrab: .pop
    case .swipeTabs: .tabRight
    case .pullDown, .pinchClose: .dismiss
    }
  }

  /// The interaction the transition declares for the gesture to drive it.
  public var interaction: TransitionInteraction {
    switch self {
    case .edgePanCancel, .edgePanFinish, .flick, .regrab: .edgePanBack
    case .swipeTabs: .swipeBetweenTabs
    case .pullDown: .pullDownToDismiss
    case .pinchClose: .pinchToClose
    }
  }

  /// What the scene shows, in a few words.
  public var summary: String {
    switch self {
    case .edgePanCancel: "back swipe let go at 30 %: cancelled"
    case .edgePanFinish: "back swipe let go at 60 %: finished"
    case .flick: "a flick at 20 %: finished"
    case .regrab: "let go at 60 %, grabbed again and dragged back"
    case .swipeTabs: "swipe to the next tab"
    case .pullDown: "pull down to dismiss"
    case .pinchClose: "pinch to close"
    }
  }

  /// The touches, for a screen of a size.
  ///
  /// - Parameter bounds: The window's bounds.
  /// - Returns: The trace, starting at time 0.
  public func trace(in bounds: CGRect) -> StageTouchTrace {
    let width = bounds.width
    let height = bounds.height
    let middle = CGPoint(x: bounds.midX, y: bounds.midY)
    func backSwipe(to share: CGFloat, in seconds: Double) -> StageTouchTrace {
      .edgePan(from: .left, in: bounds, distance: share * width, duration: seconds)
    }
    switch self {
    case .edgePanCancel: return backSwipe(to: 0.3, in: 0.6).holding(for: 0.15)
    case .edgePanFinish: return backSwipe(to: 0.6, in: 0.9).holding(for: 0.15)
    case .flick: return backSwipe(to: 0.2, in: 0.05)
    case .regrab:
      let grab = StageTouchTrace.pan(
        from: CGPoint(x: width * 0.75, y: middle.y), to: CGPoint(x: width * 0.15, y: middle.y),
        duration: 0.6
      ).holding(for: 0.15)
      return backSwipe(to: 0.6, in: 0.5).followed(by: grab, after: 0.08)
    case .swipeTabs:
      return StageTouchTrace.pan(
        from: CGPoint(x: width * 0.8, y: middle.y), to: CGPoint(x: width * 0.2, y: middle.y),
        duration: 0.3)
    case .pullDown:
      return StageTouchTrace.pan(
        from: CGPoint(x: middle.x, y: height * 0.3), to: CGPoint(x: middle.x, y: height * 0.75),
        duration: 0.5)
    case .pinchClose:
      return StageTouchTrace.pinch(
        center: middle, fromSpan: width * 0.6, toSpan: width * 0.15, duration: 0.4)
    }
  }
}

extension FrameRecorder {
  /// Records a transition driven by a scripted gesture: a frame at the start, then one per
  /// frame interval while the fingers move and the released transition completes, and one
  /// when all is still.
  ///
  /// The scenario's transition is played with the gesture's interaction declared, and its
  /// operation must be the one the gesture drives.
  ///
  /// - Parameters:
  ///   - scenario: The transition and screen size; its operation is the gesture's.
  ///   - gesture: The gesture.
  /// - Returns: The frames and their times (from the first touch), and the timeline the
  ///   gesture drove.
  /// - Throws: ``ScenarioError`` when the screens cannot be set up, or the transition is
  ///   still in flight 10 s after the last touch.
  public func record(_ scenario: TransitionScenario, gesture: ScenarioGesture) throws
    -> ScenarioRecording
  {
    var driven = scenario
    driven.operation = gesture.operation
    driven.transition = scenario.transition.interactive(gesture.interaction)
    let stage = try driven.makeStage()
    let window = stage.window
    let renderer = self.renderer
    let step = 1 / Double(framesPerSecond)
    let start = window.clock.now
    var frames = [renderer.render(window)]
    var times = [0.0]
    var next = step
    var timeline: Timeline?
    var touching = true
    let screens = [stage.grid.controller, stage.detail.controller]
    // A frame at every frame time, taken by a timer so that it sees the stage after
    // everything due at that moment (the driven transition's display link included).
    func scheduleFrame() {
      window.clock.schedule(at: start + next) {
        if timeline == nil {
          timeline =
            screens.lazy
            .compactMap { TransitAnimator.inFlight(for: $0)?.timelineInFlight }.first
        }
        frames.append(renderer.render(window))
        times.append(next)
        next += step
        let going = touching || !window.transitionsInFlight.isEmpty
        if going, next <= Self.maximumDuration { scheduleFrame() }
      }
    }
    scheduleFrame()
    window.send(gesture.trace(in: window.bounds))
    touching = false
    let settled = window.runUntilIdle(limit: 10)
    guard settled, window.transitionsInFlight.isEmpty else {
      throw ScenarioError.didNotFinish(gesture.rawValue)
    }
    let end = window.clock.now - start
    if end > (times.last ?? 0) + 1e-9 {
      frames.append(renderer.render(window))
      times.append(end)
    }
    return ScenarioRecording(
      frames: frames, times: times, duration: end,
      timeline: timeline ?? Timeline(nodes: [], tracks: []))
  }
}
