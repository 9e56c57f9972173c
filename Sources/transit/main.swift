import Foundation
import TransitCommand

// Temporary, until the effect catalogue and the renderer land (issue 6): no effects yet,
// and every command that needs the engine says it is not available.
struct NotAvailable: Error, CustomStringConvertible {
  var command: String
  var description: String { "\"transit \(command)\" is not available yet in this build" }
}

let catalog = TransitCatalog(
  effectNames: [], operationNames: TransitCatalog.standardOperationNames, interactionNames: [])
let executor = CommandExecutor(
  list: { _ in throw NotAvailable(command: "list") },
  render: { _, _ in throw NotAvailable(command: "render") },
  timeline: { _, _ in throw NotAvailable(command: "timeline") },
  gallery: { _, _ in throw NotAvailable(command: "gallery") })

let status = TransitCommandLine(catalog: catalog).run(
  Array(CommandLine.arguments.dropFirst()), streams: .standard, executor: executor)
exit(status.rawValue)
