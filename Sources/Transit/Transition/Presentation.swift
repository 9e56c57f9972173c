import Foundation

/// A description of a custom modal presentation: where the presented screen sits, what is
/// behind it, and how it goes away. Hosts play it with their presentation controller.
///
/// ```swift
/// home.transit.present(filters, using: .cover(.up).presentation(.sheet(detents: [.medium])))
/// ```
public struct Presentation: Sendable {
  /// Where the presented screen sits in the container.
  public var layout: Layout
  /// Whether the presenter hears it disappear and reappear although its view stays on
  /// screen (docs/design.md#r5: UIKit skips those callbacks then, for its own sheets too; the
  /// articles
  /// call them by hand). Off by default, as UIKit's sheets (docs/design.md#u13): a presenter that
  /// pauses a video or ends editing in `viewWillDisappear` keeps going behind a half sheet. Turn it
  /// on to behave as the articles do; it has no effect when ``removesPresentersView`` is
  /// on, since UIKit calls them itself.
  public var balancesPresenterAppearance = false
  /// The colour laid over the presenting screen; `nil` for none.
  public var dimming: Color?
  /// The radius of the presented screen's corners.
  public var cornerRadius: Double
  /// Whether a tap on the dimming, outside the presented screen, dismisses it.
  public var dismissesOnTapOutside: Bool
  /// Whether the presenting screen's view leaves the window once the presentation ends
  /// (`shouldRemovePresentersView`); `false` keeps it on screen behind.
  public var removesPresentersView: Bool

  /// Where a presented screen sits.
  public enum Layout: Sendable {
    /// The whole container.
    case full
    /// A fraction of the container's height (or width, for a side edge), against an edge.
    case fraction(Double, edge: Edge)
    /// A centred box, a fraction of the container's width and height.
    case centered(widthFraction: Double, heightFraction: Double)
    /// A bottom sheet resting at the first detent.
    case sheet(detents: [Detent])
    /// A frame computed from the container's bounds, again whenever its size changes.
    case custom(@Sendable (CGRect) -> CGRect)
  }

