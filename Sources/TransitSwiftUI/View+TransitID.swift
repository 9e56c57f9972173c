#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Transit
  import TransitUIKit
  import UIKit

  extension View {
    /// Tags the view for matched transitions: it flies to (or from) the view with the same
    /// identifier on the other screen, SwiftUI's or UIKit's (`view.transit.id`).
    ///
    /// ```swift
    /// Image(photo.name)
    ///   .resizable()
    ///   .transitID("photo-\(photo.id)")
    /// ```
    ///
    /// A `TransitRegionView` behind the view stands for it: measured in the
    /// window once the screen is laid out, flown as a snapshot of what SwiftUI drew there,
    /// and, while the snapshot flies, the view is hidden and shown again after.
    ///
    /// - Parameter id: The identifier; `nil` leaves the view untagged.
    /// - Returns: The view, tagged.
    public func transitID(_ id: String?) -> some View {
      modifier(TransitIDModifier(id: id))
    }
  }

  /// Hides the view while Transit flies its snapshot.
  private struct TransitIDModifier: ViewModifier {
    var id: String?
    @State private var isHiddenByTransition = false

    func body(content: Content) -> some View {
      content
        .opacity(isHiddenByTransition ? 0 : 1)
        .background(
          RegionMarker(id: id) { isHiddenByTransition = $0 }
            .accessibilityHidden(true))
    }
  }

  /// The region view behind a tagged SwiftUI view.
  private struct RegionMarker: UIViewRepresentable {
    var id: String?
    var onHiddenChange: (Bool) -> Void

    func makeUIView(context: Context) -> TransitRegionView {
      TransitRegionView(frame: .zero)
    }

    func updateUIView(_ region: TransitRegionView, context: Context) {
      region.transit.id = id
      region.onHiddenChange = onHiddenChange
    }
  }
#endif
