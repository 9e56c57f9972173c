import Foundation
import Testing

@testable import Transit

@Suite struct InteractionMapperTests {
  static func pan(_ x: Double, _ y: Double, velocity vx: Double = 0, _ vy: Double = 0)
    -> GestureSample
  {
    GestureSample(translation: CGPoint(x: x, y: y), velocity: CGPoint(x: vx, y: vy))
  }

  // MARK: The gestures

  @Test func anEdgePanProgressesAwayFromTheLeadingEdge() {
    let back = InteractionMapper.horizontalEdgePan(width: 390)
    let half = back(Self.pan(195, 30, velocity: 390, 100))
    #expect(half.progress == 0.5)
    #expect(half.velocity == 1)
    #expect(half.direction == nil && half.matchedView == nil)
    // Past its start the change is negative: the driver shows 0 (or less than its origin).
    #expect(back(Self.pan(-39, 0)).progress == -0.1)

    let mirrored = InteractionMapper.horizontalEdgePan(width: 390, layoutDirection: .rightToLeft)
    let leftwards = mirrored(Self.pan(-39, 0, velocity: -780))
    #expect(abs(leftwards.progress - 0.1) < 1e-15)
    #expect(leftwards.velocity == 2)
  }

  @Test func aTabSwipePicksTheNeighbourByTheSignOfItsMovement() {
    let swipe = InteractionMapper.tabSwipe(width: 390)
    // Moving left drags the next tab in from the right.
    let next = swipe(Self.pan(-97.5, 0, velocity: -195))
    #expect(next == GestureProgress(progress: 0.25, velocity: 0.5, direction: .forward))
    let previous = swipe(Self.pan(97.5, 0, velocity: -195))
    #expect(previous == GestureProgress(progress: 0.25, velocity: -0.5, direction: .backward))
    // Not moved yet: the velocity chooses; neither: no neighbour.
    #expect(swipe(Self.pan(0, 0, velocity: 300)).direction == .backward)
    #expect(swipe(Self.pan(0, 12, velocity: 0, 40)) == .zero)

    let mirrored = InteractionMapper.tabSwipe(width: 390, layoutDirection: .rightToLeft)
    #expect(mirrored(Self.pan(97.5, 0)).direction == .forward)
    #expect(mirrored(Self.pan(-97.5, 0)).direction == .backward)
  }

  @Test func aPullDownProgressesOnlyWhileTheContentIsAtItsTop() {
    let pull = InteractionMapper.pullDown(height: 600)
    let atTop = pull(Self.pan(8, 150, velocity: 0, 300))
    #expect(atTop.progress == 0.25 && atTop.velocity == 0.5)
    var scrolling = Self.pan(8, 150, velocity: 0, 300)
    scrolling.isContentAtTop = false
    #expect(pull(scrolling) == .zero)
  }

