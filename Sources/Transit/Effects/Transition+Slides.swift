import Foundation

// Effects that move whole screens across the container. Each takes a direction (where the
// incoming screen travels); without one it takes the operation's axis: towards leading for
// navigation, tabs and containers, up for modals. In a modal transition the presenting
// screen stays where it is.

extension Transition {
  /// Both screens slide: the incoming one in from the far edge, the outgoing one out
  /// across the near edge. In a modal, the presented screen slides in over the presenter.
  public static var slide: Transition { slide(nil) }

  /// Both screens slide in a direction.
  ///
  /// - Parameter direction: Where the incoming screen travels; `nil` takes the operation's
  ///   axis.
  /// - Returns: The transition.
  public static func slide(_ direction: TransitionDirection?) -> Transition {
    screenMotion("slide", direction, outgoingShare: 1, incomingOnTop: true)
  }

  /// The incoming screen slides in fully and pushes the outgoing one 30 % of the way, as
  /// UIKit's navigation push does.
  ///
  /// - Parameter direction: Where the incoming screen travels; `nil` takes the operation's
  ///   axis.
  /// - Returns: The transition.
  public static func push(_ direction: TransitionDirection? = nil) -> Transition {
    screenMotion("push", direction, outgoingShare: 0.3, incomingOnTop: true)
  }

  /// The outgoing screen slides out fully on top while the incoming one follows from 30 %
  /// behind: a push played the other way round.
  ///
  /// - Parameter direction: Where the screens travel; `nil` takes the operation's axis.
  /// - Returns: The transition.
  public static func pull(_ direction: TransitionDirection? = nil) -> Transition {
    Transition(
      TransitionEffect(name: effectName("pull", direction)) { builder in
        let motion = builder.motion(direction)
        let scene = builder.scene
        builder.addScreens(incomingOnTop: builder.isModal)
        let entry = builder.entryOffset(of: scene.toFrame, moving: motion)
        builder.animate(
          .transform, of: .to, from: .translation(entry.times(0.3)), to: .identity)
        if builder.isModal {
          builder.animate(.opacity, of: .to, from: 0, to: 1)
        } else {
          let exit = builder.exitOffset(of: scene.fromFrame, moving: motion)
          builder.animate(.transform, of: .from, from: .identity, to: .translation(exit))
        }
      })
  }

  /// The incoming screen slides over the outgoing one, which stays still.
  ///
  /// - Parameter direction: Where the incoming screen travels; `nil` takes the operation's
  ///   axis.
  /// - Returns: The transition.
  public static func cover(_ direction: TransitionDirection? = nil) -> Transition {
    screenMotion("cover", direction, outgoingShare: 0, incomingOnTop: true)
  }

  /// The outgoing screen slides away and uncovers the incoming one, which stays still. In a
  /// modal, where the presenter stays, the presented screen is uncovered by a wipe.
  ///
  /// - Parameter direction: Where the outgoing screen travels; `nil` takes the operation's
  ///   axis.
  /// - Returns: The transition.
  public static func uncover(_ direction: TransitionDirection? = nil) -> Transition {
    Transition(
      TransitionEffect(name: effectName("uncover", direction)) { builder in
        let motion = builder.motion(direction)
        let scene = builder.scene
        guard !builder.isModal else {
          builder.addScreens()
          let frame = scene.toFrame
          let local = CGRect(origin: .zero, size: frame.size)
          builder.animate(.maskPath, of: .to) { progress in
            Shape.rect(wipe(local, revealing: progress, moving: motion))
          }
          return
        }
        builder.addScreens(incomingOnTop: false)
        let exit = builder.exitOffset(of: scene.fromFrame, moving: motion)
        builder.animate(.transform, of: .from, from: .identity, to: .translation(exit))
      })
  }

  /// Both screens shrink to 80 %, slide, and the incoming one grows back: a zoomed-out
  /// slide.
  ///
  /// - Parameter direction: Where the incoming screen travels; `nil` takes the operation's
  ///   axis.
  /// - Returns: The transition.
  public static func zoomSlide(_ direction: TransitionDirection? = nil) -> Transition {
    Transition(
      TransitionEffect(name: effectName("zoomSlide", direction)) { builder in
        let motion = builder.motion(direction)
        let scene = builder.scene
        builder.addScreens()
        let entry = builder.entryOffset(of: scene.toFrame, moving: motion)
        let exit = builder.exitOffset(of: scene.fromFrame, moving: motion)
        // Shrink over the first 30 %, slide over the middle 40 %, grow over the last 30 %.
        func phase(_ progress: Double, _ start: Double, _ length: Double) -> Double {
          min(max((progress - start) / length, 0), 1)
        }
        builder.animate(.transform, of: .to) { progress in
          Transform3D.scale(0.8 + 0.2 * phase(progress, 0.7, 0.3))
            .translated(by: entry, times: 1 - phase(progress, 0.3, 0.4))
        }
        if !builder.isModal {
          builder.animate(.transform, of: .from) { progress in
            Transform3D.scale(1 - 0.2 * phase(progress, 0, 0.3))
              .translated(by: exit, times: phase(progress, 0.3, 0.4))
          }
        }
      })
  }

