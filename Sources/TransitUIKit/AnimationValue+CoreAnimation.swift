#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: UIKit's own, or on the stage the twins TransitStage maps them to.
  #if !TRANSIT_STAGE
    import QuartzCore
  #endif
  import Transit

  extension AnimationValue {
    /// The object Core Animation takes for the value, in `fromValue`, `values` or
    /// `setValue(_:forKeyPath:)`: a number, an `NSValue`, a `CGColor` or a `CGPath`.
    var coreAnimationValue: Any {
      switch self {
      case .scalar(let value): NSNumber(value: value)
      case .point(let point): NSValue(cgPoint: point)
      case .size(let size): NSValue(cgSize: size)
      case .rect(let rect): NSValue(cgRect: rect)
      case .transform(let transform): NSValue(caTransform3D: CATransform3D(transform))
      case .color(let color): color.cgColor
      case .shape(let shape): shape.cgPath
      }
    }
  }
#endif
