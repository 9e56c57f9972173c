import Foundation

/// Paints a ``PaintList`` into a frame's pixels, premultiplied source-over, band by band
/// of rows, the bands shared out among threads.
///
/// A band of ``bandHeight`` rows is painted in three passes over the list. The first
/// finds, for every fill and row, the columns the shape may touch and those it covers
/// fully, within its clips (each clip's rows are tabulated once, when it opens). The
/// second goes from the top operation down and notes, per row, the columns an opaque fill
/// above covers fully: what lies under them there is never seen, so it is skipped (groups
/// are honoured: a fill inside a group does not hide what lies under the group). The third
/// paints: the backdrop over the whole band in one pass, then columns covered fully in flat
/// loops, an upright edge's row as one run at one coverage level, and only the other pixels
/// near an edge sampled one by one.
/// A band's pixels and its group surfaces stay in cache, and every band gives the same
/// pixels whatever thread paints it, so the image is the same for any number of threads
/// and however the bands fall to them (each thread takes the next band left, handed out by
/// a ``BandCrew``, whose helpers may have filled a band's backdrop ahead: the same pixels).
final class Rasterizer: @unchecked Sendable {
  /// Rows per band: few enough that a band's frame rows and group surfaces stay in cache
  /// at phone widths (150 KB a surface at 1170 pixels), enough that the three passes over
  /// the list, once a band, are shared by many rows.
  static let bandHeight = 32

  let list: PaintList
  let width: Int
  let height: Int
  /// The clip table each `pushClip` fills, by operation index; -1 for other operations.
  private let clipSlot: [Int]
  private let clipCount: Int
  /// Per clip: the clip it lies in, or -1; its sampler.
  private let clipBelow: [Int]
  private let clipSamplers: [CoverageSampler]
  /// Per operation: the innermost clip in effect, or -1.
  private let fillClip: [Int]

  /// A rasterizer for a recorded frame.
  init(_ list: PaintList) {
    self.list = list
    width = list.width
    height = list.height
    var slots = [Int](repeating: -1, count: list.operations.count)
    var innermost = [Int](repeating: -1, count: list.operations.count)
    var below: [Int] = []
    var samplers: [CoverageSampler] = []
    var stack: [Int] = []
    for (index, operation) in list.operations.enumerated() {
      switch operation {
      case .pushClip(let sampler):
        slots[index] = samplers.count
        below.append(stack.last ?? -1)
        stack.append(samplers.count)
        samplers.append(sampler)
      case .popClip:
        stack.removeLast()
      case .fill, .beginGroup, .endGroup:
        innermost[index] = stack.last ?? -1
      }
    }
    clipSlot = slots
    clipCount = samplers.count
    clipBelow = below
    clipSamplers = samplers
    fillClip = innermost
  }

  /// How many bands of ``bandHeight`` rows the frame has.
  var bandCount: Int { (height + Self.bandHeight - 1) / Self.bandHeight }

  /// Paints the whole frame.
  ///
  /// - Parameters:
  ///   - pixels: `width × height` pixels, four bytes each; every byte is written.
  ///   - crew: Helpers that share the bands, or `nil` to paint on the calling thread alone.
  func paint(into pixels: UnsafeMutableRawPointer, crew: BandCrew?) {
    if let crew {
      crew.paint(self, into: pixels)
      return
    }
    let band = Band(self)
    for index in 0..<bandCount { band.paint(index, into: pixels, backdropFilled: false) }
  }

  /// Paints the bands that `next` hands out, with one thread's scratch memory; `next` is
  /// told whether a band has been painted since it was last asked, and says whether the
  /// band's backdrop has been filled already.
  func paintBands(
    into pixels: UnsafeMutableRawPointer,
    next: (_ finishing: Bool) -> (index: Int, backdropFilled: Bool)?
  ) {
    var band: Band?
    var finishing = false
    while let (index, backdropFilled) = next(finishing) {
      let painter = band ?? Band(self)
      band = painter
      painter.paint(index, into: pixels, backdropFilled: backdropFilled)
      finishing = true
    }
  }

