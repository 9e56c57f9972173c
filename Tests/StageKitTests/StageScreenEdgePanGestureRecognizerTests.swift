import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

@MainActor
@Suite struct StageScreenEdgePanGestureRecognizerTests {
  let window = StageWindow.phone()
  let pad: StageView

  init() {
    window.makeKeyAndVisible()
    pad = StageView(frame: window.bounds)
    window.addSubview(pad)
  }

  /// An edge pan on the pad and the states its action sees.
  private func recordingEdgePan(
    _ edges: StageRectEdge
  ) -> (StageScreenEdgePanGestureRecognizer, () -> [StageGestureRecognizer.State]) {
    let edgePan = StageScreenEdgePanGestureRecognizer()
    edgePan.edges = edges
    var states: [StageGestureRecognizer.State] = []
    edgePan.addTarget { states.append($0.state) }
    pad.addGestureRecognizer(edgePan)
    return (edgePan, { states })
  }

  private func drag(from start: CGPoint, by offset: CGPoint) {
    window.send(
      .pan(
        from: start, to: CGPoint(x: start.x + offset.x, y: start.y + offset.y), duration: 0.3))
  }

  @Test func beginsFromTheChosenEdgeAndPansAwayFromIt() {
    let (edgePan, states) = recordingEdgePan(.left)
    window.send(.edgePan(from: .left, in: window.bounds, distance: 150, duration: 0.3))
    #expect(states().first == .began)
    #expect(states().last == .ended)
    #expect(states().dropFirst().dropLast().allSatisfy { $0 == .changed })
    #expect(edgePan.translation(in: nil) == CGPoint(x: 150, y: 0))
    #expect(abs(edgePan.velocity(in: nil).x - 500) <= 5)
  }

  @Test func onlyFromAChosenEdge() {
    let (edgePan, states) = recordingEdgePan(.left)
    window.send(.edgePan(from: .right, in: window.bounds, distance: 150, duration: 0.3))
    window.send(.edgePan(from: .top, in: window.bounds, distance: 150, duration: 0.3))
    drag(from: CGPoint(x: 195, y: 400), by: CGPoint(x: 150, y: 0))
    #expect(states().isEmpty, "the right edge, the top edge and the middle are not the left edge")

    edgePan.edges = [.right, .bottom]
    window.send(.edgePan(from: .right, in: window.bounds, distance: 150, duration: 0.3))
    #expect(states().last == .ended)
    #expect(edgePan.translation(in: nil) == CGPoint(x: -150, y: 0))
    window.send(.edgePan(from: .bottom, in: window.bounds, distance: 150, duration: 0.3))
    #expect(edgePan.translation(in: nil) == CGPoint(x: 0, y: -150))
    #expect(states().filter { $0 == .began }.count == 2)

    edgePan.edges = []
    window.send(.edgePan(from: .right, in: window.bounds, distance: 150, duration: 0.3))
    #expect(states().filter { $0 == .began }.count == 2, "no edges: it never begins")
  }

  @Test func theFingerMustGoDownWithinTwentyPointsOfTheEdge() {
    let (_, states) = recordingEdgePan(.left)
    drag(from: CGPoint(x: 21, y: 400), by: CGPoint(x: 150, y: 0))
    #expect(states().isEmpty)
    drag(from: CGPoint(x: 20, y: 400), by: CGPoint(x: 150, y: 0))
    #expect(states().first == .began)
  }

  @Test func theEdgeIsTheWindowsNotTheViews() {
    let panel = StageView(frame: CGRect(x: 100, y: 100, width: 200, height: 400))
    window.addSubview(panel)
    let edgePan = StageScreenEdgePanGestureRecognizer()
    edgePan.edges = .left
    var began = 0
    edgePan.addTarget { if $0.state == .began { began += 1 } }
    panel.addGestureRecognizer(edgePan)
    drag(from: CGPoint(x: 105, y: 300), by: CGPoint(x: 100, y: 0))
    #expect(began == 0, "near the panel's left edge, far from the window's")
  }

  @Test func movingAlongTheEdgeIsNotAnEdgePan() {
    let (_, states) = recordingEdgePan(.left)
    drag(from: CGPoint(x: 5, y: 300), by: CGPoint(x: 40, y: 200))
    #expect(states().isEmpty, "mostly down the edge")
    drag(from: CGPoint(x: 5, y: 300), by: CGPoint(x: 200, y: 150))
    #expect(states().first == .began, "mostly away from it")
  }

  /// Rule: a recognizer that requires another to fail waits for it (UIKit's
  /// `require(toFail:)`), which is how an edge pan is preferred to a pan on the same view.
  @Test func aPanThatRequiresTheEdgePanToFailGetsEverythingElse() {
    let (edgePan, edgeStates) = recordingEdgePan(.left)
    var panStates: [StageGestureRecognizer.State] = []
    let pan = StagePanGestureRecognizer { panStates.append($0.state) }
    pad.addGestureRecognizer(pan)
    pad.addGestureRecognizer(edgePan)  // after the pan: without the requirement, the pan wins
    pan.require(toFail: edgePan)

    window.send(.edgePan(from: .left, in: window.bounds, distance: 150, duration: 0.3))
    #expect(edgeStates().first == .began && edgeStates().last == .ended)
    #expect(panStates.isEmpty, "the edge pan began: the pan failed")

    drag(from: CGPoint(x: 195, y: 400), by: CGPoint(x: 100, y: 0))
    #expect(panStates.first == .began && panStates.last == .ended, "away from the edge")
    drag(from: CGPoint(x: 5, y: 300), by: CGPoint(x: 0, y: 200))
    #expect(panStates.filter { $0 == .began }.count == 2, "down the edge: the edge pan failed")
    #expect(edgeStates().filter { $0 == .began }.count == 1)
  }
}
