/// A Gaussian blur of an alpha plane, as three box blurs in each direction (within about 3 %
/// of the true Gaussian), in time independent of the blur's width.
package struct AlphaBlur {
    /// The half-widths of the three boxes whose repeated blur has standard deviation `sigma`
    /// (pixels); empty when `sigma` is too small to blur.
    static func boxRadii(sigma: Double) -> [Int] {
        guard sigma.isFinite, sigma >= 0.5 else { return [] }
        // Three boxes of widths w and w + 2 whose variances add up to sigma².
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let wide = Double(12) * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9
        let narrowCount = Int((wide / Double(-4 * lower - 4)).rounded())
        return (0..<3).map { $0 < narrowCount ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// How far, in pixels, the blur of `sigma` spreads a pixel.
    package static func reach(sigma: Double) -> Int { boxRadii(sigma: sigma).reduce(0, +) }

    /// Blurs `plane`, `width` × `height` values, in place with the boxes of `sigma`; values
    /// outside the plane count as 0.
    static func blur(_ plane: inout [Float], width: Int, height: Int, sigma: Double) {
        let radii = boxRadii(sigma: sigma)
        guard !radii.isEmpty, width > 0, height > 0 else { return }
        var line = [Float](repeating: 0, count: max(width, height))
        var out = line
        for r in radii {
            for y in 0..<height {
                for x in 0..<width { line[x] = plane[y * width + x] }
                box(line, count: width, radius: r, into: &out)
                for x in 0..<width { plane[y * width + x] = out[x] }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = plane[y * width + x] }
                box(line, count: height, radius: r, into: &out)
                for y in 0..<height { plane[y * width + x] = out[y] }
            }
        }
    }

    /// The mean of each value's 2·radius + 1 neighbours, by a running sum.
    private static func box(_ line: [Float], count: Int, radius: Int, into out: inout [Float]) {
        let scale = 1 / Float(2 * radius + 1)
        var sum: Float = 0
        for i in 0..<min(radius, count) { sum += line[i] }
        for i in 0..<count {
            if i + radius < count { sum += line[i + radius] }
            out[i] = sum * scale
            if i - radius >= 0 { sum -= line[i - radius] }
        }
    }
}
