/// The closest names to a misspelt one, for "did you mean" suggestions.
///
/// Distance is the optimal-string-alignment edit distance (insertions, deletions,
/// substitutions and swaps of two neighbouring characters each cost 1), ignoring case, so
/// that `fsp` is one edit from `fps` and `Slide` is no edit from `slide`.
enum EditDistance {
  /// The number of single-character edits that turn one string into the other.
  ///
  /// - Parameters:
  ///   - a: One string.
  ///   - b: The other string.
  /// - Returns: The optimal-string-alignment distance between the lower-cased strings.
  static func between(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rolling rows: the one before the previous is needed for swaps.
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, before[j - 2] + 1)
        }
        current[j] = best
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }

  /// The candidates a user most likely meant by `input`, closest first.
  ///
  /// A candidate qualifies when `input` starts it (`tab` for `tab-left`), when it starts
  /// `input` (`--out` for `--output`), or when it is
  /// within a third of its length of edits (at least one, at most three); near misses rank
  /// before names cut short or run on. The best-ranked names are returned, at most three,
  /// in the candidates' order.
  ///
  /// - Parameters:
  ///   - input: What the user typed.
  ///   - candidates: The valid names.
  /// - Returns: Up to three names, or none when nothing is close.
  static func suggestions(for input: String, among candidates: [String]) -> [String] {
    guard !input.isEmpty else { return [] }
    let lowered = input.lowercased()
    var scored: [(name: String, distance: Int)] = []
    for candidate in candidates {
      let distance = between(input, candidate)
      let allowed = max(1, min(3, candidate.count / 3))
      if distance <= allowed {
        scored.append((candidate, distance))
      } else if isPrefixMatch(lowered, candidate.lowercased()) {
        // A name cut short or run on: a guess behind every near miss, and all such guesses
        // alike, however long the rest of the name.
        scored.append((candidate, 4))
      }
    }
    guard let best = scored.map(\.distance).min() else { return [] }
    return Array(scored.filter { $0.distance == best }.map(\.name).prefix(3))
  }

  /// Whether one name starts the other, ignoring a leading run of dashes and counting only
  /// overlaps of at least two letters.
  ///
  /// - Parameters:
  ///   - input: What the user typed, lower-cased.
  ///   - candidate: A valid name, lower-cased.
  /// - Returns: `true` when one starts the other after the same number of dashes.
  private static func isPrefixMatch(_ input: String, _ candidate: String) -> Bool {
    let a = input.drop { $0 == "-" }
    let b = candidate.drop { $0 == "-" }
    guard min(a.count, b.count) >= 2, input.count - a.count == candidate.count - b.count else {
      return false
    }
    return a.hasPrefix(b) || b.hasPrefix(a)
  }

  /// The tail of an error message that offers suggestions: `; did you mean "slide"?`.
  ///
  /// - Parameters:
  ///   - input: What the user typed.
  ///   - candidates: The valid names.
  /// - Returns: The phrase, starting with `; `, or `nil` when nothing is close.
  static func didYouMean(_ input: String, among candidates: [String]) -> String? {
    let names = suggestions(for: input, among: candidates).map { "\"\($0)\"" }
    guard let last = names.last else { return nil }
    let phrase = names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    return "; did you mean \(phrase)?"
  }
}
