import Foundation
import Transit

/// The twin of `UIScreenEdgePanGestureRecognizer`: a pan that starts at an edge of the
/// window (the screen) and moves away from it, as the interactive pop gesture does.
///
/// ```swift
/// let edgePan = StageScreenEdgePanGestureRecognizer { recognizer in … }
/// edgePan.edges = .left
/// navigationController.view.addGestureRecognizer(edgePan)
/// window.send(.edgePan(from: .left, in: window.bounds, distance: 120, duration: 0.3))
/// ```
///
/// The first finger must go down within ``edgeRegionSize`` points of one of ``edges``
/// (measured in the window, whatever the view), or the recognizer fails at once. When the
/// fingers pass the pan's hysteresis, they must be moving away from such an edge more than
/// along it (within 45° of straight away), or it fails; otherwise it is a pan in every
/// respect, with its translation, velocity and states.
@MainActor
open class StageScreenEdgePanGestureRecognizer: StagePanGestureRecognizer {
  /// How close to an edge, in points, the first finger must go down (UIKit's private
  /// edge region; about 20 points is the common reading, not a published value).
  public static let edgeRegionSize: CGFloat = 20

  /// The window edges the gesture may start from; none by default, as in UIKit, so a
  /// recognizer whose edges are not set never begins.
  public var edges: StageRectEdge = []

  /// The chosen edges the first finger went down near.
  private var startEdges: StageRectEdge = []

  /// Creates an edge-pan recognizer with one action (UIKit's `init(target:action:)`).
  ///
  /// - Parameter handler: The action, called with the recognizer when the pan begins, at
  ///   each change, and when it ends or is cancelled.
  public override init(handler: @escaping @MainActor (StageGestureRecognizer) -> Void) {
    super.init(handler: handler)
  }

  /// Creates an edge-pan recognizer with no actions; add them with ``addTarget(_:)``.
  public override init() {
    super.init()
  }

  override func touchesBegan(_ touches: [StageTouch]) {
    let isFirst = state == .possible && numberOfTouches == touches.count
    super.touchesBegan(touches)
    guard isFirst, state == .possible, let touch = touches.first else { return }
    startEdges = Self.edges(near: touch.locationInWindow, in: touch.window?.bounds).intersection(
      edges)
    if startEdges.isEmpty { transition(to: .failed) }
  }

  override func fingersPassedHysteresis(translation: CGPoint) {
    let across = (horizontal: abs(translation.y), vertical: abs(translation.x))
    let away =
      (startEdges.contains(.left) && translation.x > across.horizontal)
      || (startEdges.contains(.right) && -translation.x > across.horizontal)
      || (startEdges.contains(.top) && translation.y > across.vertical)
      || (startEdges.contains(.bottom) && -translation.y > across.vertical)
    if away {
      super.fingersPassedHysteresis(translation: translation)
    } else {
      transition(to: .failed)
    }
  }

  override func reset() {
    super.reset()
    startEdges = []
  }

  /// The edges of a window's bounds within the edge region of a point.
  private static func edges(near point: CGPoint, in bounds: CGRect?) -> StageRectEdge {
    guard let bounds else { return [] }
    var result: StageRectEdge = []
    if point.x - bounds.minX <= edgeRegionSize { result.insert(.left) }
    if bounds.maxX - point.x <= edgeRegionSize { result.insert(.right) }
    if point.y - bounds.minY <= edgeRegionSize { result.insert(.top) }
    if bounds.maxY - point.y <= edgeRegionSize { result.insert(.bottom) }
    return result
  }
}
