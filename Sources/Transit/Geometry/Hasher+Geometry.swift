import Foundation

// CGPoint, CGSize and CGRect are Hashable in Linux's Foundation but not in Apple's
// CoreGraphics, so engine types that store them hash their components through these.
extension Hasher {
  /// Feeds a point's coordinates.
  mutating func combine(point: CGPoint) {
    combine(point.x)
    combine(point.y)
  }

  /// Feeds a size's dimensions.
  mutating func combine(size: CGSize) {
    combine(size.width)
    combine(size.height)
  }

  /// Feeds a rectangle's origin and size, as stored.
  mutating func combine(rect: CGRect) {
    combine(point: rect.origin)
    combine(size: rect.size)
  }
}
