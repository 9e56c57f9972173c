import Foundation
import Testing

@testable import Transit

/// The generic player on a minimal fake host: it describes the scene from the host's views,
/// realizes every kind of node by the container rules, plays and holds the tracks where the
/// timeline is, and cleans up by the rules.
@MainActor
@Suite struct TransitionPlayerTests {
  /// A window with a container holding the outgoing screen; the incoming screen is in no
  /// superview yet and carries a tagged photo.
  @MainActor final class Stage {
    let window = FakeHostView("window", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let container = FakeHostView("container", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let from = FakeHostView("from", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let to = FakeHostView("to", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let photo = FakeHostView("photo", frame: CGRect(x: 20, y: 100, width: 350, height: 350))

    init() {
      window.isWindow = true
      window.addSubview(container)
      container.addSubview(from)
      photo.transitionID = "photo"
      photo.cornerRadius = 12
      to.addSubview(photo)
    }

    func context(_ configure: (inout FakeHostContext) -> Void = { _ in }) -> FakeHostContext {
      var context = FakeHostContext(containerView: container, fromView: from, toView: to)
      configure(&context)
      return context
    }

    /// Every view in the container's tree, with masks, that carries an animation.
    func animatedViews() -> [FakeHostView] {
      var found: [FakeHostView] = []
      var stack = [window]
      while let view = stack.popLast() {
        if !view.animations.isEmpty || !(view.mask?.animations.isEmpty ?? true) {
          found.append(view)
        }
        stack.append(contentsOf: view.subviews)
      }
      return found
    }
  }

  nonisolated static let photoFlight = CGRect(x: 40, y: 200, width: 100, height: 100)
  nonisolated static let leftHalf = CGRect(x: 0, y: 0, width: 195, height: 844)

  /// An effect with every kind of node — screens, a fill, a snapshot of a tagged view, a
  /// snapshot piece — and every kind of track: keyframes, a delayed curve, a mask path, and
  /// a reversed spring (speed −1 in Core Animation).
  nonisolated static let everyKind = Transition(
    TransitionEffect(name: "every kind") { scene, _ in
      let width = Double(scene.size.width)
      let height = Double(scene.size.height)
      let centre = CGPoint(x: width / 2, y: height / 2)
      return Timeline(
        nodes: [
          TimelineNode(.from),
          TimelineNode(.dimming, content: .fill(Color.black.withAlpha(0.3))),
          TimelineNode(.to),
          TimelineNode("flight:photo", content: .snapshot(of: "to:photo"), frame: photoFlight),
          TimelineNode("piece:left", content: .snapshotPiece(of: .from, rect: leftHalf)),
        ],
        tracks: [
          Track(
            .position, of: .to, from: CGPoint(x: width * 1.5, y: height / 2), to: centre,
            curve: .easeOut, duration: 0.4),
          Track(.opacity, of: .dimming, from: 0, to: 1, curve: .linear, delay: 0.1, duration: 0.3),
          Track(
            .maskPath, of: .to, from: Shape.circle(center: centre, radius: 0),
            to: Shape.circle(center: centre, radius: 900), curve: .easeIn, duration: 0.4),
          Track(
            .opacity, of: "piece:left", from: 1, to: 0, spring: Spring(duration: 0.3, bounce: 0),
            duration: 0.3
          ).reversed(within: 0.4),
        ],
        duration: 0.4)
    })

  @Test func theSceneIsDescribedInTheContainersCoordinates() throws {
    let stage = Stage()
    let untagged = FakeHostView("caption", frame: CGRect(x: 10, y: 500, width: 100, height: 20))
    untagged.modifiers = [.fade]
    stage.photo.addSubview(untagged)
    // The outgoing screen sits in a wrapper offset inside the window, as a presenter might.
    let wrapper = FakeHostView("wrapper", frame: CGRect(x: 0, y: 30, width: 390, height: 814))
    stage.window.addSubview(wrapper)
    wrapper.addSubview(stage.from)
    let final = CGRect(x: 0, y: 100, width: 390, height: 744)
    let player = TransitionPlayer(
      transition: .fade, operation: .present,
      context: stage.context {
        $0.toFinalFrame = final
        $0.presentationStyle = .custom
        $0.layoutDirection = .rightToLeft
      })
    let scene = player.scene
    #expect(stage.to.frame == final, "the incoming screen takes its final frame")
    #expect(scene.toFrame == final)
    #expect(scene.fromFrame == CGRect(x: 0, y: 30, width: 390, height: 844))
    #expect(scene.presentationStyle == .custom && scene.layoutDirection == .rightToLeft)
    let photo = try #require(scene.elements.first { $0.id == "photo" })
    #expect(photo.side == .to && photo.cornerRadius == 12)
    #expect(photo.frame == CGRect(x: 20, y: 200, width: 350, height: 350))
    let caption = try #require(scene.elements.first { $0.id != "photo" })
    #expect(caption.id.hasPrefix("untagged-"), "modifiers alone tag a view")
    #expect(caption.frame == CGRect(x: 30, y: 700, width: 100, height: 20))
    #expect(player.view(for: caption.node) === untagged)
  }

  @Test func aFinalFrameOfZeroLeavesTheIncomingScreenAlone() {
    let stage = Stage()
    stage.to.frame = CGRect(x: 5, y: 6, width: 300, height: 400)
    let player = TransitionPlayer(transition: .fade, operation: .push, context: stage.context())
    #expect(stage.to.frame == CGRect(x: 5, y: 6, width: 300, height: 400))
    #expect(player.scene.toFrame == stage.to.frame)
  }

  @Test func realizePutsEveryNodeWhereThePlanSays() throws {
    let stage = Stage()
    let player = TransitionPlayer(
      transition: Self.everyKind, operation: .push, context: stage.context())
    player.realize()
    // docs/design.md#r1: both screens in the container, in the timeline's order, with the
    // decorations; a tagged view's snapshot sits in a clear holder that a matched-view drag moves.
    #expect(
      stage.container.subviews.map(\.name) == [
        "from", "fill", "to", "fill", "piece of from",
      ])
    let holder = stage.container.subviews[3]
    #expect(holder.fill == .clear && holder.frame == stage.container.bounds)
    #expect(holder.subviews.map(\.name) == ["snapshot of photo"])
    let fill = try #require(player.view(for: .dimming))
    #expect(fill.frame == stage.container.bounds, "a fill without a frame covers the container")
    #expect(fill.fill == Color.black.withAlpha(0.3))
    let flight = try #require(player.view(for: "flight:photo"))
    #expect(flight.frame == Self.photoFlight && flight.clipsToBounds)
    #expect(flight.snapshotSource?.view === stage.photo)
    let piece = try #require(player.view(for: "piece:left"))
    #expect(piece.frame == Self.leftHalf, "a piece without a frame sits where its part was")
    #expect(
      piece.snapshotSource?.view === stage.from && piece.snapshotSource?.rect == Self.leftHalf)
    // Views snapshots stand in for hide; the masked node gets a mask covering its bounds.
    #expect(stage.photo.isHidden && stage.from.isHidden)
    #expect(stage.to.mask?.frame == stage.to.bounds)
    // Nothing runs before the transition begins.
    #expect(stage.animatedViews().isEmpty)
  }

  /// Checks that every track's layer (where its node has a view) shows, at a clock time, what the timeline shows at a
  /// time of the transition (held within its length).
  func expectEveryTrack(
    of player: TransitionPlayer<FakeHostContext>, atClockTime clockTime: Double,
    showsTimelineAt time: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let sampler = TimelineSampler(player.timeline)
    var frame = sampler.makeFrame()
    sampler.sample(at: min(max(time, 0), player.timeline.duration), into: &frame)
    // The player keys the export's animations by their place in it; a transform track
    // on a component key path has two, composed as Core Animation does.
    var keyIndex = 0
    for (index, animations) in player.timeline.coreAnimationExportByTrack().enumerated() {
      let track = player.timeline.tracks[index]
      let keys = (keyIndex..<keyIndex + animations.count).map { "transit.\($0)" }
      keyIndex += animations.count
      // A node the host gave no view (a dimming view without a presentation controller).
      guard let view = player.view(for: track.node) else { continue }
      var shown = track.values[0]
      for (key, animation) in zip(keys, animations) {
        let part = try #require(
          view.shownValue(
            ofAnimation: key, onMask: track.property.isOnMaskLayer, atClockTime: clockTime),
          sourceLocation: sourceLocation)
        if let component = animation.component, case .transform(let beneath) = shown {
          shown = .transform(component.setting(part, in: beneath))
        } else {
          shown = part
        }
      }
      // Within the export's bar: a spring is played as keyframes fitted to within 1e-7.
      #expect(
        distance(shown, frame.value(ofTrack: index)) < 1e-6,
        "\(track.node) \(track.property) at \(time)", sourceLocation: sourceLocation)
    }
  }

