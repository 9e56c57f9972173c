#if canImport(UIKit) && !TRANSIT_STAGE
  // An app adds one product and writes one import: `import TransitUIKit` brings the
  // engine's `Transition`, effects and presentations with it. UIKit is exported to the
  // host's own files too: they spell UIKit's and Core Animation's names without importing
  // a toolkit, so the stage can compile them against its twin (TransitStage's name map).
  @_exported import Transit
  @_exported import UIKit
#endif
