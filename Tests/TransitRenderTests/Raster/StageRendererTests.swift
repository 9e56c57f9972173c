import Foundation
import TestSupport
import Testing
import Transit
import TransitRender
import TransitStage

private let red = Color(red: 1, green: 0, blue: 0)
private let blue = Color(red: 0, green: 0, blue: 1)
private let white = Color.white

/// A visible window of a size with a background colour.
@MainActor
private func makeWindow(width: Double = 100, height: Double = 100, background: Color = white)
  -> StageWindow
{
  let window = StageWindow(size: CGSize(width: width, height: height))
  window.backgroundColor = StageColor(background)
  window.makeKeyAndVisible()
  return window
}

/// A view with a frame and a background colour, added to a superview.
@MainActor
@discardableResult
private func addView(
  to superview: StageView, frame: CGRect, color: Color, cornerRadius: CGFloat = 0
) -> StageView {
  let view = StageView(frame: frame)
  view.backgroundColor = StageColor(color)
  view.layer.cornerRadius = cornerRadius
  superview.addSubview(view)
  return view
}

@MainActor
@Suite struct StageRendererTests {
  @Test func aSquareCoversExactlyItsFrame() {
    let window = makeWindow()
    addView(to: window, frame: CGRect(x: 10, y: 20, width: 30, height: 40), color: red)
    let image = StageRenderer().render(window)
    #expect(image.width == 100 && image.height == 100)
    #expect(image.pixel(x: 10, y: 20) == red)
    #expect(image.pixel(x: 39, y: 59) == red)
    #expect(image.pixel(x: 9, y: 20) == white)
    #expect(image.pixel(x: 40, y: 20) == white)
    #expect(image.pixel(x: 10, y: 19) == white)
    #expect(image.pixel(x: 10, y: 60) == white)
  }

  @Test func aHalfTransparentLayerBlendsWithWhatIsBelow() {
    let window = makeWindow(background: blue)
    let view = addView(to: window, frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: white)
    view.alpha = 0.5
    addView(
      to: window, frame: CGRect(x: 50, y: 0, width: 50, height: 50), color: red.withAlpha(0.25))
    let image = StageRenderer().render(window)
    #expect(isClose(image.pixel(x: 25, y: 25), blend(white, alpha: 0.5, over: blue)))
    #expect(isClose(image.pixel(x: 75, y: 25), blend(red, alpha: 0.25, over: blue)))
  }

  /// `maskedCorners` (docs/design.md#u22): only the corners named round; the others are square, for
  /// the background and for the sublayers it clips.
  @Test func onlyTheMaskedCornersAreRounded() {
    let window = makeWindow()
    let sheet = addView(
      to: window, frame: CGRect(x: 0, y: 0, width: 40, height: 40), color: red, cornerRadius: 10)
    sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    let image = StageRenderer().render(window)
    // Pixel (1, 1)'s centre is 12.0 points from the corner circle's centre (10, 10).
    #expect(image.pixel(x: 1, y: 1) == white && image.pixel(x: 38, y: 1) == white)
    #expect(image.pixel(x: 0, y: 39) == red && image.pixel(x: 39, y: 39) == red, "square")
    #expect(image.pixel(x: 20, y: 0) == red && image.pixel(x: 20, y: 39) == red)
    #expect(image.pixel(x: 40, y: 39) == white && image.pixel(x: 0, y: 40) == white)

    sheet.clipsToBounds = true
    addView(to: sheet, frame: CGRect(x: 0, y: 0, width: 40, height: 40), color: blue)
    let clipped = StageRenderer().render(window)
    #expect(clipped.pixel(x: 1, y: 1) == white, "the child is clipped to the round corner")
    #expect(clipped.pixel(x: 0, y: 39) == blue, "and not at the square one")
  }

