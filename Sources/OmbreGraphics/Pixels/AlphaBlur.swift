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
        guard !radii.isEmpty, width > 0, height > 0, plane.count >= width * height else { return }
        var line = [Float](repeating: 0, count: width)
        var other = [Float](repeating: 0, count: width * height)
        var sums = [Float](repeating: 0, count: width)
        plane.withUnsafeMutableBufferPointer { plane in
            line.withUnsafeMutableBufferPointer { line in
                // Across: each row's three passes while the row is in the cache.
                for y in 0..<height {
                    let row = UnsafeMutableBufferPointer(rebasing: plane[(y * width)..<((y + 1) * width)])
                    for r in radii {
                        boxAcross(row, radius: r, into: line)
                        _ = row.update(fromContentsOf: line)
                    }
                }
            }
            other.withUnsafeMutableBufferPointer { other in
                sums.withUnsafeMutableBufferPointer { sums in
                    // Down: whole rows at a time, so that the running sums of all columns move
                    // together through memory.
                    var from = plane
                    var to = other
                    for r in radii {
                        boxDown(from, width: width, height: height, radius: r, sums: sums, into: to)
                        swap(&from, &to)
                    }
                    // An odd number of passes leaves the result in `other`.
                    if from.baseAddress != plane.baseAddress { _ = plane.update(fromContentsOf: from) }
                }
            }
        }
    }

    /// The mean of each value's 2·radius + 1 neighbours in `row`, by a running sum.
    private static func boxAcross(
        _ row: UnsafeMutableBufferPointer<Float>, radius: Int, into out: UnsafeMutableBufferPointer<Float>
    ) {
        let count = row.count
        let scale = 1 / Float(2 * radius + 1)
        var sum: Float = 0
        for i in 0..<min(radius, count) { sum += row[i] }
        for i in 0..<count {
            if i + radius < count { sum += row[i + radius] }
            out[i] = sum * scale
            if i - radius >= 0 { sum -= row[i - radius] }
        }
    }

    /// The mean of each value's 2·radius + 1 neighbours down its column, for every column at
    /// once.
    private static func boxDown(
        _ plane: UnsafeMutableBufferPointer<Float>, width: Int, height: Int, radius: Int,
        sums: UnsafeMutableBufferPointer<Float>, into out: UnsafeMutableBufferPointer<Float>
    ) {
        let scale = 1 / Float(2 * radius + 1)
        let p = plane.baseAddress!
        let o = out.baseAddress!
        let s = sums.baseAddress!
        s.update(repeating: 0, count: width)
        for y in 0..<min(radius, height) {
            let row = p + y * width
            for x in 0..<width { s[x] += row[x] }
        }
        for y in 0..<height {
            if y + radius < height {
                let row = p + (y + radius) * width
                for x in 0..<width { s[x] += row[x] }
            }
            let target = o + y * width
            for x in 0..<width { target[x] = s[x] * scale }
            if y - radius >= 0 {
                let row = p + (y - radius) * width
                for x in 0..<width { s[x] -= row[x] }
            }
        }
    }
}
