extension Canvas {
    /// Draws `body` over its shadow, as Core Animation draws a layer's: the alpha of what
    /// `body` draws (or of `shape`, when given, filled with the nonzero rule) blurred by a
    /// Gaussian of standard deviation `sigma` device pixels, moved by `offset` (rounded to
    /// whole device pixels) and tinted with `color`.
    ///
    /// `deviceBounds` holds everything `body` draws. The shadow is drawn under the current
    /// clip and opacity like any fill; `body` draws on this canvas as it would without one.
    /// Blurs wider than `largestShadowSigma` are drawn that wide, which keeps the memory a
    /// shadow takes bounded.
    public func withShadow(
        color: Color, offset: Point, sigma: Double, shape: Path?, deviceBounds: IntRect, _ body: (Canvas) -> Void
    ) {
        defer { body(self) }
        guard color.alpha > 0, state.alpha > 0, !deviceBounds.isEmpty else { return }
        let sigma = sigma.isFinite ? min(max(sigma, 0), Self.largestShadowSigma) : 0
        let dx = Int(saturating: offset.x.rounded())
        let dy = Int(saturating: offset.y.rounded())
        let reach = AlphaBlur.reach(sigma: sigma)
        // Where the shadow may show in the clip, and the source pixels that reach it.
        let shadowArea = deviceBounds.offsetBy(dx: dx, dy: dy).outset(by: reach).intersection(state.clip)
        guard !shadowArea.isEmpty else { return }
        let source = shadowArea.offsetBy(dx: -dx, dy: -dy).outset(by: reach)
        var plane = renderAlpha(of: source, within: deviceBounds, shape: shape, body: body)
        AlphaBlur.blur(&plane, width: source.width, height: source.height, sigma: sigma)
        // The layer memory is free again once the alpha is read out of it.
        let (_, image) = transparencyLayer(width: shadowArea.width, height: shadowArea.height)
        let tint = color.pixel
        plane.withUnsafeBufferPointer { plane in
            for y in 0..<shadowArea.height {
                let row = image.row(y)
                let sy = y + shadowArea.minY - dy - source.minY
                let from = plane.baseAddress! + sy * source.width + (shadowArea.minX - dx - source.minX)
                for x in 0..<shadowArea.width {
                    // Rounded to nearest: the values are never negative.
                    row[x] = Blend.scale(tint, UInt32(min(max(from[x], 0), 255) + 0.5))
                }
            }
        }
        composite(image, at: shadowArea, alpha: 1)
    }

    /// The alpha (0...255) that `shape`, or else `body`, draws in the device pixels of `box`,
    /// clipped to `bounds`.
    private func renderAlpha(of box: IntRect, within bounds: IntRect, shape: Path?, body: (Canvas) -> Void)
        -> [Float]
    {
        let (canvas, image) = transparencyLayer(width: box.width, height: box.height)
        canvas.state.clip = canvas.state.clip.intersection(bounds.offsetBy(dx: -box.minX, dy: -box.minY))
        canvas.state.transform = state.transform.concatenating(
            AffineTransform(translationX: -Double(box.minX), y: -Double(box.minY)))
        if let shape {
            canvas.fill(shape, with: .color(.white), rule: .nonZero)
        } else {
            body(canvas)
        }
        return [Float](unsafeUninitializedCapacity: box.width * box.height) { alpha, count in
            for y in 0..<box.height {
                let row = image.row(y)
                for x in 0..<box.width { alpha[y * box.width + x] = Float(row[x] >> 24) }
            }
            count = box.width * box.height
        }
    }
}

extension Canvas {
    /// The widest shadow blur drawn, in device pixels (a standard deviation).
    package static let largestShadowSigma = 256.0
}

extension IntRect {
    /// The rectangle moved by (`dx`, `dy`).
    func offsetBy(dx: Int, dy: Int) -> IntRect {
        IntRect(minX: minX + dx, minY: minY + dy, maxX: maxX + dx, maxY: maxY + dy)
    }

    /// The rectangle grown by `d` on every side.
    func outset(by d: Int) -> IntRect {
        IntRect(minX: minX - d, minY: minY - d, maxX: maxX + d, maxY: maxY + d)
    }
}
