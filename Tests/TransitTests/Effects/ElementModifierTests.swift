import Foundation
import Testing

@testable import Transit

@Suite struct ElementModifierTests {
  typealias F = EffectFixture

  @Test func aViewWithoutModifiersLooksTheSameHidden() {
    let style = ElementStyle()
    #expect(style.opacity == 1)
    #expect(style.scale == 1)
    #expect(style.offset == .zero)
    #expect(style.rotation == 0)
    #expect(style.cornerRadius == nil)
    #expect(style.delay == 0)
    #expect(style.duration == nil)
    #expect(style.timing == nil)
    #expect(style.curve == nil)
    #expect(style.cascade == nil)
    #expect(style.arc == nil)
    #expect(style.zPosition == nil)
    #expect(!style.changesAppearance)
    #expect(style.transform.isIdentity)
    #expect(!ElementStyle([]).changesAppearance)
  }

  @Test func eachModifierSetsItsPart() {
    #expect(ElementStyle([.fade]).opacity == 0)
    #expect(ElementStyle([.scale(0.8)]).scale == 0.8)
    #expect(ElementStyle([.translate(x: 10, y: -40)]).offset == CGPoint(x: 10, y: -40))
    #expect(abs(ElementStyle([.rotate(degrees: 90)]).rotation - Double.pi / 2) < 1e-15)
    #expect(ElementStyle([.cornerRadius(12)]).cornerRadius == 12)
    #expect(ElementStyle([.delay(0.1)]).delay == 0.1)
    #expect(ElementStyle([.duration(0.5)]).duration == 0.5)
    let spring = Spring(response: 0.3, dampingRatio: 0.5)
    #expect(ElementStyle([.spring(spring)]).timing == .spring(spring))
    #expect(ElementStyle([.timingCurve(.easeIn)]).curve == .easeIn)
    let cascade = ElementStyle([.cascade(step: 0.05, direction: .leftToRight)]).cascade
    #expect(cascade?.step == 0.05)
    #expect(cascade?.direction == .leftToRight)
    #expect(ElementStyle([.cascade()]).cascade?.step == 0.02)
    #expect(ElementStyle([.cascade()]).cascade?.direction == .topToBottom)
    #expect(ElementStyle([.arc()]).arc == 1)
    #expect(ElementStyle([.arc(intensity: -0.5)]).arc == -0.5)
    #expect(ElementStyle([.zPosition(3)]).zPosition == 3)
  }

  @Test func whatChangesTheAppearance() {
    for modifier in [
      ElementModifier.fade, .scale(0.5), .translate(x: 1), .rotate(degrees: 5), .cornerRadius(0),
    ] {
      #expect(ElementStyle([modifier]).changesAppearance)
    }
    for modifier in [
      ElementModifier.delay(1), .duration(1), .cascade(), .arc(), .zPosition(2),
      .timingCurve(.linear), .spring(Spring(response: 0.3, dampingRatio: 1)),
    ] {
      #expect(!ElementStyle([modifier]).changesAppearance)
    }
  }

  @Test func laterModifiersWinExceptDelaysWhichAddUp() {
    let style = ElementStyle([
      .scale(0.5), .scale(0.8), .translate(x: 10), .translate(y: 5), .delay(0.1), .delay(0.2),
      .duration(1), .duration(0.3),
    ])
    #expect(style.scale == 0.8)
    #expect(style.offset == CGPoint(x: 0, y: 5))
    #expect(abs(style.delay - 0.3) < 1e-15)
    #expect(style.duration == 0.3)
  }

  @Test func badNumbersHaveClampedMeanings() {
    #expect(ElementStyle([.scale(-2)]).scale == 1)
    #expect(ElementStyle([.scale(.nan)]).scale == 1)
    #expect(ElementStyle([.scale(.infinity)]).scale == 1)
    #expect(ElementStyle([.scale(0)]).scale == 0)
    #expect(ElementStyle([.translate(x: .nan, y: .infinity)]).offset == .zero)
    #expect(ElementStyle([.rotate(degrees: .nan)]).rotation == 0)
    #expect(ElementStyle([.cornerRadius(-1)]).cornerRadius == 0)
    #expect(ElementStyle([.cornerRadius(.nan)]).cornerRadius == 0)
    #expect(ElementStyle([.delay(-1)]).delay == 0)
    #expect(ElementStyle([.delay(.infinity)]).delay == 0)
    #expect(ElementStyle([.duration(-1)]).duration == 0)
    #expect(ElementStyle([.duration(.nan)]).duration == 0)
    #expect(ElementStyle([.cascade(step: -1)]).cascade?.step == 0)
    #expect(ElementStyle([.cascade(step: .nan)]).cascade?.step == 0)
    #expect(ElementStyle([.arc(intensity: .nan)]).arc == 1)
    #expect(ElementStyle([.zPosition(.infinity)]).zPosition == 0)
  }

