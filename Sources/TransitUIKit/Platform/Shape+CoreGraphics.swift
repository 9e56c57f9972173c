// The engine's shape as a Core Graphics path. On the stage `CGPath` is the engine's own
// type.
#if TRANSIT_STAGE
  import Transit

  extension Shape {
    /// The shape itself: the stage's `CGPath` is the engine's type, which its shape layers
    /// draw.
    public var cgPath: CGPath { self }
  }
#elseif canImport(UIKit)
  import CoreGraphics
  import Transit

  extension Shape {
    /// The outline as a Core Graphics path: ``Shape/outline``'s ten elements, the same for
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
      return path
    }
  }
#endif
