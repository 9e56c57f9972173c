import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// U6: the incoming screen is laid out at its final frame, safe area included, before a
/// `.matched` transition measures it (docs/uikit-behaviour-additions/layout-and-bars.md).
@MainActor
@Suite struct MeasuredAfterLayoutTests {
  /// A detail screen that places its photo under the safe area's top in `layoutSubviews`,
  /// as Auto Layout does: until a layout pass the photo sits at `.zero`.
  final class DetailView: StageView {
    let photo = StageView()
    override init(frame: CGRect = .zero) {
      super.init(frame: frame)
      photo.transit.id = "photo"
      addSubview(photo)
    }
    override func layoutSubviews() {
      let safe = safeAreaFrame
      photo.frame = CGRect(x: safe.minX, y: safe.minY, width: safe.width, height: safe.width)
    }
  }

  final class Detail: StageViewController {
    override func loadView() { view = DetailView() }
  }

  @Test func aMatchedDestinationLaidOutInLayoutSubviewsIsMeasuredWhereItWillBe() throws {
    let window = StageWindow(size: CGSize(width: 390, height: 844))
    window.screenSafeAreaInsets = StageEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let list = screen("List")
    let thumbnail = StageView(frame: CGRect(x: 20, y: 120, width: 80, height: 80))
    thumbnail.transit.id = "photo"
    list.view.addSubview(thumbnail)
    let navigation = StageNavigationController(rootViewController: list)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.advance(by: 0)

    let detail = Detail()
    navigation.transit.push(detail, using: .matched())
    let animator = try #require(StageTransitAnimator.inFlight(for: detail))
    let scene = try #require(animator.core.player?.scene)
    let measured = try #require(scene.elements.first { $0.side == .to && $0.id == "photo" })
    #expect(window.runUntilIdle())

    let photo = (detail.view as? DetailView)?.photo
    let real = try #require(photo.map { $0.convert($0.bounds, to: window) })
    #expect(real == CGRect(x: 0, y: 47, width: 390, height: 390))
    #expect(measured.frame == real, "the photo flies to where it really is")
  }
}
