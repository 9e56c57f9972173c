import Foundation

/// The twin of `UIAccessibilityTraits`: what kind of element VoiceOver announces a view as.
///
/// ```swift
/// dimmingView.isAccessibilityElement = true
/// dimmingView.accessibilityLabel = "Dismiss"
/// dimmingView.accessibilityTraits = .button
/// ```
public struct StageAccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The traits' bits.
  public let rawValue: UInt64

  /// Creates traits from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// The element acts as a button (`UIAccessibilityTraits.button`).
  public static let button = StageAccessibilityTraits(rawValue: 1 << 0)
  /// The element is static text (`UIAccessibilityTraits.staticText`).
  public static let staticText = StageAccessibilityTraits(rawValue: 1 << 6)
  /// The element is a header (`UIAccessibilityTraits.header`).
  public static let header = StageAccessibilityTraits(rawValue: 1 << 16)
}
