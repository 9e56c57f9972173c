// On Apple platforms CGRect's geometry (`minX`, `width`, `insetBy`…) comes from the
// CoreGraphics overlay (Foundation brings it on Linux). One import per target is enough:
// an imported module's members are visible in every file of the target.
#if canImport(CoreGraphics)
  import CoreGraphics
#endif
