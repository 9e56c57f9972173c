import Foundation
import Testing

@testable import Transit

@Suite struct TransitionSceneTests {
  let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  @Test func screensDefaultToTheContainer() {
    let scene = TransitionScene(operation: .push, containerBounds: bounds)
    #expect(scene.fromFrame == bounds)
    #expect(scene.toFrame == bounds)
    #expect(scene.size == CGSize(width: 390, height: 844))
    #expect(scene.presentationStyle == nil)
    #expect(scene.layoutDirection == .leftToRight)
    #expect(scene.elements.isEmpty)
    #expect(!scene.prefersReducedMotion)
  }

  @Test func aModalDefaultsToFullScreenAndOthersHaveNoStyle() {
    #expect(
      TransitionScene(operation: .present, containerBounds: bounds).presentationStyle
        == .fullScreen)
    #expect(
      TransitionScene(operation: .dismiss, containerBounds: bounds, presentationStyle: .custom)
        .presentationStyle == .custom)
    #expect(
      TransitionScene(operation: .push, containerBounds: bounds, presentationStyle: .custom)
        .presentationStyle == nil)
  }

  @Test func badRectanglesMeanAnEmptyOneAtTheOrigin() {
    let bad = [
      CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
      CGRect(x: 0, y: -CGFloat.infinity, width: 10, height: 10),
    ]
    for rect in bad {
      let scene = TransitionScene(
        operation: .push, containerBounds: rect, fromFrame: rect, toFrame: rect)
      #expect(scene.containerBounds == .zero)
      #expect(scene.fromFrame == .zero)
      #expect(scene.toFrame == .zero)
      #expect(scene.diagonal == 0)
    }
  }

  @Test func aNegativeSizeIsStandardized() {
    let scene = TransitionScene(
      operation: .push, containerBounds: CGRect(x: 390, y: 844, width: -390, height: -844))
    #expect(scene.containerBounds == bounds)
  }

  @Test func theDiagonalCoversTheContainerFromAnyCorner() {
    let scene = TransitionScene(operation: .push, containerBounds: bounds)
    // √(390² + 844²) = √864436
    #expect(abs(scene.diagonal - (864_436.0).squareRoot()) < 1e-9)
    let square = TransitionScene(
      operation: .push, containerBounds: CGRect(x: 0, y: 0, width: 3, height: 4))
    #expect(square.diagonal == 5)
  }

  @Test func swappedExchangesTheScreensAndInvertsTheOperation() {
    let custom = CGRect(x: 0, y: 244, width: 390, height: 600)
    let scene = TransitionScene(
      operation: .present, containerBounds: bounds, toFrame: custom, presentationStyle: .custom,
      layoutDirection: .rightToLeft,
      elements: [
        SceneElement(id: "a", side: .from, frame: CGRect(x: 1, y: 2, width: 3, height: 4)),
        SceneElement(id: "b", side: .to, frame: CGRect(x: 5, y: 6, width: 7, height: 8)),
      ], prefersReducedMotion: true)
    let swapped = scene.swapped
    #expect(swapped.operation == .dismiss)
    #expect(swapped.fromFrame == custom)
    #expect(swapped.toFrame == bounds)
    #expect(swapped.containerBounds == bounds)
    #expect(swapped.presentationStyle == .custom)
    #expect(swapped.layoutDirection == .rightToLeft)
    #expect(swapped.prefersReducedMotion)
    #expect(swapped.elements.map(\.side) == [.to, .from])
    #expect(swapped.elements.map(\.id) == ["a", "b"])
    #expect(swapped.elements.map(\.frame) == scene.elements.map(\.frame))
    let twice = swapped.swapped
    #expect(twice.operation == .present)
    #expect(twice.fromFrame == bounds && twice.toFrame == custom)
    #expect(twice.elements.map(\.side) == [.from, .to])
  }

  @Test func swappedTabSwitchGoesBack() {
    let scene = TransitionScene(operation: .tabSwitch(from: 0, to: 2), containerBounds: bounds)
    #expect(scene.swapped.operation == .tabSwitch(from: 2, to: 0))
  }
}
