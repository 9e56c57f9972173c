/// How a modal transition presents, as `--style` names it.
package enum PresentationStyle: String, CaseIterable, Equatable, Sendable {
  /// UIKit's `.fullScreen`: the presenting view leaves the window once presentation ends.
  case fullScreen = "full-screen"
  /// UIKit's `.custom`: a presentation controller decides the frame; the presenting view
  /// stays.
  case custom
}