  /// One thread's scratch memory for painting bands, and the three passes.
  private final class Band {
    let raster: Rasterizer
    let operations: [PaintList.Operation]
    let width: Int
    /// Per fill and band row: outer first/last, inner first/last (within the clips), the
    /// shape's own inner first/last, the skipped (hidden) first/last columns, and a run of
    /// one coverage level: first/last column and level (0…255).
    let spans: UnsafeMutablePointer<Int32>
    static let spanStride = 12
    /// Per clip and band row: own outer first/last, inner first/last, then the same
    /// intersected with the clips below.
    let clipSpans: UnsafeMutablePointer<Int32>
    /// Per clip: the clip below it, or -1; its sampler. Per operation: the innermost clip.
    let clipBelow: [Int]
    let clipSamplers: [CoverageSampler]
    let fillClip: [Int]
    /// Group surfaces, one band each, and their painted columns per row.
    let groups: [UnsafeMutableRawPointer]
    let groupDirty: UnsafeMutablePointer<Int>
    /// Per row: the columns opaque fills above cover, while going down the list; and the
    /// saved values at each open group.
    let covered: UnsafeMutablePointer<Int32>
    let savedCovered: UnsafeMutablePointer<Int32>
    /// Per row: how many opaque fills' full spans the backdrop pass writes (at most
    /// ``maximumRowFills``), and for each, topmost first, its first and last column, the
    /// fill's operation and the columns it skipped before (to give them back), and its
    /// pixel.
    let rowFillCount: UnsafeMutablePointer<Int>
    let rowFillSpans: UnsafeMutablePointer<Int32>
    let rowFillPixels: UnsafeMutablePointer<UInt32>
    /// The most full spans a row writes ahead: a screen, a card on it, a row on that; fills
    /// beyond are painted as they would be without.
    static let maximumRowFills = 4
    /// One row of coverage values, for blurred shapes sampled sparsely.
    let coverageRow: UnsafeMutablePointer<Double>
    /// Per operation: whether a fill reaches the band's rows. The others are passed over
    /// by every pass (most of a frame's small shapes miss most bands).
    let inBand: UnsafeMutablePointer<Bool>

    init(_ raster: Rasterizer) {
      self.raster = raster
      operations = raster.list.operations
      width = raster.width
      let rows = Rasterizer.bandHeight
      spans = .allocate(capacity: max(1, operations.count * rows * Self.spanStride))
      clipSpans = .allocate(capacity: max(1, raster.clipCount * rows * 8))
      clipBelow = raster.clipBelow
      clipSamplers = raster.clipSamplers
      fillClip = raster.fillClip
      let groupBytes = max(1, width * rows * 4)
      groups = (0..<raster.list.deepestGroup).map { _ in
        let surface = UnsafeMutableRawPointer.allocate(byteCount: groupBytes, alignment: 16)
        memset(surface, 0, groupBytes)
        return surface
      }
      groupDirty = .allocate(capacity: max(1, raster.list.deepestGroup * rows * 2))
      for index in 0..<(raster.list.deepestGroup * rows) {
        groupDirty[index * 2] = Int.max
        groupDirty[index * 2 + 1] = -1
      }
      covered = .allocate(capacity: rows * 2)
      rowFillCount = .allocate(capacity: rows)
      rowFillSpans = .allocate(capacity: rows * Self.maximumRowFills * 5)
      rowFillPixels = .allocate(capacity: rows * Self.maximumRowFills)
      savedCovered = .allocate(capacity: max(1, raster.list.deepestGroup * rows * 2))
      coverageRow = .allocate(capacity: max(width, 1))
      inBand = .allocate(capacity: max(1, operations.count))
      inBand.initialize(repeating: false, count: max(1, operations.count))
    }

    deinit {
      spans.deallocate()
      clipSpans.deallocate()
      for surface in groups { surface.deallocate() }
      groupDirty.deallocate()
      covered.deallocate()
      rowFillCount.deallocate()
      rowFillSpans.deallocate()
      rowFillPixels.deallocate()
      savedCovered.deallocate()
      coverageRow.deallocate()
      inBand.deallocate()
    }

