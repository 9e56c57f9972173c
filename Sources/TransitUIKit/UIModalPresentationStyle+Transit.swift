#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  // The engine's presentation style and the toolkit's. The engine knows three; UIKit's
  // others are read as the nearest (a style over the current context as over full screen,
  // the sheets, popovers and the current context as full screen, which is how they treat
  // the presenter's appearance).

  extension ModalPresentationStyle {
    /// The engine's style for the toolkit's.
    ///
    /// - Parameter style: The toolkit's style.
    init(_ style: UIModalPresentationStyle) {
      switch style {
      case .custom: self = .custom
      case .overFullScreen, .overCurrentContext: self = .overFullScreen
      default: self = .fullScreen
      }
    }
  }

  extension UIModalPresentationStyle: TransitionHostModalPresentationStyle {
    /// The toolkit's style for the engine's.
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