  @Test func aPinchProgressesAsTheScaleFallsToItsMinimum() {
    let pinch = InteractionMapper.pinch(minimumScale: 0.5)
    let closing = pinch(GestureSample(scale: 0.8, scaleVelocity: -1))
    #expect(abs(closing.progress - 0.4) < 1e-15)
    #expect(closing.velocity == 2)
    #expect(pinch(GestureSample(scale: 0.5)).progress == 1)
    #expect(pinch(GestureSample(scale: 1)).progress == 0)
    #expect(abs(pinch(GestureSample(scale: 1.2)).progress + 0.4) < 1e-15)
    // The default minimum scale is 0.5, too; a tighter one needs a deeper pinch.
    #expect(InteractionMapper.pinch()(GestureSample(scale: 0.75)).progress == 0.5)
    #expect(
      abs(InteractionMapper.pinch(minimumScale: 0.2)(GestureSample(scale: 0.6)).progress - 0.5)
        < 1e-15)
  }

  @Test func aDraggedMatchedViewFollowsTheFingerAndShrinksWithDistance() {
    let drag = InteractionMapper.dragMatchedView(distance: 400, minimumScale: 0.5)
    let mapped = drag(Self.pan(30, 100, velocity: 10, 200))
    #expect(mapped.progress == 0.25 && mapped.velocity == 0.5)
    #expect(
      mapped.matchedView == MatchedViewPlacement(translation: CGPoint(x: 30, y: 100), scale: 0.875))
    // Above its start it keeps its size; past the distance it stays at the minimum.
    #expect(drag(Self.pan(0, -50)).matchedView?.scale == 1)
    #expect(drag(Self.pan(0, 900)).matchedView?.scale == 0.5)
    // Sideways alone moves the view but makes no progress.
    let sideways = drag(Self.pan(120, 0))
    #expect(sideways.progress == 0 && sideways.matchedView?.translation.x == 120)
  }

  @Test func theTouchedPointStaysUnderTheFinger() {
    let placement = MatchedViewPlacement(translation: CGPoint(x: 10, y: 200), scale: 0.8)
    let centre = CGPoint(x: 195, y: 300)
    let touch = CGPoint(x: 50, y: -40)  // from the centre, where the finger came down
    let offset = placement.centerOffset(touchFromCenter: touch)
    // Scaled about its moved centre, the touched point lands under the moved finger.
    let touchedPointX = Double(centre.x + offset.x) + placement.scale * Double(touch.x)
    let touchedPointY = Double(centre.y + offset.y) + placement.scale * Double(touch.y)
    #expect(abs(touchedPointX - Double(centre.x + touch.x + placement.translation.x)) < 1e-12)
    #expect(abs(touchedPointY - Double(centre.y + touch.y + placement.translation.y)) < 1e-12)
    #expect(
      placement.centerOffset(touchFromCenter: CGPoint(x: Double.nan, y: Double.infinity)).x == 10)
  }

  // MARK: Bad input

  @Test func aContainerThatCannotBeCrossedMakesNoProgress() {
    let sample = Self.pan(100, 100, velocity: 500, 500)
    for size in [0, -390, .nan, .infinity] {
      #expect(InteractionMapper.horizontalEdgePan(width: size)(sample) == .zero)
      #expect(InteractionMapper.tabSwipe(width: size)(sample) == .zero)
      #expect(InteractionMapper.pullDown(height: size)(sample) == .zero)
      let drag = InteractionMapper.dragMatchedView(distance: size)(sample)
      #expect(drag.progress == 0 && drag.velocity == 0)
      #expect(
        drag.matchedView == MatchedViewPlacement(translation: CGPoint(x: 100, y: 100), scale: 1))
    }
  }

  @Test func unusableGestureNumbersCountAsNoMovement() {
    let unusable = GestureSample(
      translation: CGPoint(x: Double.nan, y: Double.infinity),
      velocity: CGPoint(x: -Double.infinity, y: Double.nan),
      scale: .nan, scaleVelocity: .infinity)
    let mappers: [InteractionMapper] = [
      .horizontalEdgePan(width: 390), .tabSwipe(width: 390), .pullDown(height: 600),
      .pinch(), .dragMatchedView(distance: 400),
    ]
    for mapper in mappers {
      let mapped = mapper(unusable)
      #expect(mapped.progress == 0 && mapped.velocity == 0)
    }
    #expect(
      InteractionMapper.dragMatchedView(distance: 400)(unusable).matchedView?.translation == .zero)
    #expect(InteractionMapper.pinch()(GestureSample(scale: -2)).progress == 0)
    // Unusable minimum scales: NaN → 0.5; above 0.99 → 0.99.
    #expect(InteractionMapper.pinch(minimumScale: .nan)(GestureSample(scale: 0.75)).progress == 0.5)
    #expect(
      abs(InteractionMapper.pinch(minimumScale: 1)(GestureSample(scale: 0.995)).progress - 0.5)
        < 1e-9)
    let drag = InteractionMapper.dragMatchedView(distance: 400, minimumScale: .nan)
    #expect(drag(Self.pan(0, 400)).matchedView?.scale == 0.5)
  }

  @Test func aCustomMappersResultsAreMadeFinite() {
    let wild = InteractionMapper { _ in GestureProgress(progress: .nan, velocity: -.infinity) }
    let mapped = wild(GestureSample())
    #expect(mapped.progress == 0)
    #expect(mapped.velocity == -1e9)
  }

  // MARK: Composition

  @Test func mappersCompose() {
    let pan = InteractionMapper.verticalPan(height: 800)
    let sample = Self.pan(0, 200, velocity: 0, 400)
    #expect(pan.scaled(by: 2)(sample) == GestureProgress(progress: 0.5, velocity: 1))
    #expect(pan.scaled(by: .nan)(sample) == pan(sample))
    #expect(pan.reversed()(sample) == GestureProgress(progress: -0.25, velocity: -0.5))
    #expect(pan.gated { _ in false }(sample) == .zero)
    #expect(pan.gated { _ in true }(sample) == pan(sample))
    let tagged = pan.map { result in
      var result = result
      result.direction = .forward
      return result
    }
    #expect(tagged(sample).direction == .forward)
  }

  @Test func aDriverAddsAMappedGestureToItsOrigin() {
    let mapper = InteractionMapper.horizontalEdgePan(width: 400)
    var driver = InteractionDriver()
    driver.begin(at: 0, progress: 0.25)
    #expect(driver.origin == 0.25)
    driver.update(mapper(Self.pan(100, 0, velocity: 400)), at: 0.1)
    #expect(driver.progress(at: 0.1) == 0.5)
    #expect(driver.velocity(at: 0.1) == 1)
  }
}
