import Foundation
import Transit
import TransitRender
import TransitScenarios
import TransitStage

/// Renders the gallery: every effect for every operation, present and dismiss in both
/// styles, each card's animated PNG and frame strip encoded and written on another thread
/// as soon as it is recorded (so only a few cards' frames are in memory at a time, and
/// every core is busy), then the page.
///
/// ```swift
/// let builder = GalleryBuilder(framesPerSecond: 20, scale: 0.5)
/// let page = try builder.build(into: URL(fileURLWithPath: "gallery", isDirectory: true)) {
///   job in print(job.item)
/// }
/// ```
///
/// Files, per card with id `slide-push`: `slide-push.png` (the animation, holding its last
/// frame for ``TransitExecutor/finalHold`` seconds) and `slide-push-strip.png`; then the
/// page's `index.html`, `gallery.js`, `gallery.css` and `manifest.json`, whose `"screen"`
/// and `"palette"` say what the frames show (see ``palette(backdrop:)``).
package struct GalleryBuilder: Sendable {
  /// One card to render: an effect, an operation and, for modal operations, a style.
  package struct Job: Sendable, Hashable {
    /// The effect's name.
    package var effect: String
    /// The operation.
    package var operation: ScenarioOperation
    /// The presentation style, for present and dismiss.
    package var style: ScenarioModalStyle?
    /// The scripted gesture that drives it, for the interactive cards; `nil` plays it by
    /// itself.
    package var gesture: ScenarioGesture?

    /// Creates a job.
    ///
    /// - Parameters:
    ///   - effect: The effect's name.
    ///   - operation: The operation; a gesture's own operation wins.
    ///   - style: The presentation style, for present and dismiss.
    ///   - gesture: The gesture that drives it, or `nil`.
    package init(
      effect: String, operation: ScenarioOperation, style: ScenarioModalStyle? = nil,
      gesture: ScenarioGesture? = nil
    ) {
      self.effect = effect
      self.operation = gesture?.operation ?? operation
      self.style = style
      self.gesture = gesture
    }

    private var parts: [String] {
      [effect, operation.rawValue] + (style.map { [$0.rawValue] } ?? [])
        + (gesture.map { [$0.rawValue] } ?? [])
    }

    /// The card's id and the stem of its files: `slide-push`, `card-present-custom`,
    /// `push-pop-flick`.
    package var id: String { parts.joined(separator: "-") }

    /// The job as progress names it: `slide push`, `card present custom`.
    package var item: String { parts.joined(separator: " ") }
  }

  /// Why a card could not be rendered or written.
  package struct Failure: Error, LocalizedError, Sendable {
    /// The card, as progress names it.
    package var item: String
    /// What went wrong.
    package var reason: String

    /// The failure on one line: `cannot render slide push: …`.
    package var errorDescription: String? { "cannot render \(item): \(reason)" }
  }

  /// The effects, in page order.
  package var entries: [TransitionCatalog.Entry]
  /// Frames per second, clamped as ``FrameRecorder`` clamps it.
  package var framesPerSecond: Int
  /// Pixels per point.
  package var scale: Double
  /// The screen's size in points.
  package var size: CGSize
  /// How many cards may be encoded and written at once while the next is recorded: the
  /// machine's active cores by default. The files are the same for any number.
  package var concurrentCards = ProcessInfo.processInfo.activeProcessorCount

  /// Creates a builder.
  ///
  /// - Parameters:
  ///   - entries: The effects; the whole catalogue by default.
  ///   - framesPerSecond: Frames per second.
  ///   - scale: Pixels per point.
  ///   - size: The screen's size in points, with ``TransitionScenario``'s clamping.
  package init(
    entries: [TransitionCatalog.Entry] = TransitionCatalog.entries, framesPerSecond: Int = 20,
    scale: Double = 0.5, size: CGSize = TransitionScenario.defaultSize
  ) {
    self.entries = entries
    self.framesPerSecond = framesPerSecond
    self.scale = scale
    self.size = size
  }

  /// The operations of every effect's row, in page order: those of ``ScenarioOperation``
  /// (push, pop, the two tab switches, present, dismiss and the container switch), the
  /// modal ones once in each ``ScenarioModalStyle``.
  package static let operations: [(ScenarioOperation, ScenarioModalStyle?)] =
    ScenarioOperation.allCases.flatMap { operation in
      operation.isModal ? ScenarioModalStyle.allCases.map { (operation, $0) } : [(operation, nil)]
    }

  /// Every card, in page order: effect by effect, each with ``operations``.
  package var jobs: [Job] {
    let plain = entries.flatMap { entry in
      Self.operations.map { Job(effect: entry.name, operation: $0.0, style: $0.1) }
    }
    return plain + interactiveJobs
  }

  /// The gesture-driven scenes, when the catalogue has their effects: back swipes let go
  /// early (cancelled) and late (finished), a flick, a re-grab, and the other gestures.
  package var interactiveJobs: [Job] {
    let scenes: [(String, ScenarioGesture)] = [
      ("push", .edgePanCancel), ("push", .edgePanFinish), ("push", .flick), ("push", .regrab),
      ("slide", .swipeTabs), ("cover", .pullDown), ("zoom", .pinchClose),
    ]
    return scenes.compactMap { effect, gesture in
      entries.contains { $0.name == effect }
        ? Job(effect: effect, operation: gesture.operation, gesture: gesture) : nil
    }
  }

  /// The colours a checker needs to predict the frames' pixels: the grid's and the
  /// detail's backgrounds (``DemoPalette``), the white of the containers' own views, the
  /// renderer's backdrop, and the dimming of custom presentations.
  ///
  /// - Parameter backdrop: The renderer's backdrop.
  /// - Returns: The colours, named `grid`, `detail`, `container`, `backdrop`, `dimming`.
  package static func palette(backdrop: Color) -> [GalleryColor] {
    let dimming = Presentation.twoThirds.dimming ?? .clear
    return [
      ("grid", DemoPalette.Grid.background), ("detail", DemoPalette.Detail.background),
      ("container", StageColor.systemBackground.cgColor), ("backdrop", backdrop),
      ("dimming", dimming),
    ].map { name, color in
      GalleryColor(
        name: name, red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
  }

  /// Renders every card into a directory, writing each card's files as it goes, then
  /// writes the page.
  ///
  /// - Parameters:
  ///   - directory: The directory, created if needed.
  ///   - finished: Called after each card is written, for progress.
  /// - Returns: The page written.
  /// - Throws: ``Failure`` naming the card that failed, or an error saying which file of
  ///   the page could not be written.
  @MainActor
  @discardableResult
  package func build(into directory: URL, finished: (Job) -> Void = { _ in }) throws
    -> GalleryPage
  {
    let recorder = FrameRecorder(framesPerSecond: framesPerSecond, scale: scale)
    // Cards are encoded and written on other threads while the next ones are recorded; as
    // many in flight as there are cores, so memory stays bounded.
    let writer = GalleryCardWriter(limit: concurrentCards)
    let jobs = self.jobs
    var cards: [GalleryCard] = []
    var reported = 0
    do {
      for (index, job) in jobs.enumerated() where !writer.hasFailed {
        cards.append(try render(job, index: index, with: recorder, into: directory, writer: writer))
        let done = writer.writtenPrefix(from: reported)
        while reported < done {
          finished(jobs[reported])
          reported += 1
        }
      }
    } catch {
      // A card written earlier that failed comes first in page order.
      try writer.finish()
      throw error
    }
    try writer.finish()
    while reported < cards.count {
      finished(jobs[reported])
      reported += 1
    }
    let screenSize = TransitionScenario(.none, operation: .push, size: size).screenSize
    let page = GalleryPage(
      cards: cards,
      screen: GalleryScreen(
        width: Double(screenSize.width), height: Double(screenSize.height),
        scale: recorder.scale),
      palette: Self.palette(backdrop: recorder.renderer.backdrop))
    try page.write(to: directory)
    return page
  }

  /// Records one card and hands its animation and strip to the writer.
  @MainActor
  private func render(
    _ job: Job, index: Int, with recorder: FrameRecorder, into directory: URL,
    writer: GalleryCardWriter
  ) throws -> GalleryCard {
    guard let entry = entries.first(where: { $0.name == job.effect }) else {
      throw Failure(item: job.item, reason: "no such effect")
    }
    let scenario = TransitionScenario(
      entry.transition, operation: job.operation, style: job.style, size: size)
    let animation = "\(job.id).png"
    let strip = "\(job.id)-strip.png"
    do {
      let recording =
        try job.gesture.map { try recorder.record(scenario, gesture: $0) }
        ?? recorder.record(scenario)
      let delays = recording.delaysInMilliseconds(holdingLastFor: TransitExecutor.finalHold)
      let frames = zip(recording.frames, delays).map { APNGFrame($0, delayMilliseconds: $1) }
      writer.write(
        GalleryCardWriter.Files(
          index: index, item: job.item, frames: frames,
          animation: directory.appendingPathComponent(animation),
          strip: directory.appendingPathComponent(strip)))
      let first = recording.frames.first
      return GalleryCard(
        id: job.id,
        title: job.gesture.map { "\(Self.title(entry.name)): \($0.summary)" }
          ?? Self.title(entry.name),
        effect: job.effect,
        operation: job.operation.rawValue, style: job.style?.rawValue, animation: animation,
        strip: strip, frameCount: recording.frames.count, frameWidth: first?.width ?? 0,
        frameHeight: first?.height ?? 0, delaysMs: delays.map(Double.init))
    } catch {
      throw Failure(item: job.item, reason: TransitCommandLine.oneLine(error))
    }
  }

  /// A card's title: the effect's name with a capital first letter, `ZoomSlide`.
  static func title(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }
}
