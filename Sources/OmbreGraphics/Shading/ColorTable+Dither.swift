extension ColorTable {
    /// The 8.8 fractions that round up for exactly k of the 64 dither ranks, k in 0..<64: a
    /// dithered pixel's channel is the entry's integer part plus one where the fraction and the
    /// pixel's bias (`Dither.fixedBias`) reach 256, which the highest k ranks' biases do.
    static let ditherFractions: [Int] = (0..<64).map { k in
        k == 0 ? 0 : 256 - Dither.fixedBias(rank: UInt8(64 - k))
    }

    /// Rewrites the entries for dithered pixels: each channel of entry i becomes the integer
    /// part p of the formula's color c there and the fraction that rounds it up for
    /// round(64 · (c − p)) of the 64 ranks (so that a tile of 8×8 pixels averages c), when both
    /// p and p + 1 lie within a level of every color that the t rounding to entry i (the
    /// half-entries on either side, and the stops among them) give; else the integer nearest to
    /// c that does, for every rank.
    ///
    /// Precondition: the entries hold the table's colors and `pixels` is nil.
    func encodeForDither(_ mixer: ColorMixer, warp: (@Sendable (Float) -> Float)?) {
        let locations = mixer.locations
        let step = (end - start) / Float(count - 1)
        func t(at position: Float) -> Float {
            let u = start + step * position
            return warp?(u) ?? u
        }
        var lowT = t(at: -0.5)
        var low = mixer.premultipliedBGRA255(at: lowT)
        for i in 0..<count {
            let highT = t(at: Float(i) + 0.5)
            let high = mixer.premultipliedBGRA255(at: highT)
            let center = mixer.premultipliedBGRA255(at: t(at: Float(i)))
            var least = center.replacing(with: low, where: low .< center).replacing(with: high, where: high .< center)
            var most = center.replacing(with: low, where: low .> center).replacing(with: high, where: high .> center)
            // Across the conic seam (t falls from 1 to 0) the span holds the stops at both ends.
            let seam = lowT > highT
            var j = seam ? 0 : Self.firstStop(locations, above: lowT)
            while j < locations.count, seam || locations[j] <= highT {
                if !seam || locations[j] <= highT || locations[j] > lowT {
                    let stop = mixer.stopBGRA255(j)
                    least = least.replacing(with: stop, where: stop .< least)
                    most = most.replacing(with: stop, where: stop .> most)
                }
                j += 1
            }
            var fixed = SIMD4<Int>()
            for ch in 0..<4 { fixed[ch] = Self.ditheredChannel(center[ch], least: least[ch], most: most[ch]) }
            // No color channel above alpha: rounding grows with the fixed-point value, so a
            // pixel's channels keep their order.
            for ch in 0..<3 { fixed[ch] = min(fixed[ch], fixed[3]) }
            entries[i] = UInt64(fixed[0]) | UInt64(fixed[1]) << 16 | UInt64(fixed[2]) << 32 | UInt64(fixed[3]) << 48
            (lowT, low) = (highT, high)
        }
    }

    /// One channel of a dithered entry in 8.8 fixed point, for the color `c` at the entry and
    /// `least`...`most` over the t that round to it (see `encodeForDither`).
    static func ditheredChannel(_ c: Float, least: Float, most: Float) -> Int {
        // Room for the Float evaluation of the mixer and of a pixel's table index.
        let margin: Float = 1 / 256
        var p = c.rounded(.down)
        var k = Int(((c - p) * 64).rounded())
        if k == 64 { (p, k) = (p + 1, 0) }
        if k > 0, p >= most - 1 + margin, p + 1 <= least + 1 - margin {
            return Int(p) * 256 + ditherFractions[k]
        }
        let lowest = (most - 1 + margin).rounded(.up)
        let highest = (least + 1 - margin).rounded(.down)
        let n = lowest <= highest ? min(max(c.rounded(), lowest), highest) : c.rounded()
        return Int(min(max(n, 0), 255)) * 256
    }
}
