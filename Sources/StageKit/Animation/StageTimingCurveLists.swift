import Transit

/// The engine's timing curves of the lists of timing functions a clock's keyframe animations
/// hold, read once per list: a host hands the same list to hundreds of animations (springs
/// fitted alike), and a curve is a large value, so reading it again for each would copy
/// kilobytes per animation.
struct StageTimingCurveLists {
  private var lists: [Int: (functions: [StageMediaTimingFunction], curves: [TimingCurve])] = [:]

  /// At most this many lists are kept; then the oldest are forgotten all together.
  private static let capacity = 512

  /// The curves of a list of timing functions.
  ///
  /// - Parameter functions: The list.
  /// - Returns: Each function's curve, in order.
  mutating func curves(of functions: [StageMediaTimingFunction]) -> [TimingCurve] {
    var hasher = Hasher()
    hasher.combine(functions.count)
    if let first = functions.first { hasher.combine(first) }
    if let last = functions.last { hasher.combine(last) }
    if functions.count > 2 { hasher.combine(functions[functions.count / 2]) }
    let key = hasher.finalize()
    if let known = lists[key], known.functions == functions { return known.curves }
    var curves: [TimingCurve] = []
    curves.reserveCapacity(functions.count)
    for function in functions { curves.append(function.curve) }
    if lists.count >= Self.capacity { lists.removeAll(keepingCapacity: true) }
    lists[key] = (functions, curves)
    return curves
  }
}
