extension ColorTable {
    /// The 8.8 fractions that round up for exactly k of the 64 dither ranks, k in 0..<64: a
    /// dithered pixel's channel is the entry's integer part plus one where the fraction and the
    /// pixel's bias (`Dither.fixedBias`) reach 256, which the highest k ranks' biases do.
    static let ditherFractions: [Int] = (0..<64).map { k in
        k == 0 ? 0 : 256 - Dither.fixedBias(rank: UInt8(64 - k))
    }

    /// Rewrites the entries for dithered pixels: each channel of entry i becomes the integer
    /// part p of its color c and the fraction that rounds it up for round(64 · (c − p)) of the
    /// 64 ranks (so that a tile of 8×8 pixels averages c), when both p and p + 1 lie within a
    /// level of every color that the t rounding to entry i give (its half-entries on either
    /// side, and the stops among them); else the integer nearest to c that does, for every rank.
    ///
    /// The colors of the neighbouring entries bound those of the half-entries (a segment's
    /// colors bend by far less than a level over one entry; its stops are taken as they are),
    /// so the mixer is asked for the half-entries only where the neighbours leave a channel
    /// undithered: about as many colors again as a steep table has entries, few for a gentle one.
    ///
    /// Precondition: the entries hold the table's colors and `pixels` is nil.
    func encodeForDither(_ mixer: ColorMixer, warp: (@Sendable (Float) -> Float)?) {
        let step = (end - start) / Float(count - 1)
        func t(at position: Float) -> Float {
            let u = start + step * position
            return warp?(u) ?? u
        }
        func color(_ i: Int) -> SIMD4<Float> {
            SIMD4<Float>(unsafeBitCast(entries[i], to: SIMD4<UInt16>.self)) / 256
        }
        var previous = color(0)
        // The color at the half-entry above the last entry looked at, kept for the next one.
        var halfBelow: (Int, SIMD4<Float>)?
        for i in 0..<count {
            let c = color(i)
            let next = i + 1 < count ? color(i + 1) : c
            var span = spanOfColors(
                c, previous, next, mixer, t(at: Float(max(i - 1, 0))), t(at: Float(min(i + 1, count - 1))))
            var fixed = Self.ditheredEntry(c, span)
            if fixed.refused {
                let below = halfBelow?.0 == i ? halfBelow!.1 : mixer.premultipliedBGRA255(at: t(at: Float(i) - 0.5))
                let above = mixer.premultipliedBGRA255(at: t(at: Float(i) + 0.5))
                halfBelow = (i + 1, above)
                span = spanOfColors(c, below, above, mixer, t(at: Float(i) - 0.5), t(at: Float(i) + 0.5))
                fixed = Self.ditheredEntry(c, span)
            }
            let v = fixed.value
            entries[i] = UInt64(v[0]) | UInt64(v[1]) << 16 | UInt64(v[2]) << 32 | UInt64(v[3]) << 48
            previous = c
        }
    }

    /// The least and most of `c`, `a`, `b` and the colors of the stops in (lowT, highT], channel
    /// by channel; across the conic seam (t falls from 1 to 0) those at both ends.
    private func spanOfColors(
        _ c: SIMD4<Float>, _ a: SIMD4<Float>, _ b: SIMD4<Float>, _ mixer: ColorMixer, _ lowT: Float, _ highT: Float
    ) -> (least: SIMD4<Float>, most: SIMD4<Float>) {
        let locations = mixer.locations
        var least = c.replacing(with: a, where: a .< c).replacing(with: b, where: b .< c)
        var most = c.replacing(with: a, where: a .> c).replacing(with: b, where: b .> c)
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
        return (least, most)
    }

    /// A dithered entry's four channels in 8.8 fixed point, and whether a channel that would
    /// dither was left undithered because its span of colors is too wide.
    static func ditheredEntry(
        _ c: SIMD4<Float>, _ span: (least: SIMD4<Float>, most: SIMD4<Float>)
    ) -> (value: SIMD4<Int>, refused: Bool) {
        var value = SIMD4<Int>()
        var refused = false
        for ch in 0..<4 {
            let (v, r) = ditheredChannel(c[ch], least: span.least[ch], most: span.most[ch])
            value[ch] = v
            refused = refused || r
        }
        // No color channel above alpha: rounding grows with the fixed-point value, so a
        // pixel's channels keep their order.
        for ch in 0..<3 { value[ch] = min(value[ch], value[3]) }
        return (value, refused)
    }

    /// One channel of a dithered entry in 8.8 fixed point, for the color `c` at the entry and
    /// `least`...`most` over the t that round to it (see `encodeForDither`), and whether it
    /// would have dithered with a narrower span.
    static func ditheredChannel(_ c: Float, least: Float, most: Float) -> (Int, Bool) {
        // Room for the entries' 8.8 rounding, the Float evaluation of the mixer and of a
        // pixel's table index.
        let margin: Float = 1 / 128
        // Integer conversions rather than Float's rounding, which calls libm: a table's
        // entries run through here by the thousand whenever an animated gradient changes.
        var p = Int(c)
        var k = Int((c - Float(p)) * 64 + 0.5)
        if k == 64 { (p, k) = (p + 1, 0) }
        let lowest = ceiling(most - 1 + margin)
        let highest = floor(least + 1 - margin)
        if k > 0, p >= lowest, p + 1 <= highest {
            return (p * 256 + ditherFractions[k], false)
        }
        let nearest = Int(c + 0.5)
        let n = lowest <= highest ? min(max(nearest, lowest), highest) : nearest
        return (min(max(n, 0), 255) * 256, k > 0)
    }

    @inline(__always) private static func floor(_ x: Float) -> Int {
        let i = Int(x)
        return Float(i) > x ? i - 1 : i
    }

    @inline(__always) private static func ceiling(_ x: Float) -> Int {
        let i = Int(x)
        return Float(i) < x ? i + 1 : i
    }
}
