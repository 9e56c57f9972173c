#if canImport(UIKit) || TRANSIT_STAGE
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  /// Drives the selection of a tab bar controller, or of a `TransitContainerViewController`,
  /// from a binding, as SwiftUI's `TabView(selection:)` is driven: setting the binding
  /// selects the child with Transit's transition, and a child the user selects (a tap on a
  /// tab, a swipe between children) is written back.
  ///
  /// `TransitTabView` and `TransitContainerView` in TransitSwiftUI are this selector with
  /// SwiftUI screens; it works as well with UIKit ones:
  ///
  /// ```swift
  /// let selector = TransitTabSelector(
  ///   tabBarController: tabs, values: [Tab.photos, .albums, .search],
  ///   onSelectionChange: { model.tab = $0 })
  /// tabs.transit.transition = .slide.interactive(.swipeBetweenTabs)
  /// selector.update(selection: model.tab)  // whenever it changes
  /// ```
  ///
  /// Which side changed is `BindingAgreement`'s decision: a selection set while a switch
  /// plays waits for its end (the last one wins). A selection no child has is ignored.
  ///
  /// The selector hears the user's selections through Transit's installer, which it makes
  /// the container's delegate: set a delegate of your own with `transit.tabBarDelegate`.
  @MainActor
  public final class TransitTabSelector<Selection: Hashable> {
    /// The tab bar controller or custom container the selection drives.
    public let controller: UIViewController
    /// Each child's value, in the order of the container's `viewControllers`.
    public var values: [Selection]
    /// Told the new selection when the user selected a child: set the binding to it.
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
    public convenience init(
      tabBarController: UITabBarController, values: [Selection],
      onSelectionChange: @escaping (Selection) -> Void
    ) {
      self.init(controller: tabBarController, values: values, onSelectionChange: onSelectionChange)
    }

    /// A selector of a custom container whose children have values.
    ///
    /// - Parameters:
    ///   - container: The container, with its children.
    ///   - values: Each child's value, in order.
    ///   - onSelectionChange: Told the selection when the user swiped to a child.
    public convenience init(
      container: TransitContainerViewController, values: [Selection],
      onSelectionChange: @escaping (Selection) -> Void
    ) {
      self.init(controller: container, values: values, onSelectionChange: onSelectionChange)
    }

    private init(
      controller: UIViewController, values: [Selection],
      onSelectionChange: @escaping (Selection) -> Void
    ) {
      self.controller = controller
      self.values = values
      self.onSelectionChange = onSelectionChange
      let installer = controller.transit
      let askAgain: @MainActor () -> Void = { [weak self, weak controller] in
        self?.transitionEnd.after(nil, near: controller) { self?.reconcile() }
      }
      installer.didSelectTab = askAgain
      (controller as? TransitContainerViewController)?.switchDidEnd = askAgain
      installer.installAsDelegate()
    }

    /// Shows a selection: the binding's value, each time it may have changed.
    ///
    /// - Parameter selection: The value of the child to show.
    public func update(selection: Selection) {
      requested = selection
      reconcile()
    }

    /// The index of the child shown.
    private var selectedIndex: Int {
      (controller as? TransitContainerViewController)?.selectedIndex
        ?? (controller as? UITabBarController)?.selectedIndex ?? 0
    }

    /// Whether a switch plays, and its coordinator if the toolkit has one (a custom
    /// container's switch runs on Transit's own context, which has none).
    private var switchInFlight:
      (isInFlight: Bool, coordinator: UIViewControllerTransitionCoordinator?)
    {
      let coordinator = controller.transitionCoordinator
      let isInFlight =
        coordinator != nil
        || (controller as? TransitContainerViewController)?.isTransitioning == true
      return (isInFlight, coordinator)
    }

    private func reconcile() {
      let index = selectedIndex
      guard let requested, values.contains(requested), values.indices.contains(index) else {
        return
      }
      let shown = values[index]
      let (isInFlight, coordinator) = switchInFlight
      if let coordinator {
        // Ask again when the switch ends, finished or cancelled (a custom container, which
        // has no coordinator, tells its end through `switchDidEnd`).
        transitionEnd.after(coordinator, near: controller) { [weak self] in self?.reconcile() }
      }
      var agreement = agreement ?? BindingAgreement(agreed: shown)
      defer { self.agreement = agreement }
      switch agreement.reconcile(binding: requested, shown: shown, isTransitioning: isInFlight) {
      case .none, .wait: break
      case .show(let value):
        if let index = values.firstIndex(of: value) { select(index) }
        transitionEnd.after(nil, near: controller) { [weak self] in self?.reconcile() }
      case .writeBack(let value):
        self.requested = value
        onSelectionChange(value)
      }
    }

    /// Selects a child, animated by the container's Transit transition.
    private func select(_ index: Int) {
      if let container = controller as? TransitContainerViewController {
        container.setSelectedIndex(index, animated: true)
      } else {
        (controller as? UITabBarController)?.selectedIndex = index
      }
    }
  }
#endif
