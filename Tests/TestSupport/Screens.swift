import StageKit

/// A controller with a name, so logs read "viewWillAppear(A)".
///
/// - Parameter name: The controller's title.
/// - Returns: A plain stage view controller.
@MainActor
public func screen(_ name: String) -> StageViewController {
  let controller = StageViewController()
  controller.title = name
  return controller
}
