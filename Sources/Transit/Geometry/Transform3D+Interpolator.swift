import Foundation

extension Transform3D {
  /// Two transforms prepared once for sampling every frame: decomposed up front, with the
  /// rotation's arc, the differences between the pieces and the shape of the result
  /// precomputed, so that each ``transform(at:)`` costs at most one sine and cosine and a
  /// recomposition that skips the pieces both ends leave out.
  ///
  /// It gives the same values as ``Transform3D/interpolated(to:fraction:)``: by
  /// decomposition when both ends are ``Transform3D/isDecomposable``, entry by entry
  /// otherwise.
  ///
  /// ```swift
  /// let flip = Transform3D.Interpolator(
  ///   from: .perspective(distance: 500),
  ///   to: Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
  ///     .concatenating(.perspective(distance: 500)))
  /// let frame = flip.transform(at: 0.5)  // edge-on: a quarter turn
  /// ```
  public struct Interpolator: Sendable, Hashable {
    /// Everything, precomputed, behind one reference: the plan is a few hundred bytes, and
    /// a value that size is copied in full (by `memcpy`) each time a method is called on an
    /// array element; a reference is not.
    private let storage: Storage

    /// The transform at fraction 0.
    public var start: Transform3D { storage.start }
    /// The transform at fraction 1.
    public var end: Transform3D { storage.end }

    /// Prepares the interpolation from one transform to another.
    ///
    /// - Parameters:
    ///   - start: The transform at fraction 0.
    ///   - end: The transform at fraction 1.
    public init(from start: Transform3D, to end: Transform3D) {
      storage = Storage(plan: InterpolationPlan(from: start, to: end), start: start, end: end)
    }

    /// Returns the transform a fraction of the way from ``start`` to ``end``.
    ///
    /// - Parameter fraction: How far to go: 0 gives `start`, 1 gives `end`, values outside
    ///   0…1 extrapolate, and a non-finite fraction gives `start`.
    /// - Returns: The interpolated transform; non-finite entries are read and returned as
    ///   the identity's.
    @inline(__always)
    public func transform(at fraction: Double) -> Transform3D {
      // Inlined, so that the common cases read the storage in place, without a call: a
      // fraction strictly between the ends, and the ends themselves (a timeline holds
      // tracks that have not started or have finished at 0 or 1).
      let storage = storage
      if storage.plan.isFast(at: fraction) {
        return storage.plan.fastTransform(at: fraction)
      }
      if fraction == 1 { return storage.finiteEnd }
      if fraction == 0 || !fraction.isFinite { return storage.finiteStart }
      return storage.slowTransform(at: fraction)
    }

    /// The plan and the two ends, shared by copies of the interpolator.
    private final class Storage: Sendable {
      let plan: InterpolationPlan
      let start: Transform3D
      let end: Transform3D
      /// The ends with non-finite entries read as the identity's, as they are returned.
      let finiteStart: Transform3D
      let finiteEnd: Transform3D

      init(plan: InterpolationPlan, start: Transform3D, end: Transform3D) {
        self.plan = plan
        self.start = start
        self.end = end
        finiteStart = start.finite()
        finiteEnd = end.finite()
      }

      @inline(never)
      func slowTransform(at fraction: Double) -> Transform3D {
        plan.slowTransform(at: fraction, start: start, end: end)
      }
    }

    /// Two interpolators are equal when they run between equal transforms.
    ///
    /// - Parameters:
    ///   - lhs: An interpolator.
    ///   - rhs: Another interpolator.
    /// - Returns: Whether their starts and ends are equal.
    public static func == (lhs: Interpolator, rhs: Interpolator) -> Bool {
      lhs.start == rhs.start && lhs.end == rhs.end
    }

    /// Hashes the start and end transforms.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(start)
      hasher.combine(end)
    }
  }
}

/// Everything ``Transform3D/Interpolator`` precomputes from its two ends, so that a sample
/// in the common case is a sine and cosine (when the rotation changes) and a recomposition
/// that skips the pieces both ends leave out.
struct InterpolationPlan: Sendable {
  // What every frame reads comes first, so a sample touches a few adjacent cache lines.
  let line: PieceLine
  let rotation: RotationPath
  /// The largest fraction magnitude the fast path takes: at most 1e6, and one for which no
  /// piece or entry can overflow; -1 when the ends are not both decomposable.
  let fastLimit: Double
  let isDecomposed: Bool

  init(from start: Transform3D, to end: Transform3D) {
    let (a, aIsExact) = start.decomposition()
    let (b, bIsExact) = end.decomposition()
    line = PieceLine(from: a, to: b)
    rotation = RotationPath(from: a.quaternion, to: b.quaternion)
    isDecomposed = aIsExact && bIsExact
    // Within ±1e6 the rotation's angle stays well inside the inlined sine's range; no
    // transition goes that far.
    fastLimit = isDecomposed ? min(line.safeFraction, 1e6) : -1
  }

  /// Whether ``fastTransform(at:)`` applies: decomposable ends, a fraction other than 0 and
  /// 1, and one for which nothing can overflow, so that there is nothing to repair (a NaN
  /// fails the first comparison).
  @inline(__always)
  func isFast(at t: Double) -> Bool {
    abs(t) <= fastLimit && t != 0 && t != 1
  }

