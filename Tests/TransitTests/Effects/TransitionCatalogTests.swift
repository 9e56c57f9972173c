import Foundation
import Testing

@testable import Transit

@Suite struct TransitionCatalogTests {
  typealias F = EffectFixture

  @Test func everyEffectOfTheIssueIsListedOnce() {
    let names = TransitionCatalog.entries.map(\.name)
    #expect(Set(names).count == names.count)
    for name in [
      "slide", "fade", "card", "ripple", "overlay", "matched", "push", "pull", "cover", "uncover",
      "zoomSlide", "pageIn", "pageOut", "zoom", "zoomOut", "flip", "cube", "fold", "portal",
      "turn", "cards", "explode", "none", "auto", "selectBy",
    ] {
      #expect(names.contains(name), "\(name) is missing")
    }
    #expect(TransitionCatalog.entries.allSatisfy { !$0.summary.isEmpty })
  }

  @Test func entriesAreFoundByName() {
    #expect(TransitionCatalog.entry(named: "card")?.transition.name == "card(topInset: 40)")
    #expect(TransitionCatalog.entry(named: "push")?.transition.name == "push")
    #expect(TransitionCatalog.entry(named: "ripple")?.summary == "circular reveal from the centre")
    #expect(TransitionCatalog.entry(named: "Card") == nil)
    #expect(TransitionCatalog.entry(named: "") == nil)
  }

  @Test func theArticleEffectsAskForTheirPresentation() {
    #expect(TransitionCatalog.entry(named: "card")?.transition.presentation != nil)
    #expect(TransitionCatalog.entry(named: "overlay")?.transition.presentation != nil)
    #expect(TransitionCatalog.entry(named: "slide")?.transition.presentation == nil)
  }

  /// Every effect ends with the incoming screen at rest (identity transform, opacity 1,
  /// z-position 0, no mask smaller than it) and, outside modals, starts with the outgoing one at rest: the
  /// values a host leaves on the views once the transition is over (the incoming screen
  /// keeps its final values, `TransitionPlan.keepsFinalValues`).
  @Test(arguments: TransitionCatalog.entries.map(\.name))
  func screensAreAtRestWhereTheTransitionMeetsTheApp(effect name: String) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    var restless: [String] = []
    for (operation, style) in F.allOperations {
      let scene = F.scene(operation, style: style)
      let timeline = transition.timeline(for: scene)
      let label = "\(operation)\(style.map { " \($0)" } ?? "")"
      let end = F.frame(timeline, progress: 1)
      restless += Self.unrest(end, .to, size: scene.toFrame.size).map { "\(label) end: \($0)" }
      if operation.kind != .modal {
        let start = F.frame(timeline, progress: 0)
        restless += Self.unrest(start, .from, size: scene.fromFrame.size).map {
          "\(label) start: \($0)"
        }
      }
    }
    #expect(restless.count == 0, "\(name): \(restless.prefix(6))")
  }

  /// What keeps a screen from being at rest in a frame, if anything.
  static func unrest(_ frame: TimelineFrame, _ node: NodeID, size: CGSize) -> [String] {
    var found: [String] = []
    if let transform = frame.value(.transform, of: node), !F.isIdentity(transform) {
      found.append("\(node) transform \(F.entries(transform))")
    }
    if let opacity = frame.value(.opacity, of: node), abs(opacity - 1) > 1e-9 {
      found.append("\(node) opacity \(opacity)")
    }
    if let z = frame.value(.zPosition, of: node), z != 0 {
      found.append("\(node) zPosition \(z)")
    }
    if let mask = frame.value(.maskPath, of: node) {
      // The four corners of the view, a hair inside, are all uncovered.
      let (w, h) = (Double(size.width), Double(size.height))
      let corners = [(0.01, 0.01), (w - 0.01, 0.01), (0.01, h - 0.01), (w - 0.01, h - 0.01)]
      if !corners.allSatisfy({ mask.contains(CGPoint(x: $0.0, y: $0.1)) }) {
        found.append("\(node) mask \(mask)")
      }
    }
    return found
  }

  /// Bad input never reaches the screen as NaN: every value of every effect is finite.
  @Test(arguments: TransitionCatalog.entries.map(\.name))
  func everyValueIsFinite(effect name: String) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    let scenes = [
      F.scene(.push, style: nil), F.scene(.dismiss, style: .custom),
      TransitionScene(operation: .present, containerBounds: .zero, presentationStyle: .custom),
      TransitionScene(
        operation: .pop, containerBounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1),
        elements: [
          SceneElement(id: "a", side: .from, frame: CGRect(x: 0, y: 0, width: 0, height: 0)),
          SceneElement(id: "a", side: .to, frame: CGRect(x: 0, y: 0, width: 0, height: 0)),
        ]),
      // Finding 9: a tab switch in a container rotated down to zero width, its children
      // still full size.
      TransitionScene(
        operation: .tabSwitch(from: 0, to: 1),
        containerBounds: CGRect(x: 0, y: 0, width: 0, height: 1298),
        fromFrame: CGRect(x: 0, y: 0, width: 390, height: 844),
        toFrame: CGRect(x: 0, y: 0, width: 390, height: 844)),
    ]
    for scene in scenes {
      let timeline = transition.timeline(for: scene)
      #expect(timeline.duration.isFinite)
      for progress in [0, 0.3, 0.5, 1.0] {
        let frame = F.frame(timeline, progress: progress)
        for index in 0..<frame.trackCount {
          let finite = F.components(frame.value(ofTrack: index)).allSatisfy { $0.isFinite }
          #expect(finite, "\(name) \(scene.operation) \(frame.target(ofTrack: index))")
        }
      }
    }
  }
}
