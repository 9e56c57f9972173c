#if canImport(UIKit) && !TRANSIT_STAGE
  // An app adds one product and writes one import: `import TransitUIKit` brings the
  // engine's `Transition`, effects and presentations with it.
  @_exported import Transit
#endif
