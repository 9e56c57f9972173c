import Foundation
import Transit
import TransitStage

/// One transition on one operation between two demo screens: what the gallery, the
/// `transit` command and TransitTesting play, the same way each time.
///
/// The screens are a photo grid (``DemoScreen/photoGrid(title:count:columns:size:)`` with
/// 12 cells, so the bottom of the screen is plain background) and a detail screen showing
/// the grid's fourth photo. The grid's cell "photo-3" and the detail's photo share the
/// transition identifier ``matchedID``, so `matched` shows a flight between them. Forward
/// operations go from the grid to the detail, back operations from the detail to the grid.
///
/// ```swift
/// let scenario = TransitionScenario(.slide, operation: .push)
/// let recording = try FrameRecorder(framesPerSecond: 20, scale: 0.5).record(scenario)
/// let timeline = try scenario.timeline()
/// ```
public struct TransitionScenario: Sendable {
  /// The transition as given; modal operations apply ``style`` to it.
  public var transition: Transition
  /// The operation played.
  public var operation: ScenarioOperation
  /// How modal operations present; `nil` keeps the transition's own presentation (full
  /// screen unless it has one). Other operations ignore it.
  public var style: ScenarioModalStyle?
  /// The screen's size in points.
  public var size: CGSize

  /// The transition identifier the grid's cell "photo-3" and the detail's photo share.
  public static let matchedID = "photo-3"
  /// The index of the grid's photo the detail screen shows.
  public static let matchedIndex = 3
  /// How many photos the grid has: four rows of three, leaving the bottom of the screen
  /// plain.
  public static let gridCount = 12
  /// The largest screen side a scenario accepts, in points.
  public static let maximumSide: CGFloat = 4096
  /// The screen size unless told otherwise: an iPhone 15's 393 × 852 points, as
  /// ``DemoScreen/defaultSize``.
  public static let defaultSize = CGSize(width: 393, height: 852)

  /// Creates a scenario.
  ///
  /// - Parameters:
  ///   - transition: The transition to play.
  ///   - operation: The operation to play it for.
  ///   - style: How modal operations present; `nil` for the transition's own.
  ///   - size: The screen's size in points. A side that is not finite or not positive
  ///     means ``defaultSize``'s; sides are clamped to at most ``maximumSide``.
  public init(
    _ transition: Transition, operation: ScenarioOperation, style: ScenarioModalStyle? = nil,
    size: CGSize = defaultSize
  ) {
    self.transition = transition
    self.operation = operation
    self.style = style
    self.size = size
  }

  /// The transition as played: for modal operations, with ``style`` applied.
  public var playedTransition: Transition {
    guard operation.isModal, let style else { return transition }
    return style.applied(to: transition)
  }

  /// The size the stage uses: ``size`` with its documented clamping.
  public var screenSize: CGSize {
    let fallback = Self.defaultSize
    func side(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat {
      value.isFinite && value > 0 ? min(value, Self.maximumSide) : fallback
    }
    return CGSize(
      width: side(size.width, fallback.width), height: side(size.height, fallback.height))
  }

  /// Builds the stage and brings it to the moment before the operation: for back
  /// operations, the forward step has played to the end.
  ///
  /// - Returns: The stage, ready for ``ScenarioStage/begin(_:)``.
  /// - Throws: ``ScenarioError/setUpDidNotFinish(_:)`` if the forward step never ends.
  @MainActor
  public func makeStage() throws -> ScenarioStage {
    try ScenarioStage(self)
  }

  /// The timeline the stage compiles for this scenario: the scene described from the real
  /// views, as when the transition plays.
  ///
  /// - Returns: The timeline.
  /// - Throws: ``ScenarioError`` if the operation cannot be played.
  @MainActor
  public func timeline() throws -> Timeline {
    let stage = try makeStage()
    var captured: Timeline?
    try stage.begin { animator in captured = animator.timelineInFlight }
    stage.window.runUntilIdle()
    guard let captured else { throw ScenarioError.didNotStart(operation.rawValue) }
    return captured
  }
}
