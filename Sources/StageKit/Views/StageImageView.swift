import Foundation
import Transit

// Its own import besides the target's CoreGraphicsImport.swift: Swift requires one in a file
// whose public declarations use CoreGraphics' conformances or constants.
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The twin of `UIImage` for the stage: an image described by its size and the colour it
/// is drawn in (the renderer draws it as a placeholder picture of that colour).
public struct StageImage: Sendable, Hashable {
  /// The image's size in points.
  public var size: CGSize
  /// The colour the renderer paints it with.
  public var color: Color
  /// A name, for logs.
  public var name: String?
  /// What an image renderer drew, as a frozen layer tree; `nil` for a placeholder image.
  public var drawing: StageLayer?

  /// The image as a layer's contents take it (UIKit's `cgImage`): what a renderer drew.
  public var cgImage: StageLayer? { drawing }

  /// Creates an image.
  ///
  /// - Parameters:
  ///   - size: The size in points.
  ///   - color: The colour it is drawn in.
  ///   - name: A name for logs.
  public init(size: CGSize, color: Color, name: String? = nil) {
    self.size = size
    self.color = color
    self.name = name
  }

  /// Whether two images are the same: size, colour, name and the same drawing.
  public static func == (lhs: StageImage, rhs: StageImage) -> Bool {
    lhs.size == rhs.size && lhs.color == rhs.color && lhs.name == rhs.name
      && lhs.drawing === rhs.drawing
  }

  /// Hashes the size, colour and name.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(size.width)
    hasher.combine(size.height)
    hasher.combine(color)
    hasher.combine(name)
    hasher.combine(drawing.map(ObjectIdentifier.init))
  }
}

/// The twin of `UIImageView`: a view that shows an image, set as its layer's contents.
@MainActor
open class StageImageView: StageView {
  /// The image shown.
  public var image: StageImage? {
    didSet { layer.contents = image }
  }

  /// Creates an image view sized to its image.
  ///
  /// - Parameter image: The image.
  public init(image: StageImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
    layer.contents = image
  }

  /// Creates an empty image view.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }
}
