/// A tab of the demo app, in the order the tab bar shows them.
public enum ExampleTab: String, Sendable, Hashable, CaseIterable {
  /// A grid of photos; a photo opens with a shared-element zoom.
  case photos
  /// Buttons that present a card, a half sheet and a ripple, and push a detail screen.
  case presentations
  /// A custom container whose children turn on a cube.
  case container
  /// The effect the tab bar plays, to choose from.
  case settings
  /// The photo grid again, written in SwiftUI: a path-driven stack whose photos fly with
  /// `.transitID`, and a card sheet.
  case swiftUI

  /// The tab's title.
  public var title: String {
    switch self {
    case .photos: "Photos"
    case .presentations: "Presentations"
    case .container: "Container"
    case .settings: "Settings"
    case .swiftUI: "SwiftUI"
    }
  }
}
