/// The direction text runs in, which decides where *leading* and *trailing* are.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
  /// Left to right (English): leading is left.
  case leftToRight
  /// Right to left (Arabic, Hebrew): leading is right, and navigation pushes come in from
  /// the left.
  case rightToLeft
}
