#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Transit
  import TransitUIKit
  import UIKit

  extension View {
    /// Presents SwiftUI content with a Transit transition while a binding holds an item, as
    /// SwiftUI's `sheet(item:)` does.
    ///
    /// ```swift
    /// .transitSheet(item: $shownPhoto, using: .card(topInset: 40)) { photo in
    ///   PhotoDetail(photo: photo)
    /// }
    /// ```
    ///
    /// The content is presented from the top of the presentation chain this view's screen
    /// is in; another item replaces it (dismissed, then presented); `nil` dismisses it; a
    /// dismissal by the user (a pull-down, a tap on the dimming, VoiceOver's escape) sets
    /// the binding to `nil`. The decisions are `TransitPresentationBinder`'s.
    ///
    /// - Parameters:
    ///   - item: The item to present; `nil` for none.
    ///   - transition: The transition, with its presentation (`.card(topInset:)`,
    ///     `.sheet(detents:)`, `.ripple`…).
    ///   - onDismiss: Runs when the content has been dismissed, by anyone.
    ///   - content: The content for an item.
    /// - Returns: The view, presenting as the binding says.
    public func transitSheet<Item: Identifiable, Content: View>(
      item: Binding<Item?>, using transition: Transit.Transition, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      background(
        SheetAnchor(
          item: item, transition: transition, onDismiss: onDismiss, content: content
        )
        .frame(width: 0, height: 0)
        .accessibilityHidden(true))
    }

    /// Presents SwiftUI content with a Transit transition while a binding is `true`, as
    /// SwiftUI's `sheet(isPresented:)` does.
    ///
    /// ```swift
    /// .transitSheet(isPresented: $showsSettings, using: .card(topInset: 40)) {
    ///   SettingsView()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - isPresented: Whether the content is presented; set to `false` when the user
    ///     dismisses it.
    ///   - transition: The transition, with its presentation.
    ///   - onDismiss: Runs when the content has been dismissed, by anyone.
    ///   - content: The content.
    /// - Returns: The view, presenting as the binding says.
    public func transitSheet<Content: View>(
      isPresented: Binding<Bool>, using transition: Transit.Transition,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping () -> Content
    ) -> some View {
      transitSheet(
        item: Binding(
          get: { isPresented.wrappedValue ? PresentedContent.shown : nil },
          set: { isPresented.wrappedValue = $0 != nil }),
        using: transition, onDismiss: onDismiss, content: { _ in content() })
    }

    /// Keeps the user from dismissing the ``SwiftUI/View/transitSheet(item:using:onDismiss:content:)``
    /// this view is in (its screen's `isModalInPresentation`): SwiftUI's own
    /// `interactiveDismissDisabled` reaches only SwiftUI's sheets.
    ///
    /// - Parameter isDisabled: Whether the pull-down, the tap on the dimming and VoiceOver's
    ///   escape are refused.
    /// - Returns: The view.
    public func transitInteractiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
      preference(key: InteractiveDismissDisabledKey.self, value: isDisabled)
    }
  }

  /// The one item of `transitSheet(isPresented:)`.
  private enum PresentedContent: Hashable, Identifiable {
    case shown
    var id: Self { self }
  }

  /// What the presented content asks of its presentation.
  struct InteractiveDismissDisabledKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
      value = value || nextValue()
    }
  }

  /// A screen-less controller inside the view's screen: it is the binder's anchor, from
  /// which the presentation chain is climbed. It only translates; the binder decides.
  private struct SheetAnchor<Item: Identifiable, Content: View>: UIViewControllerRepresentable {
    @Binding var item: Item?
    var transition: Transit.Transition
    var onDismiss: (() -> Void)?
    var content: (Item) -> Content

    final class Coordinator {
      var binder: TransitPresentationBinder<Item.ID>?
      /// The item the binding held last: the one the binder presents next.
      var latest: Item?
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> UIViewController {
      let anchor = UIViewController()
      anchor.view.isUserInteractionEnabled = false
      let coordinator = context.coordinator
      let binding = $item
      let environment = context.environment
      let content = content
      let binder = TransitPresentationBinder<Item.ID>(
        anchor: anchor,
        makeScreen: { [weak coordinator] id in
          guard let item = coordinator?.latest, item.id == id else { return UIViewController() }
          return UIHostingController(
            rootView: SheetContent(
              content: content(item), environment: environment,
              onModalChange: { [weak coordinator] in
                coordinator?.binder?.isModalInPresentation = $0
              },
              onDisappear: { [weak coordinator] in coordinator?.binder?.refresh() }))
        },
        // The binder writes back only a user's dismissal: nil.
        onItemChange: { _ in binding.wrappedValue = nil })
      coordinator.binder = binder
      return anchor
    }

    func updateUIViewController(_ anchor: UIViewController, context: Context) {
      guard let binder = context.coordinator.binder else { return }
      context.coordinator.latest = item
      binder.transition = { [transition] _ in transition }
      binder.onDismiss = { [onDismiss] in onDismiss?() }
      binder.update(item: item?.id)
    }
  }

  /// The presented content, with the presenting view's environment, telling its binder
  /// what it asks of the presentation.
  private struct SheetContent<Content: View>: View {
    var content: Content
    var environment: EnvironmentValues
    var onModalChange: (Bool) -> Void
    var onDisappear: () -> Void

    var body: some View {
      HostedContent(content: content, environment: environment)
        .onPreferenceChange(InteractiveDismissDisabledKey.self) { onModalChange($0) }
        .onDisappear(perform: onDisappear)
    }
  }
#endif
