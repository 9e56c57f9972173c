import Foundation
import Transit

/// Paints anti-aliased shapes into a frame, premultiplied source-over, under a stack of
/// clips, with groups composited at an opacity.
///
/// Each shape is painted row by row: the columns its sampler's inner polygon (and every
/// clip's) covers fully get one colour in a flat loop; only the columns between the inner
/// and outer polygons are sampled one by one.
final class Rasterizer {
  let width: Int
  let height: Int
  /// The surface being painted: the frame, or the innermost group's scratch surface.
  private(set) var surface: PixelSurface
  private var enclosing: [PixelSurface] = []
  private var spare: [PixelSurface]
  private var clips: [ClipRegion] = []
  /// The product of the clips' constant opacities (a mask's alpha).
  private var clipOpacities: [Double] = [1]
  /// One row of coverage values, for blurred shapes sampled sparsely.
  private let coverageRow: UnsafeMutablePointer<Double>

  /// A rasterizer painting into `surface`, taking scratch surfaces from `spare` (and
  /// leaving them there, transparent, for the next frame).
  init(surface: PixelSurface, spare: [PixelSurface]) {
    self.surface = surface
    width = surface.width
    height = surface.height
    self.spare = spare
    coverageRow = UnsafeMutablePointer<Double>.allocate(capacity: max(surface.width, 1))
  }

  deinit {
    coverageRow.deallocate()
  }

  /// The scratch surfaces, all transparent again once every group has ended.
  var spareSurfaces: [PixelSurface] { spare }

  // MARK: Clips

  /// Adds a clip.
  ///
  /// - Parameters:
  ///   - sampler: The clip's shape.
  ///   - opacity: A constant factor on everything painted inside it, 0…1.
  /// - Returns: `false`, with the clip pushed all the same, when nothing is left to see.
  func pushClip(_ sampler: CoverageSampler, opacity: Double) -> Bool {
    let region = ClipRegion(sampler: sampler, width: width, height: height, below: clips.last)
    clips.append(region)
    clipOpacities.append((clipOpacities.last ?? 1) * opacity)
    return !region.isEmpty
  }

  /// Removes the innermost clip.
  func popClip() {
    if !clips.isEmpty {
      clips.removeLast()
      clipOpacities.removeLast()
    }
  }

  // MARK: Groups

  /// Starts painting into a transparent scratch surface.
  func beginGroup() {
    enclosing.append(surface)
    surface = spare.popLast() ?? PixelSurface(width: width, height: height)
  }

  /// Composites the scratch surface over the one below at an opacity, and goes back to it.
  ///
  /// - Parameter opacity: The group's opacity, 0…1.
  func endGroup(opacity: Double) {
    guard let below = enclosing.popLast() else { return }
    let group = surface
    group.composite(
      onto: below, opacity: UInt32((PremultipliedColor.unit(opacity) * 255).rounded()))
    group.clear()
    spare.append(group)
    surface = below
  }

  // MARK: Painting

  /// Paints a shape in one colour.
  ///
  /// - Parameters:
  ///   - sampler: The shape as seen on the screen.
  ///   - color: The colour.
  ///   - opacity: A factor on the colour's alpha.
  ///   - hidden: Where what is painted next covers this shape opaquely (a layer's
  ///     background over its shadow), so painting there can be skipped; honoured only
  ///     where no clip lets the cover through.
  func fill(
    _ sampler: CoverageSampler, color: Color, opacity: Double, hiddenBy hidden: ScreenPolygon? = nil
  ) {
    let clipOpacity = clipOpacities.last ?? 1
    let paint = PremultipliedColor(color, opacity: opacity * clipOpacity)
    guard paint.alpha > 0 else { return }
    let clip = clips.last
    let rows = sampler.outer.rows(height: height)
    guard rows.first <= rows.last else { return }
    var span = RowSpan(pixel: paint.packed, alpha: UInt32(paint.alpha))
    for row in rows.first...rows.last {
      span.row = row
      var outer = sampler.outer.span(row: row, width: width)
      span.ownInner = sampler.inner?.span(row: row, width: width) ?? (1, 0)
      span.inner = span.ownInner
      var skip = (first: 1, last: 0)
      if let hidden, clipOpacity == 1 { skip = hidden.span(row: row, width: width) }
      if let clip {
        let base = row * 4
        let limits = clip.combined
        outer.first = max(outer.first, Int(limits[base]))
        outer.last = min(outer.last, Int(limits[base + 1]))
        span.inner.first = max(span.inner.first, Int(limits[base + 2]))
        span.inner.last = min(span.inner.last, Int(limits[base + 3]))
        skip.first = max(skip.first, Int(limits[base + 2]))
        skip.last = min(skip.last, Int(limits[base + 3]))
      }
      guard outer.first <= outer.last else { continue }
      if skip.first <= skip.last {
        paintRow(sampler, span, from: outer.first, to: min(outer.last, skip.first - 1))
        paintRow(sampler, span, from: max(outer.first, skip.last + 1), to: outer.last)
      } else {
        paintRow(sampler, span, from: outer.first, to: outer.last)
      }
      surface.markPainted(row: row, first: outer.first, last: outer.last)
    }
  }

