import Foundation

/// The pixel loops everything else is built on, over raw memory of premultiplied RGBA
/// pixels (four bytes each, red first).
///
/// A pixel is handled as one 32-bit word and its four channels two at a time in 16-bit
/// lanes, so source-over costs a dozen integer operations; every operation treats the
/// four lanes alike, so byte order does not matter. Loads are unaligned-safe: bitmaps'
/// byte arrays promise no alignment. The arithmetic rounds `c × k / 255`
/// exactly for 8-bit `c` and `k`. These loops run unoptimized in debug builds, which the
/// gallery uses, hence plain pointer arithmetic and no generic calls in them.
enum PixelMemory {
  /// Writes `count` copies of a pixel: in optimized builds a plain loop, which the
  /// compiler vectorizes; unoptimized, doubling the filled part with `memcpy`.
  static func fill(_ start: UnsafeMutableRawPointer, with pixel: UInt32, count: Int) {
    guard count > 0 else { return }
    #if DEBUG
      start.storeBytes(of: pixel, as: UInt32.self)
      var filled = 1
      while filled < count {
        let chunk = filled < count - filled ? filled : count - filled
        memcpy(start + filled * 4, start, chunk * 4)
        filled += chunk
      }
    #else
      let words = start.bindMemory(to: UInt32.self, capacity: count)
      for index in 0..<count { words[index] = pixel }
    #endif
  }

