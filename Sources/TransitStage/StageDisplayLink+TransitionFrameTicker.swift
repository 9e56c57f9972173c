import StageKit
import Transit

// The stage's display link is the per-frame callback the engine's animator core asks for.

extension StageDisplayLink: TransitionFrameTicker {}
