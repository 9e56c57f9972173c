import Testing

@testable import Transit

/// What a tab bar controller or custom container does when asked to select a child: the
/// rules docs/uikit-behaviour.md#b1-2 gives for `UITabBarController`, which the stage's tab bar
/// controller and container and TransitUIKit's container all follow through this decision.
@Suite struct ChildSwitchDecisionTests {
  /// A request on screen, animated, from a selected child, with nothing in flight.
  private func decide(
    isAlreadySelected: Bool = false, isTransitioning: Bool = false, isViewLoaded: Bool = true,
    animated: Bool = true, hasSelection: Bool = true, isOnScreen: Bool = true
  ) -> ChildSwitchDecision {
    ChildSwitchDecision(
      isAlreadySelected: isAlreadySelected, isTransitioning: isTransitioning,
      isViewLoaded: isViewLoaded, animated: animated, hasSelection: hasSelection,
      isOnScreen: isOnScreen)
  }

  @Test func anOrdinaryAnimatedSwitchAsksForAnAnimator() {
    #expect(decide() == .animateIfGivenAnAnimator)
  }

  @Test func theSelectedChildChangesNothingEvenDuringASwitch() {
    #expect(decide(isAlreadySelected: true) == .ignore)
    #expect(decide(isAlreadySelected: true, isTransitioning: true) == .ignore)
  }

  @Test func aSwitchInFlightRefusesAnotherWhateverElseHolds() {
    #expect(decide(isTransitioning: true) == .refuseWhileTransitioning)
    #expect(decide(isTransitioning: true, isViewLoaded: false) == .refuseWhileTransitioning)
    #expect(decide(isTransitioning: true, animated: false) == .refuseWhileTransitioning)
  }

  @Test func beforeTheViewLoadsOnlyTheSelectionChanges() {
    #expect(decide(isViewLoaded: false) == .selectOnly)
    #expect(decide(isViewLoaded: false, animated: false, isOnScreen: false) == .selectOnly)
  }

  @Test func aSwitchThatCannotAnimateSwapsAtOnce() {
    #expect(decide(animated: false) == .swapInstantly)
    #expect(decide(hasSelection: false) == .swapInstantly)
    #expect(decide(isOnScreen: false) == .swapInstantly)
  }
}
