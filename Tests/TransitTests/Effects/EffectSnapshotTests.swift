import Foundation
import Testing

@testable import Transit

/// Pins every effect's motion for every operation: the timeline as a text table (each
/// track's value at 0, 25, 50, 75 and 100 %), compared with the file under
/// `Tests/TransitTests/Snapshots/<effect>/<operation>.txt`.
///
/// A missing file is recorded (and the test fails, so a new reference is looked at before it
/// is committed); `TRANSIT_RECORD=1` records them all again.
///
/// Why not `TransitTesting`'s `__Snapshots__/<TestFile>/` convention: the engine's tests
/// depend on the engine alone (TransitTesting needs the stage and the renderer), and these
/// references are one folder per effect, named after the effect and operation, so a change
/// to one effect reads as a change to its folder. `TRANSIT_RECORD` means the same in both.
@Suite struct EffectSnapshotTests {
  /// The operations of the issue: push, pop, tab left and right, present and dismiss full
  /// screen and custom, and a container switch.
  static let operations:
    [(name: String, operation: TransitionOperation, style: ModalPresentationStyle?)] = [
      ("push", .push, nil), ("pop", .pop, nil),
      ("tab-right", .tabSwitch(from: 0, to: 1), nil), ("tab-left", .tabSwitch(from: 1, to: 0), nil),
      ("present-full-screen", .present, .fullScreen),
      ("dismiss-full-screen", .dismiss, .fullScreen),
      ("present-custom", .present, .custom), ("dismiss-custom", .dismiss, .custom),
      ("container-switch", .containerSwitch(from: 0, to: 1), nil),
    ]

  /// A phone-sized scene with a matched photo (small on the list, large on the detail) and
  /// an unmatched caption that fades up on the detail.
  static func scene(
    _ operation: TransitionOperation, style: ModalPresentationStyle?, transition: Transition
  ) -> TransitionScene {
    let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    let custom = (transition.presentation ?? .twoThirds).frame(in: bounds)
    var list = [
      SceneElement(
        id: "photo", side: .from, frame: CGRect(x: 20, y: 120, width: 80, height: 80),
        cornerRadius: 8),
      SceneElement(id: "photo", side: .to, frame: CGRect(x: 0, y: 100, width: 390, height: 390)),
      SceneElement(
        id: "caption", side: .to, frame: CGRect(x: 20, y: 510, width: 350, height: 40),
        modifiers: [.fade, .translate(y: 20)]),
    ]
    var fromFrame = bounds
    var toFrame = bounds
    if style == .custom {
      if operation == .present { toFrame = custom } else { fromFrame = custom }
    }
    if !operation.isForward {
      list = list.map { element in
        var element = element
        element.side = element.side.opposite
        return element
      }
    }
    return TransitionScene(
      operation: operation, containerBounds: bounds, fromFrame: fromFrame, toFrame: toFrame,
      presentationStyle: style, elements: list)
  }

  static var snapshotDirectory: URL {
    // This file is in Effects/; the snapshots are in the target's own folder, where
    // Package.swift excludes them.
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Snapshots")
  }

  @Test(arguments: TransitionCatalog.entries.map(\.name))
  func motionMatchesItsSnapshot(effect name: String) throws {
    let entry = try #require(TransitionCatalog.entry(named: name))
    let record = ProcessInfo.processInfo.environment["TRANSIT_RECORD"] == "1"
    let directory = Self.snapshotDirectory.appendingPathComponent(name)
    for (operationName, operation, style) in Self.operations {
      let scene = Self.scene(operation, style: style, transition: entry.transition)
      let table = entry.transition.timeline(for: scene).table()
      let file = directory.appendingPathComponent("\(operationName).txt")
      guard !record, let reference = try? String(contentsOf: file, encoding: .utf8) else {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try table.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("recorded \(name)/\(operationName).txt; check it and run again")
        continue
      }
      #expect(table == reference, "\(name) \(operationName) moved differently from its snapshot")
    }
  }
}
