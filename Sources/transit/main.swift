import Foundation
import TransitCommand

// The `transit` command: the catalogue's effects, played on the headless stage.
let executor = TransitExecutor()
let status = TransitCommandLine(catalog: executor.catalog).run(
  Array(CommandLine.arguments.dropFirst()), streams: .standard, executor: executor.commands)
exit(status.rawValue)
