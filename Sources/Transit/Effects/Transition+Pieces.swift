import Foundation

// Effects that cut the outgoing screen into snapshot pieces.

extension Transition {
  /// The outgoing screen parts in the middle like a pair of doors, across the motion's
  /// axis, while the incoming one comes forward from 80 % behind it. In a modal, where the
  /// presenter stays, the presented screen's two halves close in over it instead.
  public static var portal: Transition {
    Transition(
      TransitionEffect(name: "portal") { builder in
        let scene = builder.scene
        let horizontal = scene.operation.naturalAxis == .horizontal
        // The screen cut in two: the presented one in a modal, else the outgoing one.
        let source: NodeID = builder.isModal ? .to : .from
        let frame = builder.isModal ? scene.toFrame : scene.fromFrame
        if !builder.isModal {
          builder.add(TimelineNode(.to, frame: scene.toFrame))
          builder.animate(.transform, of: .to, from: .scale(0.8), to: .identity)
          builder.animate(.opacity, of: .to, from: 0.4, to: 1)
        }
        let (w, h) = (Double(frame.width), Double(frame.height))
        // Each half goes just past its edge of the container.
        let bounds = scene.containerBounds
        let (middleX, middleY) = (Double(frame.minX) + w / 2, Double(frame.minY) + h / 2)
        let halves: [(CGRect, CGPoint)] =
          horizontal
          ? [
            (
              CGRect(x: 0, y: 0, width: w / 2, height: h),
              CGPoint(x: Double(bounds.minX) - middleX, y: 0)
            ),
            (
              CGRect(x: w / 2, y: 0, width: w / 2, height: h),
              CGPoint(x: Double(bounds.maxX) - middleX, y: 0)
            ),
          ]
          : [
            (
              CGRect(x: 0, y: 0, width: w, height: h / 2),
              CGPoint(x: 0, y: Double(bounds.minY) - middleY)
            ),
            (
              CGRect(x: 0, y: h / 2, width: w, height: h / 2),
              CGPoint(x: 0, y: Double(bounds.maxY) - middleY)
            ),
          ]
        for (index, (rect, offset)) in halves.enumerated() {
          let node = NodeID.decoration("piece", "\(source.rawValue)-\(index)")
          builder.add(
            TimelineNode(
              node, content: .snapshotPiece(of: source, rect: rect),
              frame: rect.offsetBy(dx: frame.minX, dy: frame.minY)))
          let apart = Transform3D.translation(offset)
          if builder.isModal {
            builder.animate(.transform, of: node, from: apart, to: .identity)
          } else {
            builder.animate(.transform, of: node, from: .identity, to: apart)
          }
        }
      })
  }

  /// The outgoing screen bursts into pieces that fly out from its centre, turning and
  /// fading, over the incoming one. In a modal, where the presenter stays, the presented
  /// screen's pieces fly together instead.
  ///
  /// - Parameters:
  ///   - columns: Pieces across; clamped to 1…24.
  ///   - rows: Pieces down; clamped to 1…48.
  /// - Returns: The transition.
  public static func explode(columns: Int = 4, rows: Int = 7) -> Transition {
    let columns = min(max(columns, 1), 24)
    let rows = min(max(rows, 1), 48)
    return Transition(
      TransitionEffect(name: "explode") { builder in
        let scene = builder.scene
        // In a modal the presenter stays: the presented screen's pieces fly together
        // instead (and burst apart again on dismissal).
        let source: NodeID = builder.isModal ? .to : .from
        let frame = builder.isModal ? scene.toFrame : scene.fromFrame
        if !builder.isModal {
          builder.add(TimelineNode(.to, frame: scene.toFrame))
          builder.animate(.transform, of: .to, from: .scale(0.9), to: .identity)
          builder.animate(.opacity, of: .to, from: 0, to: 1)
        }
        let (w, h) = (Double(frame.width) / Double(columns), Double(frame.height) / Double(rows))
        let reach = builder.extent(along: CGPoint(x: 0, y: 1)) * 0.6
        for row in 0..<rows {
          for column in 0..<columns {
            let index = row * columns + column
            let rect = CGRect(x: Double(column) * w, y: Double(row) * h, width: w, height: h)
            let node = NodeID.decoration("piece", "\(source.rawValue)-\(index)")
            builder.add(
              TimelineNode(
                node, content: .snapshotPiece(of: source, rect: rect),
                frame: rect.offsetBy(dx: frame.minX, dy: frame.minY)))
            // Outwards from the centre, with a turn that varies from piece to piece.
            let dx = Double(rect.midX) - Double(frame.width) / 2
            let dy = Double(rect.midY) - Double(frame.height) / 2
            let length = max((dx * dx + dy * dy).squareRoot(), 1)
            let spin = (Double((index * 7919) % 13) / 12 - 0.5) * .pi * 2 / 3
            let flight = Transform3D.scale(0.8)
              .concatenating(Transform3D(rotationAngle: spin, x: 0, y: 0, z: 1))
              .translated(by: CGPoint(x: dx / length * reach, y: dy / length * reach))
            if builder.isModal {
              builder.animate(.transform, of: node, from: flight, to: .identity)
              builder.animate(.opacity, of: node, from: 0, to: 1)
            } else {
              builder.animate(.transform, of: node, from: .identity, to: flight)
              builder.animate(.opacity, of: node, from: 1, to: 0)
            }
          }
        }
      })
  }
}
