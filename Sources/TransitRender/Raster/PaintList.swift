import Foundation
import Transit

/// A frame's drawing, recorded in painting order before any pixel is touched: fills of
/// anti-aliased shapes, clips, and groups composited at an opacity.
///
/// Recording first lets the ``Rasterizer`` paint the frame band by band of rows, with each
/// band's pixels, clips and group surfaces in cache, skip what opaque fills above hide,
/// and give bands to several threads: the list is read-only while it is painted.
final class PaintList: @unchecked Sendable {
  /// One operation.
  enum Operation {
    /// A shape in one premultiplied, packed colour (`alpha` its alpha), already multiplied
    /// by the clips' opacities.
    case fill(CoverageSampler, pixel: UInt32, alpha: UInt32)
    /// A clip around what follows until the matching ``popClip``.
    case pushClip(CoverageSampler)
    /// The end of the innermost clip.
    case popClip
    /// Painting goes to a transparent group surface until the matching ``endGroup(opacity:)``.
    case beginGroup
    /// The group surface is composited over the one below at an opacity, 0…255.
    case endGroup(opacity: UInt32)
  }

  let width: Int
  let height: Int
  /// The colour under everything, premultiplied and packed.
  let backdrop: UInt32
  private(set) var operations: [Operation] = []
  /// How many groups are open at most at once.
  private(set) var deepestGroup = 0

  /// The product of the open clips' constant opacities (a mask's alpha).
  private var clipOpacities: [Double] = [1]
  /// The box, in pixels, that the open clips leave visible (`minX, maxX, minY, maxY`).
  private var visibleBoxes: [(Double, Double, Double, Double)]
  private var openGroups = 0

  /// An empty list for a frame of `width × height` pixels over a backdrop.
  init(width: Int, height: Int, backdrop: PremultipliedColor) {
    self.width = width
    self.height = height
    self.backdrop = backdrop.packed
    visibleBoxes = [(0, Double(width), 0, Double(height))]
  }

  /// Adds a clip.
  ///
  /// - Parameters:
  ///   - sampler: The clip's shape.
  ///   - opacity: A constant factor on everything painted inside it, 0…1.
  /// - Returns: `false`, with the clip pushed all the same, when it leaves nothing to see
  ///   (its box misses the visible part of the frame).
  func pushClip(_ sampler: CoverageSampler, opacity: Double) -> Bool {
    operations.append(.pushClip(sampler))
    clipOpacities.append((clipOpacities.last ?? 1) * opacity)
    let below = visibleBoxes.last ?? (0, 0, 0, 0)
    let box = (
      max(below.0, sampler.outer.minX), min(below.1, sampler.outer.maxX),
      max(below.2, sampler.outer.minY), min(below.3, sampler.outer.maxY)
    )
    visibleBoxes.append(box)
    let rows = sampler.outer.rows(height: height)
    return box.0 < box.1 && box.2 < box.3 && rows.first <= rows.last
  }

  /// Removes the innermost clip.
  func popClip() {
    guard visibleBoxes.count > 1 else { return }
    operations.append(.popClip)
    clipOpacities.removeLast()
    visibleBoxes.removeLast()
  }

  /// Starts a group.
  func beginGroup() {
    operations.append(.beginGroup)
    openGroups += 1
    deepestGroup = max(deepestGroup, openGroups)
  }

  /// Ends the innermost group.
  ///
  /// - Parameter opacity: The group's opacity, 0…1.
  func endGroup(opacity: Double) {
    guard openGroups > 0 else { return }
    openGroups -= 1
    operations.append(
      .endGroup(opacity: UInt32((PremultipliedColor.unit(opacity) * 255).rounded())))
  }

  /// Paints a shape in one colour.
  ///
  /// - Parameters:
  ///   - sampler: The shape as seen on the screen.
  ///   - color: The colour.
  ///   - opacity: A factor on the colour's alpha.
  func fill(_ sampler: CoverageSampler, color: Color, opacity: Double) {
    let paint = PremultipliedColor(color, opacity: opacity * (clipOpacities.last ?? 1))
    guard paint.alpha > 0 else { return }
    operations.append(.fill(sampler, pixel: paint.packed, alpha: UInt32(paint.alpha)))
  }
}
