import Foundation

extension CALayer {
    /// `rect` in this layer's coordinates mapped to `layer`'s: the smallest rectangle holding
    /// its four corners mapped, as Core Animation gives for rotated layers.
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        Self.box(rect) { convert($0, to: layer) }
    }

    /// `rect` in `layer`'s coordinates mapped to this layer's, as `convert(_:to:)` maps it.
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        Self.box(rect) { convert($0, from: layer) }
    }

    static func box(_ rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let r = rect.standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
            CGPoint(x: r.maxX, y: r.maxY),
        ].map(map)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension CALayer {
    /// `hitTest(_:)`: `p` mapped into this layer, then the sublayers front to back.
    func layerHit(at p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        // A root layer's superlayer space is that of its frame.
        let local =
            superlayer.map { convert(p, from: $0) }
            ?? CGPoint(x: p.x - frame.minX + bounds.minX, y: p.y - frame.minY + bounds.minY)
        guard contains(local) else { return nil }
        for sublayer in (sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return self
    }
}
