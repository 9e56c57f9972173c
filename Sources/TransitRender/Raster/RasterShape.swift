import Foundation
import Transit

/// A rectangle with elliptical corners in a layer's plane, centred form: what every
/// primitive the rasterizer draws or clips with is (a background, a path, an image, a
/// shadow, a clip or a mask).
struct RasterShape {
  /// The centre.
  var centerX: Double
  var centerY: Double
  /// Half the width and half the height; positive.
  var halfWidth: Double
  var halfHeight: Double
  /// The corners' radii, at most the half sizes; both 0 for square corners.
  var cornerX: Double
  var cornerY: Double
  /// Whether the corners are continuous (`RasterShape+ContinuousCorners.swift`): then
  /// `cornerX` and `cornerY` are how far along the edges each corner reaches.
  var isContinuous = false

  /// A rectangle (standardized) with corner radii clamped to half its sides; `nil` when it
  /// is empty or not finite.
  init?(rect: CGRect, cornerWidth: Double, cornerHeight: Double) {
    let box = rect.standardized
    let (x, y, w, h) = (Double(box.minX), Double(box.minY), Double(box.width), Double(box.height))
    guard x.isFinite, y.isFinite, w.isFinite, h.isFinite, w > 0, h > 0 else { return nil }
    centerX = x + w / 2
    centerY = y + h / 2
    halfWidth = w / 2
    halfHeight = h / 2
    var cornerX = cornerWidth > 0 ? (cornerWidth < halfWidth ? cornerWidth : halfWidth) : 0
    var cornerY = cornerHeight > 0 ? (cornerHeight < halfHeight ? cornerHeight : halfHeight) : 0
    if cornerX == 0 || cornerY == 0 {
      cornerX = 0
      cornerY = 0
    }
    self.cornerX = cornerX
    self.cornerY = cornerY
  }

  /// A layer's bounds with its corner radius, clamped to half the shorter side as Core
  /// Animation draws it (a capsule at most).
  init?(bounds: CGRect, cornerRadius: Double) {
    let box = bounds.standardized
    let limit = Double(min(box.width, box.height)) / 2
    let radius = cornerRadius > 0 ? (cornerRadius < limit ? cornerRadius : limit) : 0
    self.init(rect: bounds, cornerWidth: radius, cornerHeight: radius)
  }

  /// A mask or path outline.
  init?(_ shape: Shape) {
    self.init(rect: shape.rect, cornerWidth: shape.cornerWidth, cornerHeight: shape.cornerHeight)
  }

  /// The shape grown outward by `distance` (inward when negative), corners with it;
  /// `nil` when nothing is left.
  func offset(by distance: Double) -> RasterShape? {
    var result = self
    result.halfWidth += distance
    result.halfHeight += distance
    guard result.halfWidth > 0, result.halfHeight > 0 else { return nil }
    if cornerX > 0 {
      result.cornerX = max(0, cornerX + distance)
      result.cornerY = max(0, cornerY + distance)
      if result.cornerX == 0 || result.cornerY == 0 {
        result.cornerX = 0
        result.cornerY = 0
      }
    }
    return result
  }

  /// The shape moved by an offset.
  func translated(x: Double, y: Double) -> RasterShape {
    var result = self
    result.centerX += x
    result.centerY += y
    return result
  }

