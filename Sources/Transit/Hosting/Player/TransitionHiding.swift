/// The transitions hiding a view they fly (a matched view's source and destination, while
/// its snapshot flies): how many hide it now, and whether it was hidden before the first.
///
/// Two transitions may fly the same view at once (a screen presented over a stack while a
/// detail is pushed on it) and end in either order; the view shows again, as it was, only
/// when the last of them ends. A view keeps its hiding with it
/// (``TransitionHostContext/transitionHiding(of:)``).
///
/// ```swift
/// var hiding = TransitionHiding()
/// hiding.begin(wasHidden: false)     // the presentation hides the photo
/// hiding.begin(wasHidden: true)      // the push finds it hidden, and hides it too
/// hiding.end()                       // nil: the push still flies it
/// hiding.end()                       // false: shown again, as before the first
/// ```
public struct TransitionHiding: Sendable, Hashable {
  /// How many transitions hide the view now.
  public private(set) var count = 0
  /// Whether the view was hidden before the first of them hid it.
  public private(set) var wasHidden = false

  /// No transition hides the view.
  public init() {}

  /// A transition hides the view.
  ///
  /// - Parameter isHidden: Whether the view is hidden now; kept only by the first.
  public mutating func begin(wasHidden isHidden: Bool) {
    if count == 0 { wasHidden = isHidden }
    count += 1
  }

  /// A transition that hid the view ends.
  ///
  /// - Returns: Whether the view is then hidden, when it was the last to end (as it was
  ///   before the first); `nil` while another still hides it, or when none did.
  @discardableResult
  public mutating func end() -> Bool? {
    guard count > 0 else { return nil }
    count -= 1
    return count == 0 ? wasHidden : nil
  }
}
