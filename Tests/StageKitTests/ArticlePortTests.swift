import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

// Ports of the transitions the articles in shared/seeds/ build, written in our own code in
// UIKit style against the stage, asserting what is on screen at the start, the middle and
// the end, and which views are where afterwards.

/// A cross-fade transition delegate serving navigation, tab bar and modal transitions at
/// once, as the first article's "alpha" delegate does: the incoming view fades in over the
/// outgoing one; a dismissal fades the outgoing view out.
@MainActor
final class FadeTransitionDelegate: StageNavigationControllerDelegate,
  StageTabBarControllerDelegate, ViewControllerTransitioningDelegate,
  StageViewControllerAnimatedTransitioning
{
  let duration: Double
  private var isDismissal = false

  init(duration: Double = 0.4) {
    self.duration = duration
  }

  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    isDismissal = false
    return self
  }

  func tabBarController(
    _ tabBarController: StageTabBarController,
    animationControllerForTransitionFrom fromVC: StageViewController,
    to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    isDismissal = false
    return self
  }

  func animationController(
    forPresented presented: StageViewController, presenting: StageViewController,
    source: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    isDismissal = false
    return self
  }

  func animationController(forDismissed dismissed: StageViewController)
    -> (any StageViewControllerAnimatedTransitioning)?
  {
    isDismissal = true
    return self
  }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { duration }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    if isDismissal {
      let fromView = transitionContext.view(forKey: .from)
      StageView.animate(
        withDuration: duration, delay: 0, options: .curveLinear,
        animations: { fromView?.alpha = 0 },
        completion: { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
      return
    }
    guard let toView = transitionContext.view(forKey: .to),
      let toVC = transitionContext.viewController(forKey: .to)
    else { return }
    toView.frame = transitionContext.finalFrame(for: toVC)
    toView.alpha = 0
    container.addSubview(toView)
    StageView.animate(
      withDuration: duration, delay: 0, options: .curveLinear,
      animations: { toView.alpha = 1 },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

@MainActor
func onScreenAlpha(_ view: StageView) -> Double {
  Double(view.layer.presentation()?.opacity ?? -1)
}

/// A photo grid cell: an image view inside a cell inside a scrolled grid.
@MainActor
final class GridViewController: StageViewController {
  let grid = StageView(frame: CGRect(x: 0, y: 100, width: 390, height: 744))
  let cell = StageView(frame: CGRect(x: 130, y: 400, width: 130, height: 130))
  let photo = StageImageView(
    image: StageImage(size: CGSize(width: 110, height: 110), color: .white, name: "photo"))

  override func viewDidLoad() {
    // The grid is scrolled down by 250 points: its bounds origin moves, as a scroll view's.
    grid.bounds.origin = CGPoint(x: 0, y: 250)
    photo.frame = CGRect(x: 10, y: 10, width: 110, height: 110)
    cell.addSubview(photo)
    grid.addSubview(cell)
    view.addSubview(grid)
  }
}

/// The detail screen: the same photo, large.
@MainActor
final class PhotoDetailViewController: StageViewController {
  let photo = StageImageView(
    image: StageImage(size: CGSize(width: 390, height: 390), color: .white, name: "photo"))

  override func viewDidLoad() {
    photo.frame = CGRect(x: 0, y: 120, width: 390, height: 390)
    view.addSubview(photo)
  }
}

/// The snapshot zoom of the fourth article: a snapshot of the cell's photo flies to the
/// detail photo on a 0.6-damping spring while the detail screen fades in.
@MainActor
final class SnapshotZoomAnimator: StageNavigationControllerDelegate,
  StageViewControllerAnimatedTransitioning
{
  let grid: GridViewController
  var snapshot: StageView?

  init(grid: GridViewController) {
    self.grid = grid
  }

  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    operation == .push ? self : nil
  }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> Double
  { 1.0 }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    guard let detail = transitionContext.viewController(forKey: .to) as? PhotoDetailViewController,
      let snapshot = grid.photo.snapshotView(afterScreenUpdates: false)
    else { return }
    self.snapshot = snapshot
    let container = transitionContext.containerView
    snapshot.frame = container.convert(grid.photo.frame, from: grid.photo.superview)
    grid.photo.isHidden = true
    detail.view.frame = transitionContext.finalFrame(for: detail)
    detail.view.alpha = 0
    detail.photo.isHidden = true
    container.addSubview(detail.view)
    container.addSubview(snapshot)
    StageView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      usingSpringWithDamping: 0.6, initialSpringVelocity: 1, options: .curveLinear,
      animations: {
        snapshot.frame = container.convert(detail.photo.frame, from: detail.photo.superview)
        detail.view.alpha = 1
      },
      completion: { _ in
        snapshot.removeFromSuperview()
        self.grid.photo.isHidden = false
        detail.photo.isHidden = false
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

@MainActor
@Suite struct ArticlePortTests {
  let window = StageWindow.phone()

  @Test func fadePush() {
    let a = screen("A")
    let b = screen("B")
    let navigation = StageNavigationController(rootViewController: a)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let fade = FadeTransitionDelegate()
    navigation.delegate = fade
    navigation.pushViewController(b, animated: true)
    #expect(onScreenAlpha(b.view) == 0)
    window.advance(by: 0.2)
    #expect(abs(onScreenAlpha(b.view) - 0.5) < 1e-9)
    #expect(onScreenAlpha(a.view) == 1, "the outgoing view stays beneath")
    window.advance(by: 0.2)
    #expect(onScreenAlpha(b.view) == 1)
    #expect(b.view.superview === navigation.transitionView)
    #expect(a.view.superview == nil)
  }

  @Test func fadeTabSwitch() {
    let first = screen("First")
    let second = screen("Second")
    let tabs = StageTabBarController()
    tabs.viewControllers = [first, second]
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    let fade = FadeTransitionDelegate(duration: 0.3)
    tabs.delegate = fade
    tabs.selectedIndex = 1
    window.advance(by: 0.15)
    #expect(abs(onScreenAlpha(second.view) - 0.5) < 1e-9)
    #expect(first.view.superview === tabs.transitionView)
    #expect(window.runUntilIdle())
    #expect(second.view.superview === tabs.transitionView)
    #expect(first.view.superview == nil)
    #expect(tabs.selectedViewController === second)
  }

  @Test func snapshotZoomFromAGridCellToTheDetailPhoto() throws {
    let grid = GridViewController()
    grid.title = "Grid"
    let navigation = StageNavigationController(rootViewController: grid)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let zoom = SnapshotZoomAnimator(grid: grid)
    navigation.delegate = zoom
    let detail = PhotoDetailViewController()
    detail.title = "Detail"
    navigation.pushViewController(detail, animated: true)

    // Start: the snapshot covers the cell's photo exactly, in container coordinates: the
    // grid (y 100) scrolled by 250, the cell at y 400, the photo 10 inside it.
    let snapshot = try #require(zoom.snapshot)
    #expect(
      snapshot.layer.presentation()?.frame
        == CGRect(x: 140, y: 100 - 250 + 400 + 10, width: 110, height: 110))
    #expect(snapshot.frame == CGRect(x: 0, y: 120, width: 390, height: 390), "the model is the end")
    #expect(grid.photo.isHidden, "the original hides while its snapshot flies")
    #expect(onScreenAlpha(detail.view) == 0)

    // Middle: under way, and the 0.6-damping spring overshoots its target width.
    var widest: CGFloat = 0
    for _ in 0..<60 {
      window.advance(by: 1.0 / 60)
      widest = max(widest, snapshot.layer.presentation()?.bounds.width ?? 0)
    }
    #expect(widest > 390, "an under-damped spring passes its target")

    // End: the snapshot is gone, both photos show, the detail screen is on top.
    #expect(window.runUntilIdle())
    #expect(snapshot.superview == nil)
    #expect(!grid.photo.isHidden && !detail.photo.isHidden)
    #expect(detail.view.superview === navigation.transitionView)
    #expect(grid.view.superview == nil)
    #expect(onScreenAlpha(detail.view) == 1)
  }
}
