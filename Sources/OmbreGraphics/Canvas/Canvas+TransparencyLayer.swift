extension Canvas {
    /// Draws `body` into a separate, initially transparent layer and then composites the layer
    /// with `alpha`, as Core Graphics' transparency layers do: overlapping drawing inside shows
    /// no partial opacity between its parts, only the group fades.
    ///
    /// `deviceBounds` limits the layer (and so its memory) to where `body` can draw; it is
    /// intersected with the clip. The layer starts with this canvas's transform and opacity 1.
    public func withTransparencyLayer(alpha: Double, deviceBounds: IntRect, _ body: (Canvas) -> Void) {
        let box = deviceBounds.intersection(state.clip)
        guard !box.isEmpty, alpha > 0, state.alpha > 0 else { return }
        let (layer, image) = transparencyLayer(width: box.width, height: box.height)
        layer.state.transform = state.transform.concatenating(
            AffineTransform(translationX: -Double(box.minX), y: -Double(box.minY)))
        body(layer)
        composite(image, at: box, alpha: alpha)
    }

    /// Draws `image` over the device pixels of `box` with `alpha`, under the clip.
    func composite(_ image: PixelBuffer, at box: IntRect, alpha: Double) {
        save()
        defer { restore() }
        multiplyAlpha(alpha)
        state.transform = .identity
        fillPath(Path(rect: Rect(box)), shader: .image(image, x: box.minX, y: box.minY), rule: .nonZero)
    }

    /// A canvas over `width`×`height` transparent pixels, kept with its memory for the next
    /// layer of at most that size.
    func transparencyLayer(width: Int, height: Int) -> (Canvas, PixelBuffer) {
        var memory = layerMemory ?? PixelBuffer(width: 0, height: 0)
        if memory.width < width || memory.height < height {
            memory = PixelBuffer(width: max(width, memory.width), height: max(height, memory.height))
            layerMemory = memory
        }
        let image = memory.region(x: 0, y: 0, width: width, height: height)
        image.fill(0)
        let canvas = layerCanvas ?? Canvas(target: image)
        layerCanvas = canvas
        canvas.reset(target: image, limit: IntRect(minX: 0, minY: 0, maxX: width, maxY: height))
        return (canvas, image)
    }
}
