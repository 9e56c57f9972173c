#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  // UIKit's controllers are what the engine's installer handles: every member the
  // protocols ask for is one they have, so conforming adds nothing to their API.

  extension UIViewController: TransitionHostScreen {}

  extension UINavigationController: TransitionHostNavigationController {}

  extension UITabBarController: TransitionHostTabBarController {}

  extension UINavigationController: TransitionHostDelegatingContainer {}

  extension UITabBarController: TransitionHostDelegatingContainer {}
#endif
