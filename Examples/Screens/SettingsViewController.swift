#if canImport(UIKit)
  import TransitUIKit
  import UIKit

  /// The effects the tab bar can switch with; choosing one installs it at once.
  @MainActor
  public final class SettingsViewController: UITableViewController {
    /// The screens and transitions, with the effect in use.
    public private(set) var flows: ExampleFlows

    /// Creates the screen.
    ///
    /// - Parameter flows: The screens and transitions.
    public init(flows: ExampleFlows) {
      self.flows = flows
      super.init(style: .insetGrouped)
    }

    /// Not available: create the screen in code.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) {
      nil
    }

    /// Registers the cell.
    public override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    /// The number of effects.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - section: The only section.
    /// - Returns: The number of effects offered.
    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
      -> Int
    {
      flows.effectChoices.count
    }

    /// An effect's row, checked when it is in use.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - indexPath: The row.
    /// - Returns: The cell.
    public override func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: Self.cellIdentifier, for: indexPath)
      let name = flows.effectChoices[indexPath.row]
      var content = cell.defaultContentConfiguration()
      content.text = name
      content.secondaryText = TransitionCatalog.entry(named: name)?.summary
      cell.contentConfiguration = content
      cell.accessoryType = name == flows.effectInUse ? .checkmark : .none
      return cell
    }

    /// Uses the effect chosen for switching tabs.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - indexPath: The row chosen.
    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      guard flows.useEffect(named: flows.effectChoices[indexPath.row]) else { return }
      tabBarController?.transit.transition = flows.tabSwitch
      tableView.reloadData()
    }

    private static let cellIdentifier = "effect"
  }
#endif