    /// Paints band `index` of the frame; `backdropFilled` when a helper has filled its
    /// backdrop ahead.
    func paint(_ index: Int, into frame: UnsafeMutableRawPointer, backdropFilled: Bool) {
      let top = index * Rasterizer.bandHeight
      let count = min(Rasterizer.bandHeight, raster.height - top)
      measure(top: top, count: count)
      findHidden(count: count, rowFills: !backdropFilled)
      if !backdropFilled { fillBackdrop(into: frame, top: top, count: count) }
      paintOperations(into: frame, top: top, count: count)
    }

    // MARK: Pass 1: spans

    private func measure(top: Int, count: Int) {
      let height = raster.height
      for (index, operation) in operations.enumerated() {
        switch operation {
        case .pushClip(let sampler):
          let slot = raster.clipSlot[index]
          let current = clipBelow[slot]
          let rows = sampler.outer.rows(height: height)
          let uniform = sampler.uniformRows
          var cached: (outer: (first: Int, last: Int), inner: (first: Int, last: Int))?
          var cursors = (outer: ScreenPolygon.Cursor(), inner: ScreenPolygon.Cursor())
          for r in 0..<count {
            let row = top + r
            var outer = (first: 1, last: 0)
            var inner = (first: 1, last: 0)
            if row >= rows.first, row <= rows.last {
              if row >= uniform.first, row <= uniform.last, let cached {
                (outer, inner) = cached
              } else {
                outer = sampler.outer.span(row: row, width: width, cursor: &cursors.outer)
                if let polygon = sampler.inner {
                  inner = polygon.span(row: row, width: width, cursor: &cursors.inner)
                }
                if row >= uniform.first, row <= uniform.last { cached = (outer, inner) }
              }
            }
            let base = (slot * Rasterizer.bandHeight + r) * 8
            clipSpans[base] = Int32(outer.first)
            clipSpans[base + 1] = Int32(outer.last)
            clipSpans[base + 2] = Int32(inner.first)
            clipSpans[base + 3] = Int32(inner.last)
            if current >= 0 {
              let below = (current * Rasterizer.bandHeight + r) * 8 + 4
              outer.first = max(outer.first, Int(clipSpans[below]))
              outer.last = min(outer.last, Int(clipSpans[below + 1]))
              inner.first = max(inner.first, Int(clipSpans[below + 2]))
              inner.last = min(inner.last, Int(clipSpans[below + 3]))
            }
            clipSpans[base + 4] = Int32(outer.first)
            clipSpans[base + 5] = Int32(outer.last)
            clipSpans[base + 6] = Int32(inner.first)
            clipSpans[base + 7] = Int32(inner.last)
          }
        case .fill(let sampler, _, _):
          let current = fillClip[index]
          let rows = sampler.outer.rows(height: height)
          inBand[index] = rows.first < top + count && rows.last >= top
          guard inBand[index] else { continue }
          // Rows the sampler says are alike are measured once a band.
          let uniform = sampler.uniformRows
          typealias Straight = (first: Int, last: Int, share: Double, level: Int)
          var cached:
            (outer: (first: Int, last: Int), own: (first: Int, last: Int), straight: Straight?)?
          var cursors = (outer: ScreenPolygon.Cursor(), inner: ScreenPolygon.Cursor())
          for r in 0..<count {
            let row = top + r
            let base = (index * Rasterizer.bandHeight + r) * Self.spanStride
            guard row >= rows.first, row <= rows.last else {
              spans[base] = 1
              spans[base + 1] = 0
              continue
            }
            var outer: (first: Int, last: Int)
            var own: (first: Int, last: Int)
            let straightColumns: Straight?
            if row >= uniform.first, row <= uniform.last, let cached {
              (outer, own, straightColumns) = cached
            } else {
              outer = sampler.outer.span(row: row, width: width, cursor: &cursors.outer)
              own =
                sampler.inner?.span(row: row, width: width, cursor: &cursors.inner)
                ?? (first: 1, last: 0)
              straightColumns = sampler.straightColumns(row: row, within: outer)
              if row >= uniform.first, row <= uniform.last {
                cached = (outer, own, straightColumns)
              }
            }
            var run = (first: 1, last: 0, level: 0)
            if let straight = straightColumns {
              // An upright shape's straight columns, found exactly, reach past the inner
              // polygon's safety margin: full ones join the inner span, and in an edge's
              // row they are one run at one level. Only where no clip's edge multiplies
              // coverage, since there it is taken as exactly the row's share.
              var straightFirst = straight.first
              var straightLast = straight.last
              if current >= 0 {
                let clip = (current * Rasterizer.bandHeight + r) * 8 + 4
                straightFirst = max(straightFirst, Int(clipSpans[clip + 2]))
                straightLast = min(straightLast, Int(clipSpans[clip + 3]))
              }
              if straight.share >= 1 - 1e-9 {
                if own.first > own.last {
                  own = (straightFirst, straightLast)
                } else if straightFirst <= straightLast, straightFirst <= own.last + 1,
                  straightLast >= own.first - 1
                {
                  own = (min(own.first, straightFirst), max(own.last, straightLast))
                }
              } else if own.first > own.last, straight.level >= 0 {
                run = (straightFirst, straightLast, straight.level)
              }
            }
            var inner = own
            if current >= 0 {
              let clip = (current * Rasterizer.bandHeight + r) * 8 + 4
              outer.first = max(outer.first, Int(clipSpans[clip]))
              outer.last = min(outer.last, Int(clipSpans[clip + 1]))
              inner.first = max(inner.first, Int(clipSpans[clip + 2]))
              inner.last = min(inner.last, Int(clipSpans[clip + 3]))
            }
            spans[base] = Int32(outer.first)
            spans[base + 1] = Int32(outer.last)
            spans[base + 2] = Int32(inner.first)
            spans[base + 3] = Int32(inner.last)
            spans[base + 4] = Int32(own.first)
            spans[base + 5] = Int32(own.last)
            spans[base + 8] = Int32(run.first)
            spans[base + 9] = Int32(run.last)
            spans[base + 10] = Int32(run.level)
          }
        case .popClip, .beginGroup, .endGroup:
          break
        }
      }
    }

