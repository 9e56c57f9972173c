import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit

// UIKit semantics checked here come from Apple's UIView reference pages and programming
// guides, from observations cited next to each test, and from docs/uikit-behaviour.md.
// Geometry expectations are computed by hand in the comments, never by the code under test.

/// A view that logs the hierarchy callbacks it receives, with its name.
@MainActor
private final class LoggingView: StageView {
  let name: String
  let log: EventLog

  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  override func willMove(toSuperview newSuperview: StageView?) {
    log.events.append("\(name).willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
  }

  override func didMoveToSuperview() {
    log.events.append("\(name).didMoveToSuperview")
  }

  override func willMove(toWindow newWindow: StageWindow?) {
    log.events.append("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    // UIKit: `window` still names the old window here.
    log.windowsSeen.append(window)
  }

  override func didMoveToWindow() {
    log.events.append("\(name).didMoveToWindow")
    log.windowsSeen.append(window)
  }
}

/// A shared list of events, in the order they happened.
@MainActor
private final class EventLog {
  var events: [String] = []
  var windowsSeen: [StageWindow?] = []
  var times: [String: Double] = [:]
}

@MainActor
private func presentedCenter(of view: StageView) -> CGPoint {
  view.layer.presentation()?.position ?? CGPoint(x: CGFloat.nan, y: .nan)
}

// MARK: - Hierarchy

@MainActor
@Suite struct StageViewHierarchyTests {
  let window = StageWindow.phone()

  /// The layers of the views among a layer's sublayers, in order.
  private func viewLayers(of view: StageView) -> [StageLayer] {
    (view.layer.sublayers ?? []).filter { $0.owningView != nil }
  }

  @Test func addAndInsertKeepSubviewsAndLayersInTheSameOrder() {
    let container = StageView()
    let a = StageView()
    let b = StageView()
    let c = StageView()
    let d = StageView()
    container.addSubview(a)
    container.addSubview(b)
    #expect(container.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    container.insertSubview(c, at: 1)
    #expect(container.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    container.insertSubview(d, belowSubview: a)
    #expect(
      container.subviews.map(ObjectIdentifier.init) == [d, a, c, b].map(ObjectIdentifier.init))
    // Moving a subview that sits below its sibling: it must land right above it.
    container.insertSubview(d, aboveSubview: c)
    #expect(
      container.subviews.map(ObjectIdentifier.init) == [a, c, d, b].map(ObjectIdentifier.init))
    container.insertSubview(b, belowSubview: c)
    #expect(
      container.subviews.map(ObjectIdentifier.init) == [a, b, c, d].map(ObjectIdentifier.init))
    container.bringSubviewToFront(a)
    #expect(
      container.subviews.map(ObjectIdentifier.init) == [b, c, d, a].map(ObjectIdentifier.init))
    container.sendSubviewToBack(d)
    #expect(
      container.subviews.map(ObjectIdentifier.init) == [d, b, c, a].map(ObjectIdentifier.init))
    // insertSubview(_:at:) with an index past the end puts the view on top.
    container.insertSubview(b, at: 99)
    #expect(
      container.subviews.map(ObjectIdentifier.init) == [d, c, a, b].map(ObjectIdentifier.init))
    #expect(
      viewLayers(of: container).map(ObjectIdentifier.init)
        == container.subviews.map { ObjectIdentifier($0.layer) })
    for view in [a, b, c, d] {
      #expect(view.superview === container)
      #expect(view.layer.superlayer === container.layer)
    }
  }

  @Test func addSubviewTakesTheViewFromItsOldSuperview() {
    let first = StageView()
    let second = StageView()
    let child = StageView()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(first.layer.sublayers == nil)
    #expect(child.superview === second)
    #expect(child.layer.superlayer === second.layer)
    child.removeFromSuperview()
    #expect(second.subviews.isEmpty)
    #expect(child.superview == nil)
    #expect(child.layer.superlayer == nil)
    child.removeFromSuperview()  // a second removal does nothing
    #expect(child.superview == nil)
  }

  @Test func layersAddedStraightToTheLayerInterleaveAsInUIKit() {
    // UIKit keeps `subviews` in the order of their layers, and passes the view calls through
    // to the layer: addSubview and bringSubviewToFront put the layer on top of every
    // sublayer, sendSubviewToBack at index 0, insertSubview(_:at:) at that index among the
    // sublayers (observed: SO 53624534, "UIView insertSubview atIndex … odd behaviour", an
    // extra CALayer shifts the index), above/below next to the sibling's layer.
    let container = StageView()
    let background = StageLayer()
    let overlay = StageLayer()
    let a = StageView()
    let b = StageView()
    let c = StageView()
    container.layer.insertSublayer(background, at: 0)
    container.addSubview(a)
    container.layer.addSublayer(overlay)
    container.addSubview(b)
    #expect(
      container.layer.sublayers?.map(ObjectIdentifier.init)
        == [background, a.layer, overlay, b.layer].map(ObjectIdentifier.init))
    container.insertSubview(c, at: 1)
    #expect(
      container.layer.sublayers?.map(ObjectIdentifier.init)
        == [background, c.layer, a.layer, overlay, b.layer].map(ObjectIdentifier.init))
    #expect(
      container.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
    container.sendSubviewToBack(b)
    #expect(container.layer.sublayers?.first === b.layer)
    #expect(
      container.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
    container.bringSubviewToFront(c)
    #expect(container.layer.sublayers?.last === c.layer)
    container.insertSubview(b, aboveSubview: a)
    #expect(
      container.layer.sublayers?.map(ObjectIdentifier.init)
        == [background, a.layer, b.layer, overlay, c.layer].map(ObjectIdentifier.init))
    #expect(
      container.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
  }

  @Test func siblingInsertsMoveALayerRightNextToItsSibling() {
    // CALayer.insertSublayer(_:above:) and (_:below:) on a layer that is already a
    // sublayer: it lands next to the sibling whichever side it came from.
    let parent = StageLayer()
    let x = StageLayer()
    let s = StageLayer()
    let y = StageLayer()
    parent.addSublayer(x)
    parent.addSublayer(s)
    parent.addSublayer(y)
    parent.insertSublayer(x, above: s)
    #expect(parent.sublayers?.map(ObjectIdentifier.init) == [s, x, y].map(ObjectIdentifier.init))
    parent.insertSublayer(y, below: s)
    #expect(parent.sublayers?.map(ObjectIdentifier.init) == [y, s, x].map(ObjectIdentifier.init))
    parent.insertSublayer(s, above: s)
    parent.insertSublayer(parent, below: s)
    #expect(parent.sublayers?.map(ObjectIdentifier.init) == [y, s, x].map(ObjectIdentifier.init))
    #expect(parent.superlayer == nil)
  }

  @Test func aViewCannotBecomeItsOwnDescendant() {
    // UIKit raises "Can't add self as subview"; the stage refuses the request instead.
    let grandparent = StageView()
    let parent = StageView()
    let child = StageView()
    grandparent.addSubview(parent)
    parent.addSubview(child)
    child.addSubview(grandparent)
    child.addSubview(child)
    child.insertSubview(parent, at: 0)
    #expect(child.subviews.isEmpty)
    #expect(grandparent.superview == nil)
    #expect(parent.superview === grandparent)
    #expect(child.superview === parent)
    #expect(child.isDescendant(of: grandparent))
    #expect(!grandparent.isDescendant(of: child))
  }

  @Test func movingOutOfAWindowCallsWillThenDidInUIKitsOrder() {
    // Observed in UIKit logs (e-com-net.com/article/5357521.htm; jianshu 681053cc48fd):
    // removeFromSuperview → willMoveToSuperview: → willMoveToWindow: → didMoveToWindow →
    // didMoveToSuperview.
    let log = EventLog()
    let parent = LoggingView("parent", log: log)
    let child = LoggingView("child", log: log)
    parent.addSubview(child)
    window.addSubview(parent)
    log.events.removeAll()
    log.windowsSeen.removeAll()
    parent.removeFromSuperview()
    #expect(
      log.events == [
        "parent.willMove(toSuperview: nil)", "parent.willMove(toWindow: nil)",
        "child.willMove(toWindow: nil)", "parent.didMoveToWindow", "child.didMoveToWindow",
        "parent.didMoveToSuperview",
      ])
    #expect(log.windowsSeen.map { $0 === window } == [true, true, false, false])
  }

  @Test func movingIntoAWindowMirrorsTheRemoval() {
    // The same order as a removal (the stage's reading; UIKit logs taken in viewDidLoad show
    // the window callbacks later, when the controller's view enters the window).
    let log = EventLog()
    let parent = LoggingView("parent", log: log)
    let child = LoggingView("child", log: log)
    parent.addSubview(child)
    #expect(log.events == ["child.willMove(toSuperview: view)", "child.didMoveToSuperview"])
    log.events.removeAll()
    window.addSubview(parent)
    #expect(
      log.events == [
        "parent.willMove(toSuperview: view)", "parent.willMove(toWindow: window)",
        "child.willMove(toWindow: window)", "parent.didMoveToWindow", "child.didMoveToWindow",
        "parent.didMoveToSuperview",
      ])
    #expect(log.windowsSeen.map { $0 === window } == [false, false, true, true])
    #expect(child.window === window)
  }

  @Test func movingWithinOneWindowSendsNoWindowCallbacks() {
    let log = EventLog()
    let first = StageView()
    let second = StageView()
    window.addSubview(first)
    window.addSubview(second)
    let child = LoggingView("child", log: log)
    first.addSubview(child)
    log.events.removeAll()
    second.addSubview(child)
    #expect(log.events == ["child.willMove(toSuperview: view)", "child.didMoveToSuperview"])
    log.events.removeAll()
    // Reordering among the same superview's subviews is not a move.
    second.addSubview(StageView())
    second.bringSubviewToFront(child)
    second.sendSubviewToBack(child)
    #expect(log.events.isEmpty)
    #expect(second.subviews.first === child)
  }
}

