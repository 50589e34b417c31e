import Testing

@testable import OmbreGraphics

/// A table colorizer shades runs of chunks by reusing the pixels of chunks whose indices
/// repeat, and stops early where t has left the table for good: the pixels are exactly those
/// of shading each chunk on its own.
@Suite struct TableChunkReuseTests {
    /// A deterministic stream of numbers in 0..<1.
    struct Numbers {
        var state: UInt64
        mutating func next() -> Float {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Float(state >> 40) / Float(1 << 24)
        }
    }

    /// A three-stop table; the colorizer points into it, so the caller keeps it.
    static func table(dither: Bool) throws -> ColorTable {
        let gradient = Gradient(
            kind: .axial, colors: ColorTableSpacingTests.colors(["#833AB4", "#FD1D1D", "#FCB045"]),
            locations: [0, 0.5, 1])
        return ColorTable(try #require(ColorMixer(gradient)), dithered: dither)
    }

    @Test(arguments: [false, true])
    func reusedChunksAreThePixelsOfEachChunk(dither: Bool) throws {
        let table = try Self.table(dither: dither)
        var colors = TableColorizer(table: table, dither: dither)
        var numbers = Numbers(state: dither ? 7 : 11)
        let chunks = 64
        let out = UnsafeMutableRawPointer.allocate(byteCount: chunks * 32, alignment: 64)
        defer { out.deallocate() }
        var compared = 0
        for trial in 0..<4000 {
            colors.startRow(y: trial, x: trial * 3)
            // Rows from still to steep, crossing the table's span or wholly beyond it.
            var dt = (numbers.next() - 0.5) * [0, 1e-4, 0.01, 0.2][trial % 4]
            var start = (numbers.next() - 0.5) * 3
            var lo = Int(numbers.next() * Float(chunks))
            var hi = lo + Int(numbers.next() * Float(chunks - lo))
            let side: ChunkSide? = [nil, .before, .after][trial % 3]
            if trial % 5 == 0, let side {
                // The span's chunks sit at one end of the table and t moves outward towards
                // the other end: chunks out there begin at the first (or last) entry and then
                // leave it, so none of them may be taken for settled too early.
                let nearStart = trial % 10 == 0
                let outward: Float = nearStart ? 1 : -1
                let step = 1e-4 + numbers.next() * 2e-3
                dt = side == .after ? outward * step : -outward * step
                lo = 1 + Int(numbers.next() * Float(chunks - 2))
                hi = lo + 1
                let edge = Float(side == .before ? lo : hi - 1)
                // The edge chunk's lanes lie just inside the span, from its first lane to its last.
                let lowest = dt < 0 ? 7 * dt / 8 : 0
                let highest = dt < 0 ? 0 : 7 * dt / 8
                let base = nearStart ? colors.start + 1e-6 - lowest : colors.end - 1e-6 - highest
                start = base - edge * dt
            }
            let t0 = SIMD8<Float>((0..<8).map { start + Float($0) * dt / 8 })
            // Outward only as the axial row calls it: the chunks beyond `hi` (or before `lo`)
            // move away from t's span when the row's span lies between them.
            let range = side == .before ? 0..<lo : side == .after ? hi..<chunks : lo..<hi
            if let side {
                let inside = colors.start...colors.end
                let edge = side == .before ? lo : hi - 1
                guard (0..<chunks).contains(edge),
                    (t0 + Float(edge) * dt).indices.allSatisfy({
                        inside.contains((t0 + Float(edge) * dt)[$0])
                    })
                else { continue }
            }
            out.initializeMemory(as: UInt8.self, repeating: 0xAB, count: chunks * 32)
            colors.shadeChunks(range, t0: t0, dt: dt, into: out, outward: side)
            for j in 0..<chunks {
                let stored = out.load(fromByteOffset: j * 32, as: SIMD8<UInt32>.self)
                let expected = range.contains(j) ? colors.pixels(t0 + Float(j) * dt) : SIMD8(repeating: 0xABAB_ABAB)
                #expect(
                    stored == expected,
                    "trial \(trial) chunk \(j) of \(range), dt \(dt), side \(String(describing: side))")
                if stored != expected { return }
            }
            compared += range.count
        }
        #expect(compared > 10_000)
        withExtendedLifetime(table) {}
    }
}
