import Foundation

/// What can go wrong while encoding or writing images.
public enum RenderError: Error, Hashable, CustomStringConvertible {
  /// The directory a file was to be written in does not exist (or is not a directory).
  case directoryNotFound(path: String)
  /// A file could not be written (permissions, a full disk, a directory in the way).
  case cannotWrite(path: String, reason: String)
  /// An image with no pixels was to be encoded (PNG needs at least 1 × 1).
  case emptyImage(width: Int, height: Int)
  /// An animation, strip or sheet was asked for with no frames.
  case noFrames
  /// A frame's size differs from the first frame's.
  case frameSizeMismatch(
    index: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
  /// A composed image would exceed ``Bitmap``'s limits.
  case imageTooLarge(width: Int, height: Int)
  /// zlib failed; the code is zlib's.
  case compressionFailed(code: Int)

  /// A sentence saying what went wrong, with the path when there is one.
  public var description: String {
    switch self {
    case .directoryNotFound(let path):
      "cannot write into \(path): no such directory"
    case .cannotWrite(let path, let reason):
      "cannot write \(path): \(reason)"
    case .emptyImage(let width, let height):
      "cannot encode an empty image (\(width) × \(height) pixels)"
    case .noFrames:
      "no frames to encode"
    case .frameSizeMismatch(let index, let width, let height, let expectedWidth, let expectedHeight):
      "frame \(index) is \(width) × \(height) pixels; the first frame is \(expectedWidth) × \(expectedHeight)"
    case .imageTooLarge(let width, let height):
      "an image of \(width) × \(height) pixels is too large (at most \(Bitmap.maximumSide) a side, \(Bitmap.maximumPixelCount) pixels)"
    case .compressionFailed(let code):
      "zlib failed with code \(code)"
    }
  }
}
