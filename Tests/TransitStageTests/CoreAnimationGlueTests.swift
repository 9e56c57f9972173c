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

  /// A matched pair's two flights are described alike but for their node: the host makes
  /// one animation for them, and one array of timing functions and key times for springs
  /// fitted alike, and each layer plays its own copy as the description says.
  @Test func descriptionsAlikeButForTheirNodeShareOneAnimation() throws {
    func flight(_ node: NodeID, to end: CGPoint) -> Track {
      Track(
        .position, of: node, from: CGPoint(x: 10, y: 20), to: end, spring: Transition.matchedSpring)
    }
    let tracks = [
      flight("a", to: CGPoint(x: 200, y: 400)), flight("b", to: CGPoint(x: 200, y: 400)),
      flight("c", to: CGPoint(x: 210, y: 400)),
    ]
    let exported = Timeline(nodes: [], tracks: tracks).coreAnimationExport()
    let made = StageLayer.transitAnimations(exported)
    #expect(made.count == 3)
    #expect(made[0] === made[1], "a and b move alike")
    #expect(made[0] !== made[2], "c ends elsewhere")
    let first = try #require(made[0] as? StageKeyframeAnimation)
    let third = try #require(made[2] as? StageKeyframeAnimation)
    #expect((first.keyTimes ?? []).elementsEqual(third.keyTimes ?? []) { $0 === $1 })
    #expect(
      (first.timingFunctions ?? []).count == (third.timingFunctions ?? []).count
        && (first.timingFunctions ?? []) == (third.timingFunctions ?? []))

    let views = (0..<3).map { _ in StageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    for view in views { window.addSubview(view) }
    window.makeKeyAndVisible()
    let start = window.clock.now
    for (index, view) in views.enumerated() {
      let animation = made[index]
      animation.beginTime = view.layer.convertTime(start, from: nil)
      view.layer.add(animation, forKey: "flight")
    }
    var elapsed = 0.0
    for time in [0.05, 0.2, 0.45] {
      window.advance(by: time - elapsed)
      elapsed = time
      for (index, view) in views.enumerated() {
        let onScreen = try #require(view.layer.presentation()?.position)
        guard case .point(let described) = exported[index].value(atTransitionTime: time) else {
          Issue.record("not a point")
          return
        }
        #expect(
          abs(onScreen.x - described.x) < 1e-6 && abs(onScreen.y - described.y) < 1e-6,
          "view \(index) at \(time) s")
      }
    }
  }
}
