import Foundation
import Testing

@testable import Transit

@Suite struct PresentationTests {
  let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  func expectFrame(
    _ presentation: Presentation, _ expected: CGRect, in container: CGRect? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let frame = presentation.frame(in: container ?? bounds)
    let parts = [
      frame.minX - expected.minX, frame.minY - expected.minY,
      frame.width - expected.width, frame.height - expected.height,
    ]
    #expect(
      parts.allSatisfy { abs($0) < 1e-9 }, "\(frame) is not \(expected)",
      sourceLocation: sourceLocation)
  }

  @Test func fullCoversTheContainer() {
    expectFrame(.full, bounds)
    #expect(Presentation.full.dimming == Color(white: 0, alpha: 0.5))
    #expect(Presentation.full.cornerRadius == 0)
    #expect(Presentation.full.dismissesOnTapOutside)
    #expect(!Presentation.full.removesPresentersView)
  }

  @Test func halfThirdAndTwoThirdsSitAtTheBottom() {
    expectFrame(.half, CGRect(x: 0, y: 422, width: 390, height: 422))
    expectFrame(.third, CGRect(x: 0, y: 844 - 844 / 3.0, width: 390, height: 844 / 3.0))
    expectFrame(.twoThirds, CGRect(x: 0, y: 844 / 3.0, width: 390, height: 844 * 2 / 3.0))
    #expect(Presentation.half.cornerRadius == 12)
    #expect(Presentation.third.cornerRadius == 12)
    #expect(Presentation.twoThirds.cornerRadius == 12)
  }

  @Test func aFractionSitsAgainstItsEdge() {
    expectFrame(
      Presentation(.fraction(0.25, edge: .top)), CGRect(x: 0, y: 0, width: 390, height: 211))
    expectFrame(
      Presentation(.fraction(0.25, edge: .bottom)),
      CGRect(x: 0, y: 633, width: 390, height: 211))
    expectFrame(
      Presentation(.fraction(0.2, edge: .left)), CGRect(x: 0, y: 0, width: 78, height: 844))
    expectFrame(
      Presentation(.fraction(0.2, edge: .right)), CGRect(x: 312, y: 0, width: 78, height: 844))
  }

  @Test(arguments: Presentation.Edge.allCases)
  func badFractionsAreClamped(edge: Presentation.Edge) {
    // Negative means 0, above 1 means 1, non-finite means 1.
    let whole = bounds
    let empty: CGRect
    switch edge {
    case .top: empty = CGRect(x: 0, y: 0, width: 390, height: 0)
    case .bottom: empty = CGRect(x: 0, y: 844, width: 390, height: 0)
    case .left: empty = CGRect(x: 0, y: 0, width: 0, height: 844)
    case .right: empty = CGRect(x: 390, y: 0, width: 0, height: 844)
    }
    expectFrame(Presentation(.fraction(-0.5, edge: edge)), empty)
    expectFrame(Presentation(.fraction(1.5, edge: edge)), whole)
    expectFrame(Presentation(.fraction(.nan, edge: edge)), whole)
    expectFrame(Presentation(.fraction(.infinity, edge: edge)), whole)
    expectFrame(Presentation(.fraction(-.infinity, edge: edge)), whole)
  }

  @Test func centredBoxes() {
    expectFrame(
      Presentation(.centered(widthFraction: 2.0 / 3, heightFraction: 2.0 / 3)),
      CGRect(x: 65, y: 844 / 6.0, width: 260, height: 844 * 2 / 3.0))
    expectFrame(
      Presentation(.centered(widthFraction: 0.5, heightFraction: 0.25)),
      CGRect(x: 97.5, y: 316.5, width: 195, height: 211))
    // Clamped fractions: NaN and > 1 mean the whole side, negative none.
    expectFrame(Presentation(.centered(widthFraction: .nan, heightFraction: 7)), bounds)
    expectFrame(
      Presentation(.centered(widthFraction: -1, heightFraction: 1)),
      CGRect(x: 195, y: 0, width: 0, height: 844))
  }

  @Test func sheetsRestAtTheirFirstDetent() {
    expectFrame(.sheet(), CGRect(x: 0, y: 422, width: 390, height: 422))
    expectFrame(.sheet(detents: [.large, .medium]), CGRect(x: 0, y: 10, width: 390, height: 834))
    expectFrame(.sheet(detents: [.height(300)]), CGRect(x: 0, y: 544, width: 390, height: 300))
    expectFrame(.sheet(detents: [.fraction(0.75)]), CGRect(x: 0, y: 211, width: 390, height: 633))
    // No detents means large.
    expectFrame(.sheet(detents: []), CGRect(x: 0, y: 10, width: 390, height: 834))
    expectFrame(Presentation(.sheet(detents: [])), CGRect(x: 0, y: 10, width: 390, height: 834))
    #expect(Presentation.sheet().cornerRadius == 12)
  }

  @Test func detentHeightsAreClampedToTheContainer() {
    #expect(Presentation.Detent.medium.height(in: 844) == 422)
    #expect(Presentation.Detent.large.height(in: 844) == 834)
    #expect(Presentation.Detent.large.height(in: 6) == 0)
    #expect(Presentation.Detent.height(2_000).height(in: 844) == 844)
    #expect(Presentation.Detent.height(-5).height(in: 844) == 0)
    #expect(Presentation.Detent.height(.nan).height(in: 844) == 844)
    #expect(Presentation.Detent.height(.infinity).height(in: 844) == 844)
    #expect(Presentation.Detent.fraction(0.5).height(in: 844) == 422)
    #expect(Presentation.Detent.fraction(2).height(in: 844) == 844)
    #expect(Presentation.Detent.fraction(-1).height(in: 844) == 0)
    #expect(Presentation.Detent.fraction(.nan).height(in: 844) == 844)
  }

  @Test func customFramesAreComputedFromTheBoundsAndClippedToThem() {
    let inset = Presentation(.custom { $0.insetBy(dx: 20, dy: 100) })
    expectFrame(inset, CGRect(x: 20, y: 100, width: 350, height: 644))
    // Half outside: only the part inside the container.
    let overhanging = Presentation(.custom { _ in CGRect(x: 300, y: -50, width: 200, height: 200) })
    expectFrame(overhanging, CGRect(x: 300, y: 0, width: 90, height: 150))
    // Wholly outside: an empty frame at the container's origin.
    let outside = Presentation(.custom { _ in CGRect(x: 500, y: 900, width: 50, height: 50) })
    expectFrame(outside, CGRect(x: 0, y: 0, width: 0, height: 0))
    // Non-finite: an empty frame at the origin.
    let broken = Presentation(
      .custom { _ in CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100) })
    expectFrame(broken, CGRect(x: 0, y: 0, width: 0, height: 0))
    // A negative size is standardized first.
    let backwards = Presentation(.custom { _ in CGRect(x: 100, y: 100, width: -50, height: -50) })
    expectFrame(backwards, CGRect(x: 50, y: 50, width: 50, height: 50))
  }

  @Test func aCustomFrameFollowsTheContainersSize() {
    let rightHalf = Presentation(
      .custom { CGRect(x: $0.midX, y: $0.minY, width: $0.width / 2, height: $0.height) })
    expectFrame(rightHalf, CGRect(x: 195, y: 0, width: 195, height: 844))
    let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
    expectFrame(rightHalf, CGRect(x: 422, y: 0, width: 422, height: 390), in: landscape)
  }

  @Test func everyLayoutStaysInsideAnOffsetContainer() {
    // "The result always lies inside the container", also when its bounds do not start at
    // the origin (a container whose bounds origin was moved, as a scroll view's is).
    let container = CGRect(x: 10, y: 20, width: 390, height: 844)
    let layouts: [(String, Presentation)] = [
      ("full", .full), ("half", .half), ("top", Presentation(.fraction(0.3, edge: .top))),
      ("left", Presentation(.fraction(0.3, edge: .left))),
      ("right", Presentation(.fraction(0.3, edge: .right))),
      ("centred", Presentation(.centered(widthFraction: 0.5, heightFraction: 0.5))),
      ("sheet", .sheet()), ("custom", Presentation(.custom { $0 })),
    ]
    var outside: [String] = []
    for (name, presentation) in layouts where !container.contains(presentation.frame(in: container))
    {
      outside.append("\(name) \(presentation.frame(in: container))")
    }
    #expect(outside == [], "outside the container \(container)")
  }

  @Test func aBadContainerGivesAnEmptyFrame() {
    let bad = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 844)
    for presentation in [Presentation.full, .half, .sheet(), .twoThirds] {
      #expect(presentation.frame(in: bad) == .zero)
    }
  }

  @Test func initializerClampsTheCornerRadius() {
    #expect(Presentation(.full, cornerRadius: -3).cornerRadius == 0)
    #expect(Presentation(.full, cornerRadius: .nan).cornerRadius == 0)
    #expect(Presentation(.full, cornerRadius: .infinity).cornerRadius == 0)
    #expect(Presentation(.full, cornerRadius: 16).cornerRadius == 16)
    let plain = Presentation(
      .full, dimming: nil, dismissesOnTapOutside: false, removesPresentersView: true)
    #expect(plain.dimming == nil)
    #expect(!plain.dismissesOnTapOutside)
    #expect(plain.removesPresentersView)
  }
}

