#if canImport(UIKit)
  import TransitUIKit
  import UIKit

  /// A thumbnail cell, whose identifier leaves it when it is reused (two views with one
  /// identifier would make the match ambiguous).
  final class PhotoCell: UICollectionViewCell {
    static let identifier = "photo"

    override func prepareForReuse() {
      super.prepareForReuse()
      contentView.transit.id = nil
    }
  }
#endif
