/// Lays out help pages: two-column entries and wrapped lines, 80 columns wide.
enum HelpLayout {
  /// The page width.
  static let width = 80
  /// Where the second column of an entry starts.
  static let column = 28

  /// One entry: a name indented by two, and its text wrapped in the second column; a name
  /// too wide for the first column puts the text on the next line.
  ///
  /// - Parameters:
  ///   - name: The first column.
  ///   - text: The second column.
  /// - Returns: The entry's lines, each ending with a line break.
  static func entry(_ name: String, _ text: String) -> String {
    let head = "  " + name
    let lines = wrap(text.split(separator: " ").map(String.init), width: width - column)
    let pad = String(repeating: " ", count: column)
    var out = ""
    if head.count + 1 < column {
      out += head + String(repeating: " ", count: column - head.count) + (lines.first ?? "") + "\n"
      for line in lines.dropFirst() { out += pad + line + "\n" }
    } else {
      out += head + "\n"
      for line in lines { out += pad + line + "\n" }
    }
    return out
  }

  /// A head followed by words, wrapped, with later lines indented by `indent`.
  ///
  /// - Parameters:
  ///   - head: The start of the first line.
  ///   - words: The words to wrap after it; a word is never split.
  ///   - indent: The indentation of later lines.
  /// - Returns: The lines, each ending with a line break.
  static func hanging(_ head: String, _ words: [String], indent: Int) -> String {
    let lines = wrap(words, width: width - indent)
    let pad = String(repeating: " ", count: indent)
    guard let first = lines.first else { return head.trimmingTrailingSpaces + "\n" }
    return head + first + "\n" + lines.dropFirst().map { pad + $0 + "\n" }.joined()
  }

  /// Greedy word wrap; a word longer than the width gets a line of its own.
  ///
  /// - Parameters:
  ///   - words: The words.
  ///   - width: The widest a line may be.
  /// - Returns: The lines, without line breaks.
  static func wrap(_ words: [String], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in words {
      if line.isEmpty {
        line = word
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}

extension String {
  /// The string without spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    var copy = self
    while copy.hasSuffix(" ") { copy.removeLast() }
    return copy
  }
}
