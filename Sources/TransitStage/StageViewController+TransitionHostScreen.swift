import StageKit
import Transit

// The stage's controllers are what the engine's installer handles: every member the
// protocols ask for is one they have, as UIKit's have it.

extension StageViewController: TransitionHostScreen {}

extension StageNavigationController: TransitionHostNavigationController {}

extension StageTabBarController: TransitionHostTabBarController {}

extension StageNavigationController: TransitionHostDelegatingContainer {}

extension StageTabBarController: TransitionHostDelegatingContainer {}

extension StageContainerViewController: TransitionHostChildContainer {}
