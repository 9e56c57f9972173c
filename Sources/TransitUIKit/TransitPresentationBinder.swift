#if canImport(UIKit) || TRANSIT_STAGE
  #if !TRANSIT_STAGE
    import UIKit
  #endif
  import Transit

  /// Presents and dismisses a screen as a binding says, as SwiftUI's `sheet(item:)` does:
  /// a value presents the screen made for it with Transit's transition, `nil` dismisses it,
  /// another value replaces it, and a dismissal by the user (a pull-down, a tap on the
  /// dimming, VoiceOver's escape) writes `nil` back.
  ///
  /// `transitSheet(item:using:content:)` in TransitSwiftUI is this binder with SwiftUI
  /// content; it works as well with UIKit screens:
  ///
  /// ```swift
  /// let binder = TransitPresentationBinder<Photo.ID>(
  ///   anchor: gridViewController, makeScreen: { PhotoViewController(id: $0) },
  ///   onItemChange: { model.shownPhoto = $0 })
  /// binder.transition = { _ in .card(topInset: 40) }
  /// binder.update(item: model.shownPhoto)  // whenever it changes
  /// ```
  ///
  /// The screen is presented from the top of the anchor's presentation chain
  /// (`PresenterChoice`), so an anchor under another sheet still presents. What changed
  /// and what follows is `PresentationBindingCore`'s decision: a value set while a
  /// presentation or dismissal plays waits for its end (the last one wins).
  @MainActor
  public final class TransitPresentationBinder<Item: Hashable> {
    /// The screen the binding belongs to (the screen its SwiftUI view is in).
    public weak var anchor: UIViewController?
    /// The transition each value's screen is presented with.
    public var transition: (Item) -> Transition = { _ in .cover() }
    /// Told `nil` when the user dismissed (a pull-down, a tap on the dimming, VoiceOver's
    /// escape, the app's UIKit code): set the binding to it.
    public var onItemChange: (Item?) -> Void
    /// Told when a screen this binder presented has been dismissed, by anyone.
    public var onDismiss: () -> Void = {}
    /// Whether the user may not dismiss the screen (SwiftUI's `interactiveDismissDisabled`):
    /// its `isModalInPresentation`, now and for the screens presented later.
    public var isModalInPresentation = false {
      didSet { shown?.screen.isModalInPresentation = isModalInPresentation }
    }

    private let makeScreen: (Item) -> UIViewController
    private var core = PresentationBindingCore<Item>()
    private var requested: Item?
    /// The screen presented for a value, until its dismissal ends.
    private var shown: (item: Item, screen: UIViewController)?
    private let transitionEnd = TransitionEndWait()
    private let refreshWait = TransitionEndWait()
    private let observer = DismissalObserver()

    /// A binder with nothing presented.
    ///
    /// - Parameters:
    ///   - anchor: The screen the binding belongs to.
    ///   - makeScreen: Makes the screen a value presents.
    ///   - onItemChange: Told `nil` when the user dismissed.
    public init(
      anchor: UIViewController?, makeScreen: @escaping (Item) -> UIViewController,
      onItemChange: @escaping (Item?) -> Void
    ) {
      self.anchor = anchor
      self.makeScreen = makeScreen
      self.onItemChange = onItemChange
      observer.didDismiss = { [weak self] in self?.refresh() }
    }

    /// The screen presented for the binding's value, if one is.
    public var presentedScreen: UIViewController? { shown?.screen }

    /// Shows what a binding holds, each time it may have changed.
    ///
    /// - Parameter item: The binding's value; `nil` for nothing presented.
    public func update(item: Item?) {
      requested = item
      reconcile()
    }

    /// Looks again on the run loop's next turn, after something outside the binding may have
    /// dismissed the screen (the app's UIKit code dismissing the chain from below).
    public func refresh() {
      refreshWait.after(nil, near: anchor ?? shown?.screen) { [weak self] in self?.reconcile() }
    }

    private func reconcile() {
      if let shown, shown.screen.presentingViewController == nil {
        self.shown = nil
        onDismiss()
      }
      guard let anchor else { return }
      let choice = PresenterChoice.choose(for: anchor)
      let isTransitioning: Bool
      switch choice {
      case .from: isTransitioning = shown?.screen.transitionCoordinator != nil
      case .wait: isTransitioning = true
      }
      if isTransitioning {
        // Whatever is decided now, ask again when the transition ends: a presentation or
        // dismissal may be cancelled without anyone telling.
        reconcileWhenTransitionEnds(above: anchor)
      }
      switch core.reconcile(
        binding: requested, presented: shown?.item, isTransitioning: isTransitioning)
      {
      case .none, .wait:
        break
      case .present(let item):
        guard case .from(let presenter) = choice else { return }
        let screen = makeScreen(item)
        screen.isModalInPresentation = isModalInPresentation
        shown = (item, screen)
        presenter.transit.present(screen, using: transition(item)) { [weak self, weak screen] in
          // Set once presented: asking UIKit for a presentation controller earlier would
          // make one of the wrong style.
          screen?.presentationController?.delegate = self?.observer
          self?.refresh()
        }
        refresh()  // the presentation's end is heard when it begins
      case .dismiss:
        shown?.screen.presentingViewController?.transit.dismiss { [weak self] in self?.refresh() }
        // Next turn: the dismissal plays (its end is waited for), or UIKit refused it (a
        // presentation over the screen was still starting) and it is asked for again.
        refresh()
      case .writeBack(let item):
        requested = item
        onItemChange(item)
      }
    }

    /// Asks again when the transition of the chain's top, or of the screen shown, ends.
    private func reconcileWhenTransitionEnds(above anchor: UIViewController) {
      var top = anchor
      while let parent = top.parent { top = parent }
      while let presented = top.presentedViewController { top = presented }
      transitionEnd.after(
        top.transitionCoordinator ?? shown?.screen.transitionCoordinator,
        near: anchor
      ) { [weak self] in self?.reconcile() }
    }
  }

  /// Hears a user's dismissal of a presented screen, as its presentation controller's
  /// delegate.
  @MainActor
  final class DismissalObserver: ToolkitObject, UIAdaptivePresentationControllerDelegate {
    var didDismiss: () -> Void = {}

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      didDismiss()
    }
  }
#endif
