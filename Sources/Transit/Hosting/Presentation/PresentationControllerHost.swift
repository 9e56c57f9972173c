import Foundation

/// What a host's presentation controller can do for a ``Presentation``, one primitive per
/// method; the engine decides, in a protocol extension written once, which of them run at
/// each moment of a presentation and a dismissal.
///
/// A host's presentation controller conforms and forwards UIKit's hooks:
///
/// ```swift
/// override func presentationTransitionWillBegin() {
///   super.presentationTransitionWillBegin()
///   presentationWillBegin()
/// }
/// ```
@MainActor
public protocol PresentationControllerHost: AnyObject {
  /// What it keeps: the presentation it plays, the transition that presents, where
  /// diagnostics go, and what it changed on the screens (``rememberPresenterRest()`` and
  /// ``rememberPresentedRounding()`` keep it there, to put back).
  var state: PresentationControllerState { get set }

  /// Whether the presenting screen's view is inside the transition's container view (an
  /// animator put it there).
  var presenterViewIsInContainer: Bool { get }

  /// The transition's container view's bounds (`.zero` before there is one).
  var containerBounds: CGRect { get }

  /// Where the presented screen is, in the container's coordinates
  /// (`frameOfPresentedViewInContainerView`, the keyboard's move included).
  var presentedFrame: CGRect { get }

  /// Lets the presented screen control the status bar's appearance
  /// (`modalPresentationCapturesStatusBarAppearance = true`, then
  /// `setNeedsStatusBarAppearanceUpdate()`): UIKit hands that control over only to
  /// `.fullScreen` presentations by itself.
  func letPresentedScreenControlStatusBar()

  /// Calls the presenting controller's `beginAppearanceTransition(_:animated: true)`.
  ///
  /// - Parameter isAppearing: Whether the presenter appears.
  func beginPresenterAppearance(_ isAppearing: Bool)

  /// Calls the presenting controller's `endAppearanceTransition()`.
  func endPresenterAppearance()

  /// Whether the presenting controller is being dismissed itself (UIKit's
  /// `isBeingDismissed`): a dismissal asked of a controller lower in the chain takes away
  /// every controller presented above it.
  var isPresenterBeingDismissed: Bool { get }

  /// Remembers the presenter's transform and opacity before the presentation moves it (a
  /// card scales it back).
  func rememberPresenterRest()

  /// Puts the presenter's transform and opacity back as they were remembered.
  func restorePresenterRest()

  /// Lays the presenter's view out again at the container's new size under a transform
  /// (docs/design.md#u12): takes the transform off, gives the view the frame its superview's size
  /// gives it, puts on the transform `transform` answers for the one it had. A frame set under a
  /// transform is undefined in UIKit (`UIView.frame`), which is how a rotation otherwise
  /// leaves a scaled-back presenter the wrong size.
  ///
  /// - Parameter transform: The transform at the new size, given the one the view had.
  func layOutPresenterUnderItsTransform(_ transform: (Transform3D) -> Transform3D)

  /// Rounds some of the presented screen's corners and clips it to them (its layer's
  /// `cornerRadius`, `maskedCorners` and `cornerCurve`).
  ///
  /// - Parameters:
  ///   - cornerRadius: The radius, in points.
  ///   - corners: The corners it rounds.
  ///   - curve: The curve they follow.
  func roundPresentedView(cornerRadius: Double, corners: RectCorners, curve: CornerCurve)

  /// Remembers the presented screen's own corner rounding before the presentation rounds
  /// it (in ``PresentationControllerState/presentedRest``); asked before every rounding, it
  /// keeps the first.
  func rememberPresentedRounding()

  /// Puts the presented screen's own corner rounding back, as remembered, and forgets it.
  func restorePresentedRounding()

  /// Puts a dimming view of a colour beneath the presented screen, filling the container.
  ///
  /// When it dismisses on tap, it is also a VoiceOver button labelled
  /// ``UserDismissal/controlLabel`` whose activation and escape gesture dismiss as the tap
  /// does; each of the three asks the presented screen's installer's
  /// `dismissByUser(_:)` (``UserDismissal``).
  ///
  /// - Parameters:
  ///   - color: The dimming's colour (its opacity is the colour's).
  ///   - dismissesOnTap: Whether a tap on it dismisses the presented screen.
  func addDimming(_ color: Color, dismissesOnTap: Bool)

  /// Makes the transition's container view modal to VoiceOver
  /// (`accessibilityViewIsModal`), so the presenter's screen behind it, still in the
  /// window, is not read.
  func makeContainerModalForVoiceOver()

  /// Shows the dimming in full again, its animations removed (a dismissal given up).
  func restoreDimming()

  /// Removes the dimming view.
  func removeDimming()

  /// Starts hearing where the keyboard goes (UIKit: `keyboardWillChangeFrameNotification`),
  /// laying the container out again in step with the keyboard's animation each time, so
  /// the frame moves out of its way (``Presentation/frame(in:keyboardFrame:topSafeInset:)``).
  func startFollowingKeyboard()

  /// Stops hearing where the keyboard goes.
  func stopFollowingKeyboard()
}

extension PresentationControllerHost {
  /// The presentation it plays.
  public var presentation: Presentation { state.presentation }

  /// Where its diagnostics go (the presenting installer's).
  public var diagnostics: TransitDiagnostics { state.diagnostics }

