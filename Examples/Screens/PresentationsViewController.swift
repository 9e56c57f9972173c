#if canImport(UIKit)
  import TransitUIKit
  import UIKit

  /// Buttons for the presentations: a card and a half sheet (a tap outside or a pull-down
  /// dismisses them), a ripple from the button pressed, and a detail screen pushed without
  /// the tab bar.
  @MainActor
  public final class PresentationsViewController: UIViewController {
    /// The screens and transitions.
    public let flows: ExampleFlows

    /// Creates the screen.
    ///
    /// - Parameter flows: The screens and transitions.
    public init(flows: ExampleFlows) {
      self.flows = flows
      super.init(nibName: nil, bundle: nil)
    }

    /// Not available: create the screen in code.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) {
      nil
    }

    /// Lays out the four buttons.
    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      let stack = UIStackView(arrangedSubviews: [
        button("Card") { screen, _ in screen.showCard() },
        button("Half sheet") { screen, _ in screen.showHalfSheet() },
        button("Ripple") { screen, sender in screen.showRipple(from: sender) },
        button("Detail without tab bar") { screen, _ in screen.pushDetail() },
      ])
      stack.axis = .vertical
      stack.spacing = 16
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ])
    }

    /// Presents a card over this screen, scaled back behind it.
    public func showCard() {
      let card = ExampleMessageViewController(
        title: "Card", message: "Tap outside or pull down to close.", color: .systemTeal)
      transit.present(card, using: flows.card)
    }

    /// Presents a sheet over the bottom half of the screen.
    public func showHalfSheet() {
      let sheet = ExampleMessageViewController(
        title: "Half sheet", message: "Tap outside or pull down to close.", color: .systemOrange)
      transit.present(sheet, using: flows.halfSheet)
    }

    /// Presents a screen revealed by a circle growing from a view's centre.
    ///
    /// - Parameter source: The view the circle grows from (the button pressed).
    public func showRipple(from source: UIView) {
      // Full-screen presentations play in a container the size of the window.
      let centre = source.convert(CGPoint(x: source.bounds.midX, y: source.bounds.midY), to: nil)
      let revealed = ExampleMessageViewController(
        title: "Ripple", message: "Close shrinks the circle back.", color: .systemIndigo)
      transit.present(revealed, using: flows.ripple(from: centre))
    }

    /// Pushes a detail screen that hides the tab bar; a back swipe pops it.
    public func pushDetail() {
      let detail = ExampleMessageViewController(
        title: flows.detailTitle, message: "Swipe from the left edge to go back.",
        color: .systemMint)
      detail.hidesBottomBarWhenPushed = flows.detailHidesBottomBar
      transit.push(detail, using: flows.detailPush)
    }

    /// A filled button that calls an action with this screen and itself.
    private func button(
      _ title: String,
      action: @escaping @MainActor (PresentationsViewController, UIView) -> Void
    ) -> UIButton {
      UIButton(
        configuration: .filled(),
        primaryAction: UIAction(title: title) { [weak self] event in
          guard let self, let sender = event.sender as? UIView else { return }
          action(self, sender)
        })
    }
  }
#endif
