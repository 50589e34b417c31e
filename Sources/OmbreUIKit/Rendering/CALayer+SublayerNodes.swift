import Foundation
import OmbreGraphics

extension CALayer {
    /// The sublayers as they appear at `time`, back to front: sorted by `zPosition` (siblings
    /// with equal ones keep their order, as Core Animation draws them), each placed through the
    /// sublayer transform about the anchor point of `bounds`.
    func sublayerNodes(at time: Double, bounds: CGRect, anchorPoint: CGPoint) -> [LayerNode] {
        var ordered = children
        let depths = children.map { presented("zPosition", $0.zPosition, at: time) }
        if depths.contains(where: { $0 != 0 }) {
            let sortedIndices = depths.indices.sorted { (depths[$0], $0) < (depths[$1], $1) }
            ordered = sortedIndices.map { children[$0] }
        }
        var nodes =
            (self as? CAReplicatorLayer)?.replicatedNodes(of: ordered, at: time, bounds: bounds)
            ?? ordered.compactMap { $0.node(at: time) }
        if let emitter = self as? CAEmitterLayer { nodes = emitter.particleNodes(at: time) + nodes }
        let sublayer = presented("sublayerTransform", sublayerTransform, at: time).affine
        guard !sublayer.isIdentity else { return nodes }
        let anchor = CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        let around = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(sublayer)
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y)).ombre
        for i in nodes.indices { nodes[i].toParent = nodes[i].toParent.concatenating(around) }
        return nodes
    }
}
