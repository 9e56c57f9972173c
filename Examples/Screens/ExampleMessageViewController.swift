#if canImport(UIKit)
  import TransitUIKit
  import UIKit

  /// A plain screen with a title and, when it was presented, a button that dismisses it:
  /// the card, the half sheet, the ripple's screen and the pushed detail.
  @MainActor
  public final class ExampleMessageViewController: UIViewController {
    /// The text in the middle.
    public let message: String
    /// The background colour.
    public let color: UIColor

    /// Creates the screen.
    ///
    /// - Parameters:
    ///   - title: The screen's title, also shown in the middle.
    ///   - message: A line under the title: how to leave the screen.
    ///   - color: The background colour.
    public init(title: String, message: String, color: UIColor) {
      self.message = message
      self.color = color
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }

    /// Not available: create the screen in code.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) {
      nil
    }

    /// Lays out the title, the message and, when presented, a close button.
    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = color
      let heading = UILabel()
      heading.text = title
      heading.font = .preferredFont(forTextStyle: .largeTitle)
      let line = UILabel()
      line.text = message
      line.numberOfLines = 0
      line.textAlignment = .center
      let stack = UIStackView(arrangedSubviews: [heading, line])
      stack.axis = .vertical
      stack.alignment = .center
      stack.spacing = 12
      if presentingViewController != nil {
        let close = UIButton(
          configuration: .filled(),
          primaryAction: UIAction(title: "Close") { [weak self] _ in
            self?.transit.dismiss()
          })
        stack.addArrangedSubview(close)
      }
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        stack.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, constant: -40),
      ])
    }
  }
#endif
