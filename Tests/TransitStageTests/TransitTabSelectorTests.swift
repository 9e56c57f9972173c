import Foundation
import TestSupport
import Testing
import Transit

@testable import StageKit
@testable import TransitStage

/// A tab bar controller's selection driven by a binding, as `TransitTabView` drives one for
/// SwiftUI: the binding selects with Transit's transition, and what the user selects (a
/// tap, a swipe between tabs) comes back into the binding.
@MainActor
@Suite struct TransitTabSelectorTests {
  enum Tab: Hashable { case photos, albums, search }

  let tabs = StageTabBarController()
  let window: StageWindow
  let selector: TransitTabSelector<Tab>
  let binding = SelectionBinding()

  @MainActor final class SelectionBinding {
    var selection = Tab.photos
    var writes: [Tab] = []
  }

  init() {
    tabs.setViewControllers(
      [screen("Photos"), screen("Albums"), screen("Search")], animated: false)
    tabs.transit.transition = Transition.slide.duration(0.6).interactive(.swipeBetweenTabs)
    window = StageWindow.phone(showing: tabs)
    let binding = binding
    selector = TransitTabSelector(
      tabBarController: tabs, values: [.photos, .albums, .search],
      onSelectionChange: { tab in
        binding.selection = tab
        binding.writes.append(tab)
      })
    selector.update(selection: .photos)
  }

  func set(_ tab: Tab) {
    binding.selection = tab
    selector.update(selection: tab)
  }

  @Test func theBindingSelectsWithTheTabBarsTransition() throws {
    set(.search)
    window.advance(by: 0.05)
    #expect(TransitAnimator.inFlight(for: tabs)?.timelineInFlight?.duration == 0.6)
    #expect(window.runUntilIdle())
    #expect(tabs.selectedIndex == 2)
    #expect(binding.writes.isEmpty)
  }

  @Test func aTappedTabIsWrittenBack() {
    #expect(tabs.simulateUserSelection(at: 1))
    #expect(window.runUntilIdle())
    #expect(binding.writes == [.albums])
  }

  @Test func aSwipeBetweenTabsIsWrittenBack() {
    let middle = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
    window.send(.pan(from: middle, to: CGPoint(x: middle.x - 250, y: middle.y), duration: 0.3))
    #expect(window.runUntilIdle())
    #expect(tabs.selectedIndex == 1)
    #expect(binding.writes == [.albums])
  }

  /// Set twice while a switch plays: the last selection is shown when it ends.
  @Test func aSelectionSetDuringASwitchWaits() {
    set(.albums)
    window.advance(by: 0.1)
    set(.search)
    set(.photos)
    set(.search)
    #expect(window.runUntilIdle())
    #expect(tabs.selectedIndex == 2)
    #expect(binding.writes.isEmpty)
  }

  @Test func aSelectionNoTabHasIsIgnored() {
    selector.values = [.photos, .albums]
    set(.search)
    #expect(window.runUntilIdle())
    #expect(tabs.selectedIndex == 0)
  }

  /// A custom container driven the same way: the binding switches its children with its
  /// transition, a swipe is written back, a selection set during a switch waits.
  @Test func aCustomContainersChildrenFollowTheBindingAndTheSwipe() throws {
    let container = TransitContainerViewController(
      viewControllers: [screen("Red"), screen("Green"), screen("Blue")])
    container.transit.transition = Transition.cube().duration(0.5).interactive(.swipeBetweenTabs)
    let window = StageWindow.phone(showing: container)
    var writes: [Tab] = []
    let selector = TransitTabSelector(
      container: container, values: [Tab.photos, .albums, .search],
      onSelectionChange: { writes.append($0) })
    selector.update(selection: .photos)
    selector.update(selection: .albums)
    window.advance(by: 0.05)
    #expect(container.isTransitioning, "the binding switched with the container's cube")
    selector.update(selection: .search)
    #expect(window.runUntilIdle())
    #expect(container.selectedIndex == 2, "the selection set during the switch, after it")
    let middle = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
    window.send(.pan(from: middle, to: CGPoint(x: middle.x + 250, y: middle.y), duration: 0.3))
    #expect(window.runUntilIdle())
    #expect(container.selectedIndex == 1)
    #expect(writes == [.albums], "the swipe back was written back")
  }
}
