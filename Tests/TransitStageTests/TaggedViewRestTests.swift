import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// docs/design.md#u21 on the stage: a tagged view keeps its own opacity and transform before,
/// during and after a transition that animates it by its modifiers.
@MainActor
@Suite struct TaggedViewRestTests {
  let window = StageWindow.phone()

  @Test(arguments: ["push", "pop"])
  func aHalfTransparentTurnedBadgeComesBackAsItWas(operation: String) throws {
    let list = screen("List")
    let detail = screen("Detail")
    let badge = StageView(frame: CGRect(x: 40, y: 200, width: 80, height: 80))
    badge.alpha = 0.5
    let turn = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
    badge.layer.transform = turn
    badge.transit.modifiers = [.fade, .scale(0.5)]
    detail.view.addSubview(badge)
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    if operation == "push" {
      navigation.transit.push(detail, using: .fade)
    } else {
      navigation.transit.push(detail, using: .fade)
      #expect(window.runUntilIdle())
      navigation.transit.pop()
    }
    var shownAlphas: [Double] = []
    for _ in 0..<60 where !window.transitionsInFlight.isEmpty {
      window.advance(by: 1.0 / 60)
      if let shown = badge.layer.presentation() { shownAlphas.append(Double(shown.opacity)) }
    }
    #expect(window.runUntilIdle())
    #expect(!shownAlphas.isEmpty)
    #expect(shownAlphas.allSatisfy { $0 <= 0.5 + 1e-6 }, "\(shownAlphas)")
    #expect(badge.alpha == 0.5 && badge.layer.transform == turn, "its own values, kept")
    let atRest = try #require(badge.layer.presentation())
    #expect(atRest.opacity == 0.5 && atRest.transform == turn, "nothing jumps at the end")
  }

  /// Starts a matched push from one screen to another and returns the flight's two
  /// snapshots: the shown views smaller than the window outside both screens (the
  /// navigation controller's toolbar, hidden, is not one).
  private func flightsOfAMatchedPush(from list: StageViewController, to detail: StageViewController)
    -> [StageView]
  {
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.transit.push(detail, using: .matched())
    window.advance(by: 0)
    var flights: [StageView] = []
    var pending = window.subviews
    while let view = pending.popLast() {
      pending += view.subviews
      if !view.isHidden, !view.isDescendant(of: list.view), !view.isDescendant(of: detail.view),
        view.bounds.size != window.bounds.size
      {
        flights.append(view)
      }
    }
    return flights
  }

  /// A turned photo flies from where it is, as it is: the flight starts with the photo's
  /// own size and turn, not stretched to the box around it.
  @Test func aTurnedPhotoFliesUndistorted() throws {
    let list = screen("List")
    let detail = screen("Detail")
    let photo = StageView(frame: CGRect(x: 70, y: 270, width: 100, height: 60))
    let turn = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
    photo.layer.transform = turn
    photo.transit.id = "photo"
    list.view.addSubview(photo)
    let large = StageView(frame: CGRect(x: 0, y: 100, width: 390, height: 234))
    large.transit.id = "photo"
    detail.view.addSubview(large)
    let flights = flightsOfAMatchedPush(from: list, to: detail)
    #expect(flights.count == 2, "\(flights.map(\.bounds))")
    for flight in flights {
      let shown = try #require(flight.layer.presentation())
      let size = CGSize(
        width: shown.bounds.width * hypot(shown.transform.m11, shown.transform.m12),
        height: shown.bounds.height * hypot(shown.transform.m21, shown.transform.m22))
      // The photo's own 100 × 60, turned π/6 (reference: the photo's frame and turn above).
      #expect(abs(size.width - 100) < 1e-6 && abs(size.height - 60) < 1e-6, "\(size)")
      let angle = atan2(shown.transform.m12, shown.transform.m11)
      #expect(abs(angle - .pi / 6) < 1e-6, "turned \(angle)")
      #expect(abs(shown.position.x - 120) < 1e-6 && abs(shown.position.y - 300) < 1e-6)
    }
    #expect(window.runUntilIdle())
  }

