import Foundation

/// The photo grid's layout: square thumbnails in rows, each tagged with the transition
/// identifier its full-size photo shares, so the two are matched.
public struct ExamplePhotoGrid: Sendable, Hashable {
  /// How many photos there are.
  public var count: Int
  /// Thumbnails per row.
  public var columns: Int
  /// The gap between thumbnails and around the grid, in points.
  public var spacing: Double

  /// Creates a grid layout.
  ///
  /// - Parameters:
  ///   - count: How many photos; negative means none.
  ///   - columns: Thumbnails per row; fewer than one means one.
  ///   - spacing: The gap, in points; negative or non-finite means 0.
  public init(count: Int = 24, columns: Int = 3, spacing: Double = 2) {
    self.count = max(0, count)
    self.columns = max(1, columns)
    self.spacing = spacing.isFinite ? max(0, spacing) : 0
  }

  /// The transition identifier a photo's thumbnail and full-size view share.
  ///
  /// - Parameter index: The photo's index.
  /// - Returns: The identifier, such as `"photo-3"`.
  public func id(ofPhoto index: Int) -> String {
    "photo-\(index)"
  }

  /// A thumbnail's frame in a grid of a given width, before any scrolling.
  ///
  /// - Parameters:
  ///   - index: The photo's index.
  ///   - width: The grid's width, in points.
  ///   - top: Where the first row starts, in points (below a navigation bar).
  /// - Returns: The frame, in the grid's coordinates.
  public func frame(ofPhoto index: Int, width: Double, top: Double = 0) -> CGRect {
    let side = thumbnailSide(width: width)
    let row = index / columns
    let column = index % columns
    return CGRect(
      x: spacing + Double(column) * (side + spacing),
      y: top + spacing + Double(row) * (side + spacing), width: side, height: side)
  }

  /// A thumbnail's side in a grid of a given width, in points.
  ///
  /// - Parameter width: The grid's width, in points.
  /// - Returns: The side; 0 when the width leaves no room.
  public func thumbnailSide(width: Double) -> Double {
    let room = width - spacing * Double(columns + 1)
    return room.isFinite ? max(0, room / Double(columns)) : 0
  }

  /// The full-size photo's frame on its screen: as wide as the screen, square, centred.
  ///
  /// - Parameter bounds: The photo screen's bounds.
  /// - Returns: The frame, in the screen's coordinates.
  public func photoFrame(in bounds: CGRect) -> CGRect {
    let side = min(bounds.width, bounds.height)
    return CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
  }

  /// A photo's colour, so that neighbours differ: a hue around the colour wheel.
  ///
  /// - Parameter index: The photo's index.
  /// - Returns: The hue, from 0 to 1.
  public func hue(ofPhoto index: Int) -> Double {
    // The golden ratio's fraction spreads consecutive hues evenly.
    (Double(index) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
  }
}
