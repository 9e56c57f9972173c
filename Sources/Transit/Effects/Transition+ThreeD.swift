import Foundation

// Effects that turn screens in depth, seen with perspective. Their paths are sampled from
// the progress (a turn about an edge is not a straight interpolation of two matrices), so
// they play the same everywhere. In a modal transition the presenter stays still.

extension Transition {
  /// The screens flip over like the two sides of a card: the outgoing one turns away to
  /// edge-on, the incoming one turns in from edge-on.
  ///
  /// - Parameter direction: Where the near edge travels; `nil` takes the operation's axis.
  /// - Returns: The transition.
  public static func flip(_ direction: TransitionDirection? = nil) -> Transition {
    Transition(
      TransitionEffect(name: effectName("flip", direction)) { builder in
        let turn = DepthTurn(builder, direction)
        builder.addScreens()
        if builder.isModal {
          builder.animate(.transform, of: .to, samples: 40) {
            turn.about(centre: -(1 - $0) * .pi / 2)
          }
          return
        }
        builder.animate(.transform, of: .from, samples: 40) {
          turn.about(centre: min($0, 0.5) * .pi)
        }
        builder.animate(.opacity, of: .from, samples: 60) { $0 < 0.5 ? 1 : 0 }
        builder.animate(.transform, of: .to, samples: 40) {
          turn.about(centre: (max($0, 0.5) - 1) * .pi)
        }
        builder.animate(.opacity, of: .to, samples: 60) { $0 < 0.5 ? 0 : 1 }
      })
  }

  /// The screens are two faces of a cube that turns a quarter: the outgoing face turns away
  /// as the incoming one turns to the front.
  ///
  /// - Parameter direction: Where the front face travels; `nil` takes the operation's axis.
  /// - Returns: The transition.
  public static func cube(_ direction: TransitionDirection? = nil) -> Transition {
    Transition(
      TransitionEffect(name: effectName("cube", direction)) { builder in
        let turn = DepthTurn(builder, direction)
        builder.addScreens()
        builder.animate(.transform, of: .to, samples: 40) { turn.cubeFace(at: $0 - 1) }
        guard !builder.isModal else {
          // The presenter stays flat: the incoming face fades in as it turns to the front.
          builder.animate(.opacity, of: .to, samples: 40) { min(max($0 / 0.3, 0), 1) }
          return
        }
        builder.animate(.transform, of: .from, samples: 40) { turn.cubeFace(at: $0) }
        // Layers are not depth-sorted: the face nearer the viewer is drawn on top, and
        // both ends are at rest (0), so a pop that plays this back leaves no screen lifted.
        builder.animate(.zPosition, of: .from, samples: 60) { $0 > 0 && $0 < 0.5 ? 1 : 0 }
      })
  }

  /// The incoming screen unfolds from edge-on, hinged on the edge it enters by, while the
  /// outgoing one folds away on the opposite edge.
  ///
  /// - Parameter direction: Where the screens travel; `nil` takes the operation's axis.
  /// - Returns: The transition.
  public static func fold(_ direction: TransitionDirection? = nil) -> Transition {
    Transition(
      TransitionEffect(name: effectName("fold", direction)) { builder in
        let turn = DepthTurn(builder, direction)
        builder.addScreens()
        builder.animate(.transform, of: .to, samples: 40) {
          turn.about(hinge: .entry, angle: (1 - $0) * .pi / 2, towardsViewer: false)
        }
        if !builder.isModal {
          builder.animate(.transform, of: .from, samples: 40) {
            turn.about(hinge: .exit, angle: $0 * .pi / 2, towardsViewer: false)
          }
          // Layers are not depth-sorted: the screen nearer the viewer is drawn on top;
          // both ends at rest (0).
          builder.animate(.zPosition, of: .from, samples: 60) { $0 > 0 && $0 < 0.5 ? 1 : 0 }
        }
      })
  }

  /// The outgoing screen turns over like a book's page, hinged on the edge the motion goes
  /// to, uncovering the incoming one; in a modal the presented screen turns in.
  ///
  /// - Parameter direction: Where the page turns; `nil` takes the operation's axis.
  /// - Returns: The transition.
  public static func turn(_ direction: TransitionDirection? = nil) -> Transition {
    Transition(
      TransitionEffect(name: effectName("turn", direction)) { builder in
        let turn = DepthTurn(builder, direction)
        if builder.isModal {
          builder.addScreens()
          builder.animate(.transform, of: .to, samples: 40) {
            turn.about(hinge: .entry, angle: (1 - $0) * .pi / 2, towardsViewer: true)
          }
          return
        }
        builder.addScreens(incomingOnTop: false)
        builder.animate(.transform, of: .from, samples: 40) {
          turn.about(hinge: .exit, angle: min($0, 1) * .pi, towardsViewer: true)
        }
        // Past edge-on the page shows its back: hide it.
        builder.animate(.opacity, of: .from, samples: 60) { $0 < 0.5 ? 1 : 0 }
      })
  }

