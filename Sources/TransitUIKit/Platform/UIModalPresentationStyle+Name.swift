#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import UIKit
  #endif

  // A presentation style's name for a diagnostic, `nil` for the toolkit's default. The stage
  // spells every style with UIKit's cases and raw values, so the names are one switch; only
  // the default differs, as data.

  extension UIModalPresentationStyle {
    #if TRANSIT_STAGE
      /// The style a view controller has until it is given one: on the stage `.fullScreen`,
      /// so that its tests present as UIKit did before sheets.
      static let transitToolkitDefault = Self.fullScreen
    #else
      /// The style a view controller has until it is given one: `.automatic`, since iOS 13.
      static let transitToolkitDefault = Self.automatic
    #endif

    /// The style's name as Swift spells it, for a diagnostic; `nil` for the toolkit's
    /// default (`transitToolkitDefault`).
    public var transitName: String? {
      guard self != Self.transitToolkitDefault else { return nil }
      switch self {
      case .automatic: return "automatic"
      case .fullScreen: return "fullScreen"
      case .pageSheet: return "pageSheet"
      case .formSheet: return "formSheet"
      case .currentContext: return "currentContext"
      case .custom: return "custom"
      case .overFullScreen: return "overFullScreen"
      case .overCurrentContext: return "overCurrentContext"
      case .popover: return "popover"
      case .none: return "none"
      @unknown default: return "style \(rawValue)"
      }
    }
  }
#endif
