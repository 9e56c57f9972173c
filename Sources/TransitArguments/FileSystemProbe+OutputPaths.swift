extension FileSystemProbe {
  /// Checks that a file can be written at `path`: it is not a directory, and its directory
  /// exists or can be created.
  ///
  /// - Parameters:
  ///   - path: The file's path as the user typed it.
  ///   - label: How the user named it in the command line, such as `--out`.
  /// - Throws: `ArgumentError` saying what stands in the way.
  func checkOutputFile(_ path: String, label: String) throws {
    guard !path.isEmpty else {
      throw ArgumentError("\(label) must name a file, such as \(label) out.png")
    }
    if path.hasSuffix("/") || entry(path) == .directory {
      throw ArgumentError(
        "\(label) must name a file, but \"\(path)\" is a directory; "
          + "add a file name, such as \(path.hasSuffix("/") ? path : path + "/")out.png")
    }
    try checkCreatable(parent(of: path), label: label)
  }

  /// Checks that files can be written into the directory at `path`: it is a directory, or
  /// nothing is there and it can be created.
  ///
  /// - Parameters:
  ///   - path: The directory's path as the user typed it.
  ///   - label: How the user named it in the command line, such as `--out`.
  /// - Throws: `ArgumentError` saying what stands in the way.
  func checkOutputDirectory(_ path: String, label: String) throws {
    guard !path.isEmpty else {
      throw ArgumentError("\(label) must name a directory, such as \(label) gallery")
    }
    if entry(path) == .file {
      throw ArgumentError(
        "\(label) must name a directory, but \"\(path)\" is a file; choose another name")
    }
    try checkCreatable(path, label: label)
  }

  /// Checks that a directory exists or can be created: the nearest existing ancestor is a
  /// writable directory.
  ///
  /// - Parameters:
  ///   - directory: The directory's path.
  ///   - label: How the user named the path in the command line.
  /// - Throws: `ArgumentError` saying what stands in the way.
  private func checkCreatable(_ directory: String, label: String) throws {
    var candidate = directory
    while true {
      switch entry(candidate) {
      case .directory:
        guard isWritableDirectory(candidate) else {
          throw ArgumentError(
            "\(label) cannot be written: no permission to create files in \"\(candidate)\"")
        }
        return
      case .file:
        throw ArgumentError(
          "\(label) cannot be written: \"\(candidate)\" is a file, not a directory")
      case .missing:
        let up = parent(of: candidate)
        // The root or the current directory missing means nothing can be created.
        guard up != candidate else {
          throw ArgumentError("\(label) cannot be written: \"\(candidate)\" does not exist")
        }
        candidate = up
      }
    }
  }

  /// The directory that holds a path.
  ///
  /// - Parameter path: A path, relative or absolute.
  /// - Returns: Its directory: `.` for a bare name, `/` for a child of the root.
  private func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let head = trimmed[..<slash]
    if head.isEmpty { return "/" }
    // `a//b` has the parent `a`.
    var parent = head
    while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
    return String(parent)
  }
}