  /// Before the presentation's animation: balances the presenter's callbacks (docs/design.md#r5),
  /// remembers the presenter, rounds the presented screen and adds the dimming (the
  /// transition fades it in, in step with its progress).
  public func presentationWillBegin() {
    // A screen that covers the status bar area draws under the status bar, so it should say
    // how the bar looks (docs/design.md#u23); a card lower down leaves that to the screen behind
    // it.
    let container = containerBounds
    if container.height > 0, presentation.frame(in: container).minY <= container.minY + 0.5 {
      letPresentedScreenControlStatusBar()
    }
    callPresenter(at: .presentationWillBegin)
    rememberPresenterRest()
    state.containerSize = container.size
    // VoiceOver ignores only a modal view's siblings: the presenter's screen is a sibling
    // of the container, not of the presented view, so the container is the one made modal
    // (and the dimming's "Dismiss" stays readable inside it).
    makeContainerModalForVoiceOver()
    roundPresentedViewOnItsFreeEdges()
    if let dimming = presentation.dimming {
      addDimming(dimming, dismissesOnTap: presentation.dismissesOnTapOutside)
    }
    // A screen presented over part of the container moves out of the keyboard's way
    // (docs/design.md#u16).
    startFollowingKeyboard()
  }

  /// After the presentation: a cancelled one takes the dimming away.
  ///
  /// - Parameter completed: Whether the presentation completed.
  public func presentationDidEnd(_ completed: Bool) {
    callPresenter(at: .presentationDidEnd(completed: completed))
    if completed {
      presenterComesToRest()
    } else {
      removeDimming()
      stopFollowingKeyboard()
      restorePresentedRounding()
    }
  }

  /// What the presentation controller does when its container lays out (a rotation, a
  /// resize): a presenter that stays on screen behind the presented one is laid out again
  /// under the transform the presentation gives it at the new size (while a transition
  /// plays, its end does that).
  public func containerWillLayOut() {
    roundPresentedViewOnItsFreeEdges()
    guard !presentation.removesPresentersView else { return }
    layOutPresenterUnderItsTransform(presenterRefit())
  }

  /// Before the dismissal's animation (which fades the dimming out, in step). A presenter
  /// dismissed along with the screen it presented (a dismissal from lower in the chain)
  /// does not hear it reappear: it leaves the window with it.
  public func dismissalWillBegin() {
    state.isPresenterAtRest = false
    state.presenterLeavesWithDismissal = isPresenterBeingDismissed
    callPresenter(at: .dismissalWillBegin)
  }

  /// After the dismissal: a completed one removes the dimming and puts the presenter back
  /// as it was, however it went; one given up (a gesture let go too soon) shows the dimming
  /// in full again.
  ///
  /// - Parameter completed: Whether the dismissal completed.
  public func dismissalDidEnd(_ completed: Bool) {
    callPresenter(at: .dismissalDidEnd(completed: completed))
    state.presenterLeavesWithDismissal = false
    guard completed else {
      restoreDimming()
      presenterComesToRest()
      return
    }
    removeDimming()
    stopFollowingKeyboard()
    restorePresenterRest()
    restorePresentedRounding()
    // The articles' trap: an animator that adds the presenting view to the container in a
    // dismissal that never took it away; it leaves the window with the container.
    if !presentation.removesPresentersView, presenterViewIsInContainer {
      diagnostics.report(
        TransitDiagnostic(
          .presentingViewAddedInCustomDismissal,
          "the dismissal's animator put the presenting screen's view in the container, which "
            + "left the window with it (a black screen); in a .custom dismissal the presenting "
            + "view never left its place: do not add it"))
    }
  }

  /// Rounds the corners of the presented screen's free edges (``RectCorners/onFreeEdges(of:in:)``),
  /// when the presentation has a corner radius: at the start, and again whenever the
  /// container lays out (a rotation, the keyboard). The corners are continuous. The first
  /// time, whichever comes first, the screen's own rounding is remembered, to put back.
  func roundPresentedViewOnItsFreeEdges() {
    guard presentation.cornerRadius > 0 else { return }
    rememberPresentedRounding()
    roundPresentedView(
      cornerRadius: presentation.cornerRadius,
      corners: .onFreeEdges(of: presentedFrame, in: containerBounds), curve: .continuous)
  }

  /// A transition that leaves the screen presented has ended: the presenter is at rest, in
  /// the end state of the size the transition began at, which a resize while it played
  /// (or since) calls to refit.
  func presenterComesToRest() {
    state.isPresenterAtRest = true
    guard !presentation.removesPresentersView, let size = state.containerSize,
      size != containerBounds.size
    else { return }
    layOutPresenterUnderItsTransform(presenterRefit())
  }

  /// How the presenter's transform changes as it is laid out at the container's size now:
  /// refitted from the size it was made for, when at rest; as it is while a transition
  /// plays it.
  func presenterRefit() -> (Transform3D) -> Transform3D {
    guard state.isPresenterAtRest else { return { $0 } }
    let size = containerBounds.size
    let oldSize = state.containerSize ?? size
    state.containerSize = size
    return { [state] in state.presenterTransform($0, laidOutFrom: oldSize, to: size) }
  }

  /// Makes the presenter's appearance calls a moment needs; none in a dismissal that takes
  /// the presenter away too.
  func callPresenter(at moment: Presentation.Moment) {
    switch moment {
    case .dismissalWillBegin, .dismissalDidEnd:
      if state.presenterLeavesWithDismissal { return }
    case .presentationWillBegin, .presentationDidEnd: break
    }
    for call in presentation.presenterAppearanceCalls(at: moment) {
      switch call {
      case .begin(let isAppearing): beginPresenterAppearance(isAppearing)
      case .end: endPresenterAppearance()
      }
    }
  }
}