// MARK: - Geometry

@MainActor
@Suite struct StageViewGeometryTests {
  let window = StageWindow.phone()

  @Test func frameCenterAndBoundsStayConsistent() {
    let view = StageView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
    #expect(view.center == CGPoint(x: 70, y: 70))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
    view.center = CGPoint(x: 200, y: 300)
    #expect(view.frame == CGRect(x: 150, y: 270, width: 100, height: 60))
    // Changing the bounds keeps the centre (UIView.bounds: "changing the size … grows or
    // shrinks the view relative to its center point").
    view.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    #expect(view.frame == CGRect(x: 180, y: 290, width: 40, height: 20))
    // Setting the frame keeps the bounds origin (a scroll view's offset survives a resize).
    view.bounds.origin = CGPoint(x: 0, y: 500)
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
    #expect(view.bounds == CGRect(x: 0, y: 500, width: 390, height: 400))
    #expect(view.center == CGPoint(x: 195, y: 200))
  }

  @Test func frameOfATransformedViewIsItsBoundingBox() {
    // A 100 × 50 view centred at (200, 300), scaled 2× and rotated a quarter turn: its
    // 200 × 100 image stands upright as 100 × 200 around the same centre.
    let view = StageView(frame: CGRect(x: 150, y: 275, width: 100, height: 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 2)
    #expect(isClose(view.frame, CGRect(x: 150, y: 200, width: 100, height: 200), within: 1e-9))
    #expect(view.center == CGPoint(x: 200, y: 300), "the centre ignores the transform")
    #expect(view.bounds.size == CGSize(width: 100, height: 50), "so do the bounds")
    // An eighth turn of a 100 × 100 square: a diamond 100·√2 wide.
    let square = StageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    square.transform = CGAffineTransform(rotationAngle: .pi / 4)
    let side = 100 * CGFloat(2).squareRoot()
    #expect(
      isClose(square.frame, CGRect(x: 50 - side / 2, y: 50 - side / 2, width: side, height: side)))
  }