    // MARK: Pass 2: what opaque fills hide

    /// Notes, per fill and row, the columns opaque fills painted after it cover fully in
    /// the same surface or one it is composited into.
    ///
    /// With `rowFills`, also, per row, the full spans of opaque fills in the frame itself
    /// (not in a group) that the backdrop pass writes in their pixel, instead of the
    /// backdrop and instead of the fill: a fill whose full span joins the columns that the
    /// fills above hide, and shows some of it. Everything below it is hidden there, and the
    /// span is one pixel wherever it shows, so it is written once instead of twice (the
    /// fills above overwrite it where they hide it); the fill paints only its edges. The
    /// hidden columns are found as without this (which pixels sampled spans start and end
    /// at decides their values to the last bit): where a larger span below replaces them,
    /// the spans written ahead that they no longer hold are given back to their fills.
    private func findHidden(count: Int, rowFills: Bool) {
      for r in 0..<count {
        covered[r * 2] = 1
        covered[r * 2 + 1] = 0
        rowFillCount[r] = 0
      }
      var depth = 0
      for index in operations.indices.reversed() {
        switch operations[index] {
        case .endGroup:
          // Going down: what lies above the group hides its content too; what is inside it
          // hides nothing outside (it is composited at an opacity).
          memcpy(savedCovered + depth * Rasterizer.bandHeight * 2, covered, count * 2 * 4)
          depth += 1
        case .beginGroup:
          depth -= 1
          memcpy(covered, savedCovered + depth * Rasterizer.bandHeight * 2, count * 2 * 4)
        case .fill(_, let pixel, let alpha):
          guard inBand[index] else { continue }
          for r in 0..<count {
            let base = (index * Rasterizer.bandHeight + r) * Self.spanStride
            let first = covered[r * 2]
            let last = covered[r * 2 + 1]
            spans[base + 6] = first
            spans[base + 7] = last
            guard alpha == 255, spans[base] <= spans[base + 1] else { continue }
            let innerFirst = spans[base + 2]
            let innerLast = spans[base + 3]
            guard innerFirst <= innerLast else { continue }
            if first > last {
              covered[r * 2] = innerFirst
              covered[r * 2 + 1] = innerLast
            } else if innerFirst <= last + 1, innerLast >= first - 1 {
              covered[r * 2] = min(first, innerFirst)
              covered[r * 2 + 1] = max(last, innerLast)
            } else {
              if innerLast - innerFirst > last - first {
                covered[r * 2] = innerFirst
                covered[r * 2 + 1] = innerLast
                if rowFillCount[r] > 0 { dropRowFills(row: r, outside: (innerFirst, innerLast)) }
              }
              // Apart from the columns hidden above, the fill's edges on that side would be
              // painted in two pieces: not written ahead.
              continue
            }
            // The hidden columns now hold the full span, joined to those hidden above: the
            // fill, skipping them, paints its edges in the same pieces as before.
            let fills = rowFillCount[r]
            guard rowFills, depth == 0, fills < Self.maximumRowFills,
              first > last || innerFirst < first || innerLast > last
            else { continue }
            let slot = r * Self.maximumRowFills + fills
            rowFillSpans[slot * 5] = innerFirst
            rowFillSpans[slot * 5 + 1] = innerLast
            rowFillSpans[slot * 5 + 2] = Int32(index)
            rowFillSpans[slot * 5 + 3] = first
            rowFillSpans[slot * 5 + 4] = last
            rowFillPixels[slot] = pixel
            rowFillCount[r] = fills + 1
            spans[base + 6] = covered[r * 2]
            spans[base + 7] = covered[r * 2 + 1]
          }
        case .pushClip, .popClip:
          break
        }
      }
    }

