import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

// Ports of the modal transitions of seeds 000 and 001, written in our own code in UIKit
// style against the stage: the fade, the card with its tap-to-dismiss dimming, the ripple
// mask, the slide and the overlay presentation controller. Each test checks what is on
// screen at the start, the middle and the end, and which views are where afterwards.

// MARK: - Seed 000: the card

/// The card of seed 000, presented `.overFullScreen`: the presenter's view moves into the
/// container and shrinks back, a 50 % black dimming view on it fades in, and the card rises
/// to `topInset` from the top. A tap on the dimming view dismisses; the dismissal reverses
/// everything and, because the container leaves with the presented view, puts the
/// presenter's view back in the window itself, as the article does.
@MainActor
final class CardTransitionDelegate: ViewControllerTransitioningDelegate,
  StageViewControllerAnimatedTransitioning
{
  let topInset: CGFloat
  let duration = 0.45
  private var isPresenting = true
  private(set) weak var dimmingView: StageView?
  private(set) weak var presented: StageViewController?

  init(topInset: CGFloat) {
    self.topInset = topInset
  }

  func animationController(
    forPresented presented: StageViewController, presenting: StageViewController,
    source: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    self.presented = presented
    isPresenting = true
    return self
  }

  func animationController(forDismissed dismissed: StageViewController)
    -> (any StageViewControllerAnimatedTransitioning)?
  {
    isPresenting = false
    return self
  }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { duration }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    guard let fromView = transitionContext.viewController(forKey: .from)?.view,
      let toView = transitionContext.viewController(forKey: .to)?.view
    else { return }
    let container = transitionContext.containerView
    let screenHeight = container.bounds.height
    if isPresenting {
      container.addSubview(fromView)
      let dimming = StageView(frame: container.bounds)
      dimming.backgroundColor = StageColor(red: 0, green: 0, blue: 0, alpha: 0.5)
      dimming.alpha = 0
      dimming.accessibilityIdentifier = "dimming"
      dimming.addGestureRecognizer(
        StageTapGestureRecognizer { [weak self] _ in
          self?.presented?.dismiss(animated: true)
        })
      dimmingView = dimming
      fromView.addSubview(dimming)
      container.addSubview(toView)
      let scale = (screenHeight - topInset) / screenHeight
      toView.frame.origin.y = screenHeight
      StageView.animate(
        withDuration: duration, delay: 0, options: .curveEaseOut,
        animations: {
          toView.frame.origin.y = self.topInset
          dimming.alpha = 1
          fromView.transform = CGAffineTransform(scaleX: scale, y: scale)
        },
        completion: { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    } else {
      StageView.animate(
        withDuration: duration, delay: 0, options: .curveEaseOut,
        animations: {
          fromView.frame.origin.y = screenHeight
          self.dimmingView?.alpha = 0
          toView.transform = .identity
        },
        completion: { _ in
          self.dimmingView?.removeFromSuperview()
          // `.overFullScreen`: the container leaves the window with the card, so the
          // presenter's view, moved into it, goes back to the window by hand.
          container.window?.insertSubview(toView, at: 0)
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
  }
}

// MARK: - Seed 000: the ripple

/// The ripple of seed 000: a circular `StageShapeLayer` mask on the presented view grows
/// from a point to the screen's diagonal; the dismissal shrinks it back to the point. The
/// mask's path animation's delegate completes the transition.
@MainActor
final class RippleTransitionDelegate: ViewControllerTransitioningDelegate,
  StageViewControllerAnimatedTransitioning, @preconcurrency StageAnimationDelegate
{
  var startOrigin: CGPoint
  let radius: CGFloat
  private var isPresenting = true
  private weak var transitionContext: (any StageViewControllerContextTransitioning)?
  private(set) weak var maskLayer: StageShapeLayer?

  init(startOrigin: CGPoint, screenSize: CGSize) {
    self.startOrigin = startOrigin
    let width = screenSize.width.rounded(.up)
    let height = screenSize.height.rounded(.up)
    radius = (width * width + height * height).squareRoot()
  }

  func animationController(
    forPresented presented: StageViewController, presenting: StageViewController,
    source: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    isPresenting = true
    return self
  }

  func animationController(forDismissed dismissed: StageViewController)
    -> (any StageViewControllerAnimatedTransitioning)?
  {
    isPresenting = false
    return self
  }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { isPresenting ? 0.45 : 0.4 }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    self.transitionContext = transitionContext
    guard let fromView = transitionContext.viewController(forKey: .from)?.view,
      let toView = transitionContext.viewController(forKey: .to)?.view
    else { return }
    let container = transitionContext.containerView
    let point = CGRect(origin: startOrigin, size: .zero)
    let small = StageBezierPath(ovalIn: point)
    let large = StageBezierPath(ovalIn: point.insetBy(dx: -radius, dy: -radius))
    let masked: StageView
    let (from, to) = isPresenting ? (small, large) : (large, small)
    if isPresenting {
      container.addSubview(fromView)
      container.addSubview(toView)
      masked = toView
    } else {
      container.insertSubview(toView, at: 0)
      masked = fromView
    }
    let mask = StageShapeLayer()
    mask.path = to.cgPath
    masked.layer.mask = mask
    maskLayer = mask
    let animation = StageBasicAnimation(keyPath: "path")
    animation.fromValue = from.cgPath
    animation.toValue = to.cgPath
    animation.duration = transitionDuration(using: transitionContext)
    animation.timingFunction = StageMediaTimingFunction(name: .easeInEaseOut)
    animation.delegate = self
    mask.add(animation, forKey: isPresenting ? "ripple present" : "ripple dismiss")
  }

  func animationDidStop(_ animation: StageAnimation, finished flag: Bool) {
    guard let transitionContext else { return }
    transitionContext.viewController(forKey: .to)?.view.layer.mask = nil
    transitionContext.viewController(forKey: .from)?.view.layer.mask = nil
    transitionContext.completeTransition(true)
  }
}

// MARK: - Seed 001: slide and overlay

/// The slide of seed 001 for a modal transition: vertical; the incoming view comes in
/// from below over the outgoing one leaving at the top (reversed on dismissal). The
/// incoming view is added to the container except in a `.custom` dismissal, as the
/// article's general rule says.
@MainActor
final class ModalSlideAnimator: ViewControllerTransitioningDelegate,
  StageViewControllerAnimatedTransitioning
{
  let duration = 0.3
  private var isPresenting = true

  func animationController(
    forPresented presented: StageViewController, presenting: StageViewController,
    source: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    isPresenting = true
    return self
  }

  func animationController(forDismissed dismissed: StageViewController)
    -> (any StageViewControllerAnimatedTransitioning)?
  {
    isPresenting = false
    return self
  }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { duration }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    guard let fromVC = transitionContext.viewController(forKey: .from),
      let toVC = transitionContext.viewController(forKey: .to)
    else { return }
    let fromView: StageView = transitionContext.view(forKey: .from) ?? fromVC.view
    let toView: StageView = transitionContext.view(forKey: .to) ?? toVC.view
    let container = transitionContext.containerView
    if !(transitionContext.presentationStyle == .custom && fromVC.isBeingDismissed) {
      container.addSubview(toView)
    }
    let height = container.bounds.height
    let direction: CGFloat = isPresenting ? 1 : -1
    toView.transform = CGAffineTransform(translationX: 0, y: direction * height)
    StageView.animate(
      withDuration: duration, delay: 0, options: .curveEaseInOut,
      animations: {
        fromView.transform = CGAffineTransform(translationX: 0, y: -direction * height)
        toView.transform = .identity
      },
      completion: { _ in
        fromView.transform = .identity
        toView.transform = .identity
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

/// The overlay presentation controller of seed 001: a 50 % black dimming view spreads from
/// the presented view's size to the whole container alongside the presentation and fades
/// out alongside the dismissal; the presented view is centred at 2/3 × 2/3.
@MainActor
final class OverlayPresentationController: StagePresentationController {
  let dimmingView = StageView()

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    let bounds = containerView.bounds
    let size = CGSize(width: bounds.width * 2 / 3, height: bounds.height * 2 / 3)
    return CGRect(
      x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  override func presentationTransitionWillBegin() {
    guard let containerView else { return }
    containerView.addSubview(dimmingView)
    dimmingView.accessibilityIdentifier = "dimming"
    dimmingView.backgroundColor = StageColor(white: 0, alpha: 0.5)
    dimmingView.center = CGPoint(x: containerView.bounds.midX, y: containerView.bounds.midY)
    dimmingView.bounds = CGRect(
      x: 0, y: 0, width: containerView.frame.width * 2 / 3,
      height: containerView.frame.height * 2 / 3)
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.bounds = containerView.bounds },
      completion: nil)
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
  }

  override func containerViewWillLayoutSubviews() {
    guard let containerView else { return }
    dimmingView.center = CGPoint(x: containerView.bounds.midX, y: containerView.bounds.midY)
    dimmingView.bounds = containerView.bounds
  }
}

/// The overlay's transitioning delegate (the test keeps it alive; UIKit holds it weakly).
@MainActor
final class OverlayTransitionDelegate: ViewControllerTransitioningDelegate {
  private(set) var presentationController: OverlayPresentationController?

  func animationController(
    forPresented presented: StageViewController, presenting: StageViewController,
    source: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    OverlayAnimator()
  }

  func animationController(forDismissed dismissed: StageViewController)
    -> (any StageViewControllerAnimatedTransitioning)?
  {
    OverlayAnimator()
  }

  func presentationController(
    forPresented presented: StageViewController, presenting: StageViewController?,
    source: StageViewController
  ) -> StagePresentationController? {
    let controller = OverlayPresentationController(
      presentedViewController: presented, presenting: presenting)
    presentationController = controller
    return controller
  }
}

// MARK: - Helpers

@MainActor
private func onScreen(_ view: StageView) -> StageLayer? {
  view.layer.presentation()
}

// MARK: - Tests

@MainActor
@Suite struct ArticlePortModalTests {
  let window = StageWindow.phone()
  let home = screen("Home")

  init() {
    window.rootViewController = home
    window.makeKeyAndVisible()
  }

  @Test func fadePresentAndDismiss() {
    let detail = screen("Detail")
    let fade = FadeTransitionDelegate()
    detail.transitioningDelegate = fade
    home.present(detail, animated: true)
    window.advance(by: 0)
    #expect(onScreenAlpha(detail.view) == 0)
    window.advance(by: 0.2)
    #expect(abs(onScreenAlpha(detail.view) - 0.5) < 1e-9)
    #expect(home.view.superview === window, "the presenter shows beneath until the end")
    #expect(window.runUntilIdle())
    #expect(onScreenAlpha(detail.view) == 1)
    #expect(home.view.superview == nil, "docs/design.md#r2: .fullScreen takes the presenter away")
    #expect(detail.view.window === window)

    detail.dismiss(animated: true)
    window.advance(by: 0.2)
    #expect(abs(onScreenAlpha(detail.view) - 0.5) < 1e-9)
    #expect(window.runUntilIdle())
    #expect(detail.view.superview == nil)
    #expect(home.view.superview === window, "docs/design.md#r2: the presenter's view is put back")
    #expect(home.presentedViewController == nil)
  }

  @Test func cardRisesScalesThePresenterBackAndDismissesOnATapOfTheDimming() throws {
    let card = screen("Card")
    let transition = CardTransitionDelegate(topInset: 40)
    card.modalPresentationStyle = .overFullScreen
    card.transitioningDelegate = transition
    home.present(card, animated: true)
    window.advance(by: 0)
    let dimming = try #require(transition.dimmingView)
    let height: CGFloat = 844
    let scale = (height - 40) / height

    // Start: the card below the screen, the presenter full size, no dimming.
    #expect(onScreen(card.view)?.frame.minY == height)
    #expect(onScreen(home.view)?.transform == .identity)
    #expect(onScreenAlpha(dimming) == 0)
    #expect(dimming.backgroundColor == StageColor(red: 0, green: 0, blue: 0, alpha: 0.5))

    // Middle: all three move by the same eased fraction, ahead of time (ease out).
    window.advance(by: 0.225)
    let cardY = try #require(onScreen(card.view)?.frame.minY)
    let presenterScale = try #require(onScreen(home.view)?.transform.affineTransform.a)
    let riseFraction = (height - cardY) / (height - 40)
    let scaleFraction = (1 - presenterScale) / (1 - scale)
    #expect(riseFraction > 0.5 && riseFraction < 1)
    #expect(isClose(riseFraction, scaleFraction, within: 1e-6))
    #expect(isClose(riseFraction, CGFloat(onScreenAlpha(dimming)), within: 1e-6))

    // End: the card 40 points from the top, the presenter scaled back in the container.
    #expect(window.runUntilIdle())
    #expect(onScreen(card.view)?.frame == CGRect(x: 0, y: 40, width: 390, height: 844))
    #expect(
      isClose(home.view.transform.a, scale, within: 1e-6)
        && isClose(home.view.transform.d, scale, within: 1e-6))
    #expect(onScreenAlpha(dimming) == 1)
    #expect(home.view.superview === card.view.superview, "the article moves it in the container")
    #expect(card.presentingViewController === home)

    // A tap beside the shrunken presenter hits the container: nothing happens.
    window.tap(at: CGPoint(x: 3, y: 30))
    window.advance(by: 0.1)
    #expect(home.presentedViewController === card)
    // A tap on the dimming view, above the card: it dismisses.
    window.tap(at: CGPoint(x: 195, y: 30))
    window.advance(by: 0.225)
    let falling = try #require(onScreen(card.view)?.frame.minY)
    #expect(falling > 40 && falling < height)
    #expect(onScreenAlpha(dimming) > 0 && onScreenAlpha(dimming) < 1)

    #expect(window.runUntilIdle())
    #expect(home.presentedViewController == nil)
    #expect(card.view.superview == nil)
    #expect(dimming.superview == nil)
    #expect(home.view.superview === window && window.subviews.first === home.view)
    #expect(home.view.transform == .identity)
    #expect(onScreen(home.view)?.transform == .identity)
  }

  @Test func rippleGrowsFromTheTapPointAndShrinksBackToIt() throws {
    let tapPoint = CGPoint(x: 300, y: 600)
    let ripple = RippleTransitionDelegate(startOrigin: .zero, screenSize: window.bounds.size)
    let detail = screen("Detail")
    detail.transitioningDelegate = ripple
    let button = StageView(frame: CGRect(x: 250, y: 550, width: 100, height: 100))
    button.addGestureRecognizer(
      StageTapGestureRecognizer { recognizer in
        ripple.startOrigin = recognizer.location(in: nil)
        self.home.present(detail, animated: true)
      })
    home.view.addSubview(button)
    window.tap(at: tapPoint)
    window.advance(by: 0)
    #expect(ripple.startOrigin == tapPoint)

    // Start: the mask is the bare point.
    let mask = try #require(ripple.maskLayer)
    #expect(detail.view.layer.mask === mask)
    let diagonal = (390.0 * 390 + 844 * 844).squareRoot()
    var path = try #require((mask.presentation() as? StageShapeLayer)?.path)
    #expect(path.rect == CGRect(origin: tapPoint, size: .zero))

    // Middle: ease-in-ease-out is symmetric, so half the time is half the radius; the
    // circle stays centred on the tap.
    window.advance(by: 0.225)
    path = try #require((mask.presentation() as? StageShapeLayer)?.path)
    #expect(abs(Double(path.rect.width) - diagonal) < 1e-3, "diameter = 2 × radius / 2")
    #expect(isClose(path.rect.midX, tapPoint.x, within: 1e-9))
    #expect(isClose(path.rect.midY, tapPoint.y, within: 1e-9))
    #expect(path.cornerWidth == Double(path.rect.width) / 2, "still a circle")

    // End: the animation's delegate cleared the mask and completed the transition.
    #expect(window.runUntilIdle())
    #expect(detail.view.layer.mask == nil)
    #expect(home.presentedViewController === detail)
    #expect(home.view.superview == nil, "docs/design.md#r2: .fullScreen takes the presenter away")

    detail.dismiss(animated: true)
    window.advance(by: 0)
    let shrinking = try #require(ripple.maskLayer)
    #expect(detail.view.layer.mask === shrinking)
    #expect(home.view.superview === detail.view.superview, "the presenter shows beneath")
    window.advance(by: 0.2)
    path = try #require((shrinking.presentation() as? StageShapeLayer)?.path)
    #expect(abs(Double(path.rect.width) - diagonal) < 1e-3)
    #expect(isClose(path.rect.midX, tapPoint.x, within: 1e-9))
    window.advance(by: 0.19)
    path = try #require((shrinking.presentation() as? StageShapeLayer)?.path)
    #expect(Double(path.rect.width) < diagonal / 100, "almost back to the point")
    #expect(window.runUntilIdle())
    #expect(detail.view.superview == nil)
    #expect(detail.view.layer.mask == nil)
    #expect(home.view.superview === window && window.subviews.first === home.view)
  }

  @Test func modalSlideUpAndBackDown() {
    let detail = screen("Detail")
    let slide = ModalSlideAnimator()
    detail.transitioningDelegate = slide
    home.present(detail, animated: true)
    window.advance(by: 0)
    #expect(onScreen(detail.view)?.transform.affineTransform.ty == 844)
    window.advance(by: 0.15)
    // Symmetric ease in-out: halfway at half time; the two views touch edge to edge.
    let incoming = onScreen(detail.view)?.transform.affineTransform.ty ?? .nan
    let outgoing = onScreen(home.view)?.transform.affineTransform.ty ?? .nan
    #expect(abs(incoming - 422) < 1e-3)
    #expect(isClose(incoming - outgoing, 844, within: 1e-6))
    #expect(window.runUntilIdle())
    #expect(detail.view.transform == .identity && home.view.transform == .identity)
    #expect(home.view.superview == nil)
    #expect(detail.view.window === window)

    detail.dismiss(animated: true)
    window.advance(by: 0.15)
    #expect(home.view.superview === detail.view.superview, "fullScreen: the animator adds it")
    let returning = onScreen(home.view)?.transform.affineTransform.ty ?? .nan
    let leaving = onScreen(detail.view)?.transform.affineTransform.ty ?? .nan
    #expect(abs(returning + 422) < 1e-3)
    #expect(isClose(leaving - returning, 844, within: 1e-6))
    #expect(window.runUntilIdle())
    #expect(detail.view.superview == nil)
    #expect(home.view.superview === window, "docs/design.md#r2: back in its place")
    #expect(home.view.transform == .identity)
  }

  @Test func overlayPresentationControllerKeepsThePresenterAndItsCallbacksOut() throws {
    let overlay = screen("Overlay")
    let transition = OverlayTransitionDelegate()
    overlay.modalPresentationStyle = .custom
    overlay.transitioningDelegate = transition
    window.eventLog.removeAll()
    home.present(overlay, animated: true)
    window.advance(by: 0)
    let dimming = try #require(transition.presentationController?.dimmingView)
    let width: CGFloat = 390 * 2 / 3
    let height: CGFloat = 844 * 2 / 3

    // Start: a 1-point strip at the centre; the dimming view as large as the final card.
    #expect(onScreen(overlay.view)?.bounds.size == CGSize(width: 1, height: height))
    #expect(onScreen(overlay.view)?.position == CGPoint(x: 195, y: 422))
    #expect(onScreen(dimming)?.bounds.size == CGSize(width: width, height: height))
    #expect(dimming.superview === overlay.view.superview)
    #expect(
      home.view.superview === window, "docs/design.md#r3: .custom leaves the presenter in place")

    // Middle: the card and the dimming view (alongside) have both gone halfway.
    window.advance(by: 0.2)
    let cardWidth = try #require(onScreen(overlay.view)?.bounds.width)
    let dimmingWidth = try #require(onScreen(dimming)?.bounds.width)
    #expect(abs(cardWidth - (1 + width) / 2) < 1e-3)
    #expect(abs(dimmingWidth - (width + 390) / 2) < 1e-3)

    // End: centred at 2/3 × 2/3 over a full-screen dimming view.
    #expect(window.runUntilIdle())
    let frame = overlay.view.frame
    #expect(
      isClose(frame.minX, 65, within: 1e-6) && isClose(frame.minY, (844 - height) / 2, within: 1e-6)
    )
    #expect(
      isClose(frame.width, width, within: 1e-6) && isClose(frame.height, height, within: 1e-6))
    #expect(onScreen(dimming)?.bounds.size == CGSize(width: 390, height: 844))
    #expect(home.view.superview === window)
    #expect(window.subviews.first === home.view)

    overlay.dismiss(animated: true)
    window.advance(by: 0.2)
    #expect(abs(onScreenAlpha(dimming) - 0.5) < 1e-3, "the alongside fade keeps step")
    #expect(abs((onScreen(overlay.view)?.bounds.width ?? 0) - (1 + width) / 2) < 1e-3)
    #expect(window.runUntilIdle())
    #expect(overlay.view.superview == nil)
    #expect(dimming.window == nil)
    #expect(home.view.superview === window, "docs/design.md#r3: not the black screen")
    #expect(home.presentedViewController == nil)
    // docs/design.md#r5: the presenter heard nothing; only the overlay appeared and disappeared.
    #expect(
      window.eventLog.lines(of: [.appearance]) == [
        "viewWillAppear(Overlay)", "viewDidAppear(Overlay)", "viewWillDisappear(Overlay)",
        "viewDidDisappear(Overlay)",
      ])
  }
}
