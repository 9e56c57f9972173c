import StageKit
import Transit

// The stage's own custom container is what the engine's installer handles there until
// TransitContainerViewController is shared: every member the protocol asks for is one it
// has, as UIKit's containers have them.

extension StageContainerViewController: TransitionHostChildContainer {}
