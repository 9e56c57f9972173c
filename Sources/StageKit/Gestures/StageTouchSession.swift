import Foundation
import Transit

/// One touch sequence on a window (one replayed trace): the fingers down, the recognizers
/// each finger reaches, and the order recognizers hear about events.
///
/// The stage's twin of what UIKit's event dispatch keeps between touch events: the
/// recognizers a finger reaches are fixed where it goes down, as in UIKit.
@MainActor
final class StageTouchSession {
  private weak var window: StageWindow?
  /// The fingers down, by their index in the trace, as last reported.
  private var fingers: [Int: StageTouch] = [:]
  /// Every recognizer that took a finger, in the order they first did.
  private var order: [StageGestureRecognizer] = []

  init(window: StageWindow) {
    self.window = window
  }

  /// Fingers go down: each is hit-tested and offered to the recognizers of the view hit
  /// and its ancestors, deepest first (each view's in the order added).
  func fingersWentDown(_ downs: [(finger: Int, location: CGPoint)], at time: Double) {
    guard !downs.isEmpty else { return }
    var receivers: [(recognizer: StageGestureRecognizer, touches: [StageTouch])] = []
    for down in downs {
      let view = window?.hitTest(down.location)
      let touch = StageTouch(
        finger: down.finger, phase: .began, location: down.location, timestamp: time,
        view: view, window: window)
      var current = view
      while let candidate = current {
        for recognizer in candidate.gestureRecognizerStorage
        where recognizer.acceptsNewTouch(in: self)
          && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
        {
          if let index = receivers.firstIndex(where: { $0.recognizer === recognizer }) {
            receivers[index].touches.append(touch)
          } else {
            receivers.append((recognizer, [touch]))
          }
        }
        current = candidate.superview
      }
      fingers[down.finger] = touch
    }
    for receiver in receivers {
      if !order.contains(where: { $0 === receiver.recognizer }) {
        order.append(receiver.recognizer)
      }
    }
    for receiver in receivers where receiver.recognizer.acceptsNewTouch(in: self) {
      receiver.recognizer.receiveBegan(receiver.touches, in: self)
    }
  }

  /// Fingers move; those that stay where they were are not reported, as UIKit reports
  /// only moved touches.
  func fingersMoved(_ moves: [(finger: Int, location: CGPoint)], at time: Double) {
    var moved: [StageTouch] = []
    for move in moves {
      guard let touch = fingers[move.finger], touch.locationInWindow != move.location else {
        continue
      }
      let movedTouch = touch.with(phase: .moved, location: move.location, timestamp: time)
      fingers[move.finger] = movedTouch
      moved.append(movedTouch)
    }
    guard !moved.isEmpty else { return }
    for recognizer in order where recognizer.isWatching(in: self) {
      let touches = moved.filter { recognizer.tracks($0) }
      if !touches.isEmpty { recognizer.receiveMoved(touches) }
    }
  }

  /// Fingers lift where they are.
  func fingersLifted(_ lifts: [Int], at time: Double) {
    var lifted: [StageTouch] = []
    for id in lifts {
      guard let touch = fingers.removeValue(forKey: id) else { continue }
      lifted.append(touch.with(phase: .ended, location: touch.locationInWindow, timestamp: time))
    }
    guard !lifted.isEmpty else { return }
    for recognizer in order where recognizer.session === self {
      let touches = lifted.filter { recognizer.tracks($0) }
      guard !touches.isEmpty else { continue }
      if recognizer.isWatching(in: self) {
        recognizer.receiveEnded(touches)
      } else {
        recognizer.fingersLifted(touches)
      }
    }
  }

  /// The recognizers competing with one for its fingers: watching a finger it saw, and
  /// not allowed by either delegate to recognize alongside it.
  func rivals(of recognizer: StageGestureRecognizer) -> [StageGestureRecognizer] {
    order.filter { other in
      other !== recognizer && other.isWatching(in: self)
        && !other.sessionFingers.isDisjoint(with: recognizer.sessionFingers)
        && !recognizer.canRecognizeSimultaneously(with: other)
    }
  }
}
