/// The work behind each command: the seam between parsing and the engine.
///
/// `TransitCommandLine.run(_:streams:executor:)` parses, then calls one of these. A closure
/// that throws makes the command print `error: …` and exit with status 1 (status 2 when it
/// throws an `ArgumentError`, a mistake in the command line found late).
///
/// ```swift
/// let executor = CommandExecutor(
///   list: { streams in streams.writeOutput("slide\n") },
///   render: { request, streams in try renderer.render(request) },
///   timeline: { request, streams in streams.writeOutput(describe(request)) },
///   gallery: { request, streams in try galleryBuilder.build(request) })
/// ```
public struct CommandExecutor: Sendable {
  /// Shows the effects and operations.
  public var list: @MainActor (CommandStreams) throws -> Void
  /// Renders one transition to a picture.
  public var render: @MainActor (RenderRequest, CommandStreams) throws -> Void
  /// Prints one transition's timeline.
  public var timeline: @MainActor (TimelineRequest, CommandStreams) throws -> Void
  /// Renders every transition and writes the gallery page.
  public var gallery: @MainActor (GalleryRequest, CommandStreams) throws -> Void

  /// Creates an executor from its four jobs.
  ///
  /// - Parameters:
  ///   - list: Shows the effects and operations.
  ///   - render: Renders one transition to a picture.
  ///   - timeline: Prints one transition's timeline.
  ///   - gallery: Renders every transition and writes the gallery page.
  public init(
    list: @escaping @MainActor (CommandStreams) throws -> Void,
    render: @escaping @MainActor (RenderRequest, CommandStreams) throws -> Void,
    timeline: @escaping @MainActor (TimelineRequest, CommandStreams) throws -> Void,
    gallery: @escaping @MainActor (GalleryRequest, CommandStreams) throws -> Void
  ) {
    self.list = list
    self.render = render
    self.timeline = timeline
    self.gallery = gallery
  }
}
