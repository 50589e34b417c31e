import OmbreGraphics

extension View {
    /// About how many pixels of `region` (device pixels) drawing the view and its subviews
    /// writes, given `transform` from the superview's coordinates to device pixels: the box of
    /// each background and of each layer that draws, overlaps counted as often as they are
    /// painted. Stops adding once the sum passes `limit`.
    ///
    /// An estimate, never used for what is drawn: the renderer cuts a frame into strips so that
    /// pixels painted several times stay in the cache between paints, and draws a frame whose
    /// pixels are painted about once in fewer, taller strips (see `RenderWork.stripRows`).
    package func paintedArea(in region: Rect, transform: AffineTransform, limit: Double) -> Double {
        guard !isHidden, alpha > 0 else { return 0 }
        let toDevice = transformToSuperview.concatenating(transform)
        var area = layer.paintedArea(bounds: bounds, transform: toDevice, region: region, limit: limit)
        if let background = backgroundColor, background.alpha > 0 {
            area += bounds.boundingBox(under: toDevice).intersection(region).area
        }
        for child in subviews where area <= limit {
            area += child.paintedArea(in: region, transform: toDevice, limit: limit - area)
        }
        return area
    }
}
