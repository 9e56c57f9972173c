import Transit
import TransitRender
import TransitScenarios

extension TransitExecutor {
  /// `transit timeline`: the timeline the stage compiles for one effect and operation, as
  /// a text table (``Timeline/table(at:)``) or, with `--json`, as JSON (see
  /// `TimelineDocument`).
  ///
  /// - Parameters:
  ///   - request: What to describe.
  ///   - streams: Where to write.
  /// - Throws: ``ScenarioError`` if the transition cannot be played.
  @MainActor
  public func timeline(_ request: TimelineRequest, _ streams: CommandStreams) throws {
    let scenario = try scenario(
      effect: request.effect, operation: request.operation, style: request.style,
      size: request.size)
    let timeline = try scenario.timeline()
    if request.json {
      let document = TimelineDocument(
        timeline: timeline, effect: request.effect, operation: request.operation,
        style: scenario.operation.isModal ? request.style?.rawValue : nil,
        size: scenario.screenSize)
      streams.writeOutput(document.json)
    } else {
      streams.writeOutput(timeline.table())
    }
  }
}
