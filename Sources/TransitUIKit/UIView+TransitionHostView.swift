#if canImport(UIKit) && !TRANSIT_STAGE
  import Transit
  import UIKit

  // UIKit's views are what the engine's player handles: every member the protocol asks for
  // is one `UIView` has, so conforming adds nothing to its API.

  extension UIView: LayerBackedTransitionHostView {}

  extension UIView.AutoresizingMask: TransitionHostAutoresizingMask {}

  extension UIKeyboardLayoutGuide: TransitionHostLayoutGuide {}
#endif