  /// `cornerCurve = .continuous`: the corner is drawn as cairo draws the same continuous
  /// curve, and so differs from a circular corner of the same radius where a user sees it:
  /// along the edges, where it starts bending sooner and more gently, the continuous corner
  /// covers less (the top row, 10 to 22 points from the side); on the diagonal, a little
  /// more; beyond its reach (1.53 radii) both are the same straight edge.
  @Test func aContinuousCornerIsDrawnAsCairoDrawsItsCurve() {
    // (x, y, continuous, circular): each pixel's coverage of the top-left corner of a 60 × 60
    // square of radius 16, by cairo, from Scripts/reference/continuous_corners.py.
    let reference: [(x: Int, y: Int, continuous: Double, circular: Double)] = [
      (10, 0, 0.000, 0.055), (11, 0, 0.145, 0.349), (12, 0, 0.388, 0.608),
      (13, 0, 0.592, 0.792), (14, 0, 0.698, 0.918), (15, 0, 0.804, 0.980),
      (16, 0, 0.867, 1.000), (17, 0, 0.867, 1.000), (18, 0, 0.933, 1.000),
      (19, 0, 0.933, 1.000), (20, 0, 0.933, 1.000), (21, 0, 0.933, 1.000),
      (22, 0, 0.980, 1.000), (8, 1, 0.122, 0.149), (9, 1, 0.545, 0.616),
      (10, 1, 0.898, 0.961), (6, 2, 0.039, 0.035), (7, 2, 0.545, 0.549),
      (8, 2, 0.973, 0.984), (5, 3, 0.165, 0.145), (6, 3, 0.839, 0.827),
      (4, 4, 0.220, 0.192), (5, 4, 0.929, 0.918), (3, 5, 0.165, 0.145),
      (4, 5, 0.929, 0.918), (2, 6, 0.031, 0.031), (3, 6, 0.824, 0.816),
      (2, 7, 0.541, 0.549), (1, 8, 0.122, 0.149), (2, 8, 0.973, 0.984),
      (1, 9, 0.549, 0.616), (0, 10, 0.000, 0.055), (1, 10, 0.898, 0.961),
      (0, 11, 0.145, 0.349), (0, 12, 0.392, 0.608), (0, 13, 0.588, 0.792),
      (0, 14, 0.702, 0.922), (0, 15, 0.808, 0.976), (0, 16, 0.875, 1.000),
      (0, 17, 0.894, 1.000), (0, 18, 0.910, 1.000), (0, 19, 0.925, 1.000),
      (0, 20, 0.941, 1.000), (0, 21, 0.957, 1.000), (0, 22, 0.973, 1.000),
      (0, 23, 0.988, 1.000), (0, 0, 0.000, 0.000), (3, 3, 0.000, 0.000),
      (12, 12, 1.000, 1.000), (25, 1, 1.000, 1.000), (1, 25, 1.000, 1.000),
    ]
    let window = makeWindow(width: 60, height: 60)
    let square = addView(
      to: window, frame: CGRect(x: 0, y: 0, width: 60, height: 60), color: red, cornerRadius: 16)
    let circular = StageRenderer().render(window)
    square.layer.cornerCurve = .continuous
    let continuous = StageRenderer().render(window)
    // Red over white: the green channel falls with the coverage.
    func coverage(_ image: Bitmap, _ x: Int, _ y: Int) -> Double {
      1 - Double(image.pixel(x: x, y: y).green)
    }
    // cairo's anti-aliasing counts coverage in steps of about 1/15; the worst pixel here is
    // 0.066 off (the renderer box-filters the exact distance).
    let tolerance = 0.08
    for pixel in reference {
      let (x, y) = (pixel.x, pixel.y)
      #expect(
        abs(coverage(continuous, x, y) - pixel.continuous) <= tolerance,
        "continuous (\(x), \(y)): \(coverage(continuous, x, y)) vs cairo \(pixel.continuous)")
      #expect(
        abs(coverage(circular, x, y) - pixel.circular) <= tolerance,
        "circular (\(x), \(y)): \(coverage(circular, x, y)) vs cairo \(pixel.circular)")
    }
    // The difference a user sees, on the top row: cairo's 0.388 against 0.608 at (12, 0).
    #expect(coverage(circular, 12, 0) - coverage(continuous, 12, 0) > 0.15)
    // And the same straight edge beyond the reach, on every side.
    for (x, y) in [(26, 0), (0, 26), (33, 59), (59, 33)] {
      #expect(coverage(continuous, x, y) == 1 && coverage(circular, x, y) == 1, "(\(x), \(y))")
    }
    #expect(coverage(continuous, 0, 0) == 0 && coverage(continuous, 59, 59) == 0)
  }

  @Test func aPixelOutsideARoundedCornerShowsTheBackground() {
    let window = makeWindow()
    addView(
      to: window, frame: CGRect(x: 0, y: 0, width: 40, height: 40), color: red, cornerRadius: 10)
    let image = StageRenderer().render(window)
    // Pixel (1, 1) has its centre 12.0 points from the corner circle's centre (10, 10).
    #expect(image.pixel(x: 1, y: 1) == white)
    // Inside the radius, and on the straight edges, it is the layer's colour.
    #expect(image.pixel(x: 6, y: 6) == red)
    #expect(image.pixel(x: 0, y: 20) == red)
    #expect(image.pixel(x: 39, y: 39) == white, "the bottom right corner is round too")
  }

  @Test func aQuarterTurnSwapsWidthAndHeight() {
    let window = makeWindow()
    let bar = addView(to: window, frame: CGRect(x: 30, y: 45, width: 40, height: 10), color: red)
    bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let image = StageRenderer().render(window)
    // Turned about its centre (50, 50): it now spans x 45…55 and y 30…70.
    #expect(image.pixel(x: 50, y: 31) == red)
    #expect(image.pixel(x: 50, y: 68) == red)
    #expect(image.pixel(x: 35, y: 50) == white)
    #expect(image.pixel(x: 64, y: 50) == white)
    #expect(image.pixel(x: 44, y: 50) == white && image.pixel(x: 45, y: 50) == red)
  }

  /// The height of the run of non-background pixels in a column.
  private func coloredHeight(_ image: Bitmap, column: Int, background: Color) -> Int {
    (0..<image.height).filter { image.pixel(x: column, y: $0) != background }.count
  }

  @Test func perspectiveMakesTheNearEdgeLargerThanTheFarOne() {
    let window = makeWindow(width: 200, height: 200)
    let stage = StageView(frame: window.bounds)
    stage.layer.sublayerTransform = .perspective(distance: 200)
    window.addSubview(stage)
    let card = addView(to: stage, frame: CGRect(x: 50, y: 50, width: 100, height: 100), color: red)
    // 45° about y: the left edge comes toward the eye, the right edge goes away.
    card.layer.transform = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
    let image = StageRenderer().render(window)
    // By hand: the point x points from the card's centre moves to depth z = −x·sin 45°
    // (toward the eye for x < 0) and across to x·cos 45°, and the projection divides by
    // w = 1 − z / 200. The near edge (x = −50, w = 0.8232) is 121.5 points tall at
    // X = 100 − 35.36 / w = 57.05; the far one (x = 50, w = 1.1768) is 85.0 tall at 130.05.
    // Solving X(x) = 60.5 gives x = −46.65, w = 0.8351: 119.7 tall; X(x) = 127.5 gives
    // x = 45.09, w = 1.1594: 86.3 tall (plus up to two edge pixels each).
    let nearHeight = coloredHeight(image, column: 60, background: white)
    let farHeight = coloredHeight(image, column: 127, background: white)
    #expect(nearHeight >= 119 && nearHeight <= 122)
    #expect(farHeight >= 86 && farHeight <= 89)
    #expect(nearHeight > farHeight)
    #expect(image.pixel(x: 55, y: 100) == white && image.pixel(x: 59, y: 100) == red)
    #expect(image.pixel(x: 131, y: 100) == white && image.pixel(x: 128, y: 100) == red)
  }

  @Test func masksToBoundsClipsSublayersToTheRoundedBounds() {
    let window = makeWindow()
    let clip = addView(to: window, frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: blue)
    clip.clipsToBounds = true
    clip.layer.cornerRadius = 10
    addView(to: clip, frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: red)
    let image = StageRenderer().render(window)
    #expect(image.pixel(x: 25, y: 25) == red)
    #expect(image.pixel(x: 60, y: 10) == white, "clipped at the right edge")
    #expect(image.pixel(x: 1, y: 1) == white, "clipped at the rounded corner")
  }

  @Test func clippingFollowsTheClippingLayersTransform() {
    let window = makeWindow()
    let clip = addView(to: window, frame: CGRect(x: 25, y: 25, width: 50, height: 50), color: blue)
    clip.clipsToBounds = true
    clip.transform = CGAffineTransform(rotationAngle: .pi / 4)
    addView(to: clip, frame: CGRect(x: -50, y: -50, width: 150, height: 150), color: red)
    let image = StageRenderer().render(window)
    // The clip is a diamond about (50, 50) reaching 35.4 points along each axis.
    #expect(image.pixel(x: 50, y: 18) == red)
    #expect(image.pixel(x: 28, y: 28) == white, "the frame's corner is outside the diamond")
  }

  @Test func aCircleMaskShowsOnlyTheCircle() {
    let window = makeWindow()
    let view = addView(to: window, frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: red)
    let mask = StageShapeLayer()
    mask.path = .circle(center: CGPoint(x: 50, y: 50), radius: 30)
    view.layer.mask = mask
    let image = StageRenderer().render(window)
    #expect(image.pixel(x: 50, y: 50) == red)
    #expect(image.pixel(x: 50, y: 22) == red)
    #expect(image.pixel(x: 50, y: 17) == white)
    // (75.5, 75.5) is 36 points from the centre.
    #expect(image.pixel(x: 75, y: 75) == white)
  }

  @Test func anEllipseMaskAndAMaskWithoutAPath() {
    let window = makeWindow()
    let wide = addView(to: window, frame: CGRect(x: 0, y: 0, width: 100, height: 40), color: red)
    let ellipse = StageShapeLayer()
    ellipse.path = .ellipse(in: CGRect(x: 0, y: 0, width: 100, height: 40))
    wide.layer.mask = ellipse
    let hidden = addView(to: window, frame: CGRect(x: 0, y: 60, width: 100, height: 40), color: red)
    hidden.layer.mask = StageShapeLayer()
    let image = StageRenderer().render(window)
    #expect(image.pixel(x: 50, y: 20) == red)
    #expect(image.pixel(x: 90, y: 20) == red, "inside: (40.5/50)² + 0 < 1")
    #expect(image.pixel(x: 90, y: 5) == white, "outside: (40.5/50)² + (14.5/20)² > 1")
    #expect(image.pixel(x: 50, y: 80) == white, "a shape layer without a path hides all")
  }

  @Test func scaleTwoDoublesTheImage() {
    let window = makeWindow()
    addView(to: window, frame: CGRect(x: 10, y: 20, width: 30, height: 40), color: red)
    let single = StageRenderer(scale: 1).render(window)
    let double = StageRenderer(scale: 2).render(window)
    #expect(double.width == 200 && double.height == 200)
    #expect(double.pixel(x: 20, y: 40) == red && double.pixel(x: 79, y: 119) == red)
    #expect(double.pixel(x: 19, y: 40) == white && double.pixel(x: 80, y: 40) == white)
    for (x, y) in [(5, 5), (15, 25), (39, 59), (40, 60), (70, 70)] {
      #expect(double.pixel(x: 2 * x, y: 2 * y) == single.pixel(x: x, y: y))
    }
  }

  @Test func aThumbnailScaleRoundsTheSizeDown() {
    let window = makeWindow(width: 393, height: 852)
    let renderer = StageRenderer(scale: 0.5)
    let image = renderer.render(window)
    #expect(image.width == 196 && image.height == 426)
    #expect(renderer.pixelSize(for: CGSize(width: 393, height: 852)) == (196, 426))
  }

  @Test func anEdgeHalfwayThroughAPixelGivesTheMixedColour() {
    let window = makeWindow()
    addView(to: window, frame: CGRect(x: 10.5, y: 10, width: 20, height: 20), color: red)
    let image = StageRenderer().render(window)
    #expect(isClose(image.pixel(x: 10, y: 15), blend(red, alpha: 0.5, over: white)))
    #expect(image.pixel(x: 11, y: 15) == red)
    // The right edge at x = 30.5 halves column 30 too.
    #expect(isClose(image.pixel(x: 30, y: 15), blend(red, alpha: 0.5, over: white)))
  }

  @Test func hiddenAndTransparentLayersDrawNothing() {
    let window = makeWindow()
    addView(to: window, frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: red).isHidden =
      true
    addView(to: window, frame: CGRect(x: 50, y: 0, width: 50, height: 50), color: red).alpha = 0
    let image = StageRenderer().render(window)
    #expect(image.pixel(x: 25, y: 25) == white)
    #expect(image.pixel(x: 75, y: 25) == white)
  }

  @Test func laterSiblingsDrawOnTop() {
    let window = makeWindow()
    addView(to: window, frame: CGRect(x: 0, y: 0, width: 60, height: 60), color: red)
    addView(to: window, frame: CGRect(x: 40, y: 40, width: 60, height: 60), color: blue)
    let image = StageRenderer().render(window)
    #expect(image.pixel(x: 50, y: 50) == blue)
    #expect(image.pixel(x: 30, y: 30) == red)
  }

  @Test func aLowerZPositionGoesBehindEarlierSiblings() {
    let window = makeWindow()
    addView(to: window, frame: CGRect(x: 0, y: 0, width: 60, height: 60), color: blue)
    let behind = addView(to: window, frame: CGRect(x: 0, y: 0, width: 60, height: 60), color: red)
    behind.layer.zPosition = -1
    let image = StageRenderer().render(window)
    #expect(image.pixel(x: 30, y: 30) == blue)
  }

  @Test func animationsAreRenderedAtTheClocksTime() {
    let window = makeWindow()
    let view = addView(to: window, frame: CGRect(x: 0, y: 0, width: 20, height: 20), color: red)
    StageView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
      view.frame.origin.x = 80
    }
    window.advance(by: 0.5)
    let image = StageRenderer().render(window)
    // Halfway on a linear curve: x = 40…60.
    #expect(image.pixel(x: 40, y: 10) == red && image.pixel(x: 59, y: 10) == red)
    #expect(image.pixel(x: 5, y: 10) == white)
    #expect(image.pixel(x: 85, y: 10) == white, "the model value is not what is on screen yet")
  }

  @Test func groupOpacityHidesOverlapsInside() {
    let window = makeWindow()
    let group = StageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    group.alpha = 0.5
    window.addSubview(group)
    addView(to: group, frame: CGRect(x: 0, y: 0, width: 60, height: 60), color: red)
    addView(to: group, frame: CGRect(x: 30, y: 30, width: 60, height: 60), color: blue)
    let image = StageRenderer().render(window)
    // As one picture at half opacity: the overlap shows blue over white only.
    #expect(isClose(image.pixel(x: 45, y: 45), blend(blue, alpha: 0.5, over: white)))
    #expect(isClose(image.pixel(x: 10, y: 10), blend(red, alpha: 0.5, over: white)))
  }

  /// A tree with what the bands must agree on: a group, a circular mask, a rounded clip,
  /// a shadow and a plane in perspective.
  private func busyWindow() -> StageWindow {
    let window = makeWindow(width: 120, height: 200)
    let group = StageView(frame: CGRect(x: 5, y: 5, width: 110, height: 90))
    group.alpha = 0.6
    window.addSubview(group)
    addView(
      to: group, frame: CGRect(x: 0, y: 0, width: 70, height: 70), color: red, cornerRadius: 9)
    addView(to: group, frame: CGRect(x: 35, y: 20, width: 70, height: 70), color: blue)
    let masked = addView(
      to: window, frame: CGRect(x: 10, y: 100, width: 100, height: 90), color: blue)
    let circle = StageShapeLayer()
    circle.path = .circle(center: CGPoint(x: 50, y: 45), radius: 40)
    masked.layer.mask = circle
    let turned = addView(
      to: window, frame: CGRect(x: 30, y: 60, width: 60, height: 80), color: red,
      cornerRadius: 12)
    turned.layer.masksToBounds = true
    var transform = Transform3D.perspective(distance: 300)
    transform = Transform3D(rotationAngle: 0.8, x: 0, y: 1, z: 0).concatenating(transform)
    turned.layer.transform = transform
    addView(to: turned, frame: CGRect(x: -10, y: 10, width: 80, height: 20), color: white)
    let shadowed = addView(
      to: window, frame: CGRect(x: 60, y: 150, width: 40, height: 30), color: white,
      cornerRadius: 6)
    shadowed.layer.shadowOpacity = 0.5
    shadowed.layer.shadowRadius = 4
    return window
  }

  @Test func theImageIsTheSameOnAnyNumberOfThreads() {
    let window = busyWindow()
    let renderer = StageRenderer(scale: 2)
    renderer.threadCount = 1
    let alone = renderer.render(window)
    for threads in [2, 3, 8] {
      renderer.threadCount = threads
      #expect(renderer.render(window) == alone)
    }
    renderer.threadCount = 0
    #expect(renderer.threadCount == 1)
  }

  @Test func helpersKeptFromFrameToFrameGiveTheSamePixels() {
    // One renderer's helpers draw frame after frame, of different sizes and backdrops
    // (fewer rows than a band, many bands), into new images and into kept ones.
    let single = StageRenderer(scale: 2)
    single.threadCount = 1
    let shared = StageRenderer(scale: 2)
    shared.threadCount = 3
    let windows = [
      busyWindow(), makeWindow(width: 40, height: 7, background: .clear), busyWindow(),
    ]
    var kept = Bitmap(width: 0, height: 0)
    for round in 0..<3 {
      for window in windows {
        #expect(shared.render(window) == single.render(window))
        shared.render(window, into: &kept)
        #expect(kept == single.render(window))
      }
      shared.backdrop = round == 0 ? .clear : .black
      single.backdrop = shared.backdrop
    }
  }

  @Test func renderingIntoAnImageGivesTheSamePixels() {
    let window = busyWindow()
    let renderer = StageRenderer(scale: 1.5)
    let expected = renderer.render(window)
    // The wrong size is replaced; the right one is drawn over, whatever it held.
    var image = Bitmap(width: 3, height: 3, fill: red)
    renderer.render(window, into: &image)
    #expect(image == expected)
    image.fill(x: 0, y: 0, width: image.width, height: image.height, color: blue)
    renderer.render(window, into: &image)
    #expect(image == expected)
  }

  @Test func aShadowDarkensBelowTheLayerAndFadesAway() {
    let window = makeWindow(width: 200, height: 200)
    let card = addView(
      to: window, frame: CGRect(x: 50, y: 50, width: 100, height: 100), color: white,
      cornerRadius: 12)
    card.layer.shadowOpacity = 0.5
    card.layer.shadowRadius = 6
    card.layer.shadowOffset = CGSize(width: 0, height: 10)
    let image = StageRenderer().render(window)
    let justBelow = image.pixel(x: 100, y: 152)
    // The shadow's edge is at y = 160; 7.5 points (1.25 σ) inside it, Φ(1.25) = 0.894 of
    // the shadow's 0.5: 1 − 0.447 = 0.553.
    #expect(justBelow.red < 0.7 && justBelow.red > 0.5)
    #expect(image.pixel(x: 100, y: 195) == white, "six σ away it is gone")
    #expect(image.pixel(x: 100, y: 100) == white, "the card covers its shadow")
    #expect(image.pixel(x: 100, y: 45).red > 0.99, "offset downwards: barely any above")
  }

  @Test func masksToBoundsRemovesTheShadow() {
    let window = makeWindow(width: 200, height: 200)
    let card = addView(
      to: window, frame: CGRect(x: 50, y: 50, width: 100, height: 100), color: white)
    card.layer.shadowOpacity = 1
    card.layer.shadowOffset = CGSize(width: 0, height: 10)
    card.clipsToBounds = true
    #expect(StageRenderer().render(window).pixel(x: 100, y: 155) == white)
  }

  @Test func imagesFollowTheContentMode() {
    let window = makeWindow()
    let green = Color(red: 0, green: 1, blue: 0)
    let fit = StageImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    fit.image = StageImage(size: CGSize(width: 20, height: 20), color: green)
    fit.contentMode = .scaleAspectFit
    window.addSubview(fit)
    let fill = StageImageView(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
    fill.image = StageImage(size: CGSize(width: 10, height: 10), color: green)
    window.addSubview(fill)
    let image = StageRenderer().render(window)
    // Fit: a 40 × 40 square in the middle of the 100 × 40 view.
    #expect(image.pixel(x: 50, y: 20) == green && image.pixel(x: 31, y: 20) == green)
    #expect(image.pixel(x: 28, y: 20) == white && image.pixel(x: 71, y: 20) == white)
    // Scale to fill: all of the view.
    #expect(image.pixel(x: 1, y: 51) == green && image.pixel(x: 98, y: 88) == green)
  }

  @Test func shapeLayersFillAndStrokeTheirPath() {
    let window = makeWindow()
    let shape = StageShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    shape.path = .rect(CGRect(x: 20, y: 20, width: 60, height: 60))
    shape.fillColor = red
    shape.strokeColor = blue
    shape.lineWidth = 10
    window.layer.addSublayer(shape)
    let image = StageRenderer().render(window)
    #expect(image.pixel(x: 50, y: 50) == red)
    #expect(image.pixel(x: 17, y: 50) == blue && image.pixel(x: 22, y: 50) == blue)
    #expect(image.pixel(x: 13, y: 50) == white && image.pixel(x: 26, y: 50) == red)
  }

  @Test func backFacesAreDrawnAndEdgeOnLayersAreNot() {
    let window = makeWindow()
    let flipped = addView(to: window, frame: CGRect(x: 0, y: 0, width: 40, height: 40), color: red)
    flipped.layer.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
    let edgeOn = addView(to: window, frame: CGRect(x: 50, y: 0, width: 40, height: 40), color: red)
    edgeOn.layer.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
    let image = StageRenderer().render(window)
    #expect(image.pixel(x: 20, y: 20) == red)
    #expect(image.pixel(x: 70, y: 20) == white)
  }

  @Test func aLayerTreeRendersFromItsBoundsOrigin() {
    let container = StageLayer()
    container.bounds = CGRect(x: 10, y: 10, width: 20, height: 20)
    container.backgroundColor = blue
    let dot = StageLayer()
    dot.frame = CGRect(x: 10, y: 10, width: 5, height: 5)
    dot.backgroundColor = red
    container.addSublayer(dot)
    let image = StageRenderer(backdrop: .clear).render(container)
    #expect(image.width == 20 && image.height == 20)
    #expect(image.pixel(x: 0, y: 0) == red && image.pixel(x: 5, y: 5) == blue)
    let corner = StageRenderer(backdrop: .clear).render(
      container, size: CGSize(width: 3, height: 2))
    #expect(corner.width == 3 && corner.height == 2)
  }

  @Test func hugeAreasAreClampedToTheBitmapLimits() {
    let size = StageRenderer(scale: 16).pixelSize(for: CGSize(width: 1e9, height: 1e9))
    // Each side at most 65,536, and 2²⁶ pixels in all: the height gives way.
    #expect(size == (Bitmap.maximumSide, Bitmap.maximumPixelCount / Bitmap.maximumSide))
    #expect(StageRenderer().pixelSize(for: CGSize(width: -4, height: CGFloat.nan)) == (0, 0))
    #expect(StageRenderer(scale: 0.5).pixelSize(for: CGSize(width: 1, height: 0.5)) == (1, 1))
  }

  @Test func badScalesAreClamped() {
    #expect(StageRenderer(scale: 0).scale == 1)
    #expect(StageRenderer(scale: -2).scale == 1)
    #expect(StageRenderer(scale: .nan).scale == 1)
    #expect(StageRenderer(scale: .infinity).scale == 1)
    #expect(StageRenderer(scale: 1e-9).scale == 1.0 / 64)
    #expect(StageRenderer(scale: 1000).scale == 16)
    #expect(StageRenderer(scale: 3).scale == 3)
  }

  @Test func nonFiniteGeometryNeverCrashesOrLeaksNaN() {
    let window = makeWindow()
    let broken = addView(to: window, frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: red)
    broken.layer.position = CGPoint(x: CGFloat.nan, y: 10)
    broken.layer.opacity = .nan
    let infinite = addView(to: window, frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: red)
    infinite.layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
    infinite.layer.cornerRadius = .nan
    let huge = addView(to: window, frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: blue)
    huge.layer.transform = Transform3D(scaleX: 1e300, y: 1e300)
    huge.layer.shadowOpacity = .nan
    let image = StageRenderer().render(window)
    for y in stride(from: 0, to: 100, by: 7) {
      for x in stride(from: 0, to: 100, by: 7) {
        let color = image.pixel(x: x, y: y)
        #expect(!color.red.isNaN && !color.alpha.isNaN)
      }
    }
    #expect(StageRenderer().render(StageLayer()).width == 0)
  }
}
