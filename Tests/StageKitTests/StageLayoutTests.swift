import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

/// The stage's layout pass, as UIKit's (docs/uikit-behaviour.md#b10):
/// marked views are laid out at the end of a turn of the run loop or by `layoutIfNeeded`,
/// controllers hear `viewWillLayoutSubviews` / `viewDidLayoutSubviews` around their root
/// view's layout, and safe areas come from the window, propagate to the views that overlap
/// them and take a controller's additional insets.
@MainActor
@Suite struct StageLayoutTests {
  /// A view that places a header under its safe area's top in `layoutSubviews`, as
  /// Auto Layout or hand-written layout code does.
  final class HeaderView: StageView {
    let header = StageView()
    var layouts = 0
    var safeAreaChanges = 0

    init() {
      super.init(frame: .zero)
      addSubview(header)
    }

    override func layoutSubviews() {
      layouts += 1
      let safe = safeAreaFrame
      header.frame = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: 100)
    }

    override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
  }

  final class HeaderScreen: StageViewController {
    var events: [String] = []
    override func loadView() { view = HeaderView() }
    override func viewWillLayoutSubviews() { events.append("will") }
    override func viewDidLayoutSubviews() {
      events.append("did \((view as? HeaderView)?.layouts ?? -1)")
    }
    override func viewSafeAreaInsetsDidChange() { events.append("safe area") }
  }

  @Test func layoutSubviewsRunsAtTheEndOfATurnNotWhenMarked() {
    let window = StageWindow.phone()
    window.makeKeyAndVisible()
    let view = HeaderView()
    view.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
    window.addSubview(view)
    #expect(view.layouts == 0, "adding a view only marks it; UIKit lays out later")
    window.advance(by: 0)
    #expect(view.layouts == 1)
    #expect(view.header.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    view.setNeedsLayout()
    view.setNeedsLayout()
    #expect(view.layouts == 1)
    view.layoutIfNeeded()
    #expect(view.layouts == 2, "two marks, one layout")
    view.layoutIfNeeded()
    #expect(view.layouts == 2, "nothing marked, nothing laid out")
  }

  @Test func layoutIfNeededStartsFromTheHighestMarkedSuperview() {
    let window = StageWindow.phone()
    let outer = HeaderView()
    let inner = HeaderView()
    outer.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    window.addSubview(outer)
    outer.addSubview(inner)  // marks outer
    inner.setNeedsLayout()
    inner.layoutIfNeeded()
    #expect(outer.layouts == 1, "CALayer.layoutIfNeeded lays out marked superlayers first")
    #expect(inner.layouts == 1)
  }

  @Test func safeAreaComesFromTheWindowWhereAViewOverlapsIt() {
    let window = StageWindow.phone()
    window.screenSafeAreaInsets = StageEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let full = HeaderView()
    full.frame = window.bounds
    let middle = HeaderView()
    middle.frame = CGRect(x: 0, y: 100, width: 390, height: 500)
    let bottom = HeaderView()
    bottom.frame = CGRect(x: 10, y: 800, width: 100, height: 44)
    for view in [full, middle, bottom] { window.addSubview(view) }
    #expect(full.safeAreaInsets == StageEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    #expect(bottom.safeAreaInsets == StageEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(HeaderView().safeAreaInsets == .zero, "outside a window there is no safe area")
    window.layoutIfNeeded()
    #expect(full.header.frame == CGRect(x: 0, y: 47, width: 390, height: 100))
    #expect(full.safeAreaChanges == 1)
    #expect(middle.safeAreaChanges == 0)
  }

  @Test func controllersHearTheirRootViewsLayoutAndSafeAreaChanges() {
    let window = StageWindow.phone()
    let controller = HeaderScreen()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.events == ["will", "did 1"])
    controller.events.removeAll()

    window.screenSafeAreaInsets = StageEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.advance(by: 0)
    #expect(controller.events == ["safe area", "will", "did 2"])
    let view = controller.view as? HeaderView
    #expect(view?.header.frame == CGRect(x: 0, y: 47, width: 390, height: 100))

    controller.events.removeAll()
    controller.additionalSafeAreaInsets = StageEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    window.advance(by: 0)
    #expect(controller.view.safeAreaInsets.top == 91)
    #expect(view?.header.frame.minY == 91)
    #expect(controller.events == ["safe area", "will", "did 3"])

    controller.additionalSafeAreaInsets = StageEdgeInsets(
      top: .nan, left: -3, bottom: .infinity, right: 0)
    #expect(controller.view.safeAreaInsets.top == 47, "bad insets count as 0")
  }

  /// A view that counts the safe-area changes it hears.
  final class SafeAreaListener: StageView {
    var changes: [StageEdgeInsets] = []
    override func safeAreaInsetsDidChange() { changes.append(safeAreaInsets) }
  }

  /// A window with an unsafe top edge, a full-screen container with a listener at y 400
  /// (all safe), and another view whose marks start the passes.
  func containerWithListener() -> (StageWindow, StageView, SafeAreaListener, StageView) {
    let window = StageWindow.phone()
    window.screenSafeAreaInsets = StageEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)
    window.makeKeyAndVisible()
    let container = StageView(frame: window.bounds)
    let listener = SafeAreaListener(frame: CGRect(x: 0, y: 400, width: 100, height: 100))
    let other = StageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(container)
    window.addSubview(other)
    container.addSubview(listener)
    window.advance(by: 0)
    return (window, container, listener, other)
  }

  // The layout pass goes down only where something changed (issue 14); these check that a
  // change deep in the tree, or one a superview passes on, is still found.

  @Test func aViewMovedUnderTheUnsafeEdgeHearsItAtTheNextPassWhateverStartsIt() {
    let (window, _, listener, other) = containerWithListener()
    #expect(listener.changes.isEmpty)
    listener.center.y = 60  // its frame from y 10: 37 points under the unsafe edge
    window.advance(by: 0)
    #expect(listener.changes.isEmpty, "a move alone starts no pass, as in UIKit")
    other.setNeedsLayout()
    window.advance(by: 0)
    #expect(listener.changes == [StageEdgeInsets(top: 37, left: 0, bottom: 0, right: 0)])
  }

  @Test func aSuperviewsSublayerTransformReachesItsSubviewsAtTheNextPass() {
    let (window, container, listener, other) = containerWithListener()
    container.layer.sublayerTransform = Transform3D(translationX: 0, y: -390)
    other.setNeedsLayout()
    window.advance(by: 0)
    #expect(listener.changes == [StageEdgeInsets(top: 37, left: 0, bottom: 0, right: 0)])
  }

  @Test func aScreenBackInItsWindowElsewhereGivesItsViewsTheirNewSafeArea() {
    let (window, container, listener, _) = containerWithListener()
    container.removeFromSuperview()
    container.layoutIfNeeded()
    #expect(listener.changes.isEmpty, "outside a window every safe area is empty; it was")
    container.frame.origin.y = -390
    window.addSubview(container)
    window.advance(by: 0)
    #expect(listener.changes == [StageEdgeInsets(top: 37, left: 0, bottom: 0, right: 0)])
  }
}
