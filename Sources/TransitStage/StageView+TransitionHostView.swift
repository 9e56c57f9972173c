import StageKit
import Transit

// The stage's views are what the engine's player handles: every member the protocol asks
// for is one `StageView` has, as `UIView` has it.

extension StageView: LayerBackedTransitionHostView {}

extension StageView.AutoresizingMask: TransitionHostAutoresizingMask {}

extension StageKeyboardLayoutGuide: TransitionHostLayoutGuide {}
