import Foundation

extension Timeline {
  /// The timeline as a text table: one line per track (node, property, then its value at
  /// each fraction of the duration), after a line listing the nodes bottom to top.
  ///
  /// Snapshot tests pin an effect's motion with it, and `transit timeline` prints it:
  ///
  /// ```text
  /// duration 0.35 s; nodes: from, to
  /// node | property | 0% | 25% | 50% | 75% | 100%
  /// to | transform | translate(390, 0) | translate(362.1, 0) | translate(195, 0) | … | identity
  /// ```
  ///
  /// Numbers have at most three decimals, with `-0` written `0`, so tables compare across
  /// platforms.
  ///
  /// - Parameter fractions: Where to sample, as fractions of the duration; clamped to 0…1.
  /// - Returns: The table, lines separated by newlines and ending with one.
  public func table(at fractions: [Double] = [0, 0.25, 0.5, 0.75, 1]) -> String {
    let sampler = TimelineSampler(self)
    var frame = sampler.makeFrame()
    let clamped = fractions.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
    var columns: [[String]] = []
    for fraction in clamped {
      sampler.sample(progress: fraction, into: &frame)
      columns.append((0..<frame.trackCount).map { Self.describe(frame.value(ofTrack: $0)) })
    }
    let header =
      "duration \(Self.number(duration)) s; nodes: "
      + nodes.map(\.id.rawValue).joined(separator: ", ")
    var lines = [header]
    let percents = clamped.map { "\(Self.number($0 * 100))%" }
    lines.append((["node", "property"] + percents).joined(separator: " | "))
    for index in 0..<frame.trackCount {
      let target = frame.target(ofTrack: index)
      let values = columns.map { $0[index] }
      lines.append(
        ([target.node.rawValue, target.property.rawValue] + values).joined(separator: " | "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A value as the table writes it.
  static func describe(_ value: AnimationValue) -> String {
    switch value {
    case .scalar(let x): return number(x)
    case .point(let p): return "(\(number(Double(p.x))), \(number(Double(p.y))))"
    case .size(let s): return "\(number(Double(s.width)))×\(number(Double(s.height)))"
    case .rect(let r):
      return "(\(number(Double(r.minX))), \(number(Double(r.minY))), "
        + "\(number(Double(r.width)))×\(number(Double(r.height))))"
    case .color(let c):
      return "rgba(\(number(c.red)), \(number(c.green)), \(number(c.blue)), \(number(c.alpha)))"
    case .shape(let s):
      return
        "shape(\(describe(.rect(s.rect))) corners \(number(s.cornerWidth))×\(number(s.cornerHeight)))"
    case .transform(let t):
      if t.isIdentity { return "identity" }
      if let a = t.affineComponents {
        if a.a == 1, a.b == 0, a.c == 0, a.d == 1 {
          return "translate(\(number(a.tx)), \(number(a.ty)))"
        }
        return "affine(\([a.a, a.b, a.c, a.d, a.tx, a.ty].map(number).joined(separator: " ")))"
      }
      let entries = [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
      ]
      return "matrix(\(entries.map(number).joined(separator: " ")))"
    }
  }

  /// A number with at most three decimals and no negative zero.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e12 { return String(Int(rounded)) }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
