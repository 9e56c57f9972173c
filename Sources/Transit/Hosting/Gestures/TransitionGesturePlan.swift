import Foundation

/// What a host needs to put one of Transit's gestures on screen: which recognizer, on which
/// view, what it does when it starts a transition itself, and how its touches become
/// progress. The installer core makes the plans; a host only builds the recognizer the
/// plan names and reports its phases back.
///
/// ```swift
/// for plan in core.backGesturePlans(for: transition, undoing: .pop) {
///   let recognizer = makeRecognizer(plan.recognizer)   // UIKit's, or the stage's
///   target(of: plan, in: screen).addGestureRecognizer(recognizer)
///   core.didInstall(recognizer, as: plan.key)
/// }
/// ```
public struct TransitionGesturePlan: Sendable, Hashable {
  /// The kind of recognizer a gesture needs.
  public enum Recognizer: Sendable, Hashable {
    /// A screen-edge pan from the leading edge (the left one, the right one right to left).
    case leadingEdgePan
    /// A pan anywhere on the view.
    case pan
    /// A two-finger pinch.
    case pinch

    /// The most fingers the recognizer takes (`maximumNumberOfTouches`), or `nil` for the
    /// toolkit's default: a pan takes one, so a second finger that lands on the moving
    /// screen neither joins its centroid nor moves the transition; a pinch needs its two.
    public var maximumNumberOfTouches: Int? {
      switch self {
      case .leadingEdgePan, .pan: 1
      case .pinch: nil
      }
    }
  }

  /// The view a gesture's recognizer goes on.
  public enum Target: Sendable, Hashable {
    /// The screen (or container) the gesture belongs to.
    case screen
    /// The first tagged view under the screen (a matched-view drag takes hold of it); the
    /// screen when it has none.
    case matchedView
  }

  /// Which gesture it is.
  public let key: TransitionGestureKey
  /// The recognizer it needs.
  public let recognizer: Recognizer
  /// The view its recognizer goes on.
  public let target: Target
  /// The operation the gesture performs when it starts a transition itself (a back swipe
  /// pops); a gesture grabbing a transition of the inverse operation moves it backwards.
  public let operation: TransitionOperation
  /// Whether it recognizes alongside a scroll view inside the screen (a pull down takes
  /// over once the content is at its top).
  public let recognizesAlongsideScrollViews: Bool

  /// Creates a plan.
  ///
  /// - Parameters:
  ///   - key: Which gesture it is.
  ///   - recognizer: The recognizer it needs.
  ///   - target: The view its recognizer goes on.
  ///   - operation: The operation it performs when it starts a transition.
  ///   - recognizesAlongsideScrollViews: Whether it recognizes alongside scroll views.
  public init(
    key: TransitionGestureKey, recognizer: Recognizer, target: Target = .screen,
    operation: TransitionOperation, recognizesAlongsideScrollViews: Bool = false
  ) {
    self.key = key
    self.recognizer = recognizer
    self.target = target
    self.operation = operation
    self.recognizesAlongsideScrollViews = recognizesAlongsideScrollViews
  }

  /// How the gesture's touches become progress on a view of a size.
  ///
  /// - Parameter geometry: The size of the view the recognizer is on (the screen's, for a
  ///   matched-view drag) and the layout's direction.
  /// - Returns: The mapper.
  public func mapper(in geometry: GestureGeometry) -> InteractionMapper {
    let width = Double(geometry.size.width)
    let height = Double(geometry.size.height)
    switch key {
    case .backSwipe, .grab, .interaction(.edgePanBack), .interaction(.panBack):
      return .horizontalEdgePan(width: width, layoutDirection: geometry.layoutDirection)
    case .swipeBetweenChildren, .interaction(.swipeBetweenTabs):
      return .tabSwipe(width: width, layoutDirection: geometry.layoutDirection)
    case .interaction(.pullDownToDismiss):
      return .pullDown(height: height)
    case .interaction(.dragMatchedView):
      return .dragMatchedView(distance: height / 2)
    case .interaction(.pinchToClose):
      return .pinch()
    }
  }
}

