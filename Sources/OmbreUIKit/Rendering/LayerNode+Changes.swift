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
        guard let old, let new else {
            if let old { old.appendBox(parent: parent, into: &boxes) }
            if let new { new.appendBox(parent: parent, into: &boxes) }
            return
        }
        appendChanges(between: old, and: new, parent: parent, into: &boxes)
    }

    /// `appendChanges(from:to:parent:into:)` for two nodes, which are read where they lie:
    /// a node is large, and copying two at every level of the tree every frame cost more than
    /// comparing them.
    private static func appendChanges(
        between old: LayerNode, and new: LayerNode, parent: AffineTransform, into boxes: inout [Rect]
    ) {
        guard old != new else { return }
        guard old.drawsItselfAs(new), old.children.count == new.children.count else {
            old.appendBox(parent: parent, into: &boxes)
            new.appendBox(parent: parent, into: &boxes)
            return
        }
        let transform = new.toParent.concatenating(parent)
        for i in old.children.indices {
            appendChanges(between: old.children[i], and: new.children[i], parent: transform, into: &boxes)
        }
    }

    /// Appends the box of everything the node may draw, unless it is fully transparent.
    private func appendBox(parent: AffineTransform, into boxes: inout [Rect]) {
        guard opacity > 0 else { return }
        boxes.append(deviceBox(in: toParent.concatenating(parent), parent: parent))
    }

    /// Whether the layer itself (all but its sublayers) is drawn the same in both, and its
    /// sublayers composited the same way, so that only their own changes show.
    ///
    /// A layer with a shadow casts its sublayers' drawing too, so any change under it counts.
    /// Every stored property but `children` is compared
    /// (`HostDamageTests.aLayerChangeComparesEveryPropertyOfTheNode` holds the list to the type's).
    func drawsItselfAs(_ other: LayerNode) -> Bool {
        shadow == nil && other.shadow == nil && masks == other.masks && toParent == other.toParent
            && bounds == other.bounds && opacity == other.opacity && masksToBounds == other.masksToBounds
            && cornerRadius == other.cornerRadius && continuousCorners == other.continuousCorners
            && background == other.background && backgroundPattern == other.backgroundPattern
            && borderWidth == other.borderWidth
            && borderColor == other.borderColor && content == other.content
    }

    /// The stored properties `drawsItselfAs(_:)` compares, and `children`.
    static let comparedProperties = [
        "toParent", "bounds", "opacity", "masksToBounds", "cornerRadius", "continuousCorners", "background",
        "borderWidth", "borderColor", "content", "children", "masks", "shadow", "backgroundPattern",
    ]
}
