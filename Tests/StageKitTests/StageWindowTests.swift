import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// Calls itself on every turn of the run loop, for ever.
@MainActor
private final class Repeater {
  let clock: StageClock
  var runs = 0

  init(clock: StageClock) {
    self.clock = clock
  }

  func again() {
    runs += 1
    clock.scheduleOnNextTurn { self.again() }
  }
}

@MainActor
@Suite struct StageWindowTests {
  let window = StageWindow.phone()

  private func makeView() -> StageView {
    let view = StageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    return view
  }

  @Test func theWindowIsTheScreen() {
    #expect(window.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(window.window === window)
    #expect(window.superview == nil)
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow)
    #expect(!window.isHidden)
    #expect(window.clock.now == 0)
  }

  @Test func aCompletionThatStartsAnAnimationStartsItAtTheCompletionTime() {
    // One long advance must behave like many short ones: the second animation begins when
    // the first one's completion runs (0.3 s), not when the advance ends.
    let view = makeView()
    var times: [String: Double] = [:]
    StageView.animate(
      withDuration: 0.3, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
      completion: { [window] _ in
        times["first"] = window.clock.now
        StageView.animate(
          withDuration: 0.2, delay: 0, options: .curveLinear, animations: { view.alpha = 1 },
          completion: { _ in times["second"] = window.clock.now })
      })
    window.advance(by: 0.4)
    #expect(times["first"] == 0.3)
    #expect(abs(opacity(of: view.layer) - 0.5) < 1e-9, "0.1 s into the second animation")
    window.advance(by: 10)
    #expect(times["second"] == 0.5)
  }

  @Test func callbacksDueTogetherRunInTheOrderTheyWereScheduled() {
    // A timer, an animation, another timer and an animation of a view earlier in the tree,
    // all due at 0.3 s: they run in the order they were set up, whatever the tree order.
    let early = makeView()
    let late = makeView()
    var order: [String] = []
    window.clock.schedule(at: 0.3) { order.append("timer 1") }
    StageView.animate(
      withDuration: 0.3, animations: { late.alpha = 0 },
      completion: { _ in order.append("late view") })
    window.clock.schedule(at: 0.3) { order.append("timer 2") }
    StageView.animate(
      withDuration: 0.3, animations: { early.alpha = 0 },
      completion: { _ in order.append("early view") })
    window.clock.schedule(at: 0.2) { order.append("earlier timer") }
    window.advance(by: 1)
    #expect(order == ["earlier timer", "timer 1", "late view", "timer 2", "early view"])
  }

  @Test func callbacksSeeTheClockAtTheirOwnTime() {
    var seen: [Double] = []
    for time in [0.25, 0.1, 0.7] {
      window.clock.schedule(at: time) { [window] in seen.append(window.clock.now) }
    }
    window.advance(by: 0.5)
    #expect(seen == [0.1, 0.25])
    #expect(window.clock.now == 0.5)
    window.advance(by: 0.5)
    #expect(seen == [0.1, 0.25, 0.7])
  }

  @Test func aTimeAlreadyPastRunsAtTheNextAdvance() {
    window.advance(by: 1)
    var ran: [Double] = []
    window.clock.schedule(at: 0.5) { [window] in ran.append(window.clock.now) }
    window.clock.schedule(at: .nan) { [window] in ran.append(window.clock.now) }
    #expect(ran.isEmpty)
    window.advance(by: 0)
    #expect(ran == [1, 1])
  }

  @Test func runUntilIdleReturnsTrueOnceEverythingHasEnded() {
    let view = makeView()
    var finishedAt: Double?
    StageView.animate(
      withDuration: 0.25, delay: 0.5, options: [], animations: { view.center.x = 300 },
      completion: { [window] _ in finishedAt = window.clock.now })
    window.clock.schedule(at: 2) {}
    #expect(window.runUntilIdle())
    #expect(finishedAt == 0.75)
    #expect(window.clock.now == 2, "it stops at the last event, not at the limit")
    #expect(view.layer.animationKeys() == nil)
    #expect(window.runUntilIdle(), "idle stays idle")
    #expect(window.clock.now == 2)
  }

  @Test func runUntilIdleReturnsFalseWhenSomethingIsFrozenOrTooLong() {
    let paused = makeView()
    paused.layer.speed = 0
    StageView.animate(withDuration: 0.3, animations: { paused.alpha = 0 })
    #expect(!window.runUntilIdle(limit: 5), "a paused layer's animation never ends")
    paused.layer.speed = 1
    paused.layer.removeAllAnimations()
    #expect(window.runUntilIdle())
    let start = window.clock.now
    let slow = makeView()
    StageView.animate(withDuration: 100, animations: { slow.alpha = 0 })
    #expect(!window.runUntilIdle(limit: 10))
    #expect(abs(window.clock.now - (start + 10)) < 1e-9, "it used the whole limit")
    #expect(window.runUntilIdle(limit: 100))
  }

  @Test func aCallbackThatReschedulesItselfForeverCannotHangTheStage() {
    let repeater = Repeater(clock: window.clock)
    repeater.again()
    window.advance(by: 1)
    #expect(window.clock.now == 1)
    #expect(repeater.runs > 1)
    #expect(!window.runUntilIdle(limit: 1))
  }

  @Test func badAdvancesMoveNothing() {
    // advance(by:): a negative or non-finite step means 0, so only what is due now runs.
    window.advance(by: 1)
    var ran = false
    window.clock.scheduleOnNextTurn { ran = true }
    for step in [Double.nan, -3, .infinity, -.infinity] {
      window.advance(by: step)
      #expect(window.clock.now == 1)
    }
    #expect(ran)
    window.clock.schedule(at: 1.5) {}
    #expect(!window.runUntilIdle(limit: .nan), "a NaN limit is no time at all")
    #expect(window.clock.now == 1)
    #expect(window.runUntilIdle(limit: -.infinity) == false)
    #expect(window.runUntilIdle())
    #expect(window.clock.now == 1.5)
  }
}

