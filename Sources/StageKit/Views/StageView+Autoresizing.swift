import Foundation
import Transit

extension StageView {
  /// Which parts of a view's frame follow its superview's size, as
  /// `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates a mask from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Called when the bounds' size changed: subviews follow by their autoresizing masks,
  /// and the view is marked for layout.
  func boundsSizeDidChange(from oldSize: CGSize) {
    if autoresizesSubviews {
      for subview in subviews { subview.autoresize(from: oldSize, to: bounds.size) }
    }
    setNeedsLayout()
  }

  /// Moves and resizes the view for a change of its superview's size: the change is shared
  /// among the flexible parts of each axis in proportion to their current lengths (equally
  /// when they are all zero), as UIKit's autoresizing does.
  private func autoresize(from oldSize: CGSize, to newSize: CGSize) {
    guard !autoresizingMask.isEmpty else { return }
    frame = autoresizedFrame(frame, from: oldSize, to: newSize)
  }

  /// Where a frame goes, by this view's autoresizing mask, when its superview's size
  /// changes (also for a view put back into a superview that changed size meanwhile).
  func autoresizedFrame(_ old: CGRect, from oldSize: CGSize, to newSize: CGSize) -> CGRect {
    guard !autoresizingMask.isEmpty else { return old }
    let (x, width) = Self.share(
      delta: newSize.width - oldSize.width,
      parts: [old.minX, old.width, oldSize.width - old.maxX],
      flexible: [
        autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
        autoresizingMask.contains(.flexibleRightMargin),
      ])
    let (y, height) = Self.share(
      delta: newSize.height - oldSize.height,
      parts: [old.minY, old.height, oldSize.height - old.maxY],
      flexible: [
        autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
        autoresizingMask.contains(.flexibleBottomMargin),
      ])
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// Shares a change of length among the flexible parts (leading margin, size, trailing
  /// margin) of one axis; returns the new leading margin and size.
  private static func share(delta: CGFloat, parts: [CGFloat], flexible: [Bool])
    -> (CGFloat, CGFloat)
  {
    let flexibleTotal = zip(parts, flexible).filter(\.1).map { max(0, $0.0) }.reduce(0, +)
    let flexibleCount = flexible.filter { $0 }.count
    guard flexibleCount > 0 else { return (parts[0], parts[1]) }
    func grown(_ index: Int) -> CGFloat {
      guard flexible[index] else { return parts[index] }
      let share =
        flexibleTotal > 0
        ? delta * max(0, parts[index]) / flexibleTotal : delta / CGFloat(flexibleCount)
      return parts[index] + share
    }
    return (grown(0), max(0, grown(1)))
  }
}
