import Foundation
import Testing

@testable import Transit

@Suite struct TransitionEffectTests {
  typealias F = EffectFixture

  /// Every catalogue entry whose back operation retraces its forward one. `selectBy` is
  /// left out: by design it plays another effect going back (tested below).
  static let retracingNames = TransitionCatalog.entries.map(\.name).filter { $0 != "selectBy" }

  /// The forward operations checked against their inverses.
  static let forwardCases: [(String, TransitionOperation, ModalPresentationStyle?)] = [
    ("push/pop", .push, nil),
    ("present/dismiss full screen", .present, .fullScreen),
    ("present/dismiss custom", .present, .custom),
    ("tab 0→2 / 2→0", .tabSwitch(from: 0, to: 2), nil),
  ]

  @Test(arguments: retracingNames)
  func backOperationRetracesTheForwardOneFrameForFrame(effect name: String) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    for (label, operation, style) in Self.forwardCases {
      let forward = F.forwardScene(operation, style: style)
      let back = F.backScene(undoing: forward)
      F.expectRetraced(
        transition.timeline(for: forward), by: transition.timeline(for: back),
        "\(name) \(label)")
    }
  }

  @Test(arguments: retracingNames)
  func retracesWithoutTaggedViewsAndRightToLeft(effect name: String) throws {
    let transition = try #require(TransitionCatalog.entry(named: name)).transition
    for (label, operation, style) in Self.forwardCases {
      let forward = F.forwardScene(
        operation, style: style, layoutDirection: .rightToLeft, elements: [])
      let back = F.backScene(undoing: forward)
      F.expectRetraced(
        transition.timeline(for: forward), by: transition.timeline(for: back),
        "\(name) \(label) right to left")
    }
  }

  @Test func aCustomForwardEffectSeesTheForwardSceneWhenGoingBack() {
    // The doc comment's "rise": the incoming screen rises from below.
    let rise = TransitionEffect(name: "rise") { builder in
      let height = Double(builder.scene.size.height)
      builder.add(TimelineNode(.from))
      builder.add(TimelineNode(.to))
      builder.animate(
        .transform, of: .to, from: Transform3D(translationX: 0, y: height), to: .identity)
    }
    let present = F.forwardScene(.present, elements: [])
    let dismiss = F.backScene(undoing: present)
    let up = rise.timeline(for: present, timing: .standard)
    let down = rise.timeline(for: dismiss, timing: .standard)
    #expect(up.nodes.map(\.id) == ["from", "to"])
    #expect(down.nodes.map(\.id) == ["to", "from"])
    let start = F.frame(down, progress: 0)
    let end = F.frame(down, progress: 1)
    // Dismissing, the presented screen ("from" now) sinks back down by the height.
    #expect(F.gap(start.value(.transform, of: .from) ?? F.translation(9, 9), .identity) < 1e-9)
    #expect(
      F.gap(end.value(.transform, of: .from) ?? .identity, F.translation(0, 844)) < 1e-9)
    #expect(down.tracks(of: .to).isEmpty)
  }

  @Test func anEffectThatCompilesItselfSeesTheSceneAsItIs() {
    let seen = TransitionEffect(name: "spy") { scene, timing in
      Timeline(
        nodes: [TimelineNode(NodeID("\(scene.operation)"))], tracks: [],
        duration: timing.duration)
    }
    let timeline = seen.timeline(
      for: F.forwardScene(.tabSwitch(from: 3, to: 1)), timing: .curve(.linear, duration: 2))
    #expect(timeline.nodes.map(\.id) == ["tab 3→1"])
    #expect(timeline.duration == 2)
  }

  @Test func propertiesCarryWhatTheInitializerGot() {
    let effect = TransitionEffect(
      name: "still", defaultTiming: .curve(.linear, duration: 1), movesViews: false
    ) { _ in }
    #expect(effect.name == "still")
    #expect(effect.defaultTiming == .curve(.linear, duration: 1))
    #expect(!effect.movesViews)
    let defaults = TransitionEffect(name: "plain") { _ in }
    #expect(defaults.defaultTiming == .curve(.easeInOut, duration: 0.35))
    #expect(defaults.movesViews)
  }

  // MARK: - reversed

  @Test func reversedPlaysForwardWhatTheEffectPlaysBack() {
    // "What it does forward it does on the way back, and the other way round": pushed,
    // `push(.left).reversed` plays what `push(.left)` plays when popping, by hand:
    // the leaving screen slides out to +width on top, the arriving one follows from
    // −30 % of the width.
    let effect = Transition.push(.left).effect.reversed
    #expect(effect.name == "push(left).reversed")
    let timeline = effect.timeline(for: F.forwardScene(elements: []), timing: .standard)
    let start = F.frame(timeline, progress: 0)
    let end = F.frame(timeline, progress: 1)
    #expect(
      F.gap(start.value(.transform, of: .to) ?? .identity, F.translation(-0.3 * 390, 0)) < 1e-9,
      "pushed, the reversed effect brings the new screen in from the left")
    #expect(
      F.gap(end.value(.transform, of: .from) ?? .identity, F.translation(390, 0)) < 1e-9,
      "pushed, the reversed effect sends the old screen out to the right")
  }

  @Test func reversedTwiceIsTheOriginal() {
    let original = Transition.cover(.up).effect
    let twice = original.reversed.reversed
    for (label, operation, style) in Self.forwardCases {
      let scene = F.forwardScene(operation, style: style, elements: [])
      let a = original.timeline(for: scene, timing: .standard)
      let b = twice.timeline(for: scene, timing: .standard)
      for progress in [0, 0.3, 0.5, 1.0] {
        let fa = F.frame(a, progress: progress)
        let fb = F.frame(b, progress: progress)
        for node in [NodeID.from, .to] {
          let ta = fa.value(.transform, of: node) ?? .identity
          let tb = fb.value(.transform, of: node) ?? .identity
          #expect(F.gap(ta, tb) < 1e-9, "\(label) \(node) at \(progress)")
        }
      }
    }
  }

  // MARK: - combined

  @Test func combinedHasTheNodesOfBothOnceAndTheTracksOfBoth() {
    let effect = Transition.fade.effect.combined(with: Transition.push(.left).effect)
    #expect(effect.name == "fade+push(left)")
    #expect(effect.movesViews)
    let timeline = effect.timeline(for: F.forwardScene(elements: []), timing: .standard)
    #expect(timeline.nodes.map(\.id) == ["from", "to"])
    let middle = F.frame(timeline, progress: 0.5)
    // easeInOut is symmetric, so half the time is half the way.
    #expect(abs((middle.value(.opacity, of: .to) ?? -1) - 0.5) < 1e-6)
    #expect(
      F.gap(middle.value(.transform, of: .to) ?? .identity, F.translation(195, 0)) < 1e-4)
  }

  @Test func combinedLetsTheOtherWinWhereBothAnimateTheSameProperty() {
    let effect = Transition.slide(.left).effect.combined(with: Transition.slide(.right).effect)
    let timeline = effect.timeline(for: F.forwardScene(elements: []), timing: .standard)
    let start = F.frame(timeline, progress: 0)
    // slide(.right) brings the new screen in from the left: −width.
    #expect(F.gap(start.value(.transform, of: .to) ?? .identity, F.translation(-390, 0)) < 1e-9)
  }

  @Test func combinedLastsAsLongAsTheLongerOne() {
    let short = TransitionEffect(name: "short") { $0.addScreens() }
    let long = TransitionEffect(name: "long") { _, _ in
      Timeline(nodes: [TimelineNode(.to)], tracks: [], duration: 2)
    }
    let timeline = short.combined(with: long).timeline(
      for: F.forwardScene(elements: []), timing: .curve(.linear, duration: 0.5))
    #expect(timeline.duration == 2)
    #expect(short.combined(with: Transition.fade.effect).name == "short+fade")
    #expect(!Transition.fade.effect.combined(with: Transition.none.effect).movesViews)
  }
}
