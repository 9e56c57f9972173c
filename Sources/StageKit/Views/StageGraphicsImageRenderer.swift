import Foundation
import Transit

/// The twin of `UIGraphicsImageRenderer`: draws into an image, for code ported from UIKit
/// that snapshots views with `drawHierarchy(in:afterScreenUpdates:)`.
///
/// ```swift
/// let image = StageGraphicsImageRenderer(bounds: view.bounds).image { _ in
///   view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
/// }
/// piece.layer.contents = image.cgImage
/// ```
///
/// The stage draws no pixels here: what a view draws is a frozen copy of its layer tree,
/// which a layer shows as its contents (and `TransitRender` rasterizes), as a snapshot view
/// does.
@MainActor
public final class StageGraphicsImageRenderer {
  /// The rectangle drawn, in the renderer's coordinates.
  public let bounds: CGRect

  /// Creates a renderer for a rectangle.
  ///
  /// - Parameter bounds: The rectangle.
  public init(bounds: CGRect) {
    self.bounds = bounds
  }

  /// Draws into a new image.
  ///
  /// - Parameter actions: What to draw; `drawHierarchy(in:afterScreenUpdates:)` draws into
  ///   the renderer running it.
  /// - Returns: The image.
  public func image(actions: (StageGraphicsImageRendererContext) -> Void) -> StageImage {
    let context = StageGraphicsImageRendererContext(bounds: bounds)
    Self.$current.withValue(context) { actions(context) }
    var image = StageImage(size: bounds.size, color: Color(white: 0, alpha: 0))
    image.drawing = context.canvas
    return image
  }

  /// The context of the renderer drawing now, as UIKit's current graphics context.
  @TaskLocal static var current: StageGraphicsImageRendererContext?
}

/// The twin of `UIGraphicsImageRendererContext`: where a renderer's actions draw.
@MainActor
public final class StageGraphicsImageRendererContext {
  /// The layer drawings go into, the size of the renderer's bounds.
  let canvas: StageLayer

  init(bounds: CGRect) {
    canvas = StageLayer()
    canvas.bounds = CGRect(origin: .zero, size: bounds.size)
    canvas.position = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
  }
}

extension StageView {
  /// Draws the view and everything in it into the current image renderer, as UIKit's
  /// `drawHierarchy(in:afterScreenUpdates:)`: the view's layers as they are on screen, or
  /// with their model values after pending updates.
  ///
  /// - Parameters:
  ///   - rect: Where the view's bounds go, in the renderer's coordinates.
  ///   - afterScreenUpdates: Whether to draw the model values (after pending changes), not
  ///     what is on screen.
  /// A view in no window has never been rendered, and UIKit draws it as nothing
  /// ("If the current view is not yet rendered, perhaps because it is not yet onscreen, the
  /// snapshot view has no visible content", `snapshotView(afterScreenUpdates:)`, which
  /// `drawHierarchy` shares): the stage draws nothing, reports UIKit's console warning and
  /// returns `false`.
  ///
  /// - Returns: Whether anything was drawn: `false` outside a renderer's actions, or for a
  ///   view in no window.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
    guard let context = StageGraphicsImageRenderer.current else { return false }
    guard window != nil else {
      reportUnrenderedSnapshot()
      return false
    }
    window?.eventLog.record(
      .cost,
      "drawHierarchy(\(accessibilityIdentifier ?? "\(type(of: self))"), "
        + "afterScreenUpdates: \(afterScreenUpdates))")
    let frozen = frozenTree(afterScreenUpdates: afterScreenUpdates)
    frozen.bounds = bounds
    frozen.position = CGPoint(x: rect.midX, y: rect.midY)
    if bounds.width > 0, bounds.height > 0 {
      frozen.transform = Transform3D(
        scaleX: Double(rect.width / bounds.width), y: Double(rect.height / bounds.height))
    }
    context.canvas.addSublayer(frozen)
    return true
  }
}
