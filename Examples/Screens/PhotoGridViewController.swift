#if canImport(UIKit)
  import TransitUIKit
  import UIKit

  /// A grid of coloured photos; a tap opens one with a shared-element zoom, and a
  /// pull-down or a pinch on it closes it again.
  @MainActor
  public final class PhotoGridViewController: UICollectionViewController {
    /// The screens and transitions.
    public let flows: ExampleFlows

    /// Creates the grid.
    ///
    /// - Parameter flows: The screens and transitions.
    public init(flows: ExampleFlows) {
      self.flows = flows
      let layout = UICollectionViewFlowLayout()
      layout.minimumInteritemSpacing = flows.grid.spacing
      layout.minimumLineSpacing = flows.grid.spacing
      layout.sectionInset = UIEdgeInsets(
        top: flows.grid.spacing, left: flows.grid.spacing, bottom: flows.grid.spacing,
        right: flows.grid.spacing)
      super.init(collectionViewLayout: layout)
    }

    /// Not available: create the grid in code.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) {
      nil
    }

    /// Registers the cell.
    public override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.backgroundColor = .systemBackground
      collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
    }

    /// Sizes the thumbnails for the grid's width.
    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      guard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return }
      // Rounded down, so rounding never pushes the last column onto the next row.
      let side = floor(flows.grid.thumbnailSide(width: collectionView.bounds.width))
      if layout.itemSize.width != side {
        layout.itemSize = CGSize(width: side, height: side)
      }
    }

    /// The number of photos.
    ///
    /// - Parameters:
    ///   - collectionView: The grid.
    ///   - section: The only section.
    /// - Returns: The number of photos.
    public override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      flows.grid.count
    }

    /// A thumbnail, tagged with its photo's transition identifier.
    ///
    /// - Parameters:
    ///   - collectionView: The grid.
    ///   - indexPath: The photo's place.
    /// - Returns: The cell.
    public override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: PhotoCell.identifier, for: indexPath)
      cell.contentView.backgroundColor = UIColor(
        hue: flows.grid.hue(ofPhoto: indexPath.item), saturation: 0.6, brightness: 0.9, alpha: 1)
      cell.contentView.transit.id = flows.grid.id(ofPhoto: indexPath.item)
      return cell
    }

    /// Opens the photo tapped.
    ///
    /// - Parameters:
    ///   - collectionView: The grid.
    ///   - indexPath: The photo's place.
    public override func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      let photo = PhotoViewController(flows: flows, index: indexPath.item)
      transit.present(photo, using: flows.photoOpening)
    }
  }
#endif
