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
/// Files, per card with id `slide-push`: `slide-push.png` (the animation, at
/// ``animationFramesPerSecond``, holding its last frame for ``TransitExecutor/finalHold``
/// seconds) and `slide-push-strip.png` (at `framesPerSecond`); then the
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
  /// Frames per second of the scrubber's strip, clamped as ``FrameRecorder`` clamps it;
  /// the animation plays at ``animationFramesPerSecond``.
  package var framesPerSecond: Int
  /// Pixels per point of the strip; the animation's, up to ``animationScaleLimit``.
  package var scale: Double
  /// The screen's size in points.
  package var size: CGSize
  /// How many cards may be encoded and written at once while the next is recorded: the
  /// machine's active cores by default. The files are the same for any number.
  package var concurrentCards = ProcessInfo.processInfo.activeProcessorCount

  /// The animated images' frame rate: 60 frames per second, so that they play as smoothly
  /// as a device's display; `framesPerSecond` sets the scrubber's strip, and the animation
  /// only when it is higher.
  package static let animationFramesPerSecond = 60
  /// The largest scale the animated images are rendered at: the default screen is then
  /// 196 pixels wide, about the 180 CSS pixels a card shows it at, so a larger `scale`
  /// sharpens the strip without tripling the pixels of every animation.
  package static let animationScaleLimit = 0.5

  /// Creates a builder.
  ///
  /// - Parameters:
  ///   - entries: The effects; the whole catalogue by default.
  ///   - framesPerSecond: Frames per second of the strip.
  ///   - scale: Pixels per point of the strip (the animation's, up to
  ///     ``animationScaleLimit``).
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
    let recorders = Recorders(for: self)
    // Cards are encoded and written on other threads while the next ones are recorded; as
    // many in flight as there are cores, so memory stays bounded.
    let writer = GalleryCardWriter(limit: concurrentCards)
    let jobs = self.jobs
    var cards: [GalleryCard] = []
    var reported = 0
    do {
      for (index, job) in jobs.enumerated() where !writer.hasFailed {
        cards.append(
          try render(job, index: index, with: recorders, into: directory, writer: writer))
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
        scale: recorders.strip.scale),
      palette: Self.palette(backdrop: recorders.strip.renderer.backdrop),
      animationFramesPerSecond: recorders.animation.framesPerSecond)
    try page.write(to: directory)
    return page
  }

  /// Records one card and hands its animation and strip to the writer.
  @MainActor
  private func render(
    _ job: Job, index: Int, with recorders: Recorders, into directory: URL,
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
      func record(with recorder: FrameRecorder) throws -> ScenarioRecording {
        try job.gesture.map { try recorder.record(scenario, gesture: $0) }
          ?? recorder.record(scenario)
      }
      let played = try record(with: recorders.animation)
      // The strip takes the animation's frames nearest its own frame times when both are
      // at one scale, and is recorded on its own otherwise.
      let scrubbed =
        try recorders.separateStrip.map(record(with:))
        ?? Self.frames(of: played, atFramesPerSecond: recorders.stripFramesPerSecond)
      let delays = Self.delays(of: played)
      let stripDelays = Self.delays(of: scrubbed)
      writer.write(
        GalleryCardWriter.Files(
          index: index, item: job.item,
          frames: zip(played.frames, delays).map { APNGFrame($0, delayMilliseconds: $1) },
          stripFrames: scrubbed.frames,
          animation: directory.appendingPathComponent(animation),
          strip: directory.appendingPathComponent(strip)))
      let line = GallerySwiftLine(
        factory: entry.spelling, operation: job.operation.rawValue,
        style: job.style?.rawValue, factoryPresents: entry.transition.presentation != nil,
        interaction: job.gesture?.interaction.rawValue)
      return GalleryCard(
        id: job.id,
        title: job.gesture.map { "\(Self.title(entry.name)): \($0.summary)" }
          ?? Self.title(entry.name),
        effect: job.effect, operation: job.operation.rawValue, style: job.style?.rawValue,
        interaction: job.gesture?.interaction.rawValue, swift: line.text,
        animation: animation, strip: strip, frameCount: scrubbed.frames.count,
        frameWidth: scrubbed.frames.first?.width ?? 0,
        frameHeight: scrubbed.frames.first?.height ?? 0,
        delaysMs: stripDelays.map(Double.init), animationDelaysMs: delays.map(Double.init),
        animationFrameWidth: played.frames.first?.width ?? 0,
        animationFrameHeight: played.frames.first?.height ?? 0)
    } catch {
      throw Failure(item: job.item, reason: TransitCommandLine.oneLine(error))
    }
  }

  /// The frames of a recording nearest the times of a coarser frame rate (0, 1/fps, 2/fps,
  /// … before its last frame), and its last frame: the scrubber's strip.
  ///
  /// - Parameters:
  ///   - recording: The animation's recording.
  ///   - framesPerSecond: The strip's frame rate.
  /// - Returns: The recording with those frames and their times.
  package static func frames(
    of recording: ScenarioRecording, atFramesPerSecond framesPerSecond: Int
  )
    -> ScenarioRecording
  {
    let times = recording.times
    guard let last = times.indices.last else { return recording }
    let step = 1 / Double(max(1, framesPerSecond))
    var chosen = [0]
    var index = 0
    var count = 1
    var target = step
    // The same rule as FrameRecorder: the first frame, the last, and none between closer
    // to the end than a thousandth of a frame.
    while target < times[last] - step / 1000 {
      while index < last, abs(times[index + 1] - target) <= abs(times[index] - target) {
        index += 1
      }
      if chosen.last != index { chosen.append(index) }
      count += 1
      target = Double(count) * step
    }
    if chosen.last != last { chosen.append(last) }
    return ScenarioRecording(
      frames: chosen.map { recording.frames[$0] }, times: chosen.map { times[$0] },
      duration: recording.duration, timeline: recording.timeline)
  }

  /// How long each frame shows, in whole milliseconds, rounded so that every frame starts
  /// within half a millisecond of its time (16, 17, 17, 16, … at 60 frames per second,
  /// where rounding each delay alone would give 17s that run 2 % slow); at least 1 ms each,
  /// the last held for ``TransitExecutor/finalHold``.
  ///
  /// - Parameter recording: The recording.
  /// - Returns: One delay per frame.
  package static func delays(of recording: ScenarioRecording) -> [Int] {
    let starts = recording.times.map { ($0.isFinite ? $0 : 0) * 1000 }.map { Int($0.rounded()) }
    let hold = Int((TransitExecutor.finalHold * 1000).rounded())
    return starts.indices.map { index in
      max(1, index + 1 < starts.count ? starts[index + 1] - starts[index] : hold)
    }
  }

  /// The recorders of a build: the animation's, at ``animationFramesPerSecond`` (or the
  /// builder's rate, if higher) and at most ``animationScaleLimit``; the strip's, at the
  /// builder's rate and scale, the animation's own when the scales agree.
  @MainActor
  private struct Recorders {
    var animation: FrameRecorder
    var separateStrip: FrameRecorder?
    var stripFramesPerSecond: Int
    var strip: FrameRecorder { separateStrip ?? animation }

    init(for builder: GalleryBuilder) {
      let stripRecorder = FrameRecorder(
        framesPerSecond: builder.framesPerSecond, scale: builder.scale)
      stripFramesPerSecond = stripRecorder.framesPerSecond
      animation = FrameRecorder(
        framesPerSecond: max(GalleryBuilder.animationFramesPerSecond, stripFramesPerSecond),
        scale: min(builder.scale, GalleryBuilder.animationScaleLimit))
      separateStrip = animation.scale == stripRecorder.scale ? nil : stripRecorder
    }
  }

  /// A card's title: the effect's name with a capital first letter, `ZoomSlide`.
  static func title(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }
}