  /// The transform at a fraction for which ``isFast(at:)`` holds.
  @inline(__always)
  func fastTransform(at t: Double) -> Transform3D {
    Transform3D.composed(
      rotation: rotation.value(at: t), scale: line.scale + line.scaleDelta * t,
      skew: line.skew + line.skewDelta * t,
      translation: line.translation + line.translationDelta * t,
      perspective: line.perspective + line.perspectiveDelta * t, hasSkew: line.hasSkew,
      perspectiveShape: line.perspectiveShape)
  }

  /// The transform at any fraction, given the ends the plan was made from.
  func transform(at t: Double, start: Transform3D, end: Transform3D) -> Transform3D {
    isFast(at: t) ? fastTransform(at: t) : slowTransform(at: t, start: start, end: end)
  }

  /// Everything but the fast path: the ends, non-finite fractions, ends that are not
  /// decomposable, and fractions far enough out (or pieces large enough) that a piece or
  /// entry might overflow, where pieces and entries that are not finite become the
  /// identity's.
  func slowTransform(at t: Double, start: Transform3D, end: Transform3D) -> Transform3D {
    guard t.isFinite, t != 0 else { return start.finite() }
    if t == 1 { return end.finite() }
    guard isDecomposed else { return start.linearlyInterpolated(to: end, fraction: t) }
    let pieces = line.repairedValue(at: t)
    let result = Transform3D.composed(
      rotation: rotation.valueAtAnyFraction(t), scale: pieces.scale, skew: pieces.skew,
      translation: pieces.translation, perspective: pieces.perspective, hasSkew: true,
      perspectiveShape: .general)
    return result.allFinite ? result : result.finite()
  }
}

/// The linear part of an interpolation between two decompositions: the start's pieces and
/// their differences to the end's, so that a sample is a multiply and an add per component
/// (the same arithmetic as `start + (end - start) * t`).
struct PieceLine: Sendable {
  let translation: SIMD3<Double>
  let translationDelta: SIMD3<Double>
  let scale: SIMD3<Double>
  let scaleDelta: SIMD3<Double>
  let skew: SIMD3<Double>
  let skewDelta: SIMD3<Double>
  let perspective: SIMD4<Double>
  let perspectiveDelta: SIMD4<Double>
  /// Whether either end has a skew; when neither does, every sample's skew is zero.
  let hasSkew: Bool
  /// What the perspective is like at every fraction, from both ends.
  let perspectiveShape: PerspectiveShape
  /// The largest fraction magnitude at which no piece, and no entry recomposed from the
  /// pieces, can overflow; -1 when a piece is not finite.
  let safeFraction: Double

  init(from start: Transform3D.Decomposed, to end: Transform3D.Decomposed) {
    translation = start.translation
    translationDelta = end.translation - start.translation
    scale = start.scale
    scaleDelta = end.scale - start.scale
    skew = start.skew
    skewDelta = end.skew - start.skew
    perspective = start.perspective
    perspectiveDelta = end.perspective - start.perspective
    let none = Transform3D.Decomposed.identity
    // `!=` on vectors is true for NaN components, which keeps those on the full formula.
    hasSkew = start.skew != none.skew || end.skew != none.skew
    if start.perspective == none.perspective, end.perspective == none.perspective {
      perspectiveShape = .none
    } else if SIMD4(start.perspective.x, start.perspective.y, end.perspective.x, end.perspective.y)
      == .zero
    {
      perspectiveShape = .depth
    } else {
      perspectiveShape = .general
    }
    // Every piece at fraction t is at most A (1 + |t|) in size, A the largest start or delta
    // component (at least 1); call that P. The rotation's entries are at most 4 in size, so
    // with the skew each row of the upper block is at most 12 P², the perspective column
    // 36 P³ and m44 4 P². P ≤ 1e100 keeps all of that, and every sum on the way, finite.
    func largest(_ v: SIMD3<Double>) -> Double { max(abs(v.x), abs(v.y), abs(v.z)) }
    func largest(_ v: SIMD4<Double>) -> Double { max(abs(v.x), abs(v.y), abs(v.z), abs(v.w)) }
    let a = max(
      1, largest(translation), largest(translationDelta), largest(scale), largest(scaleDelta),
      largest(skew), largest(skewDelta), largest(perspective), largest(perspectiveDelta))
    // A non-finite piece or delta gives -1: nothing is fast.
    safeFraction = start.isFinite && end.isFinite && a.isFinite ? 1e100 / a - 1 : -1
  }

  /// The pieces at fraction `t` (with no rotation), where components that are not finite
  /// are the identity's.
  func repairedValue(at t: Double) -> Transform3D.Decomposed {
    let result = Transform3D.Decomposed(
      translation: translation + translationDelta * t,
      scale: scale + scaleDelta * t,
      skew: skew + skewDelta * t,
      perspective: perspective + perspectiveDelta * t)
    return result.isFinite ? result : result.finite()
  }
}
