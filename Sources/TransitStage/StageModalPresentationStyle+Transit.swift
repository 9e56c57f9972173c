import StageKit
import Transit

extension StageModalPresentationStyle {
  /// The stage's style for the engine's.
  ///
  /// - Parameter style: The engine's style.
  init(_ style: ModalPresentationStyle) {
    switch style {
    case .fullScreen: self = .fullScreen
    case .overFullScreen: self = .overFullScreen
    case .custom: self = .custom
    }
  }
}

extension ModalPresentationStyle {
  /// The engine's style for the stage's.
  ///
  /// - Parameter style: The stage's style.
  init(_ style: StageModalPresentationStyle) {
    switch style {
    case .fullScreen: self = .fullScreen
    case .overFullScreen: self = .overFullScreen
    case .custom: self = .custom
    // As UIKit's host reads the styles the engine does not know.
    case .pageSheet: self = .fullScreen
    }
  }
}
