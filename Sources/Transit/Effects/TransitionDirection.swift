import Foundation

/// The way an effect moves the incoming screen: `.left` comes in from the right edge and
/// travels left.
///
/// `leading` and `trailing` follow the layout direction: in a right-to-left layout
/// `.leading` travels right, as a right-to-left navigation push does.
public enum TransitionDirection: String, Sendable, Hashable, CaseIterable {
  /// Towards the left edge.
  case left
  /// Towards the right edge.
  case right
  /// Towards the top edge.
  case up
  /// Towards the bottom edge.
  case down
  /// Towards the leading edge: left in a left-to-right layout.
  case leading
  /// Towards the trailing edge: right in a left-to-right layout.
  case trailing

  /// The screen direction: `leading` and `trailing` turned into left or right.
  ///
  /// - Parameter layoutDirection: Where leading is.
  /// - Returns: `.left`, `.right`, `.up` or `.down`.
  public func resolved(for layoutDirection: LayoutDirection) -> TransitionDirection {
    let rightToLeft = layoutDirection == .rightToLeft
    switch self {
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    default: return self
    }
  }

  /// The opposite direction.
  public var opposite: TransitionDirection {
    switch self {
    case .left: .right
    case .right: .left
    case .up: .down
    case .down: .up
    case .leading: .trailing
    case .trailing: .leading
    }
  }

  /// The default direction for an operation's forward motion: towards leading for
  /// navigation, tabs and containers, up for modals.
  ///
  /// - Parameter operation: The operation.
  /// - Returns: `.leading` or `.up`.
  public static func natural(for operation: TransitionOperation) -> TransitionDirection {
    operation.naturalAxis == .horizontal ? .leading : .up
  }

  /// The unit vector of the motion on screen (y grows downwards).
  ///
  /// - Parameter layoutDirection: Where leading is.
  /// - Returns: A vector with one component ±1 and the other 0.
  public func vector(for layoutDirection: LayoutDirection) -> CGPoint {
    switch resolved(for: layoutDirection) {
    case .left: CGPoint(x: -1, y: 0)
    case .right: CGPoint(x: 1, y: 0)
    case .up: CGPoint(x: 0, y: -1)
    default: CGPoint(x: 0, y: 1)
    }
  }
}
