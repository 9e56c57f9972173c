#if canImport(UIKit) && !TRANSIT_STAGE
  import Transit
  import UIKit

  // UIKit's controllers are what the engine's installer handles: every member the
  // protocols ask for is one they have, so conforming adds nothing to their API.

  extension UIViewController: TransitionHostScreen {}

  extension UINavigationController: TransitionHostNavigationController {}

  extension UITabBarController: TransitionHostTabBarController {}

  extension UINavigationController: TransitionHostDelegatingContainer {}

  extension UITabBarController: TransitionHostDelegatingContainer {}

  extension TransitContainerViewController: TransitionHostChildContainer {}
#endif