extension TransitionGesturePlan {
  /// A navigation controller's back swipe: a pan from the leading edge that pops.
  public static let backSwipe = TransitionGesturePlan(
    key: .backSwipe, recognizer: .leadingEdgePan, operation: .pop)

  /// The pan that grabs a transition in flight, to reverse it or speed it on.
  ///
  /// - Parameter operation: The operation a back gesture on the same view performs.
  /// - Returns: The plan.
  public static func grab(as operation: TransitionOperation) -> TransitionGesturePlan {
    TransitionGesturePlan(key: .grab, recognizer: .pan, operation: operation)
  }

  /// The swipe between a tab bar's or a custom container's children.
  ///
  /// - Parameter kind: `.tab` or `.container`.
  /// - Returns: The plan.
  public static func swipeBetweenChildren(in kind: TransitionOperation.Kind)
    -> TransitionGesturePlan
  {
    let operation: TransitionOperation =
      kind == .container ? .containerSwitch(from: 0, to: 1) : .tabSwitch(from: 0, to: 1)
    return TransitionGesturePlan(key: .swipeBetweenChildren, recognizer: .pan, operation: operation)
  }

  /// The gestures a transition declares on the screen it shows, which take that screen
  /// away again.
  ///
  /// `.edgePanBack` serves only a dismissal (a navigation controller has its own back
  /// swipe), and `.swipeBetweenTabs` belongs to the container, not to a screen.
  ///
  /// - Parameters:
  ///   - transition: The transition the screen was shown with.
  ///   - operation: `.pop` for a pushed screen, `.dismiss` for a presented one.
  /// - Returns: The plans, in the order the transition lists its interactions.
  public static func backGestures(
    for transition: Transition, undoing operation: TransitionOperation
  )
    -> [TransitionGesturePlan]
  {
    transition.interactions.compactMap { interaction in
      let key = TransitionGestureKey.interaction(interaction)
      switch interaction {
      case .edgePanBack:
        guard operation == .dismiss else { return nil }
        return TransitionGesturePlan(key: key, recognizer: .leadingEdgePan, operation: operation)
      case .pullDownToDismiss:
        return TransitionGesturePlan(
          key: key, recognizer: .pan, operation: operation, recognizesAlongsideScrollViews: true)
      case .dragMatchedView:
        return TransitionGesturePlan(
          key: key, recognizer: .pan, target: .matchedView, operation: operation)
      case .pinchToClose:
        return TransitionGesturePlan(key: key, recognizer: .pinch, operation: operation)
      case .panBack:
        return TransitionGesturePlan(key: key, recognizer: .pan, operation: operation)
      case .swipeBetweenTabs:
        return nil
      }
    }
  }
}

/// The geometry a gesture's progress is measured in: the size of the view its recognizer
/// is on and the layout's direction.
public struct GestureGeometry: Sendable, Hashable {
  /// The view's size, in points.
  public var size: CGSize
  /// The layout's direction (a back swipe starts from the leading edge).
  public var layoutDirection: LayoutDirection

  /// Creates a geometry.
  ///
  /// - Parameters:
  ///   - size: The view's size, in points.
  ///   - layoutDirection: The layout's direction. The default is left to right.
  public init(size: CGSize, layoutDirection: LayoutDirection = .leftToRight) {
    self.size = size
    self.layoutDirection = layoutDirection
  }

  /// Whether two geometries are the same size and direction.
  ///
  /// - Parameters:
  ///   - a: A geometry.
  ///   - b: Another.
  /// - Returns: Whether they are equal.
  public static func == (a: GestureGeometry, b: GestureGeometry) -> Bool {
    a.size == b.size && a.layoutDirection == b.layoutDirection
  }

  /// Hashes the size by its dimensions (`CGSize` is not `Hashable` on Apple platforms).
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(size: size)
    hasher.combine(layoutDirection)
  }
}
