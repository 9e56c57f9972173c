#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Transit
  import TransitUIKit
  import UIKit

  /// One tab of a ``TransitTabView``: its value, its item in the tab bar, its screen.
  @MainActor
  public struct TransitTab<Selection: Hashable> {
    let value: Selection
    let title: String
    let systemImage: String?
    let content: @MainActor (EnvironmentValues) -> UIViewController
    let update: @MainActor (UIViewController, EnvironmentValues) -> Void

    /// A tab.
    ///
    /// - Parameters:
    ///   - title: Its title in the tab bar.
    ///   - systemImage: The SF Symbol of its item; `nil` for none.
    ///   - value: The selection that shows it.
    ///   - content: Its screen.
    public init<Content: View>(
      _ title: String, systemImage: String? = nil, value: Selection,
      @ViewBuilder content: () -> Content
    ) {
      let view = content()
      self.value = value
      self.title = title
      self.systemImage = systemImage
      self.content = { environment in
        UIHostingController(rootView: HostedContent(content: view, environment: environment))
      }
      self.update = { screen, environment in
        (screen as? UIHostingController<HostedContent<Content>>)?.rootView = HostedContent(
          content: view, environment: environment)
      }
    }
  }

  /// Builds the tabs of a ``TransitTabView``, in order.
  @resultBuilder
  public enum TransitTabBuilder<Selection: Hashable> {
    /// The tabs, in order.
    ///
    /// - Parameter tabs: The tabs.
    /// - Returns: The tabs, in order.
    public static func buildBlock(_ tabs: TransitTab<Selection>...) -> [TransitTab<Selection>] {
      tabs
    }
  }

  /// Tabs in a real `UITabBarController`, selected through a binding as SwiftUI's
  /// `TabView(selection:)` is, switching with Transit's transition.
  ///
  /// ```swift
  /// TransitTabView(selection: $tab) {
  ///   TransitTab("Photos", systemImage: "photo", value: Tab.photos) { PhotoGrid() }
  ///   TransitTab("Albums", systemImage: "rectangle.stack", value: Tab.albums) { Albums() }
  /// }
  /// .transit(.slide.interactive(.swipeBetweenTabs))
  /// ```
  ///
  /// A tab the user selects, by a tap or a swipe between tabs, is written back; a selection
  /// set while a switch plays waits for its end. The decisions are
  /// `TransitTabSelector`'s, tested on the stage.
  public struct TransitTabView<Selection: Hashable>: View {
    @Binding private var selection: Selection
    private let tabs: [TransitTab<Selection>]
    @Environment(\.transitStackTransition) private var transition

    /// Tabs selected through a binding.
    ///
    /// - Parameters:
    ///   - selection: The value of the tab shown.
    ///   - tabs: The tabs, in order.
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
      SwitchingHost(container: .tabBar, selection: $selection, tabs: tabs, transition: transition)
        .ignoresSafeArea()
    }
  }
#endif