    /// Gives back to their fills the row's spans written ahead that `kept` does not hold:
    /// each fill skips again only what the fills above it hide.
    private func dropRowFills(row r: Int, outside kept: (first: Int32, last: Int32)) {
      let slots = rowFillSpans + r * Self.maximumRowFills * 5
      let pixels = rowFillPixels + r * Self.maximumRowFills
      var count = 0
      for index in 0..<rowFillCount[r] {
        let entry = slots + index * 5
        guard entry[0] >= kept.first, entry[1] <= kept.last else {
          let base = (Int(entry[2]) * Rasterizer.bandHeight + r) * Self.spanStride
          spans[base + 6] = entry[3]
          spans[base + 7] = entry[4]
          continue
        }
        if count != index {
          for field in 0..<5 { slots[count * 5 + field] = entry[field] }
          pixels[count] = pixels[index]
        }
        count += 1
      }
      rowFillCount[r] = count
    }

    // MARK: Pass 3: painting

    /// Fills the band with the backdrop, the columns that opaque fills cover too, in one
    /// pass over its memory: a frame that other work has pushed out of the cache since it
    /// was last drawn comes back in one stream, rather than at every fill's first touch of
    /// every row (which costs more than the pixels written twice); the fills overwrite it.
    private func fillBackdrop(into frame: UnsafeMutableRawPointer, top: Int, count: Int) {
      let backdrop = raster.list.backdrop
      var r = 0
      while r < count {
        guard rowFillCount[r] > 0 else {
          // Rows of backdrop alone, in one pass.
          var end = r + 1
          while end < count, rowFillCount[end] == 0 { end += 1 }
          PixelMemory.fill(
            frame + (top + r) * width * 4, with: backdrop, count: (end - r) * width)
          r = end
          continue
        }
        fillRow(frame + (top + r) * width * 4, row: r, backdrop: backdrop)
        r += 1
      }
    }

    /// Writes a band row's full spans written ahead, each pixel once: left to right, each
    /// piece between two span ends in the topmost span's pixel that holds it, else the
    /// backdrop.
    private func fillRow(_ start: UnsafeMutableRawPointer, row r: Int, backdrop: UInt32) {
      let count = rowFillCount[r]
      let fills = rowFillSpans + r * Self.maximumRowFills * 5
      let pixels = rowFillPixels + r * Self.maximumRowFills
      var column = 0
      while column < width {
        // The pixel at `column`, and the next column where any span begins or ends.
        var pixel = backdrop
        var found = false
        var next = width
        for index in 0..<count {
          let first = Int(fills[index * 5])
          let last = Int(fills[index * 5 + 1])
          if first > column {
            next = min(next, first)
          } else if last >= column {
            if !found {
              pixel = pixels[index]
              found = true
            }
            next = min(next, last + 1)
          }
        }
        PixelMemory.fill(start + column * 4, with: pixel, count: next - column)
        column = next
      }
    }

