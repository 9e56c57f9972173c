#if canImport(UIKit) || TRANSIT_STAGE
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  /// Drives a tab bar controller's selection from a binding, as SwiftUI's
  /// `TabView(selection:)` is driven: setting the binding selects the tab with Transit's
  /// transition, and a tab the user selects (a tap, a swipe between tabs) is written back.
  ///
  /// `TransitTabView` in TransitSwiftUI is this selector with SwiftUI screens; it works as
  /// well with UIKit ones:
  ///
  /// ```swift
  /// let selector = TransitTabSelector(
  ///   tabBarController: tabs, values: [Tab.photos, .albums, .search],
  ///   onSelectionChange: { model.tab = $0 })
  /// tabs.transit.transition = .slide.interactive(.swipeBetweenTabs)
  /// selector.update(selection: model.tab)  // whenever it changes
  /// ```
  ///
  /// Which side changed is ``BindingAgreement``'s decision: a selection set while a switch
  /// plays waits for its end (the last one wins). A selection no tab has is ignored.
  ///
  /// The selector hears the user's selections through Transit's installer, which it makes
  /// the tab bar controller's delegate: set a delegate of your own with
  /// `transit.tabBarDelegate`.
  @MainActor
  public final class TransitTabSelector<Selection: Hashable> {
    /// The tab bar controller the selection drives.
    public let tabBarController: UITabBarController
    /// Each tab's value, in the order of the tab bar controller's `viewControllers`.
    public var values: [Selection]
    /// Told the new selection when the user selected a tab: set the binding to it.
    public var onSelectionChange: (Selection) -> Void

    private var agreement: BindingAgreement<Selection>?
    private var requested: Selection?
    private let transitionEnd = TransitionEndWait()

    /// A selector of a tab bar controller whose tabs have values.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller, with its tabs.
    ///   - values: Each tab's value, in order.
    ///   - onSelectionChange: Told the selection when the user selected a tab.
    public init(
      tabBarController: UITabBarController, values: [Selection],
      onSelectionChange: @escaping (Selection) -> Void
    ) {
      self.tabBarController = tabBarController
      self.values = values
      self.onSelectionChange = onSelectionChange
      let installer = tabBarController.transit
      installer.didSelectTab = { [weak self, weak tabBarController] in
        self?.transitionEnd.after(nil, near: tabBarController) {
          self?.reconcile()
        }
      }
      installer.installAsDelegate()
    }

    /// Shows a selection: the binding's value, each time it may have changed.
    ///
    /// - Parameter selection: The value of the tab to show.
    public func update(selection: Selection) {
      requested = selection
      reconcile()
    }

    /// The value of the tab shown.
    private var shown: Selection? {
      let index = tabBarController.selectedIndex
      return values.indices.contains(index) ? values[index] : nil
    }

    private func reconcile() {
      guard let requested, values.contains(requested), let shown else { return }
      let coordinator = tabBarController.transitionCoordinator
      if coordinator != nil {
        // Ask again when the switch ends, finished or cancelled.
        transitionEnd.after(coordinator, near: tabBarController) { [weak self] in
          self?.reconcile()
        }
      }
      var agreement = agreement ?? BindingAgreement(agreed: shown)
      defer { self.agreement = agreement }
      switch agreement.reconcile(
        binding: requested, shown: shown, isTransitioning: coordinator != nil)
      {
      case .none, .wait: break
      case .show(let value):
        if let index = values.firstIndex(of: value) { tabBarController.selectedIndex = index }
        transitionEnd.after(nil, near: tabBarController) { [weak self] in
          self?.reconcile()
        }
      case .writeBack(let value):
        self.requested = value
        onSelectionChange(value)
      }
    }
  }
#endif
