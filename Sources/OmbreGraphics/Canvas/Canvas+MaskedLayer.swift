extension Canvas {
    /// Draws `content` into a transparent layer, cuts it by the alpha of what `mask` draws
    /// into a second one, and composites the result with `alpha`, as a Core Animation layer
    /// with a mask layer appears.
    ///
    /// Both bodies start with this canvas's transform; `deviceBounds` limits the layers to
    /// where `content` can draw.
    package func withMaskedLayer(
        alpha: Double, deviceBounds: IntRect, _ content: (Canvas) -> Void, mask: (Canvas) -> Void
    ) {
        let box = deviceBounds.intersection(state.clip)
        guard !box.isEmpty, alpha > 0, state.alpha > 0 else { return }
        let shift = state.transform.concatenating(
            AffineTransform(translationX: -Double(box.minX), y: -Double(box.minY)))
        // Masks are rare and their layers short-lived: each gets memory of its own.
        let image = PixelBuffer(width: box.width, height: box.height)
        let imageCanvas = Canvas(target: image)
        imageCanvas.state.transform = shift
        content(imageCanvas)
        let cut = PixelBuffer(width: box.width, height: box.height)
        let cutCanvas = Canvas(target: cut)
        cutCanvas.state.transform = shift
        mask(cutCanvas)
        for y in 0..<box.height {
            let pixels = image.row(y)
            let coverage = cut.row(y)
            for x in 0..<box.width {
                let a = coverage[x] >> 24
                guard a < 255 else { continue }
                pixels[x] = Self.scale(pixels[x], by: a)
            }
        }
        composite(image, at: box, alpha: alpha)
    }

    /// A premultiplied pixel with every channel scaled by a / 255, rounded.
    private static func scale(_ pixel: UInt32, by a: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let c = (pixel >> shift) & 0xFF
            result |= ((c * a + 127) / 255) << shift
        }
        return result
    }
}
