import OmbreGraphics

extension LayerNode {
    /// About how many pixels of `region` (device pixels) drawing the layer and its sublayers
    /// writes, given `parent` from the superlayer's coordinates to device pixels: the box of
    /// each background, border, shadow and content (a shape's paths, which may lie outside the
    /// bounds), overlaps counted as often as they are painted. Stops adding once the sum passes
    /// `limit`. An estimate for `View.paintedArea`, never used for what is drawn.
    func paintedArea(under parent: AffineTransform, in region: Rect, limit: Double) -> Double {
        guard opacity > 0 else { return 0 }
        let toDevice = toParent.concatenating(parent)
        let own = bounds.boundingBox(under: toDevice).intersection(region).area
        var area = 0.0
        if let background, background.alpha > 0 { area += own }
        if borderWidth > 0 { area += own }
        if shadow != nil { area += own }
        switch content {
        case .none: break
        case .drawing, .gradient: area += own
        case .shape(let shape):
            if let fill = shape.fill, let color = shape.fillColor, color.alpha > 0 {
                area += fill.boundingBox.boundingBox(under: toDevice).intersection(region).area
            }
            if let stroke = shape.stroke, let color = shape.strokeColor, color.alpha > 0 {
                let box = stroke.boundingBox.insetBy(-shape.style.width)
                area += box.boundingBox(under: toDevice).intersection(region).area
            }
        }
        for child in children where area <= limit {
            area += child.paintedArea(under: toDevice, in: region, limit: limit - area)
        }
        return area
    }
}
