#if canImport(UIKit) || TRANSIT_STAGE
  // The toolkit's names: Core Animation's own, or on the stage the twins TransitStage maps
  // them to (there `CATransform3D` is the engine's own type, with `Double` entries, so each
  // conversion copies the entries unchanged).
  #if !TRANSIT_STAGE
    import QuartzCore
  #endif
  import Transit

  extension CATransform3D {
    /// The Core Animation transform with the same sixteen entries.
    ///
    /// - Parameter transform: The engine's transform.
    init(_ transform: Transform3D) {
      let t = transform
      self.init(
        m11: CGFloat(t.m11), m12: CGFloat(t.m12), m13: CGFloat(t.m13), m14: CGFloat(t.m14),
        m21: CGFloat(t.m21), m22: CGFloat(t.m22), m23: CGFloat(t.m23), m24: CGFloat(t.m24),
        m31: CGFloat(t.m31), m32: CGFloat(t.m32), m33: CGFloat(t.m33), m34: CGFloat(t.m34),
        m41: CGFloat(t.m41), m42: CGFloat(t.m42), m43: CGFloat(t.m43), m44: CGFloat(t.m44))
    }
  }

  extension Transform3D {
    /// The engine's transform with the same sixteen entries as a Core Animation one. The
    /// label keeps it apart from the conversion the other way, which on the stage, where
    /// both types are one, would otherwise be the same initializer.
    ///
    /// - Parameter transform: The Core Animation transform.
    init(caTransform3D transform: CATransform3D) {
      let t = transform
      self.init(
        m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m13), m14: Double(t.m14),
        m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m23), m24: Double(t.m24),
        m31: Double(t.m31), m32: Double(t.m32), m33: Double(t.m33), m34: Double(t.m34),
        m41: Double(t.m41), m42: Double(t.m42), m43: Double(t.m43), m44: Double(t.m44))
    }
  }
#endif
