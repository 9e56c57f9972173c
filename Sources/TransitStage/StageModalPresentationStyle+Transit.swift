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
