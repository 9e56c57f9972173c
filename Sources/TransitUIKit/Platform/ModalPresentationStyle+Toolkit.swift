// The engine's presentation style and the toolkit's: UIKit has styles the stage does not
// model (form sheets, popovers, the current context), read as the engine's nearest.
#if TRANSIT_STAGE
  import Transit

  extension ModalPresentationStyle {
    /// The engine's style for the stage's.
    ///
    /// - Parameter style: The stage's style.
    init(_ style: UIModalPresentationStyle) {
      switch style {
      case .fullScreen: self = .fullScreen
      case .overFullScreen: self = .overFullScreen
      case .custom: self = .custom
      // As UIKit's host reads the styles the engine does not know.
      case .pageSheet: self = .fullScreen
      }
    }
  }

  extension UIModalPresentationStyle: TransitionHostModalPresentationStyle {
    /// The stage's style for the engine's.
    ///
    /// - Parameter style: The engine's style.
    public init(_ style: ModalPresentationStyle) {
      switch style {
      case .fullScreen: self = .fullScreen
      case .overFullScreen: self = .overFullScreen
      case .custom: self = .custom
      }
    }

    /// The style's name, for a diagnostic; `nil` for `.fullScreen`, the stage's default.
    public var transitName: String? { self == .fullScreen ? nil : "\(self)" }
  }
#elseif canImport(UIKit)
  import Transit
  import UIKit

  extension ModalPresentationStyle {
    /// The engine's style for UIKit's.
    ///
    /// - Parameter style: UIKit's style.
    init(_ style: UIModalPresentationStyle) {
      switch style {
      case .custom: self = .custom
      case .overFullScreen, .overCurrentContext: self = .overFullScreen
      default: self = .fullScreen
      }
    }
  }

  extension UIModalPresentationStyle: TransitionHostModalPresentationStyle {
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

    /// UIKit's style for the engine's.
    ///
    /// - Parameter style: The engine's style.
    public init(_ style: ModalPresentationStyle) {
      switch style {
      case .fullScreen: self = .fullScreen
      case .overFullScreen: self = .overFullScreen
      case .custom: self = .custom
      }
    }
  }
#endif
