import Foundation

/// Sub-key-paths of the geometry properties: an animation of "position.x", "bounds.size.width"
/// or "transform.scale" changes that part of the property and leaves the rest as it is, as
/// Core Animation's key-path extensions for structure fields do.
extension CALayer {
    /// The position with animations of "position", then "position.x" and "position.y", applied.
    func presentedPosition(at time: Double) -> CGPoint {
        var p = presented("position", position, at: time)
        guard !running.isEmpty else { return p }
        p.x = presented("position.x", p.x, at: time)
        p.y = presented("position.y", p.y, at: time)
        return p
    }

    /// The bounds with animations of "bounds" and its origin and size parts applied.
    func presentedBounds(at time: Double) -> CGRect {
        var b = presented("bounds", bounds, at: time)
        guard !running.isEmpty else { return b }
        b.origin = presented("bounds.origin", b.origin, at: time)
        b.origin.x = presented("bounds.origin.x", b.origin.x, at: time)
        b.origin.y = presented("bounds.origin.y", b.origin.y, at: time)
        b.size = presented("bounds.size", b.size, at: time)
        b.size.width = presented("bounds.size.width", b.size.width, at: time)
        b.size.height = presented("bounds.size.height", b.size.height, at: time)
        return b
    }

    /// The transform with animations of "transform", then of its scale, rotation and
    /// translation parts, applied.
    ///
    /// A part replaces that part of the transform taken apart (scale, then rotation about z,
    /// then translation), so a scale pulse keeps a rotation the layer has. "transform.scale"
    /// sets both scales; its value below is their mean (Core Animation averages x, y and z:
    /// with no z scale here, the mean of x and y is our guess at what a 2D layer reads).
    func presentedTransform(at time: Double) -> CATransform3D {
        let t = presented("transform", transform, at: time)
        let keys = Self.transformPartKeys
        guard running.contains(where: { entry in keys.contains { entry.animation.animates($0) } }) else { return t }
        var parts = TransformParts(t.affine)
        let scale = CGFloat((parts.scaleX + parts.scaleY) / 2)
        if running.contains(where: { $0.animation.animates("transform.scale") }) {
            let animated = Double(presented("transform.scale", scale, at: time))
            (parts.scaleX, parts.scaleY) = (animated, animated)
        }
        parts.scaleX = Double(presented("transform.scale.x", CGFloat(parts.scaleX), at: time))
        parts.scaleY = Double(presented("transform.scale.y", CGFloat(parts.scaleY), at: time))
        parts.rotation = Double(presented("transform.rotation", CGFloat(parts.rotation), at: time))
        let move = presented("transform.translation", CGSize(width: parts.tx, height: parts.ty), at: time)
        parts.tx = Double(presented("transform.translation.x", move.width, at: time))
        parts.ty = Double(presented("transform.translation.y", move.height, at: time))
        return CATransform3D(parts.transform)
    }

    /// The parts of "transform" that animate on their own ("transform.rotation.z" is spelled
    /// "transform.rotation" here).
    static let transformPartKeys = [
        "transform.scale", "transform.scale.x", "transform.scale.y", "transform.rotation",
        "transform.translation", "transform.translation.x", "transform.translation.y",
    ]
}
