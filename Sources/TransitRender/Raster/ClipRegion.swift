/// A clip in effect while the rasterizer paints: a shape (a layer's rounded bounds, or a
/// mask's outline) with, for every row of the frame, the columns it may cover and those it
/// certainly covers, on its own and intersected with every clip below it.
final class ClipRegion {
  /// The clip's shape on the screen.
  let sampler: CoverageSampler
  /// Per row: outer first, outer last, inner first, inner last columns (empty when first >
  /// last), for this clip alone.
  private(set) var own: [Int32]
  /// The same, intersected with the clips below.
  private(set) var combined: [Int32]
  /// Whether any pixel is left visible.
  private(set) var isEmpty = true

  /// Tabulates a clip for a frame of `width × height` pixels, inside `below`.
  init(sampler: CoverageSampler, width: Int, height: Int, below: ClipRegion?) {
    self.sampler = sampler
    var own = [Int32](repeating: 0, count: height * 4)
    var combined = own
    let rows = sampler.outer.rows(height: height)
    for row in 0..<height {
      var outer = (first: 1, last: 0)
      var inner = (first: 1, last: 0)
      if row >= rows.first, row <= rows.last {
        outer = sampler.outer.span(row: row, width: width)
        if let polygon = sampler.inner { inner = polygon.span(row: row, width: width) }
      }
      let base = row * 4
      own[base] = Int32(outer.first)
      own[base + 1] = Int32(outer.last)
      own[base + 2] = Int32(inner.first)
      own[base + 3] = Int32(inner.last)
      if let below {
        outer.first = max(outer.first, Int(below.combined[base]))
        outer.last = min(outer.last, Int(below.combined[base + 1]))
        inner.first = max(inner.first, Int(below.combined[base + 2]))
        inner.last = min(inner.last, Int(below.combined[base + 3]))
      }
      combined[base] = Int32(outer.first)
      combined[base + 1] = Int32(outer.last)
      combined[base + 2] = Int32(inner.first)
      combined[base + 3] = Int32(inner.last)
      if outer.first <= outer.last { isEmpty = false }
    }
    self.own = own
    self.combined = combined
  }
}
