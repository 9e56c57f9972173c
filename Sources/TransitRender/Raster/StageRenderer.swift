import Foundation
import StageKit
import Transit

/// Renders a stage to pixels: a window (or any layer tree) as it is on screen at its
/// clock's current time, that is with every layer's presentation values.
///
/// ```swift
/// let window = StageWindow(size: CGSize(width: 393, height: 852))
/// window.rootViewController = StageNavigationController(rootViewController: list)
/// window.makeKeyAndVisible()
/// let thumbnails = StageRenderer(scale: 0.5)
/// window.advance(by: 0.1)
/// let frame = thumbnails.render(window)   // 196 × 426 pixels
/// ```
///
/// It draws the way Core Animation composes layers: each layer is placed by its
/// `position`, `bounds`, `anchorPoint` and `transform` (3D, with perspective) and its
/// superlayer's `sublayerTransform`, then flattened into the superlayer's plane; sublayers
/// are drawn back to front by `zPosition`, then in order. Per layer, bottom to top: the
/// shadow, the background colour with its `cornerRadius`, the contents (a ``StageImage``
/// in its colour, placed by the owning view's content mode), a shape layer's fill and
/// stroke, then the sublayers. `masksToBounds` clips the contents and sublayers to the
/// rounded bounds; a `mask` clips the layer and everything in it. Edges are anti-aliased
/// with an analytic box filter; colours are composited premultiplied, source-over.
///
/// Where it simplifies Core Animation:
/// - Opacity is group opacity, as on iOS (`allowsGroupOpacity`): a layer with opacity
///   below 1 and visible sublayers is drawn into a scratch surface first.
/// - A shadow is cast by the layer's own background (else its path, else its image),
///   not by its sublayers; `shadowRadius` is the Gaussian's standard deviation (CSS's
///   blur is twice it), in the layer's own units, and `shadowOffset` is in the layer's own
///   coordinates.
/// - A mask clips by its outline: a shape layer's path times its fill colour's alpha, any
///   other layer's rounded bounds times its background's alpha, times the mask's opacity;
///   the mask's sublayers are not drawn into it. A shape layer without a path hides all.
/// - A stroke is drawn whole while `strokeEnd` is above 0.
/// - Back faces are drawn (mirrored), as Core Animation's default `isDoubleSided`; the
///   stage has no such property. A layer seen exactly edge-on draws nothing.
/// - The root layer's own position and transform are ignored: its bounds fill the image.
/// - `contents` other than a ``StageImage`` are not drawn (a snapshot view holds its frozen
///   tree as a sublayer, which is).
///
/// Bad values never reach the pixels as NaN: opacities are clamped to 0…1 (a NaN opacity
/// counts as 1, a NaN shadow opacity as 0), non-finite positions and offsets count as 0,
/// negative or non-finite radii and line widths as 0, non-finite transform entries as the
/// identity's (as ``Transform3D`` reads them), and a layer whose bounds are not finite, or
/// whose transform is singular, draws nothing.
///
/// Performance: the tree is first recorded as a list of fills, clips and groups, then
/// painted in bands of rows, each band's pixels in cache, the bands shared among
/// ``threadCount`` threads (the pixels do not depend on how many). The renderer keeps its
/// helper threads from frame to frame, asleep in between; they are woken as a frame
/// starts, before the recording, and end when the renderer is released. Spans that a shape
/// covers fully are filled in flat loops and only the pixels near an edge are sampled;
/// what an opaque fill above covers fully is not painted at all. A 196 × 426 frame of a few
/// dozen layers takes milliseconds, in a debug build too. `Scripts/bench-compare` measures
/// it against cairo.
@MainActor
public final class StageRenderer {
  /// Pixels per point: 2 and 3 as on Retina screens, 0.5 for thumbnails.
  public let scale: Double
  /// The colour under everything, where no layer draws: opaque black, as a phone's screen.
  public var backdrop: Color

  /// The most threads a frame's rows are split over; 1 draws on the calling thread alone.
  /// Every split gives the same pixels. At least 1; the machine's active cores by default.
  ///
  /// The renderer starts `threadCount - 1` helper threads with its first frame drawn on
  /// more than one, keeps them asleep between frames, replaces them when the count changes,
  /// and ends them when it is released. On Linux a helper that the scheduler wakes on the
  /// drawing thread's own core moves itself to the others (it sets its own affinity); the
  /// drawing thread is left as it is.
  public var threadCount = ProcessInfo.processInfo.activeProcessorCount {
    didSet { threadCount = max(1, threadCount) }
  }

