#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  // UIKit's views are what the engine's player handles: every member the protocol asks for
  // is one `UIView` has, so conforming adds nothing to its API.

  extension UIView: LayerBackedTransitionHostView {}

  extension UIView.AutoresizingMask: TransitionHostAutoresizingMask {}

  extension UIKeyboardLayoutGuide: TransitionHostLayoutGuide {}
#endif
