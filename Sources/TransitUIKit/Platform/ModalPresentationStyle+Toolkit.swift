// The engine's presentation style for the toolkit's: UIKit has styles the stage does not
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
#endif
