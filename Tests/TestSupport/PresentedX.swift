import Foundation
import StageKit

/// The x of a view's centre on screen now.
@MainActor
public func presentedX(_ view: StageView) -> CGFloat {
  view.layer.presentation()?.position.x ?? .nan
}