  @Test func convertsThroughPlainNestedViews() {
    let outer = StageView(frame: CGRect(x: 20, y: 100, width: 200, height: 300))
    let inner = StageView(frame: CGRect(x: 10, y: 20, width: 50, height: 40))
    window.addSubview(outer)
    outer.addSubview(inner)
    #expect(inner.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 35, y: 125))
    #expect(inner.convert(CGPoint(x: 5, y: 5), to: window) == CGPoint(x: 35, y: 125))
    #expect(inner.convert(CGPoint(x: 5, y: 5), to: outer) == CGPoint(x: 15, y: 25))
    #expect(inner.convert(CGPoint(x: 35, y: 125), from: nil) == CGPoint(x: 5, y: 5))
    #expect(outer.convert(CGPoint(x: 15, y: 25), from: inner) == CGPoint(x: 25, y: 45))
    #expect(
      inner.convert(inner.bounds, to: nil) == CGRect(x: 30, y: 120, width: 50, height: 40))
    #expect(
      inner.convert(CGRect(x: 30, y: 120, width: 50, height: 40), from: nil) == inner.bounds)
  }

  @Test func convertsThroughAScrolledBoundsOrigin() {
    // A scroll view at y = 100, scrolled down by 250: content at y = 300 shows at
    // 300 − 250 + 100 = 150 in the window.
    let scroll = StageView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
    scroll.bounds.origin = CGPoint(x: 0, y: 250)
    let row = StageView(frame: CGRect(x: 0, y: 300, width: 390, height: 50))
    window.addSubview(scroll)
    scroll.addSubview(row)
    #expect(row.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: 10, y: 160))
    #expect(row.convert(row.bounds, to: window) == CGRect(x: 0, y: 150, width: 390, height: 50))
    #expect(scroll.convert(CGPoint(x: 10, y: 160), from: window) == CGPoint(x: 10, y: 310))
    #expect(row.convert(CGPoint(x: 10, y: 160), from: nil) == CGPoint(x: 10, y: 10))
    // Scrolling moves the row on screen without changing its frame.
    scroll.bounds.origin.y = 300
    #expect(row.frame.minY == 300)
    #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 100))
  }

  @Test func convertsThroughScaleRotationAndScrollTogether() {
    // window ▸ card (200 × 100 centred at (200, 400), rotated a quarter turn clockwise,
    //                its bounds scrolled to origin (0, 30))
    //        ▸ badge (frame (20, 40, 40, 20) in card coordinates, scaled 0.5 about its centre)
    let card = StageView(frame: CGRect(x: 100, y: 350, width: 200, height: 100))
    card.transform = CGAffineTransform(rotationAngle: .pi / 2)
    card.bounds.origin = CGPoint(x: 0, y: 30)
    let badge = StageView(frame: CGRect(x: 20, y: 40, width: 40, height: 20))
    badge.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    window.addSubview(card)
    card.addSubview(badge)
    // Badge point (0, 0): badge centre (40, 50) in card coordinates, anchor (20, 10) in its
    // bounds; (0 − 20, 0 − 10) × 0.5 = (−10, −5), so (30, 45) in card coordinates.
    #expect(isClose(badge.convert(CGPoint.zero, to: card), CGPoint(x: 30, y: 45)))
    // Card point (30, 45): the card's anchor is (100, 30 + 50) = (100, 80), so (−70, −35)
    // from it; a quarter turn clockwise maps (x, y) to (−y, x): (35, −70); plus the centre
    // (200, 400): (235, 330).
    #expect(isClose(badge.convert(CGPoint.zero, to: nil), CGPoint(x: 235, y: 330)))
    #expect(isClose(badge.convert(CGPoint(x: 235, y: 330), from: nil), .zero))
    // Badge point (40, 20), its far corner: (20, 10) × 0.5 + (40, 50) = (50, 55) in the card;
    // (−50, −25) from the anchor, turned: (25, −50); in the window (225, 350).
    #expect(isClose(badge.convert(CGPoint(x: 40, y: 20), to: window), CGPoint(x: 225, y: 350)))
    // The badge's bounds in the window: the box of those two corners (the turn keeps it a
    // rectangle), x 225…235, y 330…350.
    #expect(
      isClose(
        badge.convert(badge.bounds, to: nil), CGRect(x: 225, y: 330, width: 10, height: 20)))
    #expect(
      isClose(
        badge.convert(CGRect(x: 225, y: 330, width: 10, height: 20), from: nil), badge.bounds))
    // Between siblings' subtrees: a point of another view converts through the window.
    let other = StageView(frame: CGRect(x: 200, y: 300, width: 100, height: 100))
    window.addSubview(other)
    #expect(isClose(badge.convert(CGPoint.zero, to: other), CGPoint(x: 35, y: 30)))
    #expect(isClose(other.convert(CGPoint(x: 35, y: 30), to: badge), .zero))
  }

  @Test func convertingARotatedRectGivesItsBoundingBox() {
    let square = StageView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    square.transform = CGAffineTransform(rotationAngle: .pi / 4)
    window.addSubview(square)
    let half = 50 * CGFloat(2).squareRoot()
    #expect(
      isClose(
        square.convert(square.bounds, to: nil),
        CGRect(x: 150 - half, y: 150 - half, width: 2 * half, height: 2 * half)))
    // The centre of the square is its centre in the window, whatever the turn.
    #expect(isClose(square.convert(CGPoint(x: 50, y: 50), to: nil), CGPoint(x: 150, y: 150)))
    // Its top-left corner turns clockwise by 45° onto the vertical through the centre.
    #expect(isClose(square.convert(CGPoint.zero, to: nil), CGPoint(x: 150, y: 150 - half)))
  }
}