  /// What painting one row of a shape needs besides its sampler.
  private struct RowSpan {
    /// The colour, premultiplied and packed, and its alpha.
    var pixel: UInt32
    var alpha: UInt32
    var row = 0
    /// The columns the shape covers fully.
    var ownInner = (first: 1, last: 0)
    /// The columns the shape and every clip cover fully.
    var inner = (first: 1, last: 0)
  }

  /// Paints the columns `first...last` of a row: those covered fully in one loop, the
  /// others pixel by pixel.
  private func paintRow(_ sampler: CoverageSampler, _ span: RowSpan, from first: Int, to last: Int)
  {
    guard first <= last else { return }
    let rowStart = surface.pixels + span.row * width * 4
    let innerFirst = max(span.inner.first, first)
    let innerLast = min(span.inner.last, last)
    guard innerFirst <= innerLast else {
      sampleSpan(sampler, span, from: first, to: last, rowStart: rowStart)
      return
    }
    sampleSpan(sampler, span, from: first, to: innerFirst - 1, rowStart: rowStart)
    PixelMemory.paintSpan(
      rowStart + innerFirst * 4, count: innerLast - innerFirst + 1, pixel: span.pixel,
      alpha: span.alpha)
    sampleSpan(sampler, span, from: innerLast + 1, to: last, rowStart: rowStart)
  }

  /// Paints the pixels of a row from `first` to `last` one by one, each at its coverage
  /// by the shape and by every clip.
  private func sampleSpan(
    _ sampler: CoverageSampler, _ span: RowSpan, from first: Int, to last: Int,
    rowStart: UnsafeMutableRawPointer
  ) {
    guard first <= last else { return }
    let row = span.row
    let interpolated = sampler.blurStep > 1
    if interpolated { interpolateCoverage(sampler, row: row, from: first, to: last) }
    let base = row * 4
    for column in first...last {
      var coverage = 1.0
      if column < span.ownInner.first || column > span.ownInner.last {
        coverage = interpolated ? coverageRow[column] : sampler.coverage(x: column, y: row)
      }
      var index = clips.count - 1
      while index >= 0, coverage > 0 {
        let clip = clips[index]
        index -= 1
        let spans = clip.own
        if column >= Int(spans[base + 2]) && column <= Int(spans[base + 3]) { continue }
        if column < Int(spans[base]) || column > Int(spans[base + 1]) {
          coverage = 0
        } else {
          coverage *= clip.sampler.coverage(x: column, y: row)
        }
      }
      guard coverage > 0 else { continue }
      let level = UInt32(coverage * 255 + 0.5)
      guard level > 0 else { continue }
      var source = span.pixel
      var sourceAlpha = span.alpha
      if level < 255 {
        source = PixelMemory.scale(span.pixel, by: level)
        sourceAlpha = (span.alpha &* level &+ 128 &+ ((span.alpha &* level &+ 128) >> 8)) >> 8
      }
      let offset = column * 4
      rowStart.storeBytes(
        of: PixelMemory.over(
          source, alpha: sourceAlpha,
          onto: rowStart.load(fromByteOffset: offset, as: UInt32.self)),
        toByteOffset: offset, as: UInt32.self)
    }
  }

  /// Fills ``coverageRow`` from `first` to `last` with a blurred shape's coverage, exact
  /// every `blurStep` pixels and at both ends, linear in between.
  private func interpolateCoverage(
    _ sampler: CoverageSampler, row: Int, from first: Int, to last: Int
  ) {
    var start = first
    var startValue = sampler.coverage(x: start, y: row)
    coverageRow[start] = startValue
    while start < last {
      let end = min(start + sampler.blurStep, last)
      let endValue = sampler.coverage(x: end, y: row)
      let slope = (endValue - startValue) / Double(end - start)
      var column = start + 1
      while column < end {
        coverageRow[column] = startValue + slope * Double(column - start)
        column += 1
      }
      coverageRow[end] = endValue
      start = end
      startValue = endValue
    }
  }
}
