extension TransitionOperation {
  /// The switch between two children of a tab bar or custom container, found by their
  /// places among the children (docs/design.md#r9: the direction comes from the indices).
  ///
  /// ```swift
  /// TransitionOperation.switching(from: feed, to: profile, among: tabs, in: .tab)
  /// // .tabSwitch(from: 0, to: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - from: The child going away.
  ///   - to: The child coming.
  ///   - children: The container's children, in order.
  ///   - kind: `.tab` or `.container`.
  /// - Returns: The operation, or `nil` when either is not a child or the kind is neither.
  public static func switching<Child: AnyObject>(
    from: Child, to: Child, among children: [Child], in kind: Kind
  ) -> TransitionOperation? {
    guard let fromIndex = children.firstIndex(where: { $0 === from }),
      let toIndex = children.firstIndex(where: { $0 === to })
    else { return nil }
    switch kind {
    case .tab: return .tabSwitch(from: fromIndex, to: toIndex)
    case .container: return .containerSwitch(from: fromIndex, to: toIndex)
    case .navigation, .modal: return nil
    }
  }
}
