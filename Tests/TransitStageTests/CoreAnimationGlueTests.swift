import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// The shipped host's Core Animation glue (`LayerAnimation+CoreAnimation`), run on the
/// stage: what a description says reaches the layer through Core Animation's boxes and
/// `CGFloat`s intact.
@MainActor
@Suite struct CoreAnimationGlueTests {
  let window = StageWindow.phone()

  @Test func aSpringDescriptionPlaysAsTheDescriptionSays() throws {
    let view = StageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(view)
    let track = Track(.opacity, of: "to", from: 0, to: 1, curve: .linear, delay: 0, duration: 1)
    var exported = track.coreAnimationExport()
    exported.content = .spring(
      from: .scalar(0.2), to: .scalar(0.9), mass: 1.5, stiffness: 180, damping: 9,
      initialVelocity: 2)
    let animation = StageLayer.transitAnimation(exported)
    #expect(animation is StageSpringAnimation)
    animation.beginTime = (view.layer.currentLocalTime ?? 0) + exported.beginTime
    view.layer.add(animation, forKey: "spring")
    var elapsed = 0.0
    for time in [0.05, 0.2, 0.45, 0.8] {
      window.advance(by: time - elapsed)
      elapsed = time
      let onScreen = try #require(view.layer.presentation()?.opacity)
      guard case .scalar(let described) = exported.value(atTransitionTime: time) else {
        Issue.record("not a number")
        return
      }
      #expect(abs(Double(onScreen) - described) < 1e-6, "at \(time) s")
    }
  }
}
