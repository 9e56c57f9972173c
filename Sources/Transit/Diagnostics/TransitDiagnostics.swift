import Foundation

/// Where Transit's diagnostics go, and how long a transition may stay incomplete: by
/// default one line each on standard error, as UIKit prints its own warnings.
///
/// Each installer has its own (`viewController.transit.diagnostics`); a presented screen's
/// installer takes its presenter's. A test collects them instead of printing:
///
/// ```swift
/// var seen: [TransitDiagnostic] = []
/// navigationController.transit.diagnostics = TransitDiagnostics { seen.append($0) }
/// ```
public struct TransitDiagnostics: Sendable {
  /// What to do with each diagnostic.
  public var report: @MainActor @Sendable (TransitDiagnostic) -> Void
  /// How many seconds past its duration a transition may stay incomplete before it is
  /// reported as never completed; `nil` never reports. 5 by default.
  public var completionTimeout: Double?
  /// Whether a transition reported as never completed is then completed (cancelled, so
  /// the screens go back to where they were); off by default, since completing a
  /// transition an animator still holds can leave its views half-way.
  public var completesStalledTransitions: Bool

  /// Creates a sink.
  ///
  /// - Parameters:
  ///   - completionTimeout: Seconds past a transition's duration before it is reported as
  ///     never completed; `nil` never; a negative or NaN value means 0.
  ///   - completesStalledTransitions: Whether such a transition is then cancelled.
  ///   - report: What to do with each diagnostic.
  public init(
    completionTimeout: Double? = 5, completesStalledTransitions: Bool = false,
    report: @escaping @MainActor @Sendable (TransitDiagnostic) -> Void
  ) {
    self.report = report
    self.completionTimeout = completionTimeout.map { $0.isNaN ? 0 : max(0, $0) }
    self.completesStalledTransitions = completesStalledTransitions
  }

  /// One line per diagnostic on standard error, `Transit: ` first.
  public static var standardError: TransitDiagnostics {
    TransitDiagnostics { diagnostic in
      FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
    }
  }

  /// Nothing reported.
  public static var silent: TransitDiagnostics {
    TransitDiagnostics(completionTimeout: nil) { _ in }
  }
}
