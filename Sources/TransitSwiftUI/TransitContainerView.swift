#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Transit
  import TransitUIKit
  import UIKit

  /// SwiftUI screens as the children of a `TransitContainerViewController`, selected
  /// through a binding, switching with Transit's transition (a cube, a page turn, cards…)
  /// and, with `.swipeBetweenTabs`, by a swipe.
  ///
  /// ```swift
  /// TransitContainerView(selection: $page) {
  ///   TransitTab("Red", value: 0) { RedPage() }
  ///   TransitTab("Green", value: 1) { GreenPage() }
  /// }
  /// .transit(.cube().interactive(.swipeBetweenTabs))
  /// ```
  ///
  /// Each child is a `UIHostingController` titled with its tab's title. A child the user
  /// swipes to is written back; a selection set while a switch plays waits for its end.
  /// The decisions are `TransitTabSelector`'s, tested on the stage.
  public struct TransitContainerView<Selection: Hashable>: View {
    @Binding private var selection: Selection
    private let tabs: [TransitTab<Selection>]
    @Environment(\.transitStackTransition) private var transition

    /// Children selected through a binding.
    ///
    /// - Parameters:
    ///   - selection: The value of the child shown.
    ///   - tabs: The children, in order.
    @MainActor
    public init(
      selection: Binding<Selection>,
      @TransitTabBuilder<Selection> tabs: () -> [TransitTab<Selection>]
    ) {
      _selection = selection
      self.tabs = tabs()
    }

    /// The container, as a UIKit controller inside SwiftUI.
    public var body: some View {
      SwitchingHost(container: .custom, selection: $selection, tabs: tabs, transition: transition)
        .ignoresSafeArea()
    }
  }
#endif