  /// A push of ``everyKind`` on a fresh fake stage, realized, not yet begun.
  func realizedEveryKind() throws -> (
    Stage, FakeHostContext, FakeHostContext.Clock, TransitionPlayer<FakeHostContext>
  ) {
    let stage = Stage()
    let context = stage.context()
    let clock = try #require(context.clock)
    let player = TransitionPlayer(
      transition: Self.everyKind, operation: .push, context: context)
    player.realize()
    return (stage, context, clock, player)
  }

  /// Added once, when the transition begins, every track then runs by itself; held and
  /// resumed, each shows what the timeline shows that long after the time asked.
  @Test func playRunsEveryTrackFromTheTimeAsked() throws {
    let (stage, context, clock, player) = try realizedEveryKind()
    clock.advance(to: 1)
    player.begin(at: clock.now)
    for delta in [0, 0.05, 0.2] {
      try expectEveryTrack(of: player, atClockTime: 1 + delta, showsTimelineAt: delta)
    }
    clock.advance(to: 1.05)
    player.pause(at: 0.1)
    clock.advance(to: 1.4)
    player.play(from: 0.15)
    for delta in [0, 0.1, 0.25, 1] {
      try expectEveryTrack(of: player, atClockTime: 1.4 + delta, showsTimelineAt: 0.15 + delta)
    }
    let exported = player.timeline.coreAnimationExport()
    #expect(context.log.animationsAdded == exported.count, "one animation per track, once")
    var seen = 0
    for view in stage.animatedViews() {
      for added in Array(view.animations.values) + Array((view.mask?.animations ?? [:]).values) {
        #expect(player.view(for: added.animation.node) === view)
        seen += 1
      }
    }
    #expect(seen == exported.count)
    let mask = try #require(stage.to.mask)
    #expect(mask.animations.values.map(\.animation.property) == [.maskPath])
  }

