import Testing

@testable import Transit

@Suite struct TransitionOperationTests {
  @Test func kinds() {
    #expect(TransitionOperation.push.kind == .navigation)
    #expect(TransitionOperation.pop.kind == .navigation)
    #expect(TransitionOperation.present.kind == .modal)
    #expect(TransitionOperation.dismiss.kind == .modal)
    #expect(TransitionOperation.tabSwitch(from: 0, to: 1).kind == .tab)
    #expect(TransitionOperation.containerSwitch(from: 0, to: 1).kind == .container)
  }

  @Test func forwardIsPushPresentAndALaterIndex() {
    #expect(TransitionOperation.push.isForward)
    #expect(TransitionOperation.present.isForward)
    #expect(!TransitionOperation.pop.isForward)
    #expect(!TransitionOperation.dismiss.isForward)
    // docs/design.md#r9: a tab's direction comes from the two indices.
    #expect(TransitionOperation.tabSwitch(from: 0, to: 2).isForward)
    #expect(!TransitionOperation.tabSwitch(from: 2, to: 0).isForward)
    #expect(TransitionOperation.tabSwitch(from: 1, to: 1).isForward)
    #expect(TransitionOperation.containerSwitch(from: 1, to: 3).isForward)
    #expect(!TransitionOperation.containerSwitch(from: 3, to: 1).isForward)
    #expect(!TransitionOperation.tabSwitch(from: 0, to: -1).isForward)
  }

  @Test func inverseUndoesTheOperation() {
    #expect(TransitionOperation.push.inverse == .pop)
    #expect(TransitionOperation.pop.inverse == .push)
    #expect(TransitionOperation.present.inverse == .dismiss)
    #expect(TransitionOperation.dismiss.inverse == .present)
    #expect(TransitionOperation.tabSwitch(from: 0, to: 2).inverse == .tabSwitch(from: 2, to: 0))
    #expect(
      TransitionOperation.containerSwitch(from: 4, to: 1).inverse
        == .containerSwitch(from: 1, to: 4))
    let all: [TransitionOperation] = [
      .push, .pop, .present, .dismiss, .tabSwitch(from: 3, to: 5),
      .containerSwitch(from: 2, to: 0),
    ]
    for operation in all {
      #expect(operation.inverse.inverse == operation)
      #expect(operation.inverse.kind == operation.kind)
    }
  }

  @Test func naturalAxisIsHorizontalExceptForModals() {
    #expect(TransitionOperation.push.naturalAxis == .horizontal)
    #expect(TransitionOperation.pop.naturalAxis == .horizontal)
    #expect(TransitionOperation.tabSwitch(from: 0, to: 1).naturalAxis == .horizontal)
    #expect(TransitionOperation.containerSwitch(from: 0, to: 1).naturalAxis == .horizontal)
    #expect(TransitionOperation.present.naturalAxis == .vertical)
    #expect(TransitionOperation.dismiss.naturalAxis == .vertical)
  }

  @Test func descriptions() {
    #expect("\(TransitionOperation.push)" == "push")
    #expect("\(TransitionOperation.pop)" == "pop")
    #expect("\(TransitionOperation.present)" == "present")
    #expect("\(TransitionOperation.dismiss)" == "dismiss")
    #expect("\(TransitionOperation.tabSwitch(from: 0, to: 2))" == "tab 0→2")
    #expect("\(TransitionOperation.containerSwitch(from: 1, to: 0))" == "container 1→0")
  }
}

extension TransitionOperationTests {
  @Test func aSwitchIsFoundFromTheChildrensPlaces() {
    final class Child {}
    let (a, b, c, stranger) = (Child(), Child(), Child(), Child())
    #expect(
      TransitionOperation.switching(from: a, to: c, among: [a, b, c], in: .tab)
        == .tabSwitch(from: 0, to: 2))
    #expect(
      TransitionOperation.switching(from: c, to: b, among: [a, b, c], in: .container)
        == .containerSwitch(from: 2, to: 1))
    #expect(
      TransitionOperation.switching(from: a, to: stranger, among: [a, b, c], in: .tab) == nil)
    #expect(TransitionOperation.switching(from: a, to: b, among: [a, b, c], in: .modal) == nil)
  }
}
