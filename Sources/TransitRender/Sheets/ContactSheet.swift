import Foundation
import Transit

/// A grid of frames, each with a label under it (its time, "0.25 s", or progress, "50%"),
/// to see a whole transition in one picture.
///
/// ```swift
/// let cells = frames.enumerated().map { index, frame in
///   ContactSheet.Cell(frame, label: ContactSheet.timeLabel(Double(index) / 60))
/// }
/// let sheet = try ContactSheet(columns: 6).image(of: cells)
/// ```
///
/// Cells are as large as the largest frame; each frame sits at the top of its cell,
/// centred, with a one-pixel border, and its label centred below in ``BitmapFont``.
public struct ContactSheet: Sendable {
  /// One frame and its label.
  public struct Cell: Sendable, Hashable {
    /// The frame.
    public var image: Bitmap
    /// The text under it.
    public var label: String

    /// Creates a cell.
    ///
    /// - Parameters:
    ///   - image: The frame.
    ///   - label: The text under it.
    public init(_ image: Bitmap, label: String) {
      self.image = image
      self.label = label
    }
  }

  /// Frames per row, 1…64.
  public var columns: Int
  /// The space around and between cells in pixels, 0…256.
  public var spacing: Int
  /// Pixels per font pixel of the labels, 1…16.
  public var labelScale: Int
  /// The sheet's colour.
  public var background: Color
  /// The labels' colour.
  public var labelColor: Color
  /// The colour of the line around each frame.
  public var borderColor: Color

  /// Creates a sheet layout.
  ///
  /// - Parameters:
  ///   - columns: Frames per row; clamped to 1…64 (and to the number of frames).
  ///   - spacing: The space around and between cells in pixels; clamped to 0…256.
  ///   - labelScale: Pixels per font pixel; clamped to 1…16.
  ///   - background: The sheet's colour; a light grey by default.
  ///   - labelColor: The labels' colour; a dark grey by default.
  ///   - borderColor: The line around each frame; a mid grey by default.
  public init(
    columns: Int = 6, spacing: Int = 12, labelScale: Int = 2,
    background: Color = Color(white: 0.94), labelColor: Color = Color(white: 0.25),
    borderColor: Color = Color(white: 0.75)
  ) {
    self.columns = min(max(columns, 1), 64)
    self.spacing = min(max(spacing, 0), 256)
    self.labelScale = min(max(labelScale, 1), 16)
    self.background = background
    self.labelColor = labelColor
    self.borderColor = borderColor
  }

  /// A time as a label: seconds with two decimals, "0.25 s".
  ///
  /// - Parameter seconds: The time; a non-finite time gives "-- s".
  /// - Returns: The label.
  public static func timeLabel(_ seconds: Double) -> String {
    guard seconds.isFinite else { return "-- s" }
    return String(format: "%.2f s", seconds)
  }

  /// A fraction as a percentage label: 0.5 gives "50%".
  ///
  /// - Parameter fraction: The fraction; a non-finite one gives "--%".
  /// - Returns: The label, rounded to a whole percent.
  public static func percentLabel(_ fraction: Double) -> String {
    guard fraction.isFinite, abs(fraction) < 1e15 else { return "--%" }
    return "\(Int((fraction * 100).rounded()))%"
  }

  /// Lays cells out in a sheet.
  ///
  /// - Parameter cells: The frames and labels, row by row.
  /// - Returns: The sheet.
  /// - Throws: ``RenderError/noFrames`` for no cells, or
  ///   ``RenderError/imageTooLarge(width:height:)`` when the sheet would exceed
  ///   ``Bitmap``'s limits.
  public func image(of cells: [Cell]) throws -> Bitmap {
    guard !cells.isEmpty else { throw RenderError.noFrames }
    let columns = min(max(self.columns, 1), 64, cells.count)
    let spacing = min(max(self.spacing, 0), 256)
    let labelScale = min(max(self.labelScale, 1), 16)
    let font = BitmapFont.standard
    let frameWidth = cells.map(\.image.width).max() ?? 0
    let frameHeight = cells.map(\.image.height).max() ?? 0
    let labelGap = 2 * labelScale + 2
    let labelHeight = BitmapFont.glyphHeight * labelScale
    let cellWidth = frameWidth + 2
    let cellHeight = frameHeight + 2 + labelGap + labelHeight
    let rows = (cells.count + columns - 1) / columns
    let width = spacing + columns * (cellWidth + spacing)
    let height = spacing + rows * (cellHeight + spacing)
    guard Bitmap.clampedSize(width: width, height: height) == (width, height) else {
      throw RenderError.imageTooLarge(width: width, height: height)
    }
    var sheet = Bitmap(width: width, height: height, fill: background)
    for (index, cell) in cells.enumerated() {
      let left = spacing + (index % columns) * (cellWidth + spacing)
      let top = spacing + (index / columns) * (cellHeight + spacing)
      let x = left + 1 + (frameWidth - cell.image.width) / 2
      sheet.fill(
        x: x - 1, y: top, width: cell.image.width + 2, height: cell.image.height + 2,
        color: borderColor)
      sheet.fill(
        x: x, y: top + 1, width: cell.image.width, height: cell.image.height, color: background)
      sheet.draw(cell.image, x: x, y: top + 1)
      let text = font.size(of: cell.label, scale: labelScale)
      font.draw(
        cell.label, into: &sheet, x: left + (cellWidth - text.width) / 2,
        y: top + frameHeight + 2 + labelGap, color: labelColor, scale: labelScale)
    }
    return sheet
  }
}
