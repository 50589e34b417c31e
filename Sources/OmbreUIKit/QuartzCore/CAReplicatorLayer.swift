import Foundation
import OmbreGraphics

/// A layer that draws its sublayers `instanceCount` times, each copy moved, delayed and tinted
/// from the one before, as Core Animation's `CAReplicatorLayer`.
///
/// Copy k (the sublayers themselves are copy 0) is placed through `instanceTransform` applied
/// k times about the center of the replicator's bounds, shows its animations as they were
/// `k · instanceDelay` seconds earlier, and has its colors multiplied by `instanceColor` plus
/// k times each of the red, green, blue and alpha offsets (each component kept in 0...1): the
/// alpha fades the whole copy; the red, green and blue tint backgrounds, borders, shadows,
/// shape fills and strokes and gradients, but not `draw(in:)` drawings or images (which Core
/// Animation tints as well). `preservesDepth` is kept and changes nothing: copies are drawn
/// flat, in order, as all layers here are.
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn, the sublayers themselves included.
    open var instanceCount = 1
    /// Seconds each copy's time is behind the one before.
    open var instanceDelay: CFTimeInterval = 0
    /// The transform that takes each copy to the next, about the center of the bounds.
    open var instanceTransform = CATransform3DIdentity
    /// The color the first copy's colors are multiplied by; nil is white.
    open var instanceColor: CGColor?
    open var instanceRedOffset: Float = 0
    open var instanceGreenOffset: Float = 0
    open var instanceBlueOffset: Float = 0
    open var instanceAlphaOffset: Float = 0
    /// Kept; copies are drawn flat whatever it says.
    open var preservesDepth = false

    open override func copyProperties(from other: CALayer) {
        super.copyProperties(from: other)
        guard let other = other as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        instanceDelay = other.instanceDelay
        instanceTransform = other.instanceTransform
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
        preservesDepth = other.preservesDepth
    }

    /// Every copy of `sublayers` (the replicator's, in drawing order) at `time`, copy 0 first.
    func replicatedNodes(of sublayers: [CALayer], at time: Double, bounds: CGRect) -> [LayerNode] {
        let base = instanceColor?.color ?? .white
        let step = presented("instanceTransform", instanceTransform, at: time).affine
        let center = CGAffineTransform(translationX: bounds.midX, y: bounds.midY)
        let aboutCenter = center.inverted().concatenating(step).concatenating(center)
        var placement = CGAffineTransform.identity
        var nodes: [LayerNode] = []
        for k in 0..<max(instanceCount, 0) {
            let n = Float(k)
            let tint = Color(
                red: clamp(base.red + n * instanceRedOffset), green: clamp(base.green + n * instanceGreenOffset),
                blue: clamp(base.blue + n * instanceBlueOffset), alpha: clamp(base.alpha + n * instanceAlphaOffset))
            let shifted = time - Double(k) * instanceDelay
            for child in sublayers {
                guard var node = child.node(at: shifted) else { continue }
                node.toParent = node.toParent.concatenating(placement.ombre)
                node.opacity *= Double(tint.alpha)
                if tint.red < 1 || tint.green < 1 || tint.blue < 1 { node.multiplyColors(by: tint) }
                nodes.append(node)
            }
            placement = placement.concatenating(aboutCenter)
        }
        return nodes
    }

    private func clamp(_ value: Float) -> Float { min(max(value, 0), 1) }
}

extension LayerNode {
    /// Multiplies the red, green and blue of every color this node and those below it paint
    /// by `tint`'s (drawings and images excepted).
    mutating func multiplyColors(by tint: Color) {
        func times(_ color: Color) -> Color {
            Color(
                red: color.red * tint.red, green: color.green * tint.green, blue: color.blue * tint.blue,
                alpha: color.alpha)
        }
        background = background.map(times)
        borderColor = borderColor.map(times)
        if let color = shadow?.color { shadow?.color = times(color) }
        switch content {
        case .gradient(var gradient, let dither):
            gradient.colors = gradient.colors.map(times)
            content = .gradient(gradient, dither: dither)
        case .shape(var shape):
            shape.fillColor = shape.fillColor.map(times)
            shape.strokeColor = shape.strokeColor.map(times)
            content = .shape(shape)
        case .none, .drawing: break
        }
        for i in children.indices { children[i].multiplyColors(by: tint) }
    }
}
