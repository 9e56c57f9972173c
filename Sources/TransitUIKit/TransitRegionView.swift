#if canImport(UIKit) || TRANSIT_STAGE
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  /// A view that stands for a region of its screen drawn by something else (SwiftUI's
  /// `.transitID`): tagged, it flies in matched transitions as what the screen draws
  /// there, and it tells when a transition hides it, so the drawing can hide too.
  ///
  /// It draws nothing and takes no touches. Its snapshot is not of itself but of its
  /// screen's view, cut to its frame, so the flight shows the pixels under it; when a
  /// transition hides it for the flight, ``onHiddenChange`` asks the drawing to hide.
  ///
  /// ```swift
  /// let region = TransitRegionView()
  /// region.transit.id = "photo-3"
  /// region.onHiddenChange = { hidden in model.hidesPhoto = hidden }
  /// ```
  open class TransitRegionView: UIView {
    /// Told when the view is hidden or shown: a matched transition hides it while its
    /// snapshot flies, and shows it again at the end.
    public var onHiddenChange: ((Bool) -> Void)?

    /// A region view; it draws nothing and takes no touches.
    ///
    /// - Parameter frame: Its frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
      backgroundColor = nil
    }

    /// Not available: region views are made in code.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) {
      nil
    }

    /// Whether the view is hidden; a change is passed on to ``onHiddenChange``.
    open override var isHidden: Bool {
      didSet {
        if isHidden != oldValue { onHiddenChange?(isHidden) }
      }
    }

    /// A snapshot of what the screen draws under the view: the view of the nearest view
    /// controller up the responder chain, cut to this view's frame.
    ///
    /// - Parameter afterScreenUpdates: Whether to capture pending changes.
    /// - Returns: The snapshot, the size of this view's bounds.
    open override func snapshotView(afterScreenUpdates: Bool) -> UIView? {
      guard let screenView = Self.screenView(containing: self) else {
        return super.snapshotView(afterScreenUpdates: afterScreenUpdates)
      }
      return screenView.resizableSnapshotView(
        from: convert(bounds, to: screenView), afterScreenUpdates: afterScreenUpdates,
        withCapInsets: .zero)
    }

    /// The root view of the view controller a view is in, up the responder chain.
    private static func screenView(containing view: UIView) -> UIView? {
      var responder = view.next
      while let current = responder {
        if let controller = current as? UIViewController { return controller.viewIfLoaded }
        responder = (current as? UIView)?.next
      }
      return nil
    }
  }
#endif
