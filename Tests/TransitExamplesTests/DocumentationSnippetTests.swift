import Foundation
import TestSupport
import Testing
import Transit
import TransitStage

// The DocC articles' code, run on the stage: the same spelling works there, with stage
// controllers named as the articles name UIKit's. `articlesShowThisCode` keeps the two in
// step, so an article cannot show code that no longer compiles.

extension Transition {
  /// The incoming screen rises from below while the outgoing one fades.
  static var rise: Transition {
    Transition(
      TransitionEffect(name: "rise") { builder in
        let height = Double(builder.size.height)
        builder.add(TimelineNode(.from))
        builder.add(TimelineNode(.to))
        builder.animate(
          .transform, of: .to, from: Transform3D(translationX: 0, y: height), to: .identity)
        builder.animate(.opacity, of: .from, from: 1, to: 0)
      })
  }
}

@MainActor
@Suite struct DocumentationSnippetTests {
  /// A window showing a controller.
  private func stage(_ root: StageViewController) -> StageWindow {
    let window = StageWindow.phone(showing: root)
    return window
  }

  @Test func transitLandingPage() {
    let scene = TransitionScene(
      operation: .push, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
    let sampler = TimelineSampler(Transition.cube().timeline(for: scene))
    var frame = sampler.makeFrame()
    sampler.sample(progress: 0.5, into: &frame)
    #expect(frame.value(.transform, of: .to)?.isIdentity == false, "half-way, the face turns")
  }

  @Test func choosingAnEffect() {
    let transition = Transition.push(.left)
      .spring(Spring(response: 0.4, dampingRatio: 0.8))
      .interactive(.edgePanBack)
      .combined(with: .fade)
    #expect(transition.interactions == [.edgePanBack])

    let view = StageView()
    view.transit.modifiers = [.fade, .scale(0.8), .cascade(step: 0.03)]
    #expect(view.transit.modifiers.count == 3)
  }

  /// Keeps the lines a diagnostics sink reports, as an app's logger would.
  @MainActor final class Logger {
    var warnings: [String] = []
    func warning(_ line: String) { warnings.append(line) }
  }

  @Test func diagnostics() {
    let list = screen("List")
    let navigationController = StageNavigationController(rootViewController: list)
    let window = stage(navigationController)
    let logger = Logger()
    navigationController.transit.diagnostics = TransitDiagnostics(completionTimeout: 2) {
      diagnostic in
      logger.warning("\(diagnostic)")
    }
    navigationController.transit.push(list, using: .slide)  // already in the stack: refused
    #expect(window.runUntilIdle())
    #expect(logger.warnings.count == 1)
    #expect(navigationController.viewControllers.count == 1)
  }

  @Test func interactionAndGestures() {
    let navigationController = StageNavigationController(rootViewController: screen("List"))
    let tabBarController = StageTabBarController()
    tabBarController.viewControllers = [screen("A"), screen("B")]
    let home = screen("Home")
    let photo = screen("Photo")
    let window = stage(home)
    navigationController.transit.transition = .push(.left).interactive(.edgePanBack)
    tabBarController.transit.transition = .slide.interactive(.swipeBetweenTabs)
    home.transit.present(photo, using: .matched().interactive(.pullDownToDismiss, .pinchToClose))
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController === photo)

    let transition = Transition.cover(.up)
      .interactive(.pullDownToDismiss)
      .completion(threshold: 0.35)
    #expect(transition.completionPolicy.threshold == 0.35)
  }

  @Test func presentations() {
    let home = screen("Home")
    let sheet = screen("Sheet")
    let card = screen("Card")
    let window = stage(home)
    home.transit.present(
      sheet, using: .cover(.up).presentation(.half).interactive(.pullDownToDismiss))
    #expect(window.runUntilIdle())
    #expect(sheet.view.convert(sheet.view.bounds, to: nil).minY == 422, "the bottom half")
    sheet.transit.dismiss()  // plays the presentation back
    #expect(window.runUntilIdle())
    home.transit.present(card, using: .card(topInset: 40))  // brings its own presentation
    #expect(window.runUntilIdle())
    #expect(card.view.convert(card.view.bounds, to: nil).minY == 40)
  }

  @Test func writingAnEffect() throws {
    let detail = screen("Detail")
    let navigationController = StageNavigationController(rootViewController: screen("List"))
    let window = stage(navigationController)
    navigationController.transit.push(detail, using: .rise.duration(0.4))
    window.advance(by: 0.2)
    let timeline = try #require(TransitAnimator.inFlight(for: detail)?.timelineInFlight)
    #expect(timeline.duration == 0.4)
    #expect(window.runUntilIdle())
    #expect(navigationController.topViewController === detail)
  }

  @Test func addingAGesture() {
    // What the core does with a sample, on every host:
    let mapper = InteractionMapper.pullDown(height: 844)
    let progress = mapper(GestureSample(translation: CGPoint(x: 0, y: 211), velocity: .zero))
    print(progress.progress)  // 0.25
    #expect(progress.progress == 0.25)
  }

  @Test func transitStageLandingPage() {
    let list = screen("List")
    let detail = screen("Detail")
    let thumbnail = StageView(frame: CGRect(x: 20, y: 120, width: 80, height: 80))
    let photo = StageView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
    list.view.addSubview(thumbnail)
    detail.view.addSubview(photo)

    let window = StageWindow(size: CGSize(width: 390, height: 844))
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()

    thumbnail.transit.id = "photo-3"
    photo.transit.id = "photo-3"
    navigation.transit.push(detail, using: .matched(fallback: .push(.left)))
    window.advance(by: 0.2)  // mid-flight: every layer's presentation() shows it
    window.runUntilIdle()

    window.send(.edgePan(from: .left, in: window.bounds, distance: 300, duration: 0.3))
    window.runUntilIdle()  // the back swipe popped it
    #expect(navigation.topViewController === list)
  }

  /// The articles whose code this file runs, by catalog.
  nonisolated static let articles = [
    "Transit/Transit.docc/Transit.md",
    "Transit/Transit.docc/ChoosingAnEffect.md",
    "Transit/Transit.docc/InteractionAndGestures.md",
    "Transit/Transit.docc/Presentations.md",
    "Transit/Transit.docc/WritingAnEffect.md",
    "Transit/Transit.docc/AddingAGesture.md",
    "Transit/Transit.docc/Diagnostics.md",
    "TransitStage/TransitStage.docc/TransitStage.md",
  ]

  @Test(arguments: articles)
  func articlesShowThisCode(article: String) throws {
    let here = URL(fileURLWithPath: #filePath)
    let sources = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    let text = try String(
      contentsOf: sources.appendingPathComponent(article), encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8).filter { !$0.isWhitespace }
    let blocks = text.components(separatedBy: "```swift\n").dropFirst()
      .compactMap { $0.components(separatedBy: "```").first }
    #expect(!blocks.isEmpty, "\(article) has Swift code")
    // Whitespace aside, every line of the article's code is in this file.
    for line in blocks.joined().split(separator: "\n") {
      let compact = line.filter { !$0.isWhitespace }
      guard !compact.isEmpty else { continue }
      #expect(source.contains(compact), "\(article): not run by this file: \(line)")
    }
  }
}