  /// A turned photo whose anchor point is moved to its top-left corner (turned about that
  /// corner) flies from where it is seen: the review's open point on docs/design.md#u21. The
  /// reference centre is worked out here from the corner, the size and the turn.
  @Test func aPhotoTurnedAboutAMovedAnchorFliesFromWhereItIsSeen() throws {
    let list = screen("List")
    let detail = screen("Detail")
    let photo = StageView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    photo.layer.anchorPoint = CGPoint(x: 0, y: 0)
    photo.layer.position = CGPoint(x: 70, y: 270)
    let angle = Double.pi / 6
    photo.layer.transform = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
    photo.transit.id = "photo"
    list.view.addSubview(photo)
    let large = StageView(frame: CGRect(x: 0, y: 100, width: 390, height: 234))
    large.transit.id = "photo"
    detail.view.addSubview(large)
    // The centre seen: the top-left corner at (70, 270), plus the half size turned.
    let seenCentre = CGPoint(
      x: 70 + 50 * cos(angle) - 30 * sin(angle), y: 270 + 50 * sin(angle) + 30 * cos(angle))
    let flights = flightsOfAMatchedPush(from: list, to: detail)
    #expect(flights.count == 2, "\(flights.map(\.bounds))")
    for flight in flights {
      let shown = try #require(flight.layer.presentation())
      let t = shown.transform
      // Its own centre on screen: its position plus the turned offset from its anchor.
      let offset = CGPoint(
        x: (0.5 - shown.anchorPoint.x) * shown.bounds.width,
        y: (0.5 - shown.anchorPoint.y) * shown.bounds.height)
      let centre = CGPoint(
        x: shown.position.x + t.m11 * offset.x + t.m21 * offset.y,
        y: shown.position.y + t.m12 * offset.x + t.m22 * offset.y)
      #expect(
        abs(centre.x - seenCentre.x) < 1e-6 && abs(centre.y - seenCentre.y) < 1e-6,
        "\(centre) seen at \(seenCentre)")
      #expect(abs(atan2(t.m12, t.m11) - angle) < 1e-6)
      let size = CGSize(
        width: shown.bounds.width * hypot(t.m11, t.m12),
        height: shown.bounds.height * hypot(t.m21, t.m22))
      #expect(abs(size.width - 100) < 1e-6 && abs(size.height - 60) < 1e-6, "\(size)")
    }
    #expect(window.runUntilIdle())
    #expect(photo.layer.anchorPoint == .zero && photo.layer.position == CGPoint(x: 70, y: 270))
  }

  /// A photo rounded on its top corners only (a card's header) flies rounded so, not on all
  /// four (docs/design.md#u21, `maskedCorners` kept).
  @Test func aPhotoRoundedOnSomeCornersFliesSo() {
    let list = screen("List")
    let detail = screen("Detail")
    let top: StageCornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    let header = StageView(frame: CGRect(x: 20, y: 200, width: 160, height: 90))
    header.layer.cornerRadius = 12
    header.layer.maskedCorners = top
    header.transit.id = "header"
    list.view.addSubview(header)
    let large = StageView(frame: CGRect(x: 0, y: 100, width: 390, height: 220))
    large.layer.cornerRadius = 12
    large.layer.maskedCorners = top
    large.transit.id = "header"
    detail.view.addSubview(large)
    let flights = flightsOfAMatchedPush(from: list, to: detail)
    #expect(flights.count == 2)
    #expect(
      flights.allSatisfy { $0.layer.maskedCorners == top }, "\(flights.map(\.layer.maskedCorners))")
    #expect(window.runUntilIdle())
  }

  /// A photo with continuous corners (`cornerCurve = .continuous`) flies with them, not
  /// with circular ones, and both ends keep them once the transition is over (docs/design.md#u21).
  @Test func aPhotoWithContinuousCornersFliesWithThem() {
    let list = screen("List")
    let detail = screen("Detail")
    let photo = StageView(frame: CGRect(x: 20, y: 200, width: 160, height: 90))
    photo.layer.cornerRadius = 16
    photo.layer.cornerCurve = .continuous
    photo.transit.id = "photo"
    list.view.addSubview(photo)
    let large = StageView(frame: CGRect(x: 0, y: 100, width: 390, height: 220))
    large.layer.cornerRadius = 16
    large.layer.cornerCurve = .continuous
    large.transit.id = "photo"
    detail.view.addSubview(large)
    let flights = flightsOfAMatchedPush(from: list, to: detail)
    #expect(flights.count == 2)
    #expect(
      flights.allSatisfy { $0.layer.cornerCurve == .continuous },
      "\(flights.map(\.layer.cornerCurve))")
    #expect(window.runUntilIdle())
    #expect(photo.layer.cornerCurve == .continuous && large.layer.cornerCurve == .continuous)
    #expect(photo.layer.cornerRadius == 16 && large.layer.cornerRadius == 16)
  }
}
