// A gesture recognizer's phases, mapped to the core: a gesture either begins the
// transition (the host starts it interactively) or grabs the one in flight, and its
// progress counts from where the transition was when it took hold, in the transition's
// direction.

extension TransitionAnimatorCore {
  /// Lets a gesture take hold of the transition in flight: it is grabbed, and the
  /// gesture's progress will count from the progress on screen now.
  ///
  /// - Parameter gestureOperation: The operation the gesture performs when it starts a
  ///   transition itself (a back swipe pops); a gesture that performs the inverse of the
  ///   transition in flight (a back swipe grabbing a push) moves it backwards.
  /// - Returns: Whether there was a transition to grab.
  @discardableResult
  public func grab(byGestureFor gestureOperation: TransitionOperation) -> Bool {
    guard grab() else { return false }
    gestureOrigin = progress
    gestureRunsBackwards = !Self.moveTheSameWay(operation, gestureOperation)
    return true
  }

  /// Moves a driven transition to where a gesture has taken it since it took hold.
  ///
  /// - Parameter gesture: The gesture's progress since it began, from its
  ///   ``InteractionMapper``.
  public func followGesture(_ gesture: GestureProgress) {
    guard isInFlight else {
      if startsInteractively { pendingGesture = .moved(gesture) }
      return
    }
    let sign = gestureRunsBackwards ? -1.0 : 1.0
    updateInteraction(
      progress: gestureOrigin + sign * gesture.progress, velocity: sign * gesture.velocity)
    if let placement = gesture.matchedView { player?.placeTaggedSnapshots(placement) }
  }

  /// Releases a driven transition with a gesture's final velocity.
  ///
  /// - Parameter gesture: The gesture's progress when it ended, from its
  ///   ``InteractionMapper``.
  public func releaseGesture(_ gesture: GestureProgress) {
    guard isInFlight else {
      if startsInteractively { pendingGesture = .released(gesture) }
      return
    }
    releasedPlacement = gesture.matchedView.map { ($0, progress) }
    endInteraction(velocity: gestureRunsBackwards ? -gesture.velocity : gesture.velocity)
  }

  /// Catches up with what a gesture did while the host was getting the transition ready.
  func replayPendingGesture() {
    let pending = pendingGesture
    pendingGesture = nil
    switch pending {
    case .moved(let gesture): followGesture(gesture)
    case .released(let gesture):
      followGesture(gesture)
      releaseGesture(gesture)
    case .cancelled: cancelInteraction()
    case nil: break
    }
  }

  /// Whether two operations move the same way: different families never run against each
  /// other; within a family, both forward or both back.
  static func moveTheSameWay(_ a: TransitionOperation, _ b: TransitionOperation) -> Bool {
    a.kind == b.kind ? a.isForward == b.isForward : true
  }
}
