import StageKit

/// How many layers a layer tree holds: the layer, its mask's tree and its sublayers'
/// trees (a leak shows as a count that grows round after round).
///
/// - Parameter layer: The root.
/// - Returns: The count.
@MainActor
public func countLayers(_ layer: StageLayer) -> Int {
  1 + (layer.mask.map(countLayers) ?? 0) + (layer.sublayers ?? []).map(countLayers).reduce(0, +)
}
