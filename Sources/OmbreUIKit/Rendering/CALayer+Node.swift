import Foundation
import OmbreGraphics

extension CALayer {
    /// The layer and its sublayers as they appear when its superlayer's time is `parentTime`
    /// (the scene time, for a root); nil when hidden.
    func node(at parentTime: Double) -> LayerNode? {
        guard !isHidden else { return nil }
        let time = localTime(fromParent: parentTime)
        let bounds = presentedBounds(at: time)
        let position = presentedPosition(at: time)
        let anchor = presented("anchorPoint", anchorPoint, at: time)
        let transform = presentedTransform(at: time).affine
        let toParent = CALayer.toSuperlayer(
            bounds: bounds, position: position, anchorPoint: anchor, transform: transform)
        let shownBackground = presented("backgroundColor", OptionalColor(color: backgroundColor), at: time).color
        return LayerNode(
            toParent: toParent.ombre, bounds: Rect(bounds),
            opacity: min(max(Double(presented("opacity", opacity, at: time)), 0), 1),
            masksToBounds: masksToBounds, cornerRadius: Double(presented("cornerRadius", cornerRadius, at: time)),
            continuousCorners: cornerCurve == .continuous,
            background: shownBackground?.pattern == nil ? shownBackground?.color : nil,
            borderWidth: Double(presented("borderWidth", borderWidth, at: time)),
            borderColor: presented("borderColor", OptionalColor(color: borderColor), at: time).color?.color,
            content: content(at: time, bounds: bounds),
            children: sublayerNodes(at: time, bounds: bounds, anchorPoint: anchor),
            masks: mask.flatMap { $0.node(at: time) }.map { [$0] } ?? [], shadow: shadow(at: time),
            backgroundPattern: shownBackground?.pattern)
    }

    /// The shadow as it appears at `time`, or nil when it shows nothing.
    private func shadow(at time: Double) -> LayerShadow? {
        let opacity = min(max(Double(presented("shadowOpacity", shadowOpacity, at: time)), 0), 1)
        guard opacity > 0, let color = presented("shadowColor", OptionalColor(color: shadowColor), at: time).color
        else { return nil }
        var tint = color.color
        tint.alpha *= Float(opacity)
        guard tint.alpha > 0 else { return nil }
        let offset = presented("shadowOffset", shadowOffset, at: time)
        let radius = Double(presented("shadowRadius", shadowRadius, at: time))
        return LayerShadow(
            color: tint, offset: Point(x: Double(offset.width), y: Double(offset.height)),
            radius: radius.isFinite ? max(radius, 0) : 0, path: shadowPath?.path)
    }

    /// Fits a drawing made in `old` bounds to `new` ones by the contents gravity.
    func fit(from old: CGRect, to new: CGRect) -> CGAffineTransform {
        guard old != new, old.width > 0, old.height > 0 else { return .identity }
        var sx = new.width / old.width
        var sy = new.height / old.height
        switch contentsGravity {
        case .resize: break
        case .resizeAspect: (sx, sy) = (min(sx, sy), min(sx, sy))
        case .resizeAspectFill: (sx, sy) = (max(sx, sy), max(sx, sy))
        default: (sx, sy) = (1, 1)
        }
        let w = old.width * sx
        let h = old.height * sy
        let g = contentsGravity.rawValue.lowercased()
        let x = g.contains("left") ? new.minX : g.contains("right") ? new.maxX - w : new.midX - w / 2
        // Gravity names follow the device's flipped layer geometry: "top" is the top of the screen.
        let y = g.hasPrefix("top") ? new.minY : g.hasPrefix("bottom") ? new.maxY - h : new.midY - h / 2
        return CGAffineTransform(translationX: -old.minX, y: -old.minY)
            .concatenating(CGAffineTransform(scaleX: sx, y: sy))
            .concatenating(CGAffineTransform(translationX: x, y: y))
    }

    /// Marks this layer and its sublayers as shown, so that later changes animate implicitly.
    func commitTree() {
        hasBeenCommitted = true
        for child in children { child.commitTree() }
        mask?.commitTree()
    }

    /// Runs `display()` where needed, from this layer down.
    func displayTree() {
        displayIfNeeded()
        for child in children { child.displayTree() }
        mask?.displayTree()
    }

    /// Every layer of the tree, this one first, masks included.
    func forEachLayer(_ body: (CALayer) -> Void) {
        body(self)
        for child in children { child.forEachLayer(body) }
        mask?.forEachLayer(body)
    }
}
