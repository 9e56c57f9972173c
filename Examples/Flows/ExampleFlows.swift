import Foundation
import Transit

/// The demo app's screens and the transitions between them, as data: the UIKit screens
/// (`ExampleApp` and its controllers) read it to build the app, and a stage test reads it
/// to play the same flows on Linux, so the example cannot drift from what is tested.
///
/// ```swift
/// let flows = ExampleFlows()
/// tabBarController.transit.transition = flows.tabSwitch
/// grid.transit.present(photo, using: flows.photoOpening)
/// ```
public struct ExampleFlows: Sendable {
  /// The tabs, in order.
  public var tabs: [ExampleTab]
  /// The photo grid's layout and identifiers.
  public var grid: ExamplePhotoGrid
  /// The effects the settings screen offers for switching tabs, by catalogue name.
  public var effectChoices: [String]
  /// The effect switching tabs now, by catalogue name (one of ``effectChoices``).
  public private(set) var effectInUse: String
  /// The titles of the custom container's children.
  public var containerChildren: [String]
  /// The title of the screen pushed without the tab bar.
  public var detailTitle: String

  /// Creates the demo's flows.
  ///
  /// - Parameters:
  ///   - tabs: The tabs, in order.
  ///   - grid: The photo grid's layout.
  ///   - effectChoices: The effects the settings screen offers, by catalogue name; names
  ///     the catalogue lacks are left out.
  ///   - containerChildren: The titles of the custom container's children.
  public init(
    tabs: [ExampleTab] = ExampleTab.allCases, grid: ExamplePhotoGrid = ExamplePhotoGrid(),
    effectChoices: [String] = ["slide", "fade", "cube", "flip", "zoomSlide", "cards"],
    containerChildren: [String] = ["Red", "Green", "Blue"]
  ) {
    self.tabs = tabs
    self.grid = grid
    let known = effectChoices.filter { TransitionCatalog.entry(named: $0) != nil }
    self.effectChoices = known.isEmpty ? ["slide"] : known
    self.effectInUse = self.effectChoices[0]
    self.containerChildren = containerChildren
    self.detailTitle = "Detail"
  }

  // MARK: - Transitions

  /// Switching tabs: the effect in use, driven by a horizontal swipe anywhere.
  public var tabSwitch: Transition {
    let effect = TransitionCatalog.entry(named: effectInUse)?.transition ?? .slide
    return effect.interactive(.swipeBetweenTabs)
  }

  /// Opening a photo from the grid: the thumbnail flies to the full-size photo on a spring
  /// (a zoom when nothing matches); a pull-down or a pinch closes it, the photo flying back.
  public var photoOpening: Transition {
    .matched(fallback: .zoom).interactive(.pullDownToDismiss, .pinchToClose)
  }

  /// A card over the scaled-back presenter; a tap outside or a pull-down dismisses it.
  public var card: Transition {
    .card(topInset: 40).interactive(.pullDownToDismiss)
  }

  /// A half sheet sliding up over dimming; a tap outside or a pull-down dismisses it.
  public var halfSheet: Transition {
    .cover(.up).presentation(.half).interactive(.pullDownToDismiss)
  }

  /// A circular reveal from a button's centre.
  ///
  /// - Parameter point: The button's centre, in the presenting screen's coordinates.
  /// - Returns: The transition.
  public func ripple(from point: CGPoint) -> Transition {
    .ripple(from: point)
  }

  /// Switching the custom container's children: faces of a turning cube, also by swipe.
  public var containerSwitch: Transition {
    .cube().interactive(.swipeBetweenTabs)
  }

  /// Pushing the detail screen, which hides the tab bar (`hidesBottomBarWhenPushed`); a
  /// back swipe from the left edge pops it.
  public var detailPush: Transition {
    .push(.left).interactive(.edgePanBack)
  }

  /// Pushing a photo in the SwiftUI tab's stack: the thumbnail (`.transitID`) flies to the
  /// full-size photo; a back swipe from the left edge flies it back.
  public var swiftUIPhotoPush: Transition {
    .matched(fallback: .push(.left)).interactive(.edgePanBack)
  }

  /// Whether the detail screen hides the tab bar while it is on top.
  public var detailHidesBottomBar: Bool { true }

  // MARK: - Settings

  /// Chooses the effect switching tabs, as the settings screen does.
  ///
  /// - Parameter name: A name from ``effectChoices``; any other name changes nothing.
  /// - Returns: Whether the effect changed.
  @discardableResult
  public mutating func useEffect(named name: String) -> Bool {
    guard effectChoices.contains(name), name != effectInUse else { return false }
    effectInUse = name
    return true
  }
}