  /// Each channel of a pixel times `factor / 255`, rounded.
  @inline(__always)
  static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
    var redBlue = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
    redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var greenAlpha = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
    greenAlpha = (greenAlpha &+ ((greenAlpha >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return redBlue | greenAlpha
  }

  /// Four pixels' channels each times a factor over 255, rounded as ``scale(_:by:)`` does;
  /// `factors` holds each pixel's factor twice (for its red and blue, then its green and
  /// alpha, in 16-bit lanes), so one vector multiply does four pixels.
  @inline(__always)
  static func scale(_ pixels: SIMD4<UInt32>, by factors: SIMD8<UInt16>) -> SIMD4<UInt32> {
    let mask = SIMD4<UInt32>(repeating: 0x00FF_00FF)
    var redBlue = unsafeBitCast(pixels & mask, to: SIMD8<UInt16>.self) &* factors &+ 0x80
    redBlue = (redBlue &+ (redBlue &>> 8)) &>> 8
    var greenAlpha =
      unsafeBitCast((pixels &>> 8) & mask, to: SIMD8<UInt16>.self) &* factors &+ 0x80
    greenAlpha = (greenAlpha &+ (greenAlpha &>> 8)) &>> 8
    return unsafeBitCast(redBlue, to: SIMD4<UInt32>.self)
      | (unsafeBitCast(greenAlpha, to: SIMD4<UInt32>.self) &<< 8)
  }

  /// A premultiplied pixel over another: `source + destination × (1 − source alpha)`.
  @inline(__always)
  static func over(_ source: UInt32, alpha: UInt32, onto destination: UInt32) -> UInt32 {
    source &+ scale(destination, by: 255 &- alpha)
  }

  /// Paints one pixel over `count` pixels from `start`: stores it when opaque, else blends.
  static func paintSpan(
    _ start: UnsafeMutableRawPointer, count: Int, pixel: UInt32, alpha: UInt32
  ) {
    guard count > 0, alpha > 0 else { return }
    if alpha == 255 {
      if count >= 16 {
        fill(start, with: pixel, count: count)
      } else {
        var offset = 0
        while offset < count * 4 {
          start.storeBytes(of: pixel, toByteOffset: offset, as: UInt32.self)
          offset += 4
        }
      }
      return
    }
    let keep = 255 &- alpha
    var offset = 0
    let end = count * 4
    // Four pixels at a time, then one by one; unoptimized builds, where vector types are
    // generic calls, one by one only.
    #if !DEBUG
      let sources = SIMD4<UInt32>(repeating: pixel)
      let factors = SIMD8<UInt16>(repeating: UInt16(keep))
      // What lies under a translucent fill is mostly runs of one colour: four pixels equal
      // to the last four blended give the same result without the arithmetic.
      var last = SIMD4<UInt32>(repeating: 0)
      var blended = sources
      while offset &+ 16 <= end {
        let destination = start.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
        if destination != last {
          last = destination
          blended = sources &+ scale(destination, by: factors)
        }
        start.storeBytes(of: blended, toByteOffset: offset, as: SIMD4<UInt32>.self)
        offset &+= 16
      }
    #endif
    while offset < end {
      let destination = start.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
      start.storeBytes(
        of: pixel &+ scale(destination, by: keep), toByteOffset: offset, as: UInt32.self)
      offset += 4
    }
  }

  /// Composites `count` pixels of a premultiplied source over a destination, each source
  /// pixel first scaled by `opacity / 255`.
  static func composite(
    _ source: UnsafeRawPointer, onto destination: UnsafeMutableRawPointer, count: Int,
    opacity: UInt32
  ) {
    var index = 0
    // Four pixels at a time: transparent ones give the destination back unchanged. The
    // alpha is the word's top byte on little-endian machines (all that Swift runs on here).
    // Unoptimized builds, where vector types are generic calls, go one by one.
    #if _endian(little) && !DEBUG
      let opacities = SIMD8<UInt16>(repeating: UInt16(opacity))
      let full = SIMD4<UInt32>(repeating: 255)
      // Runs of one colour over runs of one colour, as in ``paintSpan(_:count:pixel:alpha:)``.
      var last = (source: SIMD4<UInt32>(repeating: 0), below: SIMD4<UInt32>(repeating: 0))
      var blended = last.below
      while index &+ 4 <= count {
        let offset = index &* 4
        var pixels = source.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
        if pixels != .zero {
          let below = destination.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
          if pixels != last.source || below != last.below {
            last = (pixels, below)
            if opacity != 255 { pixels = scale(pixels, by: opacities) }
            let keep = full &- (pixels &>> 24)
            blended =
              pixels
              &+ scale(below, by: unsafeBitCast(keep | (keep &<< 16), to: SIMD8<UInt16>.self))
          }
          destination.storeBytes(of: blended, toByteOffset: offset, as: SIMD4<UInt32>.self)
        }
        index &+= 4
      }
    #endif
    while index < count {
      let offset = index &* 4
      let pixel = source.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
      if pixel != 0 {
        var alpha = UInt32(source.load(fromByteOffset: offset &+ 3, as: UInt8.self))
        var scaled = pixel
        if opacity != 255 {
          scaled = scale(pixel, by: opacity)
          let product = alpha &* opacity &+ 128
          alpha = (product &+ (product >> 8)) >> 8
        }
        let below = destination.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        destination.storeBytes(
          of: scaled &+ scale(below, by: 255 &- alpha), toByteOffset: offset, as: UInt32.self)
      }
      index &+= 1
    }
  }

  /// Turns premultiplied pixels into straight ones in place (transparent pixels become 0).
  static func unpremultiply(_ start: UnsafeMutablePointer<UInt8>, pixelCount: Int) {
    unpremultiply(UnsafeRawPointer(start), into: start, pixelCount: pixelCount)
  }

  /// Writes premultiplied pixels as straight ones (transparent pixels become 0) in one
  /// pass, the copy and the conversion together; `source` may be `target`.
  static func unpremultiply(
    _ source: UnsafeRawPointer, into target: UnsafeMutablePointer<UInt8>, pixelCount: Int
  ) {
    var offset = 0
    let end = pixelCount * 4
    #if _endian(little) && !DEBUG
      // Opaque pixels, most of a screen, are copied as they are, four at a time.
      let opaque = SIMD4<UInt32>(repeating: 0xFF00_0000)
      let destination = UnsafeMutableRawPointer(target)
    #endif
    while offset < end {
      #if _endian(little) && !DEBUG
        if offset &+ 16 <= end {
          let pixels = source.loadUnaligned(fromByteOffset: offset, as: SIMD4<UInt32>.self)
          if pixels & opaque == opaque {
            destination.storeBytes(of: pixels, toByteOffset: offset, as: SIMD4<UInt32>.self)
            offset &+= 16
            continue
          }
        }
      #endif
      let alpha = Int(source.load(fromByteOffset: offset + 3, as: UInt8.self))
      if alpha == 255 {
        target[offset] = source.load(fromByteOffset: offset, as: UInt8.self)
        target[offset + 1] = source.load(fromByteOffset: offset + 1, as: UInt8.self)
        target[offset + 2] = source.load(fromByteOffset: offset + 2, as: UInt8.self)
      } else if alpha == 0 {
        target[offset] = 0
        target[offset + 1] = 0
        target[offset + 2] = 0
      } else {
        let half = alpha / 2
        var channel = 0
        while channel < 3 {
          let value =
            (Int(source.load(fromByteOffset: offset + channel, as: UInt8.self)) * 255 + half)
            / alpha
          target[offset + channel] = UInt8(value > 255 ? 255 : value)
          channel += 1
        }
      }
      target[offset + 3] = UInt8(alpha)
      offset += 4
    }
  }
}
