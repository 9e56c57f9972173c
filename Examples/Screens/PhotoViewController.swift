#if canImport(UIKit)
  import TransitUIKit
  import UIKit

  /// One photo, full size on black; its view shares the thumbnail's transition identifier,
  /// so it flies from and back to the grid. A pull-down or a pinch closes it.
  @MainActor
  public final class PhotoViewController: UIViewController {
    /// The screens and transitions.
    public let flows: ExampleFlows
    /// The photo's index in the grid.
    public let index: Int
    /// The full-size photo.
    public let photoView = UIView()

    /// Creates the photo screen.
    ///
    /// - Parameters:
    ///   - flows: The screens and transitions.
    ///   - index: The photo's index in the grid.
    public init(flows: ExampleFlows, index: Int) {
      self.flows = flows
      self.index = index
      super.init(nibName: nil, bundle: nil)
    }

    /// Not available: create the screen in code.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) {
      nil
    }

    /// Tags the photo with its thumbnail's identifier.
    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .black
      photoView.backgroundColor = UIColor(
        hue: flows.grid.hue(ofPhoto: index), saturation: 0.6, brightness: 0.9, alpha: 1)
      photoView.transit.id = flows.grid.id(ofPhoto: index)
      view.addSubview(photoView)
    }

    /// Keeps the photo square and centred.
    public override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      photoView.frame = flows.grid.photoFrame(in: view.bounds)
    }
  }
#endif
