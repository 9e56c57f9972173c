#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: Core Graphics' own, or on the stage the twins TransitStage maps
  // them to (there `CGPath` is the engine's shape, and `CGMutablePath` a builder whose
  // `copy()` reads the shape back).
  #if !TRANSIT_STAGE
    import CoreGraphics
  #endif
  import Transit

  extension Shape {
    /// The outline as a Core Graphics path: `Shape.outline`'s ten elements, the same for
    /// every shape, so a `path` animation between any two shapes interpolates smoothly.
    public var cgPath: CGPath {
      let path = CGMutablePath()
      for element in outline {
        switch element {
        case .move(let point): path.move(to: point)
        case .line(let point): path.addLine(to: point)
        case .curve(let point, let control1, let control2):
          path.addCurve(to: point, control1: control1, control2: control2)
        case .close: path.closeSubpath()
        }
      }
      #if TRANSIT_STAGE
        // The stage's paths are shapes: the builder reads back the one it outlines.
        return path.copy() ?? self
      #else
        return path
      #endif
    }
  }
#endif
