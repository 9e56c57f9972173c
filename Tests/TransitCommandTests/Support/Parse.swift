import TransitArguments
import TransitCommand

/// Parses a command line written as one string (words split on spaces) with the test
/// catalogue and the fake file system.
func parse(_ line: String, catalog: TransitCatalog = TestCatalog.catalog) throws(ArgumentError)
  -> Invocation
{
  do {
    return try TransitCommandLine(catalog: catalog, fileSystem: FakeFileSystem.probe)
      .parse(line.split(separator: " ").map(String.init))
  } catch let error as ArgumentError {
    throw error
  } catch {
    preconditionFailure("parsing throws only ArgumentError, not \(error)")
  }
}

/// The message of the error a command line gives, or `nil` when it parses.
func errorMessage(_ line: String, catalog: TransitCatalog = TestCatalog.catalog) -> String? {
  do {
    _ = try parse(line, catalog: catalog)
    return nil
  } catch {
    return error.message
  }
}
