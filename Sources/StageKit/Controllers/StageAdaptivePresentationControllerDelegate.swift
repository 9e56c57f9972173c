/// The twin of `UIAdaptivePresentationControllerDelegate`'s dismissal methods (iOS 13):
/// what a presentation controller's delegate hears when the user tries to dismiss a
/// presented screen.
///
/// UIKit sends them only for dismissals the user starts (a sheet's swipe down), never for a
/// programmatic `dismiss(animated:)`: ``presentationControllerShouldDismiss(_:)`` first
/// (not asked when the presented controller ``StageViewController/isModalInPresentation``);
/// refused, ``presentationControllerDidAttemptToDismiss(_:)``; allowed,
/// ``presentationControllerWillDismiss(_:)``, then
/// ``presentationControllerDidDismiss(_:)`` once the dismissal completed (not when the user
/// gave it up half-way). Every method is optional: the extension answers as UIKit does for
/// a delegate that does not implement it.
///
/// ```swift
/// final class Editor: StageViewController, StageAdaptivePresentationControllerDelegate {
///   func presentationControllerShouldDismiss(_ controller: StagePresentationController) -> Bool {
///     !hasUnsavedChanges
///   }
/// }
/// editor.presentationController?.delegate = editor
/// ```
@MainActor
public protocol StageAdaptivePresentationControllerDelegate: AnyObject {
  /// Asked whether the user may dismiss the presented screen.
  ///
  /// - Parameter presentationController: The presentation controller.
  /// - Returns: `false` refuses (the screen stays; ``presentationControllerDidAttemptToDismiss(_:)``
  ///   follows).
  func presentationControllerShouldDismiss(_ presentationController: StagePresentationController)
    -> Bool

  /// The user tried to dismiss the screen and was refused (`isModalInPresentation`, or
  /// ``presentationControllerShouldDismiss(_:)`` said no): the place to ask "discard
  /// changes?".
  ///
  /// - Parameter presentationController: The presentation controller.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: StagePresentationController)

  /// The user's dismissal is about to start.
  ///
  /// - Parameter presentationController: The presentation controller.
  func presentationControllerWillDismiss(_ presentationController: StagePresentationController)

  /// The user's dismissal completed.
  ///
  /// - Parameter presentationController: The presentation controller.
  func presentationControllerDidDismiss(_ presentationController: StagePresentationController)
}

extension StageAdaptivePresentationControllerDelegate {
  /// Allows the dismissal, as UIKit does when the delegate does not implement it.
  ///
  /// - Parameter presentationController: The presentation controller.
  /// - Returns: `true`.
  public func presentationControllerShouldDismiss(
    _ presentationController: StagePresentationController
  ) -> Bool { true }

  /// Does nothing.
  ///
  /// - Parameter presentationController: The presentation controller.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: StagePresentationController
  ) {}

  /// Does nothing.
  ///
  /// - Parameter presentationController: The presentation controller.
  public func presentationControllerWillDismiss(
    _ presentationController: StagePresentationController
  ) {}

  /// Does nothing.
  ///
  /// - Parameter presentationController: The presentation controller.
  public func presentationControllerDidDismiss(
    _ presentationController: StagePresentationController
  ) {}
}