  /// The threads that help paint, `threadCount - 1` of them: started with the first frame
  /// drawn on more than one thread, replaced when ``threadCount`` changes, stopped when the
  /// renderer is released. Kept, rather than called for each frame, so that a frame wakes
  /// sleeping threads instead of starting or scheduling new ones.
  private var crew: BandCrew?

  /// The scales the renderer accepts; others are clamped into this range.
  public static let scaleRange: ClosedRange<Double> = (1.0 / 64)...16

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - scale: Pixels per point. A scale that is zero, negative or not finite counts as 1;
  ///     otherwise it is clamped to ``scaleRange``.
  ///   - backdrop: The colour where no layer draws; use ``Color/clear`` for a transparent
  ///     image.
  public init(scale: Double = 1, backdrop: Color = .black) {
    if scale.isFinite, scale > 0 {
      self.scale = min(max(scale, Self.scaleRange.lowerBound), Self.scaleRange.upperBound)
    } else {
      self.scale = 1
    }
    self.backdrop = backdrop
  }

  deinit {
    crew?.stop()
  }

  /// The size of the image of an area, in pixels: its size in points times the scale,
  /// rounded down (a partial pixel at the right or bottom is dropped), at least 1 unless
  /// the area is empty, and within ``Bitmap``'s limits.
  ///
  /// - Parameter size: The area's size in points; non-finite or negative sides count as 0.
  /// - Returns: The width and height in pixels.
  public func pixelSize(for size: CGSize) -> (width: Int, height: Int) {
    func pixels(_ length: CGFloat) -> Int {
      let points = Double(length)
      guard points.isFinite, points > 0 else { return 0 }
      // A hair of tolerance keeps 852 × 0.5 from rounding down to 425 by representation.
      let value = (points * scale + 1e-6).rounded(.down)
      return value < 1 ? 1 : (value > Double(Bitmap.maximumSide) ? Bitmap.maximumSide : Int(value))
    }
    let clamped = Bitmap.clampedSize(width: pixels(size.width), height: pixels(size.height))
    return (clamped.width, clamped.height)
  }

  /// Renders a view: a window shows the whole screen.
  ///
  /// - Parameter view: The view; its layer's bounds fill the image.
  /// - Returns: The image, ``pixelSize(for:)`` of the bounds.
  public func render(_ view: StageView) -> Bitmap {
    render(view.layer)
  }

