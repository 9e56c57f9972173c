import Foundation
import Transit

/// The twin of `UINavigationBar`, as far as transitions touch it: the title of the
/// controller on top, which a push or pop cross-fades to the next controller's title in
/// step with the transition.
///
/// UIKit animates its bar beside the container's transition, not inside it: with the
/// transition coordinator, and, for an interruptible transition, inside the same
/// interruptible animator, so it pauses, scrubs and reverses with it
/// (docs/uikit-behaviour.md#b4-1-4, #b5-1-8). The stage does the same through the
/// coordinator's alongside animations.
///
/// It draws nothing and takes no touches, so what the stage renders and hit-tests is as
/// before; the title views are there to be inspected. Differences from UIKit, documented:
/// hidden unless the navigation controller's `isNavigationBarHidden` is set to `false`; no
/// back button, no large title, no height in the safe area; and while a transition that is
/// not interruptible is driven by a percent-driven controller, UIKit moves its bar with the
/// interaction's progress, where the stage's runs by itself.
@MainActor
public final class StageNavigationBar: StageView {
  /// The title views by the item they show: one at rest, two during a transition.
  private var titleViews: [(item: StageNavigationItem, view: StageView)] = []

  /// Creates a bar.
  public init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
    isUserInteractionEnabled = false
    autoresizingMask = [.flexibleWidth]
    accessibilityIdentifier = "navigation bar"
  }

  /// The view showing an item's title, while the bar shows it.
  ///
  /// - Parameter item: A controller's navigation item.
  /// - Returns: Its title view, or `nil` when the bar does not show the item.
  public func titleView(for item: StageNavigationItem) -> StageView? {
    titleViews.first { $0.item === item }?.view
  }

  /// Shows an item's title at once, and no other.
  ///
  /// - Parameter item: The item on top, or `nil` for none.
  func show(_ item: StageNavigationItem?) {
    for entry in titleViews where entry.item !== item { entry.view.removeFromSuperview() }
    titleViews.removeAll { $0.item !== item }
    guard let item else { return }
    let view = titleView(for: item) ?? makeTitleView(for: item)
    view.alpha = 1
  }

  /// Cross-fades from one item's title to another's beside a transition: the incoming title
  /// fades in as the outgoing one fades out; a cancelled transition leaves the outgoing one.
  ///
  /// - Parameters:
  ///   - outgoing: The item leaving the top.
  ///   - incoming: The item coming to the top.
  ///   - coordinator: The transition's coordinator.
  func transition(
    from outgoing: StageNavigationItem, to incoming: StageNavigationItem,
    along coordinator: any ViewControllerTransitionCoordinator
  ) {
    let leaving = titleView(for: outgoing) ?? makeTitleView(for: outgoing)
    let arriving = titleView(for: incoming) ?? makeTitleView(for: incoming)
    StageView.performWithoutAnimation { arriving.alpha = 0 }
    coordinator.animate(
      alongsideTransition: { _ in
        leaving.alpha = 0
        arriving.alpha = 1
      },
      completion: { [weak self] context in
        self?.show(context.isCancelled ? outgoing : incoming)
      })
  }

  private func makeTitleView(for item: StageNavigationItem) -> StageView {
    let view = StageView(frame: bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.accessibilityIdentifier = "title: \(item.title ?? "")"
    addSubview(view)
    titleViews.append((item, view))
    return view
  }
}
