import Foundation
import StageKit
import Transit

// The host source in `Host` (a link to TransitUIKit's folder) spells UIKit's and Core
// Animation's names; compiled here, with `TRANSIT_STAGE` defined, those names are the
// stage's twins. This file is the only place that says which toolkit the host has.
//
// The names are public, as the host's public signatures use them, so a file that imports
// both UIKit and TransitStage (on iOS) writes `UIKit.CALayer` where it means UIKit's.

/// The stage's `UIView`.
public typealias UIView = StageView
/// The stage's `UIViewController`.
public typealias UIViewController = StageViewController
/// The stage's `UINavigationController`.
public typealias UINavigationController = StageNavigationController
/// The stage's `UITabBarController`.
public typealias UITabBarController = StageTabBarController
/// The stage's `UIKeyboardLayoutGuide`.
public typealias UIKeyboardLayoutGuide = StageKeyboardLayoutGuide
/// The stage's `UIResponder`, for what it declares about the keyboard: its notifications'
/// names and their user info's keys.
public typealias UIResponder = StageResponder
/// The stage's `UIAccessibilityTraits`.
public typealias UIAccessibilityTraits = StageAccessibilityTraits
/// The stage's `UIModalPresentationStyle`.
public typealias UIModalPresentationStyle = StageModalPresentationStyle
/// The stage's `UIColor`.
public typealias UIColor = StageColor
/// The stage's `UIGraphicsImageRenderer`.
public typealias UIGraphicsImageRenderer = StageGraphicsImageRenderer
/// The stage's `UIViewControllerContextTransitioning`.
public typealias UIViewControllerContextTransitioning = StageViewControllerContextTransitioning
/// The stage's `UIViewControllerAnimatedTransitioning`.
public typealias UIViewControllerAnimatedTransitioning = StageViewControllerAnimatedTransitioning
/// The stage's `UIViewControllerInteractiveTransitioning`.
public typealias UIViewControllerInteractiveTransitioning =
  StageViewControllerInteractiveTransitioning
/// The stage's `UIScrollView`.
public typealias UIScrollView = StageScrollView
/// The stage's `UIGestureRecognizer`.
public typealias UIGestureRecognizer = StageGestureRecognizer
/// The stage's `UIPanGestureRecognizer`.
public typealias UIPanGestureRecognizer = StagePanGestureRecognizer
/// The stage's `UIPinchGestureRecognizer`.
public typealias UIPinchGestureRecognizer = StagePinchGestureRecognizer
/// The stage's `UIEdgeInsets`.
public typealias UIEdgeInsets = StageEdgeInsets
/// The stage's `UIPresentationController`.
public typealias UIPresentationController = StagePresentationController
/// The stage's `CALayer`.
public typealias CALayer = StageLayer
/// The stage's `CAShapeLayer`.
public typealias CAShapeLayer = StageShapeLayer
/// The stage's `CAAnimation`.
public typealias CAAnimation = StageAnimation
/// The stage's `CAPropertyAnimation`.
public typealias CAPropertyAnimation = StagePropertyAnimation
/// The stage's `CABasicAnimation`.
public typealias CABasicAnimation = StageBasicAnimation
/// The stage's `CAKeyframeAnimation`.
public typealias CAKeyframeAnimation = StageKeyframeAnimation
/// The stage's `CASpringAnimation`.
public typealias CASpringAnimation = StageSpringAnimation
/// The stage's `CAMediaTimingFunction`.
public typealias CAMediaTimingFunction = StageMediaTimingFunction
/// The stage's `CAAnimationDelegate`.
public typealias CAAnimationDelegate = StageAnimationDelegate
/// The stage's `CATransaction`.
public typealias CATransaction = StageTransaction
/// The stage's `CATransform3D`: the engine's transform.
public typealias CATransform3D = Transform3D
/// The stage's `CGColor`: the engine's colour.
public typealias CGColor = Color
/// The stage's `CGPath`: the engine's shape, which its shape layers draw.
public typealias CGPath = Shape
/// The stage's `CGMutablePath`: a builder whose `copy()` is the shape it outlines.
public typealias CGMutablePath = StageMutablePath
/// The stage's `UIViewImplicitlyAnimating`.
public typealias UIViewImplicitlyAnimating = StageViewImplicitlyAnimating
/// The stage's `UIViewAnimatingState`.
public typealias UIViewAnimatingState = StageViewAnimatingState
/// The stage's `UIViewAnimatingPosition`.
public typealias UIViewAnimatingPosition = StageViewAnimatingPosition
/// The stage's `UIViewPropertyAnimator`.
public typealias UIViewPropertyAnimator = StageViewPropertyAnimator
/// The stage's `UITimingCurveProvider`.
public typealias UITimingCurveProvider = StageTimingCurveProvider
/// The stage's `UITapGestureRecognizer`.
public typealias UITapGestureRecognizer = StageTapGestureRecognizer
/// The stage's `UIWindow`.
public typealias UIWindow = StageWindow
/// The stage's `UINavigationControllerDelegate`.
public typealias UINavigationControllerDelegate = StageNavigationControllerDelegate
/// The stage's `UITabBarControllerDelegate`.
public typealias UITabBarControllerDelegate = StageTabBarControllerDelegate
/// The stage's `UIViewControllerTransitioningDelegate`.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
/// The stage's `UIGestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = StageGestureRecognizerDelegate
/// The stage's `UIScreenEdgePanGestureRecognizer`.
public typealias UIScreenEdgePanGestureRecognizer = StageScreenEdgePanGestureRecognizer
/// The stage's `UITransitionContextViewControllerKey`.
public typealias UITransitionContextViewControllerKey = StageTransitionContextViewControllerKey
/// The stage's `UITransitionContextViewKey`.
public typealias UITransitionContextViewKey = StageTransitionContextViewKey
/// The stage's `UIAdaptivePresentationControllerDelegate`.
public typealias UIAdaptivePresentationControllerDelegate =
  StageAdaptivePresentationControllerDelegate
/// The stage's `UIViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// The stage's `UIAccessibility`: its settings answered from the window whose turn runs.
public typealias UIAccessibility = StageAccessibility

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Core Animation's `CACurrentMediaTime()` on the stage: the clock time of the window whose
/// turn runs (`StageCurrentMediaTime()`).
///
/// - Returns: The current media time, in seconds.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval { StageCurrentMediaTime() }