    private func paintOperations(into frame: UnsafeMutableRawPointer, top: Int, count: Int) {
      var depth = 0
      let rowBytes = width * 4
      for (index, operation) in operations.enumerated() {
        switch operation {
        case .beginGroup:
          depth += 1
        case .endGroup(let opacity):
          let group = groups[depth - 1]
          let below: UnsafeMutableRawPointer =
            depth == 1 ? frame + top * rowBytes : groups[depth - 2]
          for r in 0..<count {
            let dirty = ((depth - 1) * Rasterizer.bandHeight + r) * 2
            let first = groupDirty[dirty]
            let last = groupDirty[dirty + 1]
            guard first <= last else { continue }
            let offset = r * rowBytes + first * 4
            if opacity > 0 {
              PixelMemory.composite(
                group + offset, onto: below + offset, count: last - first + 1, opacity: opacity)
              if depth > 1 { markPainted(depth - 1, row: r, first: first, last: last) }
            }
            memset(group + offset, 0, (last - first + 1) * 4)
            groupDirty[dirty] = Int.max
            groupDirty[dirty + 1] = -1
          }
          depth -= 1
        case .fill(let sampler, let pixel, let alpha):
          guard inBand[index] else { continue }
          let surface: UnsafeMutableRawPointer =
            depth == 0 ? frame + top * rowBytes : groups[depth - 1]
          let clip = fillClip[index]
          for r in 0..<count {
            let base = (index * Rasterizer.bandHeight + r) * Self.spanStride
            let outerFirst = Int(spans[base])
            let outerLast = Int(spans[base + 1])
            guard outerFirst <= outerLast else { continue }
            let span = RowSpan(
              pixel: pixel, alpha: alpha, row: top + r, bandRow: r,
              inner: (Int(spans[base + 2]), Int(spans[base + 3])),
              ownInner: (Int(spans[base + 4]), Int(spans[base + 5])), clip: clip,
              clipInner: clip < 0
                ? (0, width - 1)
                : (
                  Int(clipSpans[(clip * Rasterizer.bandHeight + r) * 8 + 6]),
                  Int(clipSpans[(clip * Rasterizer.bandHeight + r) * 8 + 7])
                ),
              run: (Int(spans[base + 8]), Int(spans[base + 9]), UInt32(spans[base + 10])))
            let rowStart = surface + r * rowBytes
            let skipFirst = Int(spans[base + 6])
            let skipLast = Int(spans[base + 7])
            if skipFirst <= skipLast {
              paintRow(sampler, span, from: outerFirst, to: min(outerLast, skipFirst - 1), rowStart)
              paintRow(sampler, span, from: max(outerFirst, skipLast + 1), to: outerLast, rowStart)
            } else {
              paintRow(sampler, span, from: outerFirst, to: outerLast, rowStart)
            }
            if depth > 0 { markPainted(depth, row: r, first: outerFirst, last: outerLast) }
          }
        case .pushClip, .popClip:
          break
        }
      }
    }

    @inline(__always)
    private func markPainted(_ depth: Int, row: Int, first: Int, last: Int) {
      let dirty = ((depth - 1) * Rasterizer.bandHeight + row) * 2
      if first < groupDirty[dirty] { groupDirty[dirty] = first }
      if last > groupDirty[dirty + 1] { groupDirty[dirty + 1] = last }
    }

