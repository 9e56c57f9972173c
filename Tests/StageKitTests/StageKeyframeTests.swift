import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

@MainActor
@Suite struct StageKeyframeTests {
  let window = StageWindow.phone()

  @Test func keyframesMoveInTheirOwnPartOfTheDuration() {
    let card = StageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(card)
    var finished: Bool?
    StageView.animateKeyframes(
      withDuration: 1,
      animations: {
        StageView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
          card.alpha = 0.2
        }
        StageView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          card.alpha = 1
          card.center = CGPoint(x: 250, y: 50)
        }
      }, completion: { finished = $0 })
    #expect(card.alpha == 1, "the model holds the last keyframe's value at once")
    window.advance(by: 0.125)
    #expect(abs(onScreenAlpha(card) - 0.6) < 1e-6, "half way through the first keyframe")
    window.advance(by: 0.25)
    #expect(abs(onScreenAlpha(card) - 0.2) < 1e-6, "held between keyframes")
    #expect(card.layer.presentation()?.position.x == 50, "position waits for its keyframe")
    window.advance(by: 0.375)
    #expect(abs(onScreenAlpha(card) - 0.6) < 1e-6)
    #expect(abs((card.layer.presentation()?.position.x ?? 0) - 150) < 1e-9)
    #expect(window.runUntilIdle())
    #expect(finished == true)
    #expect(onScreenAlpha(card) == 1)
  }

  @Test func aKeyframeOutsideAKeyframeBlockChangesAtOnce() {
    let card = StageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(card)
    StageView.addKeyframe(withRelativeStartTime: .nan, relativeDuration: -1) { card.alpha = 0.5 }
    #expect(card.layer.animationKeys() == nil)
    #expect(abs(onScreenAlpha(card) - 0.5) < 1e-6)
  }
}