  /// Held at a time, every animation shows what the timeline shows then — before a delay,
  /// within, past its end, before the start, for a reversed spring — and at a non-finite
  /// time what it shows at 0, for as long as it is held.
  @Test(arguments: [0, 0.05, 0.1, 0.2, 0.33, 0.4, 0.7, -1, Double.nan, .infinity])
  func pauseHoldsEveryTrackWhereTheTimelineIs(time: Double) throws {
    let (_, _, clock, player) = try realizedEveryKind()
    player.begin(at: clock.now)
    clock.advance(by: 0.2)
    player.pause(at: time)
    for later in [0, 0.3, 5] {
      try expectEveryTrack(
        of: player, atClockTime: clock.now + later, showsTimelineAt: time.isFinite ? time : 0)
    }
  }

  /// docs/design.md#u8: a gesture moves time, not animations: however often the player is held and
  /// resumed, no animation is added after the start, and only the container's layer is
  /// retimed when everything animated lies in it.
  @Test func holdingAndResumingAddsNoAnimationAndRetimesOnlyTheContainer() throws {
    let (stage, context, clock, player) = try realizedEveryKind()
    player.begin(at: clock.now)
    let added = context.log.animationsAdded
    for frame in 1...60 {
      clock.advance(by: 1.0 / 60)
      player.pause(at: Double(frame) / 120)
    }
    player.play(from: 0.5)
    #expect(context.log.animationsAdded == added)
    #expect(stage.container.layerTimeChanges == 61)
    var retimed: [String] = []
    var stack = [stage.window]
    while let view = stack.popLast() {
      if view.layerTimeChanges > 0 { retimed.append(view.name) }
      stack.append(contentsOf: view.subviews)
    }
    #expect(retimed == ["container"])
  }

