import StageKit
import Transit

extension StageModalPresentationStyle: TransitionHostModalPresentationStyle {
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