  /// An edge of the container.
  public enum Edge: Sendable, Hashable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The left edge.
    case left
    /// The right edge.
    case right
  }

  /// A height a bottom sheet rests at.
  public enum Detent: Sendable, Hashable {
    /// Half the container's height, as UIKit's `.medium()`.
    case medium
    /// The whole container but a 10-point strip at the top, as UIKit's `.large()`.
    case large
    /// A height in points.
    case height(Double)
    /// A fraction of the container's height.
    case fraction(Double)

    /// The sheet's height in a container.
    ///
    /// - Parameter containerHeight: The container's height.
    /// - Returns: The height, between 0 and the container's; non-finite values mean the
    ///   container's.
    public func height(in containerHeight: Double) -> Double {
      let value: Double
      switch self {
      case .medium: value = containerHeight / 2
      case .large: value = containerHeight - 10
      case .height(let height): value = height
      case .fraction(let fraction): value = containerHeight * fraction
      }
      return value.isFinite ? min(max(value, 0), containerHeight) : containerHeight
    }
  }

  /// Creates a presentation.
  ///
  /// - Parameters:
  ///   - layout: Where the presented screen sits.
  ///   - dimming: The colour over the presenting screen; `nil` for none.
  ///   - cornerRadius: The presented screen's corner radius; negative or non-finite means 0.
  ///   - dismissesOnTapOutside: Whether a tap outside dismisses.
  ///   - removesPresentersView: Whether the presenting view leaves the window after.
  public init(
    _ layout: Layout, dimming: Color? = Color(white: 0, alpha: 0.5), cornerRadius: Double = 0,
    dismissesOnTapOutside: Bool = true, removesPresentersView: Bool = false
  ) {
    self.layout = layout
    self.dimming = dimming
    self.cornerRadius = cornerRadius.isFinite ? max(0, cornerRadius) : 0
    self.dismissesOnTapOutside = dismissesOnTapOutside
    self.removesPresentersView = removesPresentersView
  }

  /// The whole container, over a 50 % black dimming.
  public static let full = Presentation(.full)
  /// The bottom half.
  public static let half = Presentation(.fraction(1 / 2, edge: .bottom), cornerRadius: 12)
  /// The bottom third.
  public static let third = Presentation(.fraction(1 / 3, edge: .bottom), cornerRadius: 12)
  /// The bottom two thirds.
  public static let twoThirds = Presentation(
    .fraction(2 / 3, edge: .bottom), cornerRadius: 12)

  /// A bottom sheet at the first of its detents, with rounded top corners.
  ///
  /// - Parameter detents: The heights it rests at; empty means `[.large]`.
  /// - Returns: The presentation.
  public static func sheet(detents: [Detent] = [.medium, .large]) -> Presentation {
    Presentation(.sheet(detents: detents.isEmpty ? [.large] : detents), cornerRadius: 12)
  }

  /// The presented screen's frame in a container.
  ///
  /// Fractions are clamped to 0…1 (non-finite means 1); the result always lies inside the
  /// container.
  ///
  /// - Parameter container: The container's bounds.
  /// - Returns: The frame, in the container's coordinates.
  public func frame(in container: CGRect) -> CGRect {
    let bounds = TransitionScene.sanitized(container)
    func clamp(_ fraction: Double) -> Double {
      fraction.isFinite ? min(max(fraction, 0), 1) : 1
    }
    let width = Double(bounds.width)
    let height = Double(bounds.height)
    let (x, y) = (Double(bounds.minX), Double(bounds.minY))
    switch layout {
    case .full:
      return bounds
    case .fraction(let fraction, let edge):
      let f = clamp(fraction)
      switch edge {
      case .top: return CGRect(x: x, y: y, width: width, height: height * f)
      case .bottom:
        return CGRect(x: x, y: y + height * (1 - f), width: width, height: height * f)
      case .left: return CGRect(x: x, y: y, width: width * f, height: height)
      case .right:
        return CGRect(x: x + width * (1 - f), y: y, width: width * f, height: height)
      }
    case .centered(let wf, let hf):
      let (w, h) = (width * clamp(wf), height * clamp(hf))
      return CGRect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
    case .sheet(let detents):
      let sheetHeight = (detents.first ?? .large).height(in: height)
      return CGRect(x: x, y: y + height - sheetHeight, width: width, height: sheetHeight)
    case .custom(let frame):
      let clipped = TransitionScene.sanitized(frame(bounds)).intersection(bounds)
      return clipped.isNull ? CGRect(origin: bounds.origin, size: .zero) : clipped
    }
  }

  /// A moment of a custom presentation's life, as its presentation controller sees it.
  public enum Moment: Sendable, Hashable {
    /// The presentation is about to start.
    case presentationWillBegin
    /// The presentation ended, completed or not.
    case presentationDidEnd(completed: Bool)
    /// The dismissal is about to start.
    case dismissalWillBegin
    /// The dismissal ended, completed or not.
    case dismissalDidEnd(completed: Bool)
  }

  /// A call a host makes on the presenting controller.
  public enum AppearanceCall: Sendable, Hashable {
    /// `beginAppearanceTransition(isAppearing, animated: true)`.
    case begin(isAppearing: Bool)
    /// `endAppearanceTransition()`.
    case end
  }

  /// The appearance calls that balance the presenter's callbacks at a moment (docs/design.md#r5):
  /// it disappears with the presentation and reappears with the dismissal, and a cancelled
  /// one turns back.
  ///
  /// - Parameter moment: The moment.
  /// - Returns: The calls to make on the presenter, in order; none when
  ///   ``balancesPresenterAppearance`` is off or UIKit makes them itself.
  public func presenterAppearanceCalls(at moment: Moment) -> [AppearanceCall] {
    guard balancesPresenterAppearance, !removesPresentersView else { return [] }
    switch moment {
    case .presentationWillBegin: return [.begin(isAppearing: false)]
    case .presentationDidEnd(let completed):
      return completed ? [.end] : [.begin(isAppearing: true), .end]
    case .dismissalWillBegin: return [.begin(isAppearing: true)]
    case .dismissalDidEnd(let completed):
      return completed ? [.end] : [.begin(isAppearing: false), .end]
    }
  }
}
