extension Canvas {
    /// Draws `body` into a separate, initially transparent layer and then composites the layer
    /// with `alpha`, as Core Graphics' transparency layers do: overlapping drawing inside shows
    /// no partial opacity between its parts, only the group fades.
    ///
    /// `deviceBounds` limits the layer (and so its memory) to where `body` can draw; it is
    /// intersected with the clip. The layer starts with this canvas's transform and opacity 1.
    /// With a `blendMode` other than `.normal` the layer's pixels are blended onto the canvas
    /// by that mode's formula (see `BlendMode`), which is how a drawing in such a mode is drawn.
    public func withTransparencyLayer(
        alpha: Double, blendMode: BlendMode = .normal, deviceBounds: IntRect, _ body: (Canvas) -> Void
    ) {
        let box = deviceBounds.intersection(state.clip)
        guard !box.isEmpty, alpha > 0, state.alpha > 0 else { return }
        let (layer, image) = transparencyLayer(width: box.width, height: box.height)
        layer.state.transform = state.transform.concatenating(
            AffineTransform(translationX: -Double(box.minX), y: -Double(box.minY)))
        body(layer)
        if blendMode == .normal {
            composite(image, at: box, alpha: alpha)
        } else {
            blend(image, at: box, alpha: alpha, mode: blendMode)
        }
    }

    /// Blends `image` onto the device pixels of `box` by `mode`, with `alpha`, under the clip:
    /// where the clip covers a pixel partly, the result is mixed with the old value by that
    /// coverage.
    private func blend(_ image: PixelBuffer, at box: IntRect, alpha: Double, mode: BlendMode) {
        let factor = Blend.multiply(UInt32((min(max(alpha, 0), 1) * 255).rounded()), state.alpha)
        save()
        defer { restore() }
        state.transform = .identity
        fillPendingBackground()
        var rows = rows(of: Path(rect: Rect(box)), rule: .nonZero, using: rasterizer)
        let derived = rasterizer.derivedSpans
        while let row = rows.next() {
            guard let spans = masked(row.spans, row: row.y, into: derived) else { continue }
            let line = buffer.row(row.y)
            let source = image.row(row.y - box.minY)
            for span in spans {
                let x = Int(span.x)
                for i in 0..<Int(span.count) {
                    let c = span.values.map { UInt32($0[i]) } ?? UInt32(span.alpha)
                    let old = line[x + i]
                    let blended = mode.composite(Blend.scale(source[x + i - box.minX], factor), onto: old)
                    line[x + i] = c >= 255 ? blended : Blend.replace(old, with: blended, coverage: c, alpha: 255)
                }
            }
        }
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
