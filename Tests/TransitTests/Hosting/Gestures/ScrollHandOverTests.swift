import Foundation
import Testing

@testable import Transit

/// When a pull-down that shares its sheet with a scroll view takes over from it (docs/design.md#u4,
/// docs/design.md#n12):
/// on the motion since the content reached its top, past a small downward distance, never
/// on one noisy touch sample.
@Suite struct ScrollHandOverTests {
  /// A pan's samples at the content's top, each its translation since the finger went down.
  func admitted(_ translations: [CGPoint], atTop: Bool = true) -> [(GesturePhase, CGPoint)] {
    var handOver = ScrollHandOver()
    var routed: [(GesturePhase, CGPoint)] = []
    for (index, translation) in translations.enumerated() {
      let sample = GestureSample(translation: translation, isContentAtTop: atTop)
      if let (phase, measured) = handOver.admit(index == 0 ? .began : .changed, sample) {
        routed.append((phase, measured.translation))
      }
    }
    return routed
  }

  @Test func aSidewaysSwipeWithOneDownwardJitterDoesNotStartADismissal() {
    // A carousel in a sheet at its top: 2 to 3 points a sample sideways, one sample that
    // steps 3 points down and 2 across.
    let swipe = [
      CGPoint(x: 3, y: 0), CGPoint(x: 6, y: 0), CGPoint(x: 9, y: 1), CGPoint(x: 11, y: 4),
      CGPoint(x: 14, y: 4), CGPoint(x: 17, y: 3), CGPoint(x: 40, y: 5),
    ]
    #expect(admitted(swipe).isEmpty)
  }

  @Test func aPullDownAtTheTopTakesOverPastASmallDistanceWithItsWholeTranslation() {
    let pull = [
      CGPoint(x: 0, y: 2), CGPoint(x: 1, y: 5), CGPoint(x: 1, y: 9), CGPoint(x: 2, y: 30),
    ]
    let routed = admitted(pull)
    #expect(routed.map(\.0) == [.began, .changed])
    // It began at 9 points down and keeps them: the sheet follows the finger from its start.
    #expect(routed.first?.1 == CGPoint(x: 1, y: 9))
    #expect(routed.last?.1 == CGPoint(x: 2, y: 30))
  }

  @Test func aPanThatScrollsToTheTopTakesOverFromThereAndStartsAtZero() {
    var handOver = ScrollHandOver()
    let scrolling = GestureSample(translation: CGPoint(x: 0, y: 40), isContentAtTop: false)
    #expect(handOver.admit(.began, scrolling) == nil, "the pan scrolls")
    let arrived = GestureSample(translation: CGPoint(x: 0, y: 44), isContentAtTop: true)
    #expect(handOver.admit(.changed, arrived) == nil, "at the top, but only 4 points since")
    let pulled = GestureSample(translation: CGPoint(x: 1, y: 60), isContentAtTop: true)
    let takeOver = handOver.admit(.changed, pulled)
    #expect(takeOver?.phase == .began)
    #expect(takeOver?.sample.translation == .zero, "measured from the take-over")
    #expect(handOver.holdsScrollViews)
  }
}
