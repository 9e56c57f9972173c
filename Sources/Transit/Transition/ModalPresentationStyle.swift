/// How a modal transition treats the presenting screen, as UIKit's presentation styles do.
public enum ModalPresentationStyle: Sendable, Hashable, CaseIterable {
  /// The presented view covers the screen; the presenting view leaves the window once the
  /// presentation ends (docs/design.md#r2).
  case fullScreen
  /// The presented view covers the screen and the presenting view stays beneath it.
  case overFullScreen
  /// A presentation controller decides the presented frame; the presenting view stays where
  /// it is and must not be moved into the container (docs/design.md#r3).
  case custom
}