// MARK: - Animation blocks

@MainActor
@Suite struct StageViewAnimationTests {
  let window = StageWindow.phone()
  private let log = EventLog()

  private func makeView(frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> StageView {
    let view = StageView(frame: frame)
    window.addSubview(view)
    return view
  }

  private func record(_ name: String) -> @MainActor (Bool) -> Void {
    { [log, window] finished in
      log.events.append("\(name)(\(finished))")
      log.times[name] = window.clock.now
    }
  }

  @Test func curveAnimationChangesTheModelAtOnceAndThePresentationOverTime() {
    let view = makeView()
    StageView.animate(withDuration: 0.4, animations: { view.alpha = 0 }, completion: record("fade"))
    #expect(view.alpha == 0, "the model value changes at once")
    #expect(opacity(of: view.layer) == 1, "the screen still shows the old value")
    window.advance(by: 0.1)
    // The default curve is ease-in-ease-out (UIView.AnimationOptions.curveEaseInOut).
    let expected = 1 - TimingCurve.easeInOut.progress(at: 0.25)
    #expect(abs(opacity(of: view.layer) - expected) < 1e-6)
    #expect(log.events.isEmpty)
    window.advance(by: 0.3)
    #expect(log.events == ["fade(true)"])
    #expect(log.times["fade"] == 0.4)
    #expect(opacity(of: view.layer) == 0)
    #expect(view.layer.animationKeys() == nil)
  }

  @Test(arguments: [
    (StageView.AnimationOptions.curveLinear, TimingCurve.linear),
    (.curveEaseIn, .easeIn), (.curveEaseOut, .easeOut), (.curveEaseInOut, .easeInOut),
  ])
  func optionsChooseTheCurve(option: StageView.AnimationOptions, curve: TimingCurve) {
    let view = makeView()
    StageView.animate(
      withDuration: 1, delay: 0, options: option,
      animations: {
        view.center = CGPoint(x: 250, y: 50)
      })
    window.advance(by: 0.3)
    let expected = 50 + 200 * curve.progress(at: 0.3)
    #expect(abs(presentedCenter(of: view).x - expected) < 1e-6)
    #expect(presentedCenter(of: view).y == 50)
  }

  @Test func delayShowsTheOldValueThenAnimates() {
    let view = makeView()
    StageView.animate(
      withDuration: 0.5, delay: 0.25, options: .curveLinear, animations: { view.alpha = 0 },
      completion: record("fade"))
    window.advance(by: 0.2)
    #expect(opacity(of: view.layer) == 1, "fills backwards during the delay")
    window.advance(by: 0.3)
    #expect(abs(opacity(of: view.layer) - 0.5) < 1e-9)
    window.advance(by: 1)
    #expect(log.events == ["fade(true)"])
    #expect(abs((log.times["fade"] ?? 0) - 0.75) < 1e-9)
  }

  @Test func completionsRunWhenTheirOwnAnimationsEnd() {
    let a = makeView()
    let b = makeView()
    StageView.animate(
      withDuration: 0.3,
      animations: {
        a.alpha = 0.5
        a.center.x = 300
      }, completion: record("a"))
    StageView.animate(withDuration: 0.2, animations: { b.alpha = 0.5 }, completion: record("b"))
    window.advance(by: 1)
    #expect(log.events == ["b(true)", "a(true)"])
    #expect(log.times["b"] == 0.2)
    #expect(log.times["a"] == 0.3)
  }

  @Test func aBlockThatAnimatesNothingCompletesOnTheNextTurn() {
    // UIView.animate(withDuration:…): "If the duration of the animation is 0, this block is
    // performed at the beginning of the next run loop cycle." Nothing to animate behaves
    // the same (observed: blog.spacemanlabs.com 2012/08 "Premature completion").
    let view = makeView()
    StageView.animate(withDuration: 0, animations: { view.alpha = 0.3 }, completion: record("zero"))
    StageView.animate(
      withDuration: 1, animations: { view.alpha = view.alpha }, completion: record("same"))
    #expect(log.events.isEmpty, "never inside the call")
    #expect(view.alpha == CGFloat(Float(0.3)))
    #expect(opacity(of: view.layer) == Double(Float(0.3)), "no animation")
    #expect(view.layer.animationKeys() == nil)
    window.advance(by: 0)
    #expect(log.events == ["zero(true)", "same(true)"])
  }

  @Test func viewsOutsideAWindowChangeAtOnce() {
    let loose = StageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    StageView.animate(
      withDuration: 1,
      animations: {
        loose.alpha = 0
        loose.center = CGPoint(x: 9, y: 9)
      }, completion: record("loose"))
    #expect(loose.layer.animationKeys() == nil)
    #expect(opacity(of: loose.layer) == 0)
    #expect(presentedCenter(of: loose) == CGPoint(x: 9, y: 9))
    #expect(log.events == ["loose(true)"], "no run loop to wait for")
    // Adding it to a window later does not start an animation.
    window.addSubview(loose)
    #expect(window.runUntilIdle())
    #expect(opacity(of: loose.layer) == 0)
  }

  @Test func aNewAnimationOfANonAdditivePropertyStopsTheOldOneUnfinished() {
    // Opacity is replaced, not added: the old animation leaves the layer and its completion
    // hears `false`; the new one starts from what is on screen.
    let view = makeView()
    StageView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
      completion: record("out"))
    window.advance(by: 0.5)
    StageView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 },
      completion: record("in"))
    #expect(abs(opacity(of: view.layer) - 0.5) < 1e-9, "no jump")
    window.advance(by: 0)
    #expect(log.events == ["out(false)"])
    #expect(log.times["out"] == 0.5)
    window.advance(by: 0.5)
    #expect(abs(opacity(of: view.layer) - 0.75) < 1e-9)
    window.advance(by: 0.5)
    #expect(log.events == ["out(false)", "in(true)"])
    #expect(log.times["in"] == 1.5)
  }

  @Test func aNewAnimationOfTheCenterAddsToTheOldOne() {
    // Since iOS 8 UIKit animates position and bounds additively: the old animation keeps
    // running, the new one adds to it, and both completions hear `true` (WWDC 2014 session
    // 236 "Building Interruptible and Responsive Interactions"; iosoteric.com "Additive
    // animations: animateWithDuration in iOS 8").
    let view = makeView(frame: CGRect(x: -50, y: 0, width: 100, height: 100))
    StageView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 100 },
      completion: record("right"))
    window.advance(by: 0.5)
    StageView.animate(
      withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 0 },
      completion: record("left"))
    // x(t) = model + Σ deltas: 0 + (−100)(1 − t) + 100(1 − (t − 0.5)).
    #expect(isClose(presentedCenter(of: view).x, 50), "no jump")
    window.advance(by: 0.5)
    #expect(isClose(presentedCenter(of: view).x, 50))
    #expect(log.events == ["right(true)"])
    #expect(log.times["right"] == 1)
    window.advance(by: 0.25)
    #expect(isClose(presentedCenter(of: view).x, 25))
    window.advance(by: 0.25)
    #expect(log.events == ["right(true)", "left(true)"])
    #expect(log.times["left"] == 1.5)
    #expect(presentedCenter(of: view) == CGPoint(x: 0, y: 50))
  }

  @Test func removingAllAnimationsStopsTheBlockUnfinished() {
    let view = makeView()
    StageView.animate(
      withDuration: 1,
      animations: {
        view.center.x = 300
        view.alpha = 0
      }, completion: record("move"))
    window.advance(by: 0.25)
    view.layer.removeAllAnimations()
    #expect(presentedCenter(of: view).x == 300, "the model shows at once")
    window.advance(by: 0)
    #expect(log.events == ["move(false)"])
    #expect(log.times["move"] == 0.25)
  }

  @Test func nestedBlocksInheritDurationAndCurveUnlessTheyOverrideThem() {
    // View Programming Guide, "Nesting Animation Blocks": nested animations start with their
    // parent and inherit its duration and curve by default; overrideInheritedDuration and
    // overrideInheritedCurve keep their own.
    let a = makeView()
    let b = makeView()
    let c = makeView()
    StageView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        a.alpha = 0
        StageView.animate(
          withDuration: 0.2, delay: 0, options: .curveEaseIn, animations: { b.alpha = 0 },
          completion: record("inherits"))
        StageView.animate(
          withDuration: 0.2, delay: 0,
          options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseOut],
          animations: { c.alpha = 0 }, completion: record("overrides"))
      }, completion: record("outer"))
    window.advance(by: 0.1)
    #expect(abs(opacity(of: a.layer) - 0.9) < 1e-6)
    #expect(abs(opacity(of: b.layer) - 0.9) < 1e-6, "1 s, linear, like its parent")
    #expect(abs(opacity(of: c.layer) - (1 - TimingCurve.easeOut.progress(at: 0.5))) < 1e-6)
    window.advance(by: 2)
    // The two blocks that end together complete in the order their animations were added.
    #expect(log.events == ["overrides(true)", "outer(true)", "inherits(true)"])
    #expect(log.times["overrides"] == 0.2)
    #expect(log.times["inherits"] == 1)
  }

  @Test func performWithoutAnimationChangesAtOnceInsideABlock() {
    let a = makeView()
    let b = makeView()
    StageView.animate(
      withDuration: 1,
      animations: {
        a.alpha = 0
        StageView.performWithoutAnimation { b.alpha = 0.25 }
      })
    #expect(opacity(of: a.layer) == 1)
    #expect(opacity(of: b.layer) == 0.25)
    #expect(b.layer.animationKeys() == nil)
  }

  @Test func springAnimationEndsAtItsDurationAndOvershootsBelowCriticalDamping() {
    let bouncy = makeView()
    let critical = makeView()
    StageView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
      animations: { bouncy.center.y = 250 }, completion: record("bouncy"))
    StageView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      animations: { critical.center.y = 250 }, completion: record("critical"))
    var bouncyHighest = -CGFloat.infinity
    var criticalHighest = -CGFloat.infinity
    var criticalPrevious = CGFloat(50)
    for _ in 0..<29 {
      window.advance(by: 1.0 / 60)
      bouncyHighest = max(bouncyHighest, presentedCenter(of: bouncy).y)
      let y = presentedCenter(of: critical).y
      #expect(y >= criticalPrevious, "critically damped: never turns back")
      criticalPrevious = y
      criticalHighest = max(criticalHighest, y)
    }
    #expect(bouncyHighest > 250, "damping 0.3 overshoots")
    #expect(criticalHighest <= 250)
    #expect(log.events.isEmpty)
    window.advance(by: 0.02)
    #expect(log.events == ["bouncy(true)", "critical(true)"])
    #expect(log.times["bouncy"] == 0.5)
    #expect(presentedCenter(of: bouncy).y == 250)
  }

  @Test func springFollowsTheDocumentedResponseAndTheInitialVelocity() {
    // The stage's documented reading: a spring of response `duration` and that damping ratio,
    // the initial velocity in distances per second, as UIKit documents it.
    let still = makeView()
    let thrown = makeView()
    StageView.animate(
      withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
      animations: { still.center.y = 150 })
    StageView.animate(
      withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 8,
      animations: { thrown.center.y = 150 })
    window.advance(by: 0.05)
    let spring = Spring(response: 0.6, dampingRatio: 0.7)
    let expected = 50 + 100 * spring.value(at: 0.05)
    #expect(abs(presentedCenter(of: still).y - expected) < 1e-6)
    let thrownExpected = 50 + 100 * spring.value(at: 0.05, initialVelocity: 8)
    #expect(abs(presentedCenter(of: thrown).y - thrownExpected) < 1e-6)
    #expect(presentedCenter(of: thrown).y > presentedCenter(of: still).y + 10)
  }

  @Test func badDurationsAndDelaysHaveDocumentedMeanings() {
    // NaN or negative durations change the views at once (completion on the next turn);
    // NaN or negative delays mean no delay.
    let view = makeView()
    for duration in [Double.nan, -1, .infinity] {
      StageView.animate(
        withDuration: duration, animations: { view.alpha = view.alpha == 1 ? 0 : 1 },
        completion: record("d\(duration)"))
      #expect(view.layer.animationKeys() == nil)
    }
    window.advance(by: 0)
    #expect(log.events == ["dnan(true)", "d-1.0(true)", "dinf(true)"])
    log.events.removeAll()
    for delay in [Double.nan, -5, .infinity] {
      let target = makeView()
      StageView.animate(
        withDuration: 1, delay: delay, options: .curveLinear, animations: { target.alpha = 0 },
        completion: record("delay\(delay)"))
      window.advance(by: 0.5)
      #expect(abs(opacity(of: target.layer) - 0.5) < 1e-9)
      #expect(opacity(of: target.layer).isFinite)
      window.advance(by: 0.5)
    }
    #expect(log.events == ["delaynan(true)", "delay-5.0(true)", "delayinf(true)"])
    let spring = makeView()
    StageView.animate(
      withDuration: 0.5, delay: .nan, usingSpringWithDamping: .nan, initialSpringVelocity: .nan,
      animations: { spring.center.x = 200 })
    for _ in 0..<40 {
      window.advance(by: 0.02)
      #expect(presentedCenter(of: spring).x.isFinite)
    }
    #expect(presentedCenter(of: spring).x == 200)
  }
}

