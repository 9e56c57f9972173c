/// Why a gallery page cannot be written.
package enum GalleryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Two cards share an id; ids must be unique on the page.
  case duplicateID(String)
  /// A card's id is empty or contains white space, which HTML ids cannot.
  case invalidID(String)
  /// A card's animation or strip path is empty.
  case missingPicture(card: String)
  /// A card's frame count or frame size is below 1.
  case invalidFrames(card: String)
  /// A card's delays are not one finite, non-negative number per frame.
  case invalidDelays(card: String)

  /// What is wrong, on one line.
  package var description: String {
    switch self {
    case .duplicateID(let id):
      "gallery cards must have unique ids, but \"\(id)\" appears more than once"
    case .invalidID(let id):
      "gallery card id \"\(id)\" must be non-empty and have no spaces"
    case .missingPicture(let card):
      "gallery card \"\(card)\" needs both an animation and a strip"
    case .invalidFrames(let card):
      "gallery card \"\(card)\" needs at least one frame, each at least 1x1 pixels"
    case .invalidDelays(let card):
      "gallery card \"\(card)\" needs one finite, non-negative delay per frame"
    }
  }
}
