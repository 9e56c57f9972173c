import Transit

/// A tiny pixel font for labels on contact sheets: 5 × 7 glyphs for the digits, the
/// lowercase letters and `. , : % - + / ( ) × ` and space.
///
/// Uppercase letters are drawn as lowercase; any other character as a hollow box.
///
/// ```swift
/// var sheet = Bitmap(width: 80, height: 20, fill: .white)
/// BitmapFont.standard.draw("0.25 s", into: &sheet, x: 4, y: 4, color: .black, scale: 2)
/// ```
public struct BitmapFont: Sendable {
  /// The glyphs: seven rows each, the low five bits of a row from left (bit 4) to right.
  private let glyphs: [Character: [UInt8]]

  /// The width of a glyph in font pixels.
  public static let glyphWidth = 5
  /// The height of a glyph in font pixels.
  public static let glyphHeight = 7
  /// The distance from one glyph to the next, in font pixels.
  public static let advance = 6

  /// The font.
  public static let standard = BitmapFont()

  private init() {
    glyphs = [
      "0": [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110],
      "1": [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
      "2": [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],
      "3": [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110],
      "4": [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
      "5": [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],
      "6": [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],
      "7": [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],
      "8": [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110],
      "9": [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],
      ".": [0b00000, 0b00000, 0b00000, 0b00000, 0b00000, 0b01100, 0b01100],
      ",": [0b00000, 0b00000, 0b00000, 0b00000, 0b01100, 0b00100, 0b01000],
      ":": [0b00000, 0b01100, 0b01100, 0b00000, 0b01100, 0b01100, 0b00000],
      "%": [0b11000, 0b11001, 0b00010, 0b00100, 0b01000, 0b10011, 0b00011],
      "-": [0b00000, 0b00000, 0b00000, 0b11111, 0b00000, 0b00000, 0b00000],
      "+": [0b00000, 0b00100, 0b00100, 0b11111, 0b00100, 0b00100, 0b00000],
      "/": [0b00000, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0b00000],
      "(": [0b00010, 0b00100, 0b01000, 0b01000, 0b01000, 0b00100, 0b00010],
      ")": [0b01000, 0b00100, 0b00010, 0b00010, 0b00010, 0b00100, 0b01000],
      "×": [0b00000, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001, 0b00000],
      " ": [0, 0, 0, 0, 0, 0, 0],
      "a": [0b00000, 0b00000, 0b01110, 0b00001, 0b01111, 0b10001, 0b01111],
      "b": [0b10000, 0b10000, 0b10110, 0b11001, 0b10001, 0b10001, 0b11110],
      "c": [0b00000, 0b00000, 0b01110, 0b10000, 0b10000, 0b10001, 0b01110],
      "d": [0b00001, 0b00001, 0b01101, 0b10011, 0b10001, 0b10001, 0b01111],
      "e": [0b00000, 0b00000, 0b01110, 0b10001, 0b11111, 0b10000, 0b01110],
      "f": [0b00110, 0b01001, 0b01000, 0b11100, 0b01000, 0b01000, 0b01000],
      "g": [0b00000, 0b01111, 0b10001, 0b10001, 0b01111, 0b00001, 0b01110],
      "h": [0b10000, 0b10000, 0b10110, 0b11001, 0b10001, 0b10001, 0b10001],
      "i": [0b00100, 0b00000, 0b01100, 0b00100, 0b00100, 0b00100, 0b01110],
      "j": [0b00010, 0b00000, 0b00110, 0b00010, 0b00010, 0b10010, 0b01100],
      "k": [0b10000, 0b10000, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010],
      "l": [0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
      "m": [0b00000, 0b00000, 0b11010, 0b10101, 0b10101, 0b10001, 0b10001],
      "n": [0b00000, 0b00000, 0b10110, 0b11001, 0b10001, 0b10001, 0b10001],
      "o": [0b00000, 0b00000, 0b01110, 0b10001, 0b10001, 0b10001, 0b01110],
      "p": [0b00000, 0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000],
      "q": [0b00000, 0b01101, 0b10011, 0b10001, 0b01111, 0b00001, 0b00001],
      "r": [0b00000, 0b00000, 0b10110, 0b11001, 0b10000, 0b10000, 0b10000],
      "s": [0b00000, 0b00000, 0b01111, 0b10000, 0b01110, 0b00001, 0b11110],
      "t": [0b01000, 0b01000, 0b11100, 0b01000, 0b01000, 0b01001, 0b00110],
      "u": [0b00000, 0b00000, 0b10001, 0b10001, 0b10001, 0b10011, 0b01101],
      "v": [0b00000, 0b00000, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100],
      "w": [0b00000, 0b00000, 0b10001, 0b10001, 0b10101, 0b10101, 0b01010],
      "x": [0b00000, 0b00000, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001],
      "y": [0b00000, 0b10001, 0b10001, 0b10001, 0b01111, 0b00001, 0b01110],
      "z": [0b00000, 0b00000, 0b11111, 0b00010, 0b00100, 0b01000, 0b11111],
    ]
  }

  /// The box drawn for a character the font lacks.
  private static let missing: [UInt8] = [
    0b11111, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11111,
  ]

  /// The rows of a character's glyph.
  ///
  /// - Parameter character: Any character; uppercase letters give the lowercase glyph.
  /// - Returns: Seven rows, the low five bits of each from left (bit 4) to right; a hollow
  ///   box for a character the font lacks.
  public func glyph(for character: Character) -> [UInt8] {
    if let rows = glyphs[character] { return rows }
    if let lower = character.lowercased().first, let rows = glyphs[lower] { return rows }
    return Self.missing
  }

  /// The size of a text in pixels.
  ///
  /// - Parameters:
  ///   - text: The text, on one line.
  ///   - scale: Pixels per font pixel; clamped to 1…64.
  /// - Returns: The width (no spacing after the last glyph) and height; 0 wide when empty.
  public func size(of text: String, scale: Int = 1) -> (width: Int, height: Int) {
    let scale = min(max(scale, 1), 64)
    let count = text.count
    let width = count == 0 ? 0 : (count * Self.advance - (Self.advance - Self.glyphWidth)) * scale
    return (width, Self.glyphHeight * scale)
  }

  /// Draws a text into a bitmap.
  ///
  /// - Parameters:
  ///   - text: The text, on one line.
  ///   - bitmap: The bitmap to draw into; what falls outside it is dropped.
  ///   - x: The left edge of the first glyph.
  ///   - y: The top of the glyphs.
  ///   - color: The colour, blended source-over.
  ///   - scale: Pixels per font pixel; clamped to 1…64.
  public func draw(
    _ text: String, into bitmap: inout Bitmap, x: Int, y: Int, color: Color, scale: Int = 1
  ) {
    let scale = min(max(scale, 1), 64)
    var left = x
    for character in text {
      for (row, bits) in glyph(for: character).enumerated() {
        for column in 0..<Self.glyphWidth where bits & (1 << (Self.glyphWidth - 1 - column)) != 0 {
          bitmap.fill(
            x: left + column * scale, y: y + row * scale, width: scale, height: scale,
            color: color)
        }
      }
      left += Self.advance * scale
    }
  }
}
