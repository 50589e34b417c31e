import Testing

@testable import OmbreGraphics

/// Color tables are as fine as the pixels read from them need: neighbouring entries differ by
/// at most a quarter level for dithered pixels and 7/8 level for plainly rounded ones.
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

    // The eight stops dithered would need about 27,000 entries, more than a table has.
    @Test(arguments: zip([0, 0, 1, 2, 2], [true, false, false, true, false]))
    func neighbouringEntriesDifferByNoMoreThanTheirSpacing(index: Int, dithered: Bool) throws {
        let mixer = try #require(ColorMixer(Self.gradients[index]))
        let table = ColorTable(mixer, dithered: dithered)
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
        #expect(widest <= ColorTable.spacing(dithered: dithered), "widest step \(widest) levels in \(table.count)")
    }

    @Test func plainlyRoundedPixelsReadACoarserTable() throws {
        let mixer = try #require(ColorMixer(Self.gradients[1]))
        let dithered = ColorTable(mixer, dithered: true)
        let plain = ColorTable(mixer, dithered: false)
        // A quarter level asks for about 27,000 entries (capped), 7/8 level for about 7,700.
        #expect(dithered.count == ColorTable.maximumCount)
        #expect(plain.count > 1024 && plain.count < dithered.count * 2 / 3, "\(plain.count) entries")
    }
}
