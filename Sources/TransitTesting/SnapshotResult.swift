import Foundation

/// What checking one snapshot found: whether it matched its reference, was recorded, or
/// differs, with the files involved and a message for a failure report.
///
/// ```swift
/// let result = store.verify(text: timeline.table(), named: "slide-push")
/// if !result.passed { XCTFail(result.message) }
/// ```
public struct SnapshotResult: Sendable, Hashable {
  /// What happened.
  public enum Status: Sendable, Hashable {
    /// The value matches its reference.
    case matched
    /// The reference was missing, or recording was asked for: the value was written as the
    /// reference. This fails, so that a person looks at it before it is trusted.
    case recorded
    /// The value differs from its reference; the actual value was written beside it.
    case mismatched
    /// The snapshot could not be checked: an unreadable reference, a file that could not
    /// be written, a transition that could not be played.
    case failed
  }

  /// What happened.
  public var status: Status
  /// The snapshot's name, as its files are named.
  public var name: String
  /// The reference file.
  public var reference: URL
  /// The actual value, written beside the reference when it differs.
  public var actual: URL?
  /// A picture of the differences, for frames that differ.
  public var difference: URL?
  /// One line for a failure report; empty when the snapshot matched.
  public var message: String

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - status: What happened.
  ///   - name: The snapshot's name.
  ///   - reference: The reference file.
  ///   - actual: The actual value's file, if written.
  ///   - difference: The difference picture, if written.
  ///   - message: One line for a failure report.
  public init(
    status: Status, name: String, reference: URL, actual: URL? = nil, difference: URL? = nil,
    message: String = ""
  ) {
    self.status = status
    self.name = name
    self.reference = reference
    self.actual = actual
    self.difference = difference
    self.message = message
  }

  /// Whether the snapshot matched its reference.
  public var passed: Bool { status == .matched }
}