  /// Screens as a deck of cards: the outgoing one sinks back and dims, the incoming one
  /// arrives slightly small and settles to full size.
  ///
  /// - Parameter direction: Where the incoming card travels; `nil` takes the operation's
  ///   axis.
  /// - Returns: The transition.
  public static func cards(_ direction: TransitionDirection? = nil) -> Transition {
    Transition(
      TransitionEffect(name: effectName("cards", direction)) { builder in
        let motion = builder.motion(direction)
        let scene = builder.scene
        builder.addScreens()
        let entry = builder.entryOffset(of: scene.toFrame, moving: motion)
        builder.animate(.transform, of: .to) { progress in
          let arrive = min(max(progress / 0.7, 0), 1)
          let settle = min(max((progress - 0.7) / 0.3, 0), 1)
          return Transform3D.scale(0.9 + 0.1 * settle).translated(by: entry, times: 1 - arrive)
        }
        guard !builder.isModal else { return }
        let back = motion.times(-0.08 * builder.extent(along: motion))
        builder.animate(
          .transform, of: .from, from: .identity,
          to: Transform3D.scale(0.9).translated(by: back))
        builder.animate(.opacity, of: .from, from: 1, to: 0.6)
      })
  }
}

/// Turns in depth for one scene: the axis and signs that make a direction's motion, and a
/// perspective twice the container's extent along it.
struct DepthTurn {
  /// The motion's unit vector.
  let motion: CGPoint
  /// Half the container's extent along the motion.
  let half: Double
  /// The perspective applied after every turn.
  let perspective: Transform3D

  /// The edge a hinge sits on.
  enum Hinge {
    /// The edge the incoming screen enters by.
    case entry
    /// The edge the outgoing screen leaves by.
    case exit
  }

  /// The turn of the builder's screens: about their edges, with a perspective whose
  /// viewer is further away than any point of a turned screen gets. The extent is the
  /// container's along the motion, or a screen's if larger (a container squeezed to nothing
  /// around full-size screens would otherwise put the viewer inside them: infinite frames).
  init(_ builder: EffectBuilder, _ direction: TransitionDirection?) {
    motion = builder.motion(direction)
    let scene = builder.scene
    let horizontal = motion.x != 0
    let screens = [scene.fromFrame, scene.toFrame].map { Double(horizontal ? $0.width : $0.height) }
    let extent = max(builder.extent(along: motion), screens.max() ?? 0)
    half = extent / 2
    perspective = .perspective(distance: max(2 * extent, 1))
  }

  private var horizontal: Bool { motion.x != 0 }

  /// A rotation about the axis across the motion, signed so that a positive angle moves
  /// the near edge the way the motion goes.
  private func rotation(_ angle: Double) -> Transform3D {
    horizontal
      ? Transform3D(rotationAngle: angle * Double(motion.x), x: 0, y: 1, z: 0)
      : Transform3D(rotationAngle: -angle * Double(motion.y), x: 1, y: 0, z: 0)
  }

  /// A translation along the motion's axis and in depth.
  private func shift(along distance: Double, depth: Double = 0) -> Transform3D {
    Transform3D(
      translationX: horizontal ? distance : 0, y: horizontal ? 0 : distance, z: depth)
  }

  /// A turn about the screen's centre line.
  func about(centre angle: Double) -> Transform3D {
    // At rest the screen is flat: no perspective left in its model transform.
    guard angle != 0 else { return .identity }
    return rotation(angle).concatenating(perspective)
  }

  /// A turn of a face of a cube whose centre is half the extent behind the screen; the
  /// outgoing face is at `quarter` 0 → 1, the incoming one at −1 → 0.
  func cubeFace(at quarter: Double) -> Transform3D {
    guard quarter != 0 else { return .identity }
    return shift(along: 0, depth: half).concatenating(rotation(quarter * .pi / 2))
      .concatenating(shift(along: 0, depth: -half)).concatenating(perspective)
  }

  /// A turn about an edge: the far edge goes into the screen, or towards the viewer.
  func about(hinge: Hinge, angle: Double, towardsViewer: Bool) -> Transform3D {
    guard angle != 0 else { return .identity }
    // The hinge's offset from the centre along the motion: the entry edge is behind it.
    let sign = Double(horizontal ? motion.x : motion.y)
    let offset = hinge == .entry ? -sign * half : sign * half
    // The sign that takes the far edge into the screen depends on which side the hinge is.
    let away = hinge == .entry ? -angle : angle
    return shift(along: -offset).concatenating(rotation(towardsViewer ? away : -away))
      .concatenating(shift(along: offset)).concatenating(perspective)
  }
}