extension PresentationTests {
  @Test func aPresenterThatStaysVisibleHearsNothingByDefaultAsUnderUIKitsSheets() {
    // docs/design.md#u13, docs/design.md#r5: UIKit's own sheets send the presenter no disappear /
    // appear calls.
    let kept = Presentation.half
    for moment in [
      Presentation.Moment.presentationWillBegin, .presentationDidEnd(completed: true),
      .presentationDidEnd(completed: false), .dismissalWillBegin, .dismissalDidEnd(completed: true),
      .dismissalDidEnd(completed: false),
    ] {
      #expect(kept.presenterAppearanceCalls(at: moment).isEmpty)
    }
  }

  @Test func whenBalancedThePresenterDisappearsWithThePresentationAndComesBackWithTheDismissal() {
    var kept = Presentation.half
    kept.balancesPresenterAppearance = true
    #expect(
      kept.presenterAppearanceCalls(at: .presentationWillBegin) == [.begin(isAppearing: false)])
    #expect(kept.presenterAppearanceCalls(at: .presentationDidEnd(completed: true)) == [.end])
    // A cancelled presentation turns back: the presenter reappears.
    #expect(
      kept.presenterAppearanceCalls(at: .presentationDidEnd(completed: false))
        == [.begin(isAppearing: true), .end])
    #expect(kept.presenterAppearanceCalls(at: .dismissalWillBegin) == [.begin(isAppearing: true)])
    #expect(
      kept.presenterAppearanceCalls(at: .dismissalDidEnd(completed: false))
        == [.begin(isAppearing: false), .end])
    // UIKit makes the calls itself when the presenter's view leaves the window.
    let removing = Presentation(.full, removesPresentersView: true)
    #expect(removing.presenterAppearanceCalls(at: .presentationWillBegin).isEmpty)
  }
}
