#if canImport(UIKit)
  import TransitUIKit
  import UIKit

  /// A custom container (`TransitContainerViewController`) whose children turn on a cube,
  /// by the buttons or by a horizontal swipe.
  @MainActor
  public final class ContainerDemoViewController: UIViewController {
    /// The screens and transitions.
    public let flows: ExampleFlows
    /// The container, a child of this screen.
    public let container: TransitContainerViewController

    /// Creates the screen and its container, one child per title of the flows.
    ///
    /// - Parameter flows: The screens and transitions.
    public init(flows: ExampleFlows) {
      self.flows = flows
      let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemYellow]
      let children = flows.containerChildren.enumerated().map { index, title in
        ExampleMessageViewController(
          title: title, message: "Swipe sideways to turn the cube.",
          color: colors[index % colors.count])
      }
      container = TransitContainerViewController(viewControllers: children)
      super.init(nibName: nil, bundle: nil)
    }

    /// Not available: create the screen in code.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) {
      nil
    }

    /// Embeds the container with its transition, and the two buttons.
    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      addChild(container)
      container.view.frame = view.bounds
      container.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(container.view)
      container.didMove(toParent: self)
      container.transit.transition = flows.containerSwitch
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Previous",
        primaryAction: UIAction { [weak self] _ in self?.select(offset: -1) })
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Next",
        primaryAction: UIAction { [weak self] _ in self?.select(offset: 1) })
    }

    /// Turns to the neighbouring child; the container ignores an index out of range.
    private func select(offset: Int) {
      container.setSelectedIndex(container.selectedIndex + offset, animated: true)
    }
  }
#endif