  /// The incoming screen slides in on top while the outgoing one sinks back to 70 % and
  /// dims, like a page laid on a stack.
  ///
  /// - Parameter direction: Where the incoming screen travels; `nil` takes the operation's
  ///   axis.
  /// - Returns: The transition.
  public static func pageIn(_ direction: TransitionDirection? = nil) -> Transition {
    Transition(
      TransitionEffect(name: effectName("pageIn", direction)) { builder in
        let motion = builder.motion(direction)
        let scene = builder.scene
        builder.addScreens()
        let entry = builder.entryOffset(of: scene.toFrame, moving: motion)
        builder.animate(.transform, of: .to, from: .translation(entry), to: .identity)
        if !builder.isModal {
          builder.animate(.transform, of: .from, from: .identity, to: .scale(0.7))
          builder.animate(.opacity, of: .from, from: 1, to: 0.5)
        }
      })
  }

  /// The outgoing screen slides away on top while the incoming one rises from 70 %
  /// beneath it: a page taken off a stack.
  ///
  /// - Parameter direction: Where the outgoing screen travels; `nil` takes the operation's
  ///   axis.
  /// - Returns: The transition.
  public static func pageOut(_ direction: TransitionDirection? = nil) -> Transition {
    Transition(
      TransitionEffect(name: effectName("pageOut", direction)) { builder in
        let motion = builder.motion(direction)
        let scene = builder.scene
        builder.addScreens(incomingOnTop: builder.isModal)
        builder.animate(.transform, of: .to, from: .scale(0.7), to: .identity)
        builder.animate(.opacity, of: .to, from: builder.isModal ? 0 : 0.5, to: 1)
        if !builder.isModal {
          let exit = builder.exitOffset(of: scene.fromFrame, moving: motion)
          builder.animate(.transform, of: .from, from: .identity, to: .translation(exit))
        }
      })
  }

  /// The incoming screen slides in fully; the outgoing one moves a share of the way.
  static func screenMotion(
    _ name: String, _ direction: TransitionDirection?, outgoingShare: Double,
    incomingOnTop: Bool
  ) -> Transition {
    Transition(
      TransitionEffect(name: effectName(name, direction)) { builder in
        let motion = builder.motion(direction)
        let scene = builder.scene
        builder.addScreens(incomingOnTop: incomingOnTop)
        let entry = builder.entryOffset(of: scene.toFrame, moving: motion)
        builder.animate(.transform, of: .to, from: .translation(entry), to: .identity)
        guard !builder.isModal, outgoingShare > 0 else { return }
        let exit = builder.exitOffset(of: scene.fromFrame, moving: motion)
        builder.animate(
          .transform, of: .from, from: .identity,
          to: .translation(exit.times(outgoingShare)))
      })
  }

  /// `"push"`, or `"push(left)"` with a direction.
  static func effectName(_ name: String, _ direction: TransitionDirection?) -> String {
    direction.map { "\(name)(\($0.rawValue))" } ?? name
  }

  /// The part of a rectangle a wipe has uncovered: it grows from the edge the motion
  /// leaves behind.
  static func wipe(_ rect: CGRect, revealing progress: Double, moving motion: CGPoint)
    -> CGRect
  {
    let p = min(max(progress, 0), 1)
    let (w, h) = (Double(rect.width), Double(rect.height))
    if motion.x < 0 {
      return CGRect(x: Double(rect.minX) + w * (1 - p), y: rect.minY, width: w * p, height: h)
    }
    if motion.x > 0 { return CGRect(x: rect.minX, y: rect.minY, width: w * p, height: h) }
    if motion.y < 0 {
      return CGRect(x: rect.minX, y: Double(rect.minY) + h * (1 - p), width: w, height: h * p)
    }
    return CGRect(x: rect.minX, y: rect.minY, width: w, height: h * p)
  }
}
