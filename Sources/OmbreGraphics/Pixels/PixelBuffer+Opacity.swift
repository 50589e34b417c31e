extension PixelBuffer {
    /// A copy with every premultiplied pixel scaled by `alpha` (0...1, clamped): the image made
    /// that much more transparent, each channel rounded as `Blend.scale` rounds it.
    package func fading(to alpha: Double) -> PixelBuffer {
        let factor = UInt32((min(max(alpha, 0), 1) * 255).rounded())
        let faded = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            let from = row(y)
            let to = faded.row(y)
            for x in 0..<width { to[x] = Blend.scale(from[x], factor) }
        }
        return faded
    }
}
