import Foundation
import Transit

/// The engine's timing curves and key times of the lists of timing functions and boxed key
/// times a clock's keyframe animations hold, read once per list: a host hands the same
/// lists to hundreds of animations (springs fitted alike), and a curve is a large value, so
/// reading them again for each would copy kilobytes per animation.
struct StageKeyframeLists {
  private var curveLists: [Int: (functions: [StageMediaTimingFunction], curves: [TimingCurve])] =
    [:]
  private var keyTimeLists: [Int: (boxed: [NSNumber], times: [Double])] = [:]

  /// At most this many lists of each kind are kept; then they are forgotten all together.
  private static let capacity = 512

  /// The curves of a list of timing functions.
  ///
  /// - Parameter functions: The list.
  /// - Returns: Each function's curve, in order.
  mutating func curves(of functions: [StageMediaTimingFunction]) -> [TimingCurve] {
    let key = Self.quickHash(of: functions)
    if let known = curveLists[key], known.functions == functions { return known.curves }
    var curves: [TimingCurve] = []
    curves.reserveCapacity(functions.count)
    for function in functions { curves.append(function.curve) }
    if curveLists.count >= Self.capacity { curveLists.removeAll(keepingCapacity: true) }
    curveLists[key] = (functions, curves)
    return curves
  }

  /// The numbers in a list of boxed key times.
  ///
  /// - Parameter boxed: The list.
  /// - Returns: Each key time, in order.
  mutating func keyTimes(of boxed: [NSNumber]) -> [Double] {
    let key = Self.quickHash(of: boxed)
    if let known = keyTimeLists[key],
      Self.shareStorage(known.boxed, boxed) || known.boxed.elementsEqual(boxed, by: ===)
    {
      return known.times
    }
    var times: [Double] = []
    times.reserveCapacity(boxed.count)
    for number in boxed { times.append(number.doubleValue) }
    if keyTimeLists.count >= Self.capacity { keyTimeLists.removeAll(keepingCapacity: true) }
    keyTimeLists[key] = (boxed, times)
    return times
  }

  /// A hash of a list's length and a few of its elements: quick to take, and lists from one
  /// host share their storage, so comparing them whole on a hit is quick too.
  private static func quickHash(of list: [StageMediaTimingFunction]) -> Int {
    var hasher = Hasher()
    hasher.combine(list.count)
    if let first = list.first { hasher.combine(first) }
    if let last = list.last { hasher.combine(last) }
    if list.count > 2 { hasher.combine(list[list.count / 2]) }
    return hasher.finalize()
  }

  /// Whether two lists are one array (a host's shared list), by their storage's address.
  private static func shareStorage(_ a: [NSNumber], _ b: [NSNumber]) -> Bool {
    let first = a.withUnsafeBufferPointer { $0.baseAddress }
    let second = b.withUnsafeBufferPointer { $0.baseAddress }
    return first != nil && first == second && a.count == b.count
  }

  private static func quickHash(of list: [NSNumber]) -> Int {
    var hasher = Hasher()
    hasher.combine(list.count)
    if let first = list.first { hasher.combine(ObjectIdentifier(first)) }
    if let last = list.last { hasher.combine(ObjectIdentifier(last)) }
    if list.count > 2 { hasher.combine(ObjectIdentifier(list[list.count / 2])) }
    return hasher.finalize()
  }
}