  @Test func theHiddenTransformScalesAndTurnsAboutTheCentreThenMoves() {
    // Scale 0.5, a quarter turn clockwise (on screen, y down), then 10 points right.
    let transform = ElementStyle([.scale(0.5), .rotate(degrees: 90), .translate(x: 10)])
      .transform
    // A point 2 to the right of the centre: scaled to (1, 0), turned to (0, 1), moved to
    // (10, 1).
    let moved = transform.applying(to: CGPoint(x: 2, y: 0))
    #expect(abs(moved.x - 10) < 1e-12 && abs(moved.y - 1) < 1e-12)
    // By hand: [0.5·cos 90°, 0.5·sin 90°; −0.5·sin 90°, 0.5·cos 90°], then (10, 0).
    #expect(F.gap(transform, F.affine(0, 0.5, -0.5, 0, tx: 10, ty: 0)) < 1e-12)
  }

  @Test func aPureTranslationOrScale() {
    #expect(
      F.gap(ElementStyle([.translate(x: 3, y: -4)]).transform, F.translation(3, -4)) < 1e-15)
    #expect(F.gap(ElementStyle([.scale(0.25)]).transform, F.affine(0.25, 0, 0, 0.25)) < 1e-15)
  }
}

/// docs/design.md#u21: a tagged view's modifiers take it from and back to its own opacity and
/// transform, not to 1 and the identity, so a view at alpha 0.5 never shows more, and nothing jumps
/// when the animations are taken away at the end.
@Suite struct ElementModifierRestTests {
  typealias F = EffectFixture

  /// A fade and a half-size scale on a view at alpha 0.5 turned a quarter, on the given
  /// screen, played by `.fade` (which leaves tagged views to their modifiers).
  func timeline(side: SceneElement.Side) -> Timeline {
    let quarterTurn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let badge = SceneElement(
      id: "badge", side: side, frame: CGRect(x: 20, y: 100, width: 60, height: 60),
      opacity: 0.5, transform: quarterTurn, modifiers: [.fade, .scale(0.5)])
    return Transition.fade.timeline(for: F.scene(.push, style: nil, elements: [badge]))
  }

  @Test(arguments: [SceneElement.Side.from, .to])
  func modifiersStartOrEndAtTheViewsOwnOpacityAndTransform(side: SceneElement.Side) throws {
    let timeline = timeline(side: side)
    let node = NodeID.element("badge", on: side)
    let opacityIndex = try #require(
      timeline.tracks.firstIndex { $0.node == node && $0.property == .opacity })
    let opacity = timeline.tracks[opacityIndex]
    let transform = try #require(timeline.tracks(of: node).first { $0.property == .transform })
    let quarterTurn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    // The rest end is the view's own: 0.5, a quarter turn; the hidden end is 0 and the
    // quarter turn then half size.
    let rest = side == .to ? opacity.values.last : opacity.values.first
    let hidden = side == .to ? opacity.values.first : opacity.values.last
    #expect(rest == .scalar(0.5) && hidden == .scalar(0))
    let restTransform = side == .to ? transform.values.last : transform.values.first
    #expect(restTransform == .transform(quarterTurn))
    let hiddenTransform = side == .to ? transform.values.first : transform.values.last
    let expected = quarterTurn.concatenating(Transform3D(scaleX: 0.5, y: 0.5))
    guard case .transform(let shown)? = hiddenTransform else {
      Issue.record("no hidden transform")
      return
    }
    #expect(F.gap(shown, expected) < 1e-12)
    // Never more opaque than the view itself, all the way through.
    for step in 0...50 {
      let frame = F.frame(timeline, progress: Double(step) / 50)
      guard case .scalar(let alpha) = frame.value(ofTrack: opacityIndex) else { continue }
      #expect(alpha <= 0.5 + 1e-12)
    }
  }
}
