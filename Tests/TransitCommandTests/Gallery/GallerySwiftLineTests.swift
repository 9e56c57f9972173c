import Foundation
import Testing
import Transit
import TransitCommand
import TransitStage

// The gallery's lines of Swift, checked against the engine: each expected line is written
// here twice, once as code the compiler checks against Transit's public API (run on the
// stage, whose controllers take the same `transit` calls as UIKit's) and once as the text
// the card must show.

@MainActor
@Suite struct GallerySwiftLineTests {
  private func line(
    _ factory: String, _ operation: String, style: String? = nil, presents: Bool = false,
    gesture: String? = nil
  ) -> String {
    GallerySwiftLine(
      factory: factory, operation: operation, style: style, factoryPresents: presents,
      interaction: gesture
    ).text
  }

  /// Each catalogue spelling again, as code the compiler checks: the spelling must be
  /// `TransitionCatalog`'s (the one source the gallery's lines come from) and the code must
  /// make the catalogue's transition (the same timeline for every operation).
  private static let spellings: [(name: String, spelling: String, transition: Transition)] = [
    ("slide", ".slide", .slide), ("fade", ".fade", .fade),
    ("card", ".card(topInset: 40)", .card(topInset: 40)), ("ripple", ".ripple()", .ripple()),
    ("overlay", ".overlay", .overlay), ("matched", ".matched()", .matched()),
    ("push", ".push()", .push()), ("pull", ".pull()", .pull()),
    ("cover", ".cover()", .cover()), ("uncover", ".uncover()", .uncover()),
    ("zoomSlide", ".zoomSlide()", .zoomSlide()), ("pageIn", ".pageIn()", .pageIn()),
    ("pageOut", ".pageOut()", .pageOut()), ("zoom", ".zoom", .zoom),
    ("zoomOut", ".zoomOut", .zoomOut), ("flip", ".flip()", .flip()),
    ("cube", ".cube()", .cube()), ("fold", ".fold()", .fold()), ("portal", ".portal", .portal),
    ("turn", ".turn()", .turn()), ("cards", ".cards()", .cards()),
    ("explode", ".explode()", .explode()), ("none", ".none", .none), ("auto", ".auto", .auto),
    (
      "selectBy", ".selectBy(presenting: .push(.left), dismissing: .pull(.right))",
      .selectBy(presenting: .push(.left), dismissing: .pull(.right))
    ),
  ]

  @Test func everyCatalogueSpellingMakesItsTransition() throws {
    #expect(Self.spellings.map(\.name) == TransitionCatalog.entries.map(\.name))
    let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    for expected in Self.spellings {
      let entry = try #require(TransitionCatalog.entry(named: expected.name))
      #expect(entry.spelling == expected.spelling, "\(expected.name)")
      #expect(expected.transition.name == entry.transition.name, "\(expected.name)")
      #expect(
        (expected.transition.presentation == nil) == (entry.transition.presentation == nil),
        "\(expected.name)")
      for operation in [TransitionOperation.push, .pop, .present, .dismiss] {
        let scene = TransitionScene(operation: operation, containerBounds: bounds)
        #expect(
          expected.transition.timeline(for: scene) == entry.transition.timeline(for: scene),
          "\(expected.name) \(operation)")
      }
    }
  }

  @Test func aNavigationCardPushesOrPops() {
    let navigationController = StageNavigationController(rootViewController: screen("Grid"))
    let detail = screen("Detail")
    let window = show(navigationController)

    navigationController.transit.push(detail, using: .slide)
    #expect(line(".slide", "push") == "navigationController.transit.push(detail, using: .slide)")
    #expect(window.runUntilIdle())
    #expect(navigationController.topViewController === detail)

    navigationController.transit.pop(using: .cube())
    #expect(line(".cube()", "pop") == "navigationController.transit.pop(using: .cube())")
    #expect(window.runUntilIdle())
    #expect(navigationController.topViewController !== detail)

    // A back swipe pops, so its line is the push that declares it.
    navigationController.transit.push(detail, using: .push().interactive(.edgePanBack))
    #expect(
      line(".push()", "pop", gesture: "edgePanBack")
        == "navigationController.transit.push(detail, using: .push().interactive(.edgePanBack))")
    #expect(window.runUntilIdle())
    #expect(navigationController.topViewController === detail)
  }

  @Test func tabAndContainerCardsSetTheControllersTransition() {
    let tabBarController = StageTabBarController()
    tabBarController.viewControllers = [screen("A"), screen("B")]
    let container = TransitContainerViewController(viewControllers: [screen("C"), screen("D")])

    tabBarController.transit.transition = .cube()
    #expect(line(".cube()", "tab-left") == "tabBarController.transit.transition = .cube()")
    #expect(line(".cube()", "tab-right") == "tabBarController.transit.transition = .cube()")
    tabBarController.transit.transition = .slide.interactive(.swipeBetweenTabs)
    #expect(
      line(".slide", "tab-right", gesture: "swipeBetweenTabs")
        == "tabBarController.transit.transition = .slide.interactive(.swipeBetweenTabs)")
    container.transit.transition = .fold()
    #expect(line(".fold()", "switch") == "container.transit.transition = .fold()")
    #expect(tabBarController.transit.transition?.interactions == [.swipeBetweenTabs])
    #expect(container.transit.transition?.name == "fold")
  }

  @Test func aModalCardPresentsInItsStyle() {
    let home = screen("Home")
    let detail = screen("Detail")
    let window = show(home)

    // A card has its own presentation: the custom style is the factory alone.
    home.transit.present(detail, using: .card(topInset: 40))
    #expect(
      line(".card(topInset: 40)", "present", style: "custom", presents: true)
        == "home.transit.present(detail, using: .card(topInset: 40))")
    #expect(window.runUntilIdle())
    home.transit.dismiss()
    #expect(window.runUntilIdle())

    // Full screen takes it away; an effect without one gets the scenario's two thirds.
    home.transit.present(detail, using: .card(topInset: 40).presentation(nil))
    #expect(
      line(".card(topInset: 40)", "dismiss", style: "full-screen", presents: true)
        == "home.transit.present(detail, using: .card(topInset: 40).presentation(nil))")
    #expect(window.runUntilIdle())
    home.transit.dismiss()
    #expect(window.runUntilIdle())

    home.transit.present(detail, using: .fade.presentation(.twoThirds))
    #expect(
      line(".fade", "present", style: "custom")
        == "home.transit.present(detail, using: .fade.presentation(.twoThirds))")
    #expect(line(".fade", "present", style: "full-screen") == line(".fade", "present"))
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController === detail)
    home.transit.dismiss()
    #expect(window.runUntilIdle())

    home.transit.present(detail, using: .cover().interactive(.pullDownToDismiss))
    #expect(
      line(".cover()", "dismiss", gesture: "pullDownToDismiss")
        == "home.transit.present(detail, using: .cover().interactive(.pullDownToDismiss))")
    #expect(window.runUntilIdle())
    #expect(home.presentedViewController === detail)
  }

  @Test func theGestureNamesAreTheEnginesInteractions() {
    // The builder passes `ScenarioGesture.interaction.rawValue`; the line spells it as the
    // case, so the raw values must be the case names.
    for interaction in TransitionInteraction.allCases {
      #expect("\(interaction)" == interaction.rawValue)
    }
  }

  private func screen(_ title: String) -> StageViewController {
    let controller = StageViewController()
    controller.title = title
    return controller
  }

  private func show(_ root: StageViewController) -> StageWindow {
    let window = StageWindow(size: CGSize(width: 393, height: 852))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
  }
}