  /// A screen animated in place outside the container (a card's presenter) keeps time with
  /// the container: both are held and resumed together, and each gets back the timing it
  /// had (an app's own `speed` included) when the transition ends.
  @Test func aScreenAnimatedInPlaceKeepsTimeWithTheContainer() throws {
    let stage = Stage()
    let home = FakeHostView("home", frame: stage.window.bounds)
    stage.window.insertSubview(home, at: 0)
    stage.container.removeFromSuperview()
    stage.window.addSubview(stage.container)
    home.addSubview(stage.from)
    stage.from.layerTime = LayerTime(speed: 2)
    let context = stage.context { $0.presentationStyle = .custom }
    let clock = try #require(context.clock)
    let player = TransitionPlayer(
      transition: .card(), operation: .present, context: context)
    player.realize()
    #expect(stage.from.superview === home, "docs/design.md#r3: the presenter stays where it is")
    player.begin(at: clock.now)
    clock.advance(by: 0.1)
    player.pause(at: 0.2)
    #expect(stage.from.layerTime.speed == 0 && stage.container.layerTime.speed == 0)
    try expectEveryTrack(of: player, atClockTime: clock.now + 1, showsTimelineAt: 0.2)
    player.cleanUp(finished: true)
    #expect(stage.from.layerTime == LayerTime(speed: 2))
    #expect(stage.container.layerTime == .natural)
  }

  @Test func aFinishedTransitionLeavesOnlyTheIncomingScreenWithItsFinalValues() throws {
    let stage = Stage()
    stage.from.isHidden = false
    let player = TransitionPlayer(
      transition: Self.everyKind, operation: .push, context: stage.context())
    player.realize()
    player.begin(at: 0)
    player.cleanUp(finished: true)
    #expect(stage.animatedViews().isEmpty, "no animation left behind")
    #expect(stage.container.subviews.map(\.name) == ["from", "to"], "decorations are gone")
    #expect(!stage.photo.isHidden && !stage.from.isHidden, "hidden views come back")
    #expect(stage.to.mask == nil, "the mask it had (none) is back")
    // The incoming screen keeps the values its tracks end at (not the mask's).
    let position = try #require(player.timeline.tracks(of: .to).first?.values.last)
    #expect(stage.to.modelValues == [.position: position])
    #expect(stage.from.modelValues.isEmpty)
  }

