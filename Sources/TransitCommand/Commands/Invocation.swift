/// What a `transit` command line asks for, as a typed value.
public enum Invocation: Equatable, Sendable {
  /// `transit list`: show the effects and operations.
  case list
  /// `transit render …`: render one transition to a picture.
  case render(RenderRequest)
  /// `transit timeline …`: describe one transition's timeline.
  case timeline(TimelineRequest)
  /// `transit gallery …`: render every transition and write a page of them.
  case gallery(GalleryRequest)
  /// Help for the command with these words, such as `"transit render"`.
  case help(String)
}
