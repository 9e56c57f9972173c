import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// docs/design.md#u6: the incoming screen is laid out at its final frame, safe area included,
/// before a `.matched` transition measures it (docs/uikit-behaviour.md#b10).
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
    let window = StageWindow.phone()
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
    let animator = try #require(TransitAnimator.inFlight(for: detail))
    let scene = try #require(animator.core.player?.scene)
    let measured = try #require(scene.elements.first { $0.side == .to && $0.id == "photo" })
    #expect(window.runUntilIdle())

    let photo = (detail.view as? DetailView)?.photo
    let real = try #require(photo.map { $0.convert($0.bounds, to: window) })
    #expect(real == CGRect(x: 0, y: 47, width: 390, height: 390))
    #expect(measured.frame == real, "the photo flies to where it really is")
  }
}

/// docs/design.md#n1: the scene is described when the transition starts, not when its duration is
/// first asked, so a screen that moves its tagged views in `viewWillAppear` (a grid scrolled to
/// the current photo before a matched pop) has them measured where they are.
@MainActor
@Suite struct MeasuredAtTheStartTests {
  /// A screen that reads the transition's duration in `viewWillAppear`, as apps do to
  /// animate alongside, and then moves its photo.
  final class Grid: StageViewController {
    let photo = StageView(frame: CGRect(x: 20, y: 600, width: 80, height: 80))
    /// Where the photo goes when the grid next appears (the current photo scrolled to).
    var photoFrameOnAppear: CGRect?
    var durationSeen: Double?
    override func viewDidLoad() {
      super.viewDidLoad()
      photo.transit.id = "photo"
      view.addSubview(photo)
    }
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      durationSeen = transitionCoordinator?.transitionDuration
      if let frame = photoFrameOnAppear { photo.frame = frame }
    }
  }

  @Test func aPhotoMovedInViewWillAppearIsMeasuredWhereItWasMoved() throws {
    let window = StageWindow.phone()
    let grid = Grid()
    let navigation = StageNavigationController(rootViewController: grid)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let detail = screen("Detail")
    let large = StageView(frame: CGRect(x: 0, y: 100, width: 390, height: 390))
    large.transit.id = "photo"
    detail.view.addSubview(large)
    navigation.transit.push(detail, using: .matched())
    #expect(window.runUntilIdle())

    grid.photoFrameOnAppear = CGRect(x: 200, y: 140, width: 80, height: 80)
    navigation.transit.pop(using: .matched())
    let animator = try #require(TransitAnimator.inFlight(for: detail))
    let scene = try #require(animator.core.player?.scene)
    let measured = try #require(scene.elements.first { $0.side == .to && $0.id == "photo" })
    #expect(grid.durationSeen ?? 0 > 0, "the grid asked for the duration before moving")
    #expect(measured.frame == CGRect(x: 200, y: 140, width: 80, height: 80))
    #expect(window.runUntilIdle())
  }
}

/// docs/design.md#n5: laying the incoming screen out where it will be must not cost the
/// animations the screen's own code started (a spinner started in `viewWillAppear`): Core
/// Animation removes a layer tree's animations when its view leaves the window, so the
/// layout pass must not take the screen through the window and out again.
@MainActor
@Suite struct ScreenAnimationsSurviveTheLayoutTests {
  /// A screen that starts a spinner in `viewWillAppear`, as apps start activity
  /// indicators.
  final class Loading: StageViewController {
    let spinner = StageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    override func viewDidLoad() { view.addSubview(spinner) }
    override func viewWillAppear(_ animated: Bool) {
      let spin = StageBasicAnimation(keyPath: "opacity")
      spin.fromValue = NSNumber(value: 1.0)
      spin.toValue = NSNumber(value: 0.2)
      spin.duration = 10
      spinner.layer.add(spin, forKey: "spin")
    }
  }

  @Test(arguments: ["push", "matched", "fade", "explode"])
  func aSpinnerStartedInViewWillAppearKeepsSpinning(effect name: String) throws {
    let window = StageWindow.phone()
    let navigation = StageNavigationController(rootViewController: screen("List"))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.advance(by: 0)
    let transition = try #require(TransitionCatalog.entry(named: name)?.transition)
    let loading = Loading()
    navigation.transit.push(loading, using: transition)
    window.advance(by: 0.05)
    #expect(loading.spinner.layer.animation(forKey: "spin") != nil, "during the push")
    window.advance(by: 2)
    #expect(navigation.topViewController === loading)
    #expect(loading.spinner.layer.animation(forKey: "spin") != nil, "after it")
  }
}