  @Test func aMaskTheViewHadComesBack() {
    let stage = Stage()
    let own = FakeHostView.Mask(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    stage.to.mask = own
    let player = TransitionPlayer(
      transition: Self.everyKind, operation: .push, context: stage.context())
    player.realize()
    #expect(stage.to.mask !== own)
    player.cleanUp(finished: false)
    #expect(stage.to.mask === own)
  }

  /// docs/design.md#r2: a full-screen dismissal brings the presenter into the container; cancelled,
  /// it goes back where it was, at its index; the presented screen stays.
  @Test func aCancelledFullScreenDismissalPutsThePresenterBack() {
    let stage = Stage()
    let elsewhere = FakeHostView("elsewhere", frame: stage.window.bounds)
    let sibling = FakeHostView("sibling")
    stage.window.addSubview(elsewhere)
    elsewhere.addSubview(stage.to)
    elsewhere.addSubview(sibling)
    let player = TransitionPlayer(
      transition: .fade, operation: .dismiss,
      context: stage.context { $0.presentationStyle = .fullScreen })
    player.realize()
    #expect(stage.to.superview === stage.container)
    player.cleanUp(finished: false)
    #expect(elsewhere.subviews.map(\.name) == ["to", "sibling"])
    #expect(stage.from.superview === stage.container)
    #expect(stage.to.modelValues.isEmpty, "nothing keeps final values on cancel")
  }

  /// docs/design.md#r1 on cancel: the incoming screen, which had no superview, leaves the
  /// container.
  @Test func aCancelledPushTakesTheIncomingScreenOutAgain() {
    let stage = Stage()
    let player = TransitionPlayer(
      transition: Self.everyKind, operation: .push, context: stage.context())
    player.realize()
    player.cleanUp(finished: false)
    #expect(stage.to.superview == nil)
    #expect(stage.container.subviews.map(\.name) == ["from"])
  }

  /// docs/design.md#u18: a hand-written transitioning delegate returns Transit's animator for a
  /// style UIKit keeps the presenter on screen for (`.pageSheet`, which the UIKit host reports as
  /// `.fullScreen`); UIKit withholds the presenter's view (`view(forKey: .to)` nil) and the
  /// host finds it on its controller. It stays where it is, on a finished dismissal and on
  /// a cancelled one.
  @Test func aWithheldPresenterIsNeverMovedIntoTheContainer() {
    for finished in [true, false] {
      let stage = Stage()
      let presenterHome = FakeHostView("home", frame: stage.window.bounds)
      stage.window.insertSubview(presenterHome, at: 0)
      presenterHome.addSubview(stage.to)
      let player = TransitionPlayer(
        transition: .fade, operation: .dismiss,
        context: stage.context {
          $0.presentationStyle = .fullScreen
          $0.withheld = [.to]
        })
      #expect(!player.scene.presenterLeavesWindow)
      player.realize()
      #expect(stage.to.superview === presenterHome, "finished: \(finished)")
      player.cleanUp(finished: finished)
      #expect(stage.to.superview === presenterHome, "finished: \(finished)")
    }
  }

  /// docs/design.md#r3: a custom dismissal leaves the presenter where it is.
  @Test func aCustomDismissalLeavesThePresenterInPlace() {
    let stage = Stage()
    let presenterHome = FakeHostView("home", frame: stage.window.bounds)
    stage.window.insertSubview(presenterHome, at: 0)
    presenterHome.addSubview(stage.to)
    let player = TransitionPlayer(
      transition: .fade, operation: .dismiss,
      context: stage.context { $0.presentationStyle = .custom })
    player.realize()
    #expect(stage.to.superview === presenterHome)
    player.cleanUp(finished: true)
    #expect(stage.to.superview === presenterHome)
  }

  /// A sheet over a sheet: both screens are presented with dimming, and only the screen
  /// presented or dismissed has its dimming faded; the other's stays as it is.
  @Test(arguments: [TransitionOperation.present, .dismiss, .push])
  func theDimmingFadedIsThePresentedScreensOnly(operation: TransitionOperation) {
    let stage = Stage()
    let fromDimming = FakeHostView("from's dimming", frame: stage.window.bounds)
    let toDimming = FakeHostView("to's dimming", frame: stage.window.bounds)
    let player = TransitionPlayer(
      transition: .fade.presentation(Presentation(.full, dimming: .black.withAlpha(0.4))),
      operation: operation,
      context: stage.context {
        $0.presentationStyle = .custom
        $0.presentationDimmingViews = [.from: fromDimming, .to: toDimming]
      })
    let expected: FakeHostView? =
      switch operation {
      case .present: toDimming
      case .dismiss: fromDimming
      default: nil
      }
    #expect(player.view(for: .presentationDimming) === expected)
  }
}

/// docs/design.md#u6 on the fake host: the player lays the incoming screen out in the container at
/// its final frame before it measures the tagged views on it.
@MainActor
@Suite struct TransitionPlayerLayoutTests {
  @Test func theIncomingScreenIsLaidOutInTheContainerBeforeItsViewsAreMeasured() {
    let stage = TransitionPlayerTests.Stage()
    var superviewAtLayout: String?
    stage.to.onLayout = { view in
      superviewAtLayout = view.superview?.name
      stage.photo.frame = CGRect(x: 0, y: view.bounds.height - 300, width: 390, height: 300)
    }
    let final = CGRect(x: 0, y: 100, width: 390, height: 744)
    let player = TransitionPlayer(
      transition: .fade, operation: .present,
      context: stage.context { $0.toFinalFrame = final })
    #expect(stage.to.layoutPasses == 1)
    #expect(superviewAtLayout == "container", "laid out where it gets the window's safe area")
    #expect(
      stage.to.superview?.name == "container",
      "it stays: out of the window again, it would lose its animations (docs/design.md#n5)")
    let photo = player.scene.elements.first { $0.side == .to && $0.id == "photo" }
    #expect(photo?.frame == CGRect(x: 0, y: 544, width: 390, height: 300))
    player.cleanUp(finished: false)
    #expect(stage.to.superview == nil, "a cancel takes it out again")
  }

  @Test func aPlayerMadeOnlyForTheDurationLeavesTheIncomingScreenOutOfTheWindow() {
    // Asked before viewWillAppear, as UIKit asks: the screen must not be in the window then.
    let stage = TransitionPlayerTests.Stage()
    _ = TransitionPlayer(
      transition: .fade, operation: .present, context: stage.context(), isStarting: false)
    #expect(stage.to.superview == nil && stage.to.layoutPasses == 1)
  }
}