    /// What painting one row of a shape needs besides its sampler.
    private struct RowSpan {
      /// The colour, premultiplied and packed, and its alpha.
      var pixel: UInt32
      var alpha: UInt32
      /// The frame row, and the row within the band.
      var row: Int
      var bandRow: Int
      /// The columns the shape and every clip cover fully.
      var inner: (first: Int, last: Int)
      /// The columns the shape covers fully.
      var ownInner: (first: Int, last: Int)
      /// The innermost clip, or -1, and the columns every clip covers fully.
      var clip: Int
      var clipInner: (first: Int, last: Int)
      /// Columns whose coverage is one level, 1…254 (none when first > last).
      var run: (first: Int, last: Int, level: UInt32)
    }

    /// Paints the columns `first...last` of a row: those covered fully in one loop, a run
    /// at one coverage level in another, the others pixel by pixel.
    private func paintRow(
      _ sampler: CoverageSampler, _ span: RowSpan, from first: Int, to last: Int,
      _ rowStart: UnsafeMutableRawPointer
    ) {
      guard first <= last else { return }
      let innerFirst = max(span.inner.first, first)
      let innerLast = min(span.inner.last, last)
      guard innerFirst <= innerLast else {
        let runFirst = max(span.run.first, first)
        let runLast = min(span.run.last, last)
        guard runFirst <= runLast else {
          sampleSpan(sampler, span, from: first, to: last, rowStart: rowStart)
          return
        }
        sampleSpan(sampler, span, from: first, to: runFirst - 1, rowStart: rowStart)
        let level = span.run.level
        if level > 0 {
          // As sampleSpan scales a pixel at this level.
          let product = span.alpha &* level &+ 128
          PixelMemory.paintSpan(
            rowStart + runFirst * 4, count: runLast - runFirst + 1,
            pixel: PixelMemory.scale(span.pixel, by: level), alpha: (product &+ (product >> 8)) >> 8
          )
        }
        sampleSpan(sampler, span, from: runLast + 1, to: last, rowStart: rowStart)
        return
      }
      sampleSpan(sampler, span, from: first, to: innerFirst - 1, rowStart: rowStart)
      PixelMemory.paintSpan(
        rowStart + innerFirst * 4, count: innerLast - innerFirst + 1, pixel: span.pixel,
        alpha: span.alpha)
      sampleSpan(sampler, span, from: innerLast + 1, to: last, rowStart: rowStart)
    }

    /// Paints the pixels of a row from `first` to `last` one by one, each at its coverage
    /// by the shape and by every clip, innermost first.
    private func sampleSpan(
      _ sampler: CoverageSampler, _ span: RowSpan, from first: Int, to last: Int,
      rowStart: UnsafeMutableRawPointer
    ) {
      guard first <= last else { return }
      let row = span.row
      // Whether a clip's edge may multiply coverage: not where every clip covers fully.
      let clipped =
        span.clip >= 0 && (first < span.clipInner.first || last > span.clipInner.last)
      if sampler.blurStep > 1 {
        interpolateCoverage(sampler, row: row, from: first, to: last)
      } else {
        // Columns the shape covers fully (inside a clip's edge) need no sampling; where no
        // clip's edge multiplies coverage, only the 8-bit levels matter.
        sampler.coverage(
          row: row, from: first, to: min(last, span.ownInner.first - 1), into: coverageRow,
          levelsOnly: !clipped)
        sampler.coverage(
          row: row, from: max(first, span.ownInner.last + 1), to: last, into: coverageRow,
          levelsOnly: !clipped)
      }
      for column in first...last {
        var coverage = 1.0
        if column < span.ownInner.first || column > span.ownInner.last {
          coverage = coverageRow[column]
        }
        var clip = clipped ? span.clip : -1
        while clip >= 0, coverage > 0 {
          let base = (clip * Rasterizer.bandHeight + span.bandRow) * 8
          let own = clip
          clip = clipBelow[clip]
          if column >= Int(clipSpans[base + 2]) && column <= Int(clipSpans[base + 3]) { continue }
          if column < Int(clipSpans[base]) || column > Int(clipSpans[base + 1]) {
            coverage = 0
          } else {
            coverage *= clipSamplers[own].coverage(x: column, y: row)
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
        guard sourceAlpha < 255 else {
          // Over an opaque pixel leaves nothing of what was there.
          rowStart.storeBytes(of: source, toByteOffset: offset, as: UInt32.self)
          continue
        }
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
}
