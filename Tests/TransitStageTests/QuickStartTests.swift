import Foundation
import Testing
import Transit
import TransitStage

/// The first transition of the DocC article "The stage: UIKit's twin", compiled and run.
/// `articleShowsThisCode` keeps the two in step.
@MainActor
@Suite struct QuickStartTests {
  @Test func quickStart() {
    // A list and a detail screen on a headless stage: one window, one clock.
    let window = StageWindow(size: CGSize(width: 390, height: 844))
    let list = StageViewController()
    let detail = StageViewController()
    let thumbnail = StageView(frame: CGRect(x: 20, y: 120, width: 80, height: 80))
    let photo = StageView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
    list.view.addSubview(thumbnail)
    detail.view.addSubview(photo)
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()

    // The same photo on both screens: it flies from one frame to the other.
    thumbnail.transit.id = "photo-3"
    photo.transit.id = "photo-3"

    // Push with a shared-element zoom; with nothing to match it would push.
    navigation.transit.push(detail, using: .matched(fallback: .push(.left)))
    window.advance(by: 0.2)  // mid-flight: every layer's presentation() shows it
    window.runUntilIdle()

    // A swipe from the left edge pops it back: Transit keeps the back swipe working.
    window.send(.edgePan(from: .left, in: window.bounds, distance: 300, duration: 0.3))
    window.runUntilIdle()
    print(navigation.topViewController === list)  // true

    #expect(navigation.topViewController === list)
    #expect(window.transitionsInFlight.isEmpty)
  }

  @Test func articleShowsThisCode() throws {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent("Sources/TransitStage/TransitStage.docc/TheStage.md"),
      encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let section = try #require(
      article.components(separatedBy: "### A first transition on the stage").dropFirst().first)
    let blocks = section.components(separatedBy: "```swift\n").dropFirst()
      .compactMap { $0.components(separatedBy: "```").first }
    let quickStart = try #require(blocks.first)
    // Whitespace aside, every line of the article's example is in this file.
    let compactSource = source.filter { !$0.isWhitespace }
    for line in quickStart.split(separator: "\n") {
      let compactLine = line.filter { !$0.isWhitespace }
      guard !compactLine.isEmpty, !compactLine.hasPrefix("import") else { continue }
      #expect(compactSource.contains(compactLine), "article line not in QuickStartTests: \(line)")
    }
  }
}
