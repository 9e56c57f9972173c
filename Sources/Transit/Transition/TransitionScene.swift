import Foundation

/// What a host knows about a transition when it starts: the operation, the container, where
/// the two screens are, and the tagged views on each, all in the container's coordinates.
///
/// A host (the stage, or UIKit) describes the scene; an effect compiles it into a
/// ``Timeline``. Nothing in a scene refers to a view: it is a value, so effects are tested
/// without any host.
///
/// ```swift
/// let scene = TransitionScene(
///   operation: .push, containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844))
/// let timeline = Transition.push(.left).timeline(for: scene)
/// ```
///
/// Two scenes are equal when they compile into the same timeline: a host that described the
/// scene early (to answer for the duration) reuses that compile when the scene it describes
/// at the start is equal.
public struct TransitionScene: Sendable, Equatable {
  /// What happens.
  public var operation: TransitionOperation
  /// The container view's bounds.
  public var containerBounds: CGRect
  /// Where the outgoing screen (`"from"`) is when the transition starts.
  public var fromFrame: CGRect
  /// Where the incoming screen (`"to"`) ends.
  public var toFrame: CGRect
  /// The modal presentation style, for present and dismiss; `nil` otherwise.
  public var presentationStyle: ModalPresentationStyle?
  /// Where leading and trailing are.
  public var layoutDirection: LayoutDirection
  /// The views tagged with a transition identifier on either screen.
  public var elements: [SceneElement]
  /// Whether the user asked the system to reduce motion.
  public var prefersReducedMotion: Bool
  /// Whether the presenter's view leaves the window while the screen is presented: for
  /// `.fullScreen`, and for a `.custom` presentation that removes it
  /// (``Presentation/removesPresentersView``, `shouldRemovePresentersView`). Its dismissal
  /// then brings the presenter into the container (docs/design.md#u11). Set from the style by
  /// default.
  public var presenterLeavesWindow: Bool
  /// Whether a back operation is being described as a forward one that plays as written
  /// (``Transition/selectBy(presenting:dismissing:)``): the screen leaving is `"from"`, so
  /// a modal's presenter is `"to"` and effects may move the leaving screen.
  var isBackPlayedAsWritten = false

  /// Creates a scene.
  ///
  /// - Parameters:
  ///   - operation: What happens.
  ///   - containerBounds: The container's bounds. A rectangle with a non-finite or negative
  ///     size means an empty one at the origin.
  ///   - fromFrame: Where the outgoing screen starts; `nil` means the container's bounds.
  ///   - toFrame: Where the incoming screen ends; `nil` means the container's bounds.
  ///   - presentationStyle: The modal style, for present and dismiss.
  ///   - layoutDirection: Where leading is.
  ///   - elements: The tagged views.
  ///   - prefersReducedMotion: Whether the user asked to reduce motion.
  public init(
    operation: TransitionOperation, containerBounds: CGRect, fromFrame: CGRect? = nil,
    toFrame: CGRect? = nil, presentationStyle: ModalPresentationStyle? = nil,
    layoutDirection: LayoutDirection = .leftToRight, elements: [SceneElement] = [],
    prefersReducedMotion: Bool = false
  ) {
    let bounds = TransitionScene.sanitized(containerBounds)
    self.operation = operation
    self.containerBounds = bounds
    self.fromFrame = fromFrame.map(TransitionScene.sanitized) ?? bounds
    self.toFrame = toFrame.map(TransitionScene.sanitized) ?? bounds
    self.presentationStyle =
      operation.kind == .modal ? (presentationStyle ?? .fullScreen) : nil
    self.layoutDirection = layoutDirection
    self.elements = elements
    self.prefersReducedMotion = prefersReducedMotion
    self.presenterLeavesWindow = self.presentationStyle == .fullScreen
  }

  /// The container's size.
  public var size: CGSize { containerBounds.size }

  /// The length of the container's diagonal: the radius that covers it from any corner.
  public var diagonal: Double {
    Double((size.width * size.width + size.height * size.height).squareRoot())
  }

  /// The same moment seen from the other direction: the operation's inverse, the two
  /// screens and the two sides of every element swapped.
  ///
  /// An effect that describes a push compiles the pop by describing the push of the
  /// swapped scene and playing it backwards.
  public var swapped: TransitionScene {
    var scene = self
    scene.operation = operation.inverse
    scene.fromFrame = toFrame
    scene.toFrame = fromFrame
    scene.elements = elements.map { element in
      var element = element
      element.side = element.side.opposite
      return element
    }
    return scene
  }

  /// A rectangle with non-finite parts means an empty one at the origin; a negative size is
  /// standardized.
  static func sanitized(_ rect: CGRect) -> CGRect {
    let parts = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    guard parts.allSatisfy(\.isFinite) else { return .zero }
    return rect.standardized
  }
}
