import Testing

@testable import OmbreGraphics

/// Color tables are as fine as the pixels read from them need: neighbouring entries differ by
/// at most 7/8 level, and every dither rank of an entry stays within a level of the formula.
@Suite struct ColorTableSpacingTests {
    static func colors(_ hex: [String]) -> [Color] { hex.map { try! Color(parsing: $0) } }

    /// The side-by-side benchmark's gradients (`../shared/perf-anchors/side_by_side.py`), mixed
    /// in Generic RGB: their steepest segments change by about 550, 6,750 and 3,700 levels per
    /// unit of t.
    static let gradients = [
        Gradient(kind: .axial, colors: colors(["#1E90FF", "#FF4500"])),
        Gradient(
            kind: .axial,
            colors: colors(["#FF0000", "#FF8000", "#FFFF00", "#00C000", "#00C0C0", "#0040FF", "#8000FF", "#FF00A0"]),
            locations: [0, 0.1, 0.22, 0.35, 0.5, 0.63, 0.8, 1]),
        Gradient(
            kind: .conic, colors: colors(["#FF0000", "#00FF00", "#0000FF", "#FF0000"]), locations: [0, 0.33, 0.66, 1]),
    ]

    @Test(arguments: [0, 1, 2])
    func neighbouringEntriesDifferByNoMoreThanTheirSpacing(index: Int) throws {
        let mixer = try #require(ColorMixer(Self.gradients[index]))
        let table = ColorTable(mixer, dithered: false)
        var widest: Float = 0
        for i in 1..<table.count {
            let t0 = table.start + (table.end - table.start) * Float(i - 1) / Float(table.count - 1)
            let t1 = table.start + (table.end - table.start) * Float(i) / Float(table.count - 1)
            // Across a stop the colors bend; on either side they must not jump.
            if mixer.locations.contains(where: { $0 > t0 && $0 <= t1 }) { continue }
            let a = unsafeBitCast(table.entries[i - 1], to: SIMD4<UInt16>.self)
            let b = unsafeBitCast(table.entries[i], to: SIMD4<UInt16>.self)
            for ch in 0..<4 { widest = max(widest, abs(Float(a[ch]) - Float(b[ch])) / 256) }
        }
        #expect(widest <= ColorTable.spacing, "widest step \(widest) levels in \(table.count)")
    }

    /// A translucent gradient whose colors cross alpha's levels, and a slow one.
    static let translucent = Gradient(
        kind: .axial, colors: [Color(red: 1, green: 0.2, blue: 0, alpha: 0.3), Color(red: 0, green: 0.5, blue: 1)])
    static let slow = Gradient(kind: .axial, colors: colors(["#282838", "#302C46"]))

    /// The channel a pixel of dither rank `rank` takes from a dithered entry.
    static func channel(_ entry: UInt64, _ ch: Int, rank: UInt8) -> Int {
        (Int(truncatingIfNeeded: entry >> (16 * UInt64(ch))) & 0xFFFF + Dither.fixedBias(rank: rank)) >> 8
    }

    @Test(arguments: [0, 1, 2, 3])
    func everyRankOfADitheredEntryStaysWithinALevelOfTheColorsItStandsFor(index: Int) throws {
        let gradient = index < 3 ? Self.gradients[index] : Self.translucent
        let mixer = try #require(ColorMixer(gradient))
        let conic = gradient.kind == .conic
        let table = ColorTable(
            mixer, warp: conic ? ColorTable.conicWarp : nil, steepness: conic ? ColorTable.conicSteepness : 1)
        var worst: Float = 0
        var dithered = 0
        for i in 0..<table.count {
            let entry = table.entries[i]
            let ranks = (0..<64).map { r in (0..<4).map { Self.channel(entry, $0, rank: UInt8(r)) } }
            if Set(ranks.map { $0[0] }).count > 1 { dithered += 1 }
            // Colors over the t that round to this entry: its half-entries on either side.
            for k in -4...4 {
                let u = table.start + (table.end - table.start) * (Float(i) + Float(k) / 8) / Float(table.count - 1)
                let c = mixer.premultipliedBGRA255(at: conic ? ColorTable.conicWarp(u) : u)
                // The conic seam, where the last color meets the first, is a jump in the formula.
                if conic && (u < 0) != (table.start + (table.end - table.start) * Float(i) / Float(table.count - 1) < 0)
                {
                    continue
                }
                for r in ranks {
                    for ch in 0..<4 {
                        #expect(r[ch] <= Int(r[3]) || ch == 3, "a color channel above alpha at entry \(i)")
                        worst = max(worst, abs(Float(r[ch]) - c[ch]))
                    }
                }
            }
        }
        #expect(worst <= 1, "\(worst) levels off")
        #expect(dithered > table.count / 8, "\(dithered) of \(table.count) entries dithered")
    }

    @Test func ditheredEntriesOfASlowGradientAverageTheirColor() throws {
        let mixer = try #require(ColorMixer(Self.slow))
        let table = ColorTable(mixer)
        var worst: Float = 0
        for i in 0..<table.count {
            let t = table.start + (table.end - table.start) * Float(i) / Float(table.count - 1)
            let c = mixer.premultipliedBGRA255(at: t)
            for ch in 0..<4 {
                let mean = Float((0..<64).map { Self.channel(table.entries[i], ch, rank: UInt8($0)) }.reduce(0, +)) / 64
                worst = max(worst, abs(mean - c[ch]))
            }
        }
        // 64 ranks average to within half a rank (1/128 level), but for entries a few 256ths
        // from an integer; rounding alone is off by up to half a level.
        #expect(worst <= 1 / 64, "\(worst) levels off on average")
    }

    @Test func ditheredTablesStayWithinReachOfThePermutes() throws {
        let steep = try #require(ColorMixer(Self.gradients[1]))
        // Eight stops at a quarter level would need about 27,000 entries; the plain rule's
        // 8,100 or so are enough for every rank to stay within a level.
        #expect(ColorTable(steep).count == ColorTable(steep, dithered: false).count)
        let gentle = try #require(ColorMixer(Self.gradients[0]))
        let (dithered, plain) = (ColorTable(gentle), ColorTable(gentle, dithered: false))
        #expect(dithered.count > plain.count && dithered.count <= ColorTable.ditheredCount, "\(dithered.count)")
    }
}