  /// The signed distance of a point from the outline, in the plane's units: negative
  /// inside. Exact for square and circular corners; for elliptical ones it is the usual
  /// first-order estimate (the level value over its gradient).
  func signedDistance(x: Double, y: Double) -> Double {
    let ax = x < centerX ? centerX - x : x - centerX
    let ay = y < centerY ? centerY - y : y - centerY
    let innerX = halfWidth - cornerX
    let innerY = halfHeight - cornerY
    if cornerX > 0, !isContinuous, ax > innerX, ay > innerY {
      let px = (ax - innerX) / cornerX
      let py = (ay - innerY) / cornerY
      let k = (px * px + py * py).squareRoot()
      let gx = px / (k * cornerX)
      let gy = py / (k * cornerY)
      return (k - 1) / (gx * gx + gy * gy).squareRoot()
    }
    if isContinuous, ax > innerX, ay > innerY {
      return continuousCornerDistance(t: x - centerX, s: y - centerY).distance
    }
    let dx = ax - halfWidth
    let dy = ay - halfHeight
    if dx > 0, dy > 0 { return (dx * dx + dy * dy).squareRoot() }
    return dx > dy ? dx : dy
  }

  /// The corners of a convex polygon that lies inside the shape (`inscribed`) or contains
  /// it, with `segments` chords per rounded corner, clockwise from the top edge.
  func outline(segments: Int, inscribed: Bool) -> [(x: Double, y: Double)] {
    let left = centerX - halfWidth
    let right = centerX + halfWidth
    let top = centerY - halfHeight
    let bottom = centerY + halfHeight
    // A continuous corner lies inside the quarter circle of its reach, but not inside
    // every circle it could be said to have: outside, the rectangle bounds it.
    guard cornerX > 0, inscribed || !isContinuous else {
      return [(left, top), (right, top), (right, bottom), (left, bottom)]
    }
    let count = segments < 1 ? 1 : segments
    let step = Double.pi / 2 / Double(count)
    // Chords of a larger arc, whose midpoints touch the real one, contain it.
    let grow = inscribed ? 1 : 1 / cos(step / 2)
    let rx = cornerX * grow
    let ry = cornerY * grow
    let centers = [
      (right - cornerX, top + cornerY, -Double.pi / 2),
      (right - cornerX, bottom - cornerY, 0.0),
      (left + cornerX, bottom - cornerY, Double.pi / 2),
      (left + cornerX, top + cornerY, Double.pi),
    ]
    var points: [(x: Double, y: Double)] = []
    points.reserveCapacity(4 * (count + 1))
    for (cx, cy, start) in centers {
      for index in 0...count {
        let angle = start + Double(index) * step
        points.append((cx + rx * cos(angle), cy + ry * sin(angle)))
      }
    }
    return points
  }

  /// The part of a convex polygon within `reachX` of the centre across and `reachY` along
  /// its height (a rectangle about the centre): a convex polygon, maybe empty.
  func clip(
    _ polygon: [(x: Double, y: Double)], reachX: Double, reachY: Double
  ) -> [(x: Double, y: Double)] {
    var points = polygon
    // Each side of the rectangle in turn, as the line `sign × (coordinate − centre) = reach`.
    for (isX, sign) in [(true, 1.0), (true, -1.0), (false, 1.0), (false, -1.0)] {
      guard !points.isEmpty else { break }
      let limit = isX ? reachX : reachY
      let center = isX ? centerX : centerY
      func excess(_ point: (x: Double, y: Double)) -> Double {
        sign * ((isX ? point.x : point.y) - center) - limit
      }
      var kept: [(x: Double, y: Double)] = []
      kept.reserveCapacity(points.count + 1)
      var a = points[points.count - 1]
      for b in points {
        let (ea, eb) = (excess(a), excess(b))
        if (ea <= 0) != (eb <= 0) {
          let t = ea / (ea - eb)
          kept.append((a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t))
        }
        if eb <= 0 { kept.append(b) }
        a = b
      }
      points = kept
    }
    return points
  }

  /// How many chords per corner keep a polygon within `tolerance` of the outline, for a
  /// corner `radius` long in the same units.
  static func segments(radius: Double, tolerance: Double) -> Int {
    guard radius > tolerance, tolerance > 0 else { return 1 }
    let half = acos(1 - tolerance / radius)
    let count = (Double.pi / 4 / half).rounded(.up)
    return count < 1 ? 1 : (count > 16 ? 16 : Int(count))
  }
}