/// The keyboard as UIKit tells the app about it: `keyboardWillChangeFrameNotification` then
/// `keyboardWillShowNotification` (or hide), with its end frame at the bottom of the
/// window, its 0.25 s and curve 7.
@MainActor
@Suite struct StageWindowKeyboardTests {
  /// What observers of the three keyboard notifications heard: each one's name, end frame
  /// and duration, in order.
  @MainActor final class Listener {
    var heard: [(name: Notification.Name, end: CGRect?, duration: Double?)] = []

    init(to window: StageWindow) {
      for name in [
        StageResponder.keyboardWillShowNotification, StageResponder.keyboardWillHideNotification,
        StageResponder.keyboardWillChangeFrameNotification,
      ] {
        window.notificationCenter.addObserver(forName: name, object: nil) { [weak self] in
          let info = $0.userInfo
          self?.heard.append(
            (
              $0.name, (info?[StageResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              info?[StageResponder.keyboardAnimationDurationUserInfoKey] as? Double
            ))
        }
      }
    }
  }

  @Test func showingAndHidingTheKeyboardTellsObserversWhereItEnds() throws {
    let window = StageWindow.phone()
    let listener = Listener(to: window)
    window.showKeyboard(height: 300)
    let shown = CGRect(x: 0, y: 544, width: 390, height: 300)
    #expect(window.keyboardFrame == shown)
    #expect(
      listener.heard.map(\.name) == [
        StageResponder.keyboardWillChangeFrameNotification,
        StageResponder.keyboardWillShowNotification,
      ])
    #expect(listener.heard.allSatisfy { $0.end == shown && $0.duration == 0.25 })
    listener.heard.removeAll()
    window.hideKeyboard()
    #expect(listener.heard.last?.name == StageResponder.keyboardWillHideNotification)
    #expect(listener.heard.last?.end == CGRect(x: 0, y: 844, width: 390, height: 300))
  }

  /// A rotation with the keyboard up: UIKit tells the app the keyboard hides, then shows
  /// again at the bottom of the turned screen, each with a frame change (see
  /// docs/uikit-behaviour.md#b27); the stage keeps its
  /// height, within the new screen's.
  @Test func aRotationWithTheKeyboardUpTellsItHidesAndShowsAtTheNewBottom() {
    let window = StageWindow.phone()
    window.showKeyboard(height: 150)
    let listener = Listener(to: window)
    window.resize(to: CGSize(width: 844, height: 390))
    let shown = CGRect(x: 0, y: 240, width: 844, height: 150)
    #expect(window.keyboardFrame == shown)
    #expect(
      listener.heard.map(\.name) == [
        StageResponder.keyboardWillChangeFrameNotification,
        StageResponder.keyboardWillHideNotification,
        StageResponder.keyboardWillChangeFrameNotification,
        StageResponder.keyboardWillShowNotification,
      ])
    #expect(listener.heard.last?.end == shown)

    listener.heard.removeAll()
    window.hideKeyboard()
    window.resize(to: CGSize(width: 390, height: 844))
    #expect(!listener.heard.contains { $0.name == StageResponder.keyboardWillShowNotification })
    #expect(window.keyboardFrame.minY >= 844, "a hidden keyboard stays hidden")
  }

  /// The user info holds what UIKit's does: the frame in an `NSValue`, the numbers in
  /// `NSNumber`s, so code reading it as UIKit's reads it the same.
  @Test func theUserInfoIsBoxedAsUIKitBoxesIt() throws {
    let window = StageWindow.phone()
    var heard: [AnyHashable: Any]?
    window.notificationCenter.addObserver(
      forName: StageResponder.keyboardWillChangeFrameNotification, object: nil
    ) { heard = $0.userInfo }
    window.showKeyboard(height: 300, isLocal: false)
    let info = try #require(heard)
    let frame = try #require(info[StageResponder.keyboardFrameEndUserInfoKey] as? NSValue)
    #expect(frame.cgRectValue == CGRect(x: 0, y: 544, width: 390, height: 300))
    #expect(info[StageResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
    #expect(info[StageResponder.keyboardAnimationCurveUserInfoKey] as? UInt == 7)
    #expect(info[StageResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
    #expect(info[StageResponder.keyboardIsLocalUserInfoKey] as? Bool == false)
  }

  @Test func aRemovedObserverHearsNothing() {
    let window = StageWindow.phone()
    var count = 0
    let token = window.notificationCenter.addObserver(
      forName: StageResponder.keyboardWillChangeFrameNotification, object: nil
    ) { _ in count += 1 }
    window.showKeyboard(height: 200)
    window.notificationCenter.removeObserver(token)
    window.hideKeyboard()
    #expect(count == 1)
  }
}
