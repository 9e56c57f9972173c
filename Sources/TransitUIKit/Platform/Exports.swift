// What importing the host brings. An app adds one product and writes one import:
// `import TransitUIKit` brings the engine's `Transition`, effects and presentations with
// it. The stage's host is used together with the stage it plays on, as TransitUIKit comes
// with UIKit at hand: importing it brings the UIKit twin, and Foundation, which the host's
// files spell without importing it, as UIKit brings it there.
#if TRANSIT_STAGE
  @_exported import Foundation
  @_exported import StageKit
#elseif canImport(UIKit)
  @_exported import Transit
#endif
