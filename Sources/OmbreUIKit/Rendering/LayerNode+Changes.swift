import OmbreGraphics

extension LayerNode {
    /// Appends to `boxes` the places, in the coordinates `parent` maps the layers' superlayer
    /// into, where `new` may draw differently from `old`: what either of them draws there when
    /// one is missing or the layer itself changed, and otherwise the changes of its sublayers.
    ///
    /// The boxes are generous (they hold everything a changed layer may draw, its sublayers
    /// and shadow included), so that redrawing only them gives the pixels of a whole frame.
    static func appendChanges(
        from old: LayerNode?, to new: LayerNode?, parent: AffineTransform, into boxes: inout [Rect]
    ) {
        guard old != new else { return }
        guard let old, let new, old.drawsItselfAs(new), old.children.count == new.children.count else {
            for node in [old, new].compactMap({ $0 }) where node.opacity > 0 {
                boxes.append(node.deviceBox(in: node.toParent.concatenating(parent), parent: parent))
            }
            return
        }
        let transform = new.toParent.concatenating(parent)
        for (before, after) in zip(old.children, new.children) {
            appendChanges(from: before, to: after, parent: transform, into: &boxes)
        }
    }

    /// Whether the layer itself (all but its sublayers) is drawn the same in both, and its
    /// sublayers composited the same way, so that only their own changes show.
    ///
    /// A layer with a shadow casts its sublayers' drawing too, so any change under it counts.
    private func drawsItselfAs(_ other: LayerNode) -> Bool {
        guard shadow == nil, other.shadow == nil, masks == other.masks else { return false }
        var mine = self
        var theirs = other
        mine.children = []
        theirs.children = []
        return mine == theirs
    }
}