// MARK: - transition(from:to:)

@MainActor
@Suite struct StageViewTransitionTests {
  let window = StageWindow.phone()
  let container = StageView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  private let log = EventLog()

  init() {
    window.addSubview(container)
  }

  @Test func crossDissolveSwapsTheViewsAtOnceAndFadesTheOldLook() {
    // UIView.transition(from:to:duration:options:completion:): "By default, the view in
    // fromView is replaced in the view hierarchy by the view in toView". UIKit makes the
    // change inside the call and animates the superview's picture; the stage does the same,
    // with a frozen copy of the old look fading out.
    let below = StageView()
    let old = StageView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let above = StageView()
    let new = StageView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    container.addSubview(below)
    container.addSubview(old)
    container.addSubview(above)
    StageView.transition(
      from: old, to: new, duration: 0.4, options: .transitionCrossDissolve,
      completion: { [log, window] finished in
        log.events.append("done(\(finished))")
        log.times["done"] = window.clock.now
      })
    #expect(old.superview == nil)
    #expect(
      container.subviews.map(ObjectIdentifier.init)
        == [below, new, above].map(ObjectIdentifier.init))
    #expect(opacity(of: new.layer) == 1, "the new view itself is not animated")
    // The old look fades out above the new view: a frozen layer, not a view.
    let frozen = container.layer.sublayers?.first { $0.owningView == nil }
    #expect(frozen != nil)
    let index = container.layer.sublayers?.firstIndex { $0 === frozen }
    let newIndex = container.layer.sublayers?.firstIndex { $0 === new.layer }
    #expect(index == newIndex.map { $0 + 1 })
    #expect(frozen?.position == old.center)
    window.advance(by: 0.2)
    let fading = frozen.map(opacity(of:)) ?? .nan
    #expect(abs(fading - 0.5) < 1e-6, "halfway through the ease-in-ease-out dissolve")
    #expect(log.events.isEmpty)
    window.advance(by: 0.2)
    #expect(log.events == ["done(true)"])
    #expect(log.times["done"] == 0.4)
    #expect(container.layer.sublayers?.contains { $0 === frozen } == false)
  }

  @Test func withoutAnimationTheViewsSwapAndTheCompletionRunsOnTheNextTurn() {
    let old = StageView()
    let new = StageView()
    container.addSubview(old)
    StageView.transition(
      from: old, to: new, duration: 0.4, options: [],
      completion: { [log] finished in log.events.append("done(\(finished))") })
    #expect(old.superview == nil)
    #expect(new.superview === container)
    #expect(container.layer.sublayers?.count == 1)
    #expect(log.events.isEmpty)
    window.advance(by: 0)
    #expect(log.events == ["done(true)"])
  }

  @Test func showHideTransitionViewsHidesInsteadOfRemoving() {
    let old = StageView()
    let new = StageView()
    new.isHidden = true
    container.addSubview(old)
    container.addSubview(new)
    StageView.transition(
      from: old, to: new, duration: 0.3,
      options: [.showHideTransitionViews, .transitionCrossDissolve],
      completion: { [log] finished in log.events.append("done(\(finished))") })
    #expect(old.superview === container)
    #expect(old.isHidden)
    #expect(!new.isHidden)
    #expect(window.runUntilIdle())
    #expect(log.events == ["done(true)"])
    #expect(container.subviews.count == 2)
    #expect(container.layer.sublayers?.count == 2)
  }

  @Test func aFromViewWithoutSuperviewOnlyCompletes() {
    let old = StageView()
    let new = StageView()
    StageView.transition(
      from: old, to: new, duration: 0.3, options: .transitionCrossDissolve,
      completion: { [log] finished in log.events.append("done(\(finished))") })
    #expect(new.superview == nil)
    #expect(log.events == ["done(true)"])
  }
}

