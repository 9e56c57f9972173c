import Foundation
import Transit

/// A timeline as `transit timeline --json` prints it: the nodes bottom to top, and per
/// track its node, property, delay, duration, timing, and its values at 0, 25, 50, 75 and
/// 100 % of the timeline's duration.
///
/// ```json
/// {
///   "effect": "slide", "operation": "push", "style": null,
///   "screen": {"width": 393, "height": 852},
///   "duration": 0.35,
///   "fractions": [0, 0.25, 0.5, 0.75, 1],
///   "nodes": [{"id": "from", "content": {"kind": "view"}, "frame": null}, …],
///   "tracks": [{"node": "to", "property": "transform", "delay": 0, "duration": 0.35,
///               "timing": {"kind": "curves", "curves": [[0.42, 0, 0.58, 1]]},
///               "values": [{"matrix": [1, 0, …]}, …]}]
/// }
/// ```
///
/// Values by kind: a number; a point `{"x", "y"}`; a size `{"width", "height"}`; a
/// rectangle `{"x", "y", "width", "height"}`; a transform `{"matrix": [m11 … m44]}` (16
/// numbers, row by row as `CATransform3D`); a colour `{"red", "green", "blue", "alpha"}`; a
/// mask outline `{"rect": …, "cornerWidth", "cornerHeight"}`. Numbers are rounded to nine
/// decimals; a number that is not finite is written `null`.
struct TimelineDocument {
  /// The timeline.
  var timeline: Timeline
  /// The effect's name.
  var effect: String
  /// The operation's name.
  var operation: String
  /// The presentation style's name, for modal operations that name one.
  var style: String?
  /// The screen's size in points.
  var size: CGSize

  /// Where values are sampled, as fractions of the timeline's duration.
  static let fractions = [0, 0.25, 0.5, 0.75, 1]

  /// The document as JSON text, pretty-printed, ending with a line break.
  var json: String { value.text() + "\n" }

  /// The document as a JSON value.
  var value: JSONValue {
    let sampler = TimelineSampler(timeline)
    var frame = sampler.makeFrame()
    var columns: [[AnimationValue]] = []
    for fraction in Self.fractions {
      sampler.sample(progress: fraction, into: &frame)
      columns.append((0..<frame.trackCount).map { frame.value(ofTrack: $0) })
    }
    // The sampler's tracks are the timeline's, in order.
    let tracks: [JSONValue] = timeline.tracks.enumerated().map { index, track in
      .object([
        ("node", .string(track.node.rawValue)),
        ("property", .string(track.property.rawValue)),
        ("delay", .number(track.delay)),
        ("duration", .number(track.duration)),
        ("timing", Self.timing(track.timing)),
        ("values", .array(columns.map { Self.value($0[index]) })),
      ])
    }
    return .object([
      ("effect", .string(effect)),
      ("operation", .string(operation)),
      ("style", style.map(JSONValue.string) ?? .null),
      (
        "screen",
        .object([("width", .number(Double(size.width))), ("height", .number(Double(size.height)))])
      ),
      ("duration", .number(timeline.duration)),
      ("fractions", .array(Self.fractions.map(JSONValue.number))),
      ("nodes", .array(timeline.nodes.map(Self.node))),
      ("tracks", .array(tracks)),
    ])
  }

  static func node(_ node: TimelineNode) -> JSONValue {
    let content: JSONValue
    switch node.content {
    case .view:
      content = .object([("kind", .string("view"))])
    case .snapshot(let source):
      content = .object([("kind", .string("snapshot")), ("of", .string(source.rawValue))])
    case .snapshotPiece(let source, let rect):
      content = .object([
        ("kind", .string("snapshotPiece")), ("of", .string(source.rawValue)),
        ("rect", Self.rect(rect)),
      ])
    case .fill(let color):
      content = .object([("kind", .string("fill")), ("color", Self.color(color))])
    }
    return .object([
      ("id", .string(node.id.rawValue)), ("content", content),
      ("frame", node.frame.map(Self.rect) ?? .null),
    ])
  }

  static func timing(_ timing: Track.Timing) -> JSONValue {
    switch timing {
    case .curves(let curves):
      let points = curves.map { curve in
        JSONValue.array(
          [
            curve.controlPoint1.x, curve.controlPoint1.y, curve.controlPoint2.x,
            curve.controlPoint2.y,
          ]
          .map { .number(Double($0)) })
      }
      return .object([("kind", .string("curves")), ("curves", .array(points))])
    case .spring(let spring, let velocity, let isReversed):
      return .object([
        ("kind", .string("spring")), ("mass", .number(spring.mass)),
        ("stiffness", .number(spring.stiffness)), ("damping", .number(spring.damping)),
        ("initialVelocity", .number(velocity)), ("reversed", .bool(isReversed)),
      ])
    }
  }

  static func value(_ value: AnimationValue) -> JSONValue {
    switch value {
    case .scalar(let x): return .number(x)
    case .point(let p): return .object([("x", .number(Double(p.x))), ("y", .number(Double(p.y)))])
    case .size(let s):
      return .object([("width", .number(Double(s.width))), ("height", .number(Double(s.height)))])
    case .rect(let r): return rect(r)
    case .transform(let t):
      let entries = [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
      ]
      return .object([("matrix", .array(entries.map(JSONValue.number)))])
    case .color(let c): return color(c)
    case .shape(let s):
      return .object([
        ("rect", rect(s.rect)), ("cornerWidth", .number(s.cornerWidth)),
        ("cornerHeight", .number(s.cornerHeight)),
      ])
    }
  }

  static func rect(_ r: CGRect) -> JSONValue {
    .object([
      ("x", .number(Double(r.minX))), ("y", .number(Double(r.minY))),
      ("width", .number(Double(r.width))), ("height", .number(Double(r.height))),
    ])
  }

  static func color(_ c: Color) -> JSONValue {
    .object([
      ("red", .number(c.red)), ("green", .number(c.green)), ("blue", .number(c.blue)),
      ("alpha", .number(c.alpha)),
    ])
  }
}
