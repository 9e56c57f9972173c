import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

// UIKit transition code, as apps write it, with only its type names changed: it must
// compile and behave on the stage as it does in UIKit (docs/design.md#stage).

extension StageColor {
  /// An app's own convenience initializer, as apps extend `UIColor`.
  convenience init(hex: Int) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
  }
}

/// A screen written as a UIKit subclass is.
@MainActor
final class PortedScreen: StageViewController {
  private(set) var memoryWarnings = 0

  init() {
    super.init(nibName: nil, bundle: nil)
    navigationItem.title = "Ported"
    navigationItem.hidesBackButton = true
  }

  // As a UIKit subclass with an initializer of its own must.
  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    memoryWarnings += 1
  }
}

/// A push animator as UIKit code writes it: `toVC.view!`, the nested operation type, a
/// property animator made from spring timing parameters.
@MainActor
final class PortedPushAnimator: StageNavigationControllerDelegate,
  StageViewControllerAnimatedTransitioning
{
  var operation: StageNavigationController.Operation = .none

  func navigationController(
    _ navigationController: StageNavigationController,
    animationControllerFor operation: StageNavigationController.Operation,
    from fromVC: StageViewController, to toVC: StageViewController
  ) -> (any StageViewControllerAnimatedTransitioning)? {
    self.operation = operation
    return self
  }

  func transitionDuration(using transitionContext: (any StageViewControllerContextTransitioning)?)
    -> CFTimeInterval
  { 0.5 }

  func animateTransition(using transitionContext: any StageViewControllerContextTransitioning) {
    guard let toVC = transitionContext.viewController(forKey: .to) else { return }
    let toView = toVC.view!
    let final = transitionContext.finalFrame(for: toVC)
    toView.frame = final.offsetBy(dx: final.width, dy: 0)
    transitionContext.containerView.addSubview(toView)
    let timing = StageSpringTimingParameters(
      dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
    let animator = StageViewPropertyAnimator(duration: 0.5, timingParameters: timing)
    animator.addAnimations { toView.frame = final }
    animator.addCompletion { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    animator.startAnimation()
  }
}

@MainActor
@Suite struct UIKitSpellingTests {
  @Test func aSubclassWrittenForUIKitBuildsAndKeepsItsNavigationItem() {
    let ported = PortedScreen()
    #expect(ported.nibName == nil && ported.nibBundle == nil)
    #expect(ported.navigationItem.title == "Ported" && ported.navigationItem.hidesBackButton)
    ported.didReceiveMemoryWarning()
    #expect(ported.memoryWarnings == 1)
  }

  @Test func colorsAreAClassAppsExtend() {
    let teal = StageColor(hex: 0x008080)
    #expect(teal == StageColor(red: 0, green: 128 / 255, blue: 128 / 255, alpha: 1))
    #expect(teal.withAlphaComponent(0.5).cgColor.alpha == 0.5)
  }

  @Test func theTintIsInheritedUntilAViewSetsItsOwn() {
    let parent = StageView()
    let child = StageView()
    parent.addSubview(child)
    #expect(child.tintColor == .systemBlue, "UIKit's default tint")
    parent.tintColor = .red
    #expect(child.tintColor == .red)
    child.tintColor = .green
    #expect(child.tintColor == .green && parent.tintColor == .red)
    child.tintColor = nil
    #expect(child.tintColor == .red, "nil inherits again")
    #expect(child.isOpaque)
  }

  @Test func aPortedAnimatorPushesWithASpringFromTimingParameters() throws {
    let window = StageWindow.phone()
    let list = screen("List")
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let animator = PortedPushAnimator()
    navigation.delegate = animator
    let detail = PortedScreen()
    navigation.pushViewController(detail, animated: true)
    #expect(animator.operation == .push)
    window.advance(by: 0.25)
    let x = try #require(detail.view.layer.presentation()?.frame.minX)
    #expect(x > 0 && x < 390, "on its way: \(x)")
    #expect(window.runUntilIdle())
    #expect(detail.view.frame.minX == 0 && navigation.topViewController === detail)
  }

  @Test func cubicTimingParametersPaceAPropertyAnimatorAlongTheirCurve() throws {
    let window = StageWindow.phone()
    let view = StageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    let linear = StageCubicTimingParameters(
      controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
    let animator = StageViewPropertyAnimator(duration: 1, timingParameters: linear)
    animator.addAnimations { view.alpha = 0 }
    animator.startAnimation()
    window.advance(by: 0.25)
    let opacity = try #require(view.layer.presentation()?.opacity)
    #expect(abs(Double(opacity) - 0.75) < 1e-3)
    let easeOut = StageCubicTimingParameters(animationCurve: .easeOut)
    #expect(easeOut.cubicTimingParameters?.curve == TimingCurve(.easeOut))
    #expect(easeOut.springTimingParameters == nil)
  }
}
