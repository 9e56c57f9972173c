// A presentation style's name for a diagnostic, `nil` for the toolkit's default: UIKit's
// is `.automatic` (since iOS 13), the stage's `.fullScreen`, so that its tests present as
// UIKit did before sheets.
#if TRANSIT_STAGE
  extension UIModalPresentationStyle {
    /// The style's name, for a diagnostic; `nil` for `.fullScreen`, the stage's default.
    public var transitName: String? { self == .fullScreen ? nil : "\(self)" }
  }
#elseif canImport(UIKit)
  import UIKit

  extension UIModalPresentationStyle {
    /// The style's name as Swift spells it, for a diagnostic; `nil` for `.automatic`, the
    /// default since iOS 13.
    public var transitName: String? {
      switch self {
      case .automatic: nil
      case .fullScreen: "fullScreen"
      case .pageSheet: "pageSheet"
      case .formSheet: "formSheet"
      case .currentContext: "currentContext"
      case .custom: "custom"
      case .overFullScreen: "overFullScreen"
      case .overCurrentContext: "overCurrentContext"
      case .popover: "popover"
      case .none: "none"
      @unknown default: "style \(rawValue)"
      }
    }
  }
#endif