// MARK: - Snapshots

@MainActor
@Suite struct StageViewSnapshotTests {
  let window = StageWindow.phone()

  /// The frozen copy of the original's layer inside a snapshot view.
  private func frozenRoot(of snapshot: StageView?) -> StageLayer? {
    snapshot?.layer.sublayers?.first
  }

  @Test func aSnapshotCopiesTheTreeAtTheViewsSize() {
    let card = StageView(frame: CGRect(x: 40, y: 60, width: 200, height: 120))
    card.transform = CGAffineTransform(rotationAngle: 0.3)
    card.backgroundColor = .systemBlue
    let title = StageView(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
    let hiddenBadge = StageView(frame: CGRect(x: 150, y: 10, width: 20, height: 20))
    hiddenBadge.isHidden = true
    card.addSubview(title)
    card.addSubview(hiddenBadge)
    window.addSubview(card)
    let snapshot = card.snapshotView(afterScreenUpdates: false)
    #expect(snapshot?.bounds.size == CGSize(width: 200, height: 120))
    #expect(snapshot?.transform == .identity, "the snapshot has no transform of its own")
    #expect(snapshot?.superview == nil)
    #expect(snapshot?.subviews.isEmpty == true, "a picture, not views")
    let root = frozenRoot(of: snapshot)
    #expect(root?.transform == .identity)
    #expect(root?.backgroundColor == StageColor.systemBlue.cgColor)
    #expect(root?.sublayers?.count == 2)
    #expect(root?.sublayers?.first?.frame == title.frame)
    #expect(root?.sublayers?.last?.isHidden == true, "hidden subviews stay hidden")
    // It is a copy: changing the original later does not change the snapshot.
    title.frame.origin.x = 99
    #expect(root?.sublayers?.first?.frame.minX == 10)
  }

  @Test func aSnapshotOfAHiddenViewStillShowsIt() {
    // The stage's rule, so that a transition can hide the original while its snapshot flies.
    let card = StageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    card.isHidden = true
    card.alpha = 0.5
    window.addSubview(card)
    let root = frozenRoot(of: card.snapshotView(afterScreenUpdates: true))
    #expect(root?.isHidden == false)
    #expect(root?.opacity == 1)
  }

  @Test func beforeScreenUpdatesItShowsWhatIsOnScreenAfterwardsTheModel() {
    let card = StageView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let dot = StageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    card.addSubview(dot)
    window.addSubview(card)
    StageView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        dot.alpha = 0
        dot.center = CGPoint(x: 110, y: 10)
      })
    window.advance(by: 0.5)
    let onScreen = frozenRoot(of: card.snapshotView(afterScreenUpdates: false))?.sublayers?.first
    #expect(abs(Double(onScreen?.opacity ?? .nan) - 0.5) < 1e-6)
    #expect(isClose(onScreen?.position ?? .zero, CGPoint(x: 60, y: 10)))
    #expect(onScreen?.animationKeys() == nil, "frozen")
    let latest = frozenRoot(of: card.snapshotView(afterScreenUpdates: true))?.sublayers?.first
    #expect(latest?.opacity == 0)
    #expect(latest?.position == CGPoint(x: 110, y: 10))
    // The frozen copy does not move with the clock.
    window.advance(by: 0.25)
    #expect(
      isClose(onScreen.flatMap { $0.presentation() }?.position ?? .zero, CGPoint(x: 60, y: 10)))
  }
}