  /// Renders a layer tree as it is on screen now.
  ///
  /// - Parameters:
  ///   - layer: The root; its own position and transform are ignored.
  ///   - size: The size of the area to render, from the origin of the root's bounds; the
  ///     bounds' size when `nil`.
  /// - Returns: The image, ``pixelSize(for:)`` of the area.
  public func render(_ layer: StageLayer, size: CGSize? = nil) -> Bitmap {
    let root = LayerState(layer)
    let pixels = pixelSize(for: size ?? root.bounds.standardized.size)
    guard pixels.width > 0, pixels.height > 0 else {
      return Bitmap(width: pixels.width, height: pixels.height)
    }
    let byteCount = pixels.width * pixels.height * 4
    // Painted in place: the bitmap's own storage is the frame, every byte written.
    let bytes = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
      if let base = buffer.baseAddress {
        drawFrame(
          layer, root, width: pixels.width, height: pixels.height,
          into: UnsafeMutableRawPointer(base))
      }
      initialized = byteCount
    }
    return Bitmap(uncheckedWidth: pixels.width, height: pixels.height, premultipliedRGBA: bytes)
  }

  /// The helpers for painting a frame on ``threadCount`` threads, started or replaced as
  /// needed; `nil` for one thread.
  private func currentCrew() -> BandCrew? {
    guard threadCount > 1 else { return nil }
    if let crew, crew.helperCount == threadCount - 1 { return crew }
    crew?.stop()
    let fresh = BandCrew(helpers: threadCount - 1)
    crew = fresh
    return fresh
  }

  /// Renders a view into an image, reusing the image's storage when it has the right size
  /// and no other copy shares it: for drawing frame after frame without allocating.
  ///
  /// ```swift
  /// var frame = Bitmap(width: 0, height: 0)
  /// for _ in 0..<60 {
  ///   window.advance(by: 1.0 / 60)
  ///   renderer.render(window, into: &frame)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - view: The view; its layer's bounds fill the image.
  ///   - image: The image to draw into; replaced by one of ``pixelSize(for:)`` of the
  ///     bounds when its size differs. The pixels are those `render(view)` gives.
  public func render(_ view: StageView, into image: inout Bitmap) {
    render(view.layer, into: &image)
  }

  /// Renders a layer tree into an image, reusing the image's storage when it has the
  /// right size and no other copy shares it.
  ///
  /// - Parameters:
  ///   - layer: The root; its own position and transform are ignored.
  ///   - size: The size of the area to render, as ``render(_:size:)`` takes it.
  ///   - image: The image to draw into; replaced by one of ``pixelSize(for:)`` of the
  ///     area when its size differs.
  public func render(_ layer: StageLayer, size: CGSize? = nil, into image: inout Bitmap) {
    let root = LayerState(layer)
    let pixels = pixelSize(for: size ?? root.bounds.standardized.size)
    guard pixels.width > 0, pixels.height > 0, image.width == pixels.width,
      image.height == pixels.height
    else {
      image = render(layer, size: size)
      return
    }
    image.premultipliedRGBA.withUnsafeMutableBytes { buffer in
      if let base = buffer.baseAddress {
        drawFrame(layer, root, width: pixels.width, height: pixels.height, into: base)
      }
    }
  }

  /// Draws a layer tree into a frame of `width × height` pixels (both positive), every
  /// byte written: the helpers, if any, are woken first, then the tree is recorded and
  /// painted.
  private func drawFrame(
    _ layer: StageLayer, _ root: LayerState, width: Int, height: Int,
    into frame: UnsafeMutableRawPointer
  ) {
    let backdrop = PremultipliedColor(backdrop)
    let crew = currentCrew()
    crew?.begin(frame, width: width, height: height, backdrop: backdrop.packed)
    let list = PaintList(width: width, height: height, backdrop: backdrop)
    let origin = root.bounds.standardized.origin
    let originX = origin.x.isFinite ? Double(origin.x) : 0
    let originY = origin.y.isFinite ? Double(origin.y) : 0
    let map = Homography(scale: scale, translationX: -originX * scale, y: -originY * scale)
    draw(layer, root, map: map, into: list)
    Rasterizer(list).paint(into: frame, crew: crew)
  }

  // MARK: Drawing the tree

  /// Draws a layer and its sublayers; `map` takes the layer's plane to screen pixels.
  private func draw(
    _ layer: StageLayer, _ state: LayerState, map: Homography, into raster: PaintList
  ) {
    guard !state.isHidden, state.opacity > 0 else { return }
    var clipCount = 0
    defer {
      for _ in 0..<clipCount { raster.popClip() }
    }
    if let mask = layer.mask {
      guard let (sampler, opacity) = maskClip(mask, map: map), opacity > 0 else { return }
      clipCount += 1
      guard raster.pushClip(sampler, opacity: opacity) else { return }
    }

    var children: [(layer: StageLayer, state: LayerState)] = []
    for sublayer in layer.sublayers ?? [] {
      let childState = LayerState(sublayer)
      if !childState.isHidden, childState.opacity > 0 { children.append((sublayer, childState)) }
    }
    if children.contains(where: { $0.state.zPosition != children[0].state.zPosition }) {
      children = children.enumerated()
        .sorted {
          ($0.element.state.zPosition, $0.offset) < ($1.element.state.zPosition, $1.offset)
        }
        .map(\.element)
    }

    let (rounded, square) = Self.roundedBounds(of: state)
    var background: CoverageSampler?
    if let color = state.backgroundColor, color.alpha > 0, let rounded {
      background = CoverageSampler(shape: rounded, map: map)
    }

    if state.castsShadow, let shape = shadowShape(of: state), let color = state.shadowColor {
      let offset = shape.translated(
        x: Double(state.shadowOffset.width), y: Double(state.shadowOffset.height))
      let opacity = state.shadowOpacity * state.opacity
      if let sampler = CoverageSampler(
        shape: offset, map: map, blur: state.shadowRadius, peakOpacity: opacity * color.alpha)
      {
        // Where an opaque background covers it, the rasterizer skips it.
        raster.fill(sampler, color: color, opacity: opacity)
      }
    }

    // A snapshot's frozen tree shared as contents (pieces of one snapshot) draws like a
    // child: several layers under one opacity make a group.
    let sharedContents = layer.contents as? StageLayer
    let isGroup = state.opacity < 1 && (!children.isEmpty || sharedContents != nil)
    let opacity = isGroup ? 1 : state.opacity
    if isGroup { raster.beginGroup() }
    defer {
      if isGroup { raster.endGroup(opacity: state.opacity) }
    }

    if let background, let color = state.backgroundColor {
      if let square, let cut = CoverageSampler(shape: square, map: map) {
        if raster.pushClip(cut, opacity: 1) {
          raster.fill(background, color: color, opacity: opacity)
        }
        raster.popClip()
      } else {
        raster.fill(background, color: color, opacity: opacity)
      }
    }
    if state.masksToBounds {
      if let square {
        guard let cut = CoverageSampler(shape: square, map: map) else { return }
        clipCount += 1
        guard raster.pushClip(cut, opacity: 1) else { return }
      }
      guard let rounded, let sampler = CoverageSampler(shape: rounded, map: map) else { return }
      clipCount += 1
      guard raster.pushClip(sampler, opacity: 1) else { return }
    }
    drawContents(of: state, map: map, opacity: opacity, into: raster)
    if let sharedContents {
      drawShared(sharedContents, part: layer.contentsRect, in: state, map: map, into: raster)
    }

    for child in children {
      let childMap = Self.placement(of: child.state, in: state.sublayerTransform, of: state)
        .concatenating(map)
      draw(child.layer, child.state, map: childMap, into: raster)
    }
  }

  /// Draws the part of a frozen layer tree that `contentsRect` picks (unit coordinates of
  /// the tree's bounds), stretched over the layer's bounds and clipped to them, as Core
  /// Animation draws a layer's contents.
  private func drawShared(
    _ frozen: StageLayer, part: CGRect, in state: LayerState, map: Homography,
    into raster: PaintList
  ) {
    let frozenState = LayerState(frozen)
    let source = frozenState.bounds.standardized
    let target = state.bounds.standardized
    let part = part.standardized
    let shown = CGRect(
      x: source.minX + part.minX * source.width, y: source.minY + part.minY * source.height,
      width: part.width * source.width, height: part.height * source.height)
    guard shown.width > 0, shown.height > 0, target.width > 0, target.height > 0,
      let clip = RasterShape(rect: target, cornerWidth: 0, cornerHeight: 0),
      let sampler = CoverageSampler(shape: clip, map: map)
    else { return }
    let scaleX = Double(target.width / shown.width)
    let scaleY = Double(target.height / shown.height)
    let placement = Transform3D(translationX: -Double(shown.minX), y: -Double(shown.minY))
      .concatenating(Transform3D(scaleX: scaleX, y: scaleY))
      .concatenating(Transform3D(translationX: Double(target.minX), y: Double(target.minY)))
    guard raster.pushClip(sampler, opacity: 1) else {
      raster.popClip()
      return
    }
    draw(
      frozen, frozenState, map: Homography(flattening: placement).concatenating(map), into: raster)
    raster.popClip()
  }

  /// Draws a layer's image and a shape layer's fill and stroke.
  private func drawContents(
    of state: LayerState, map: Homography, opacity: Double, into raster: PaintList
  ) {
    if let image = state.image, image.color.alpha > 0, let rect = state.imageRect,
      let shape = RasterShape(rect: rect, cornerWidth: 0, cornerHeight: 0),
      let sampler = CoverageSampler(shape: shape, map: map)
    {
      raster.fill(sampler, color: image.color, opacity: opacity)
    }
    guard let path = state.path, let outline = RasterShape(path) else { return }
    if let fill = state.fillColor, fill.alpha > 0,
      let sampler = CoverageSampler(shape: outline, map: map)
    {
      raster.fill(sampler, color: fill, opacity: opacity)
    }
    if let stroke = state.strokeColor, stroke.alpha > 0, state.lineWidth > 0,
      state.strokeEnd > 0, let band = outline.offset(by: state.lineWidth / 2),
      let sampler = CoverageSampler(
        shape: band, hole: outline.offset(by: -state.lineWidth / 2), map: map)
    {
      raster.fill(sampler, color: stroke, opacity: opacity)
    }
  }

  /// A layer's bounds with its corner radius, as its background fills them and
  /// `masksToBounds` clips to them, and, when `maskedCorners` leaves corners square, the
  /// bounds' rectangle to cut that shape with: the rounded shape reaches a radius past each
  /// edge whose two corners are square, so its corners there fall outside the bounds and
  /// are cut square. Square corners that are not two to an edge (diagonal ones) cannot be
  /// made so: the layer then rounds all four, a documented difference from Core Animation.
  static func roundedBounds(of state: LayerState) -> (shape: RasterShape?, square: RasterShape?) {
    let full = RasterShape(
      bounds: state.bounds, cornerRadius: state.cornerRadius, curve: state.cornerCurve)
    let corners = state.maskedCorners
    guard let full, full.cornerX > 0, corners != .all else { return (full, nil) }
    guard !corners.isEmpty else { return (RasterShape(bounds: state.bounds, cornerRadius: 0), nil) }
    let radius = full.cornerX
    let top = !corners.contains(.layerMinXMinYCorner) && !corners.contains(.layerMaxXMinYCorner)
    let bottom = !corners.contains(.layerMinXMaxYCorner) && !corners.contains(.layerMaxXMaxYCorner)
    let left = !corners.contains(.layerMinXMinYCorner) && !corners.contains(.layerMinXMaxYCorner)
    let right = !corners.contains(.layerMaxXMinYCorner) && !corners.contains(.layerMaxXMaxYCorner)
    let reached: [(StageCornerMask, Bool)] = [
      (.layerMinXMinYCorner, top || left), (.layerMaxXMinYCorner, top || right),
      (.layerMinXMaxYCorner, bottom || left), (.layerMaxXMaxYCorner, bottom || right),
    ]
    guard reached.allSatisfy({ corners.contains($0.0) || $0.1 }) else { return (full, nil) }
    let box = state.bounds.standardized
    let grown = CGRect(
      x: Double(box.minX) - (left ? radius : 0), y: Double(box.minY) - (top ? radius : 0),
      width: Double(box.width) + (left ? radius : 0) + (right ? radius : 0),
      height: Double(box.height) + (top ? radius : 0) + (bottom ? radius : 0))
    var shape = RasterShape(rect: grown, cornerWidth: radius, cornerHeight: radius)
    shape?.isContinuous = full.isContinuous
    return (shape, RasterShape(rect: box, cornerWidth: 0, cornerHeight: 0))
  }

  /// The shape that casts a layer's shadow: its rounded background, else its path, else
  /// its image.
  private func shadowShape(of state: LayerState) -> RasterShape? {
    if let color = state.backgroundColor, color.alpha > 0 {
      return RasterShape(
        bounds: state.bounds, cornerRadius: state.cornerRadius, curve: state.cornerCurve)
    }
    if let path = state.path, let fill = state.fillColor, fill.alpha > 0 {
      return RasterShape(path)
    }
    if let rect = state.imageRect, (state.image?.color.alpha ?? 0) > 0 {
      return RasterShape(rect: rect, cornerWidth: 0, cornerHeight: 0)
    }
    return nil
  }

  /// A mask as a clip: its outline seen on the screen and its constant opacity; `nil`
  /// when it shows nothing.
  private func maskClip(_ mask: StageLayer, map: Homography) -> (CoverageSampler, Double)? {
    let state = LayerState(mask)
    let shape: RasterShape?
    var opacity: Double
    if mask is StageShapeLayer {
      shape = state.path.flatMap(RasterShape.init)
      opacity = state.fillColor?.alpha ?? 0
    } else {
      shape = RasterShape(
        bounds: state.bounds, cornerRadius: state.cornerRadius, curve: state.cornerCurve)
      opacity = state.backgroundColor?.alpha ?? 0
    }
    opacity = PremultipliedColor.unit(opacity) * state.opacity
    // The mask lives in the masked layer's coordinates; its sublayer transform is not in it.
    let placement = Self.placement(of: state, in: .identity, of: state)
    guard let shape, let sampler = CoverageSampler(shape: shape, map: placement.concatenating(map))
    else { return nil }
    return (sampler, opacity)
  }

  /// The map from a layer's plane to its superlayer's: about the anchor point, the
  /// transform, then to `position` at `zPosition`, then the superlayer's sublayer
  /// transform about the superlayer's anchor point, with z dropped at the end (the
  /// flattening).
  static func placement(
    of layer: LayerState, in sublayerTransform: Transform3D, of parent: LayerState
  ) -> Homography {
    let anchor = layer.anchor
    let (ax, ay) = (Double(anchor.x), Double(anchor.y))
    let (px, py) = (Double(layer.position.x), Double(layer.position.y))
    var matrix: Transform3D
    if layer.transform.isIdentity {
      matrix = Transform3D(translationX: px - ax, y: py - ay, z: layer.zPosition)
    } else {
      matrix = Transform3D(translationX: -ax, y: -ay)
        .concatenating(layer.transform)
        .concatenating(Transform3D(translationX: px, y: py, z: layer.zPosition))
    }
    if !sublayerTransform.isIdentity {
      let center = parent.anchor
      let (cx, cy) = (Double(center.x), Double(center.y))
      matrix = matrix.concatenating(Transform3D(translationX: -cx, y: -cy))
        .concatenating(sublayerTransform)
        .concatenating(Transform3D(translationX: cx, y: cy))
    }
    return Homography(flattening: matrix)
  }
}
