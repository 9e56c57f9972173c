#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Transit
  import TransitUIKit
  import UIKit

  /// A stack of SwiftUI screens in a real `UINavigationController`, driven by a binding to a
  /// path as SwiftUI's `NavigationStack(path:)` is, with Transit's transitions.
  ///
  /// ```swift
  /// @State private var path: [Photo.ID] = []
  ///
  /// var body: some View {
  ///   TransitNavigationStack(path: $path) {
  ///     PhotoGrid(path: $path)
  ///   } destination: { id in
  ///     PhotoDetail(id: id)
  ///   }
  ///   .transit(.push(.left).interactive(.edgePanBack))
  /// }
  /// ```
  ///
  /// Each screen is a `UIHostingController`, so a screen's `navigationTitle`, toolbar items
  /// and `navigationBarHidden` reach the navigation bar as UIKit reads them. Appending to the
  /// path pushes, removing pops, changing a value replaces the screens from it up; the back
  /// button, a back swipe or a pop from UIKit code write the shorter path back. A path set
  /// while a transition plays waits for its end. Each decision is
  /// `TransitPathNavigator`'s, tested on the stage.
  public struct TransitNavigationStack<Element: Hashable, Root: View, Destination: View>: View {
    @Binding private var path: [Element]
    private let transitionForValue: ((Element) -> Transit.Transition?)?
    private let root: Root
    private let destination: (Element) -> Destination
    @Environment(\.transitStackTransition) private var stackTransition

    /// A stack showing a root screen and, above it, a screen for each value of a path.
    ///
    /// - Parameters:
    ///   - path: The values of the screens above the root, bottom first.
    ///   - transition: The transition of each value's push (and its pop); `nil`, or `nil`
    ///     for a value, plays the stack's (``SwiftUI/View/transit(_:)``).
    ///   - root: The root screen.
    ///   - destination: The screen for a value.
    public init(
      path: Binding<[Element]>, transition: ((Element) -> Transit.Transition?)? = nil,
      @ViewBuilder root: () -> Root,
      @ViewBuilder destination: @escaping (Element) -> Destination
    ) {
      _path = path
      transitionForValue = transition
      self.root = root()
      self.destination = destination
    }

    /// The container, as a UIKit controller inside SwiftUI.
    public var body: some View {
      NavigationHost(
        path: $path, stackTransition: stackTransition, transitionForValue: transitionForValue,
        root: root, destination: destination
      )
      .ignoresSafeArea()
    }
  }

  /// The navigation controller inside SwiftUI: it only translates, the navigator decides.
  private struct NavigationHost<Element: Hashable, Root: View, Destination: View>:
    UIViewControllerRepresentable
  {
    @Binding var path: [Element]
    var stackTransition: Transit.Transition?
    var transitionForValue: ((Element) -> Transit.Transition?)?
    var root: Root
    var destination: (Element) -> Destination

    final class Coordinator {
      var navigator: TransitPathNavigator<Element>?
      var rootScreen: UIHostingController<HostedContent<Root>>?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> UINavigationController {
      let environment = context.environment
      let rootScreen = UIHostingController(
        rootView: HostedContent(content: root, environment: environment))
      let navigation = UINavigationController(rootViewController: rootScreen)
      let destination = destination
      let binding = $path
      let navigator = TransitPathNavigator<Element>(
        navigationController: navigation,
        makeScreen: { element in
          UIHostingController(
            rootView: HostedContent(content: destination(element), environment: environment))
        },
        onPathChange: { binding.wrappedValue = $0 })
      context.coordinator.navigator = navigator
      context.coordinator.rootScreen = rootScreen
      return navigation
    }

    func updateUIViewController(_ navigation: UINavigationController, context: Context) {
      guard let navigator = context.coordinator.navigator else { return }
      let environment = context.environment
      context.coordinator.rootScreen?.rootView = HostedContent(
        content: root, environment: environment)
      for (element, screen) in navigator.shownScreens {
        (screen as? UIHostingController<HostedContent<Destination>>)?.rootView = HostedContent(
          content: destination(element), environment: environment)
      }
      navigation.transit.transition = stackTransition
      navigator.transition = transitionForValue ?? { _ in nil }
      navigator.update(path: path)
    }
  }

  /// A screen's SwiftUI content with the environment of the view that made it: a hosting
  /// controller starts a new hierarchy, which would otherwise lose the app's environment
  /// values and objects. The stack's or tab view's own transition stays with it, not with
  /// the stacks inside its screens.
  struct HostedContent<Content: View>: View {
    var content: Content
    var environment: EnvironmentValues

    var body: some View {
      content
        .environment(\.self, environment)
        .environment(\.transitStackTransition, nil)
    }
  }
#endif
