internal import COmbreSIMD

/// Turns t values into finished pixels; gradients of every kind share these.
protocol Colorizer: Sendable {
    /// Premultiplied BGRA8 pixels for t at device pixels x...x+7 of row `y`.
    func pixels(_ t: SIMD8<Float>, x: Int, y: Int) -> SIMD8<UInt32>
}

/// Adding this to a float in [−0.5, 2²²) leaves round(v) in the low bits of its bit pattern,
/// which avoids the slow float → integer conversion.
let roundingMagic: Float = 12_582_912  // 1.5 · 2²³
let roundingMagicBits: UInt32 = 0x4B40_0000

/// Packs four channels of values in 0...255 (already offset by dither) into pixels.
@inline(__always)
func packRounded(
    b: SIMD8<Float>, g: SIMD8<Float>, r: SIMD8<Float>, a: SIMD8<Float>
) -> SIMD8<UInt32> {
    let bb = unsafeBitCast(b + roundingMagic, to: SIMD8<UInt32>.self)
    let gb = unsafeBitCast(g + roundingMagic, to: SIMD8<UInt32>.self)
    let rb = unsafeBitCast(r + roundingMagic, to: SIMD8<UInt32>.self)
    let ab = unsafeBitCast(a + roundingMagic, to: SIMD8<UInt32>.self)
    // Each lane holds magic + v; the magic's share of the sum is one constant, removed at once.
    let magicSum = roundingMagicBits &* 0x0101_0101
    return bb &+ (gb &<< 8) &+ (rb &<< 16) &+ (ab &<< 24) &- magicSum
}

/// Two stops in sRGB: the color is computed directly, c0 + (c1 − c0)·clamp((t − l0)/(l1 − l0)).
/// Unchecked: `offsets` points into immutable, never-freed tables.
struct TwoStopColorizer: Colorizer, @unchecked Sendable {
    let scale: Float
    let shift: Float
    let c0: SIMD4<Float>
    let dc: SIMD4<Float>
    let offsets: UnsafePointer<Float>

    init(from: SIMD4<Float>, to: SIMD4<Float>, l0: Float, l1: Float, dither: Bool) {
        scale = 1 / (l1 - l0)
        shift = -l0 * scale
        c0 = from
        dc = to - from
        offsets = UnsafePointer(dither ? DitherTables.shared.levelOffsets : DitherTables.shared.zeroOffsets)
    }

    @inline(__always)
    func pixels(_ t: SIMD8<Float>, x: Int, y: Int) -> SIMD8<UInt32> {
        var s = t * scale + shift
        s.replace(with: 0, where: .!(s .>= 0))
        s.replace(with: 1, where: s .> 1)
        let d = UnsafeRawPointer(offsets + (y & 7) * 16 + (x & 7)).loadUnaligned(as: SIMD8<Float>.self)
        return packRounded(
            b: s * dc[0] + (d + c0[0]), g: s * dc[1] + (d + c0[1]),
            r: s * dc[2] + (d + c0[2]), a: s * dc[3] + (d + c0[3]))
    }
}

/// Any stops in any space, through a table of 1024 colors in 8.8 fixed point over the span of
/// the locations; dithering adds a per-pixel bias before the integer part is taken.
/// Unchecked: `biases` points into immutable, never-freed tables; `table` is immutable.
struct TableColorizer: Colorizer, @unchecked Sendable {
    let table: ColorTable
    let scale: Float
    let shift: Float
    let biases: UnsafePointer<UInt64>

    let last: Float

    init(table: ColorTable, dither: Bool) {
        self.table = table
        let span = table.end - table.start
        last = Float(table.count - 1)
        scale = last / span
        shift = -table.start * scale
        biases = UnsafePointer(dither ? DitherTables.shared.fixedBiases : DitherTables.shared.centeredBiases)
    }

    @inline(__always)
    func pixels(_ t: SIMD8<Float>, x: Int, y: Int) -> SIMD8<UInt32> {
        var f = t * scale + shift
        f.replace(with: 0, where: .!(f .>= 0))
        f.replace(with: last, where: f .> last)
        let index = unsafeBitCast(f + roundingMagic, to: SIMD8<UInt32>.self) &- roundingMagicBits
        let e = table.entries
        let gathered = SIMD8<UInt64>(
            e[Int(index[0])], e[Int(index[1])], e[Int(index[2])], e[Int(index[3])],
            e[Int(index[4])], e[Int(index[5])], e[Int(index[6])], e[Int(index[7])])
        let bias = UnsafeRawPointer(biases + (y & 7) * 16 + (x & 7)).loadUnaligned(as: SIMD8<UInt64>.self)
        return ombre_round_pack8(
            unsafeBitCast(gathered, to: SIMD32<UInt16>.self), unsafeBitCast(bias, to: SIMD32<UInt16>.self))
    }
}

/// Exact evaluation lane by lane: slower, used when dithering is off and a table would round.
struct ExactColorizer: Colorizer {
    let mixer: ColorMixer

    func pixels(_ t: SIMD8<Float>, x: Int, y: Int) -> SIMD8<UInt32> {
        var result = SIMD8<UInt32>()
        for lane in 0..<8 {
            let c = mixer.premultipliedBGRA255(at: t[lane])
            let r = (c + 0.5).rounded(.down)
            result[lane] = UInt32(r[0]) | UInt32(r[1]) << 8 | UInt32(r[2]) << 16 | UInt32(r[3]) << 24
        }
        return result
    }
}

/// Premultiplied colors in 8.8 fixed point, (b, g, r, a) from low to high 16 bits, sampled
/// evenly from `start` to `end`.
///
/// The table has 1024 entries, or more (up to 16384) when a steep segment would otherwise
/// change by more than a quarter level from one entry to the next.
final class ColorTable: @unchecked Sendable {
    let count: Int
    let entries: UnsafeMutablePointer<UInt64>
    let start: Float
    let end: Float

    init(_ mixer: ColorMixer) {
        let first = mixer.locations.first!
        let last = mixer.locations.last!
        // All stops at one location make a step; center the table on it so both sides show.
        (start, end) = last - first > 1e-6 ? (first, last) : (first - 0.5, first + 0.5)
        count = Self.entryCount(mixer, span: end - start)
        entries = .allocate(capacity: count)
        for i in 0..<count {
            let t = start + (end - start) * Float(i) / Float(count - 1)
            let c = mixer.premultipliedBGRA255(at: t)
            var packed: UInt64 = 0
            for ch in 0..<4 {
                let fixed = UInt64(min(max((c[ch] * 256).rounded(), 0), 65280))
                packed |= fixed << (16 * UInt64(ch))
            }
            entries[i] = packed
        }
    }

    deinit { entries.deallocate() }

    /// Enough entries that neighbours differ by at most a quarter level on the steepest segment,
    /// so the nearest entry is within 1/8 level.
    private static func entryCount(_ mixer: ColorMixer, span: Float) -> Int {
        var steepest: Float = 0
        let l = mixer.locations
        for i in 0..<(l.count - 1) {
            let d = mixer.premultipliedBGRA255(at: l[i + 1]) - mixer.premultipliedBGRA255(at: l[i])
            let swing = max(abs(d[0]), abs(d[1]), abs(d[2]), abs(d[3]))
            let width = (l[i + 1] - l[i]) / span
            steepest = max(steepest, width > 0 ? swing / width : (swing > 0 ? .infinity : 0))
        }
        var count = 1024
        while count < 16384 && Float(count - 1) < 4 * steepest { count *= 2 }
        return count
    }
}

/// The dither tables at stable addresses for the inner loops.
final class DitherTables: @unchecked Sendable {
    static let shared = DitherTables()
    let levelOffsets: UnsafeMutablePointer<Float>
    let zeroOffsets: UnsafeMutablePointer<Float>
    let fixedBiases: UnsafeMutablePointer<UInt64>
    let centeredBiases: UnsafeMutablePointer<UInt64>

    private init() {
        levelOffsets = .allocate(capacity: 128)
        levelOffsets.initialize(from: Dither.levelOffsets, count: 128)
        zeroOffsets = .allocate(capacity: 128)
        zeroOffsets.initialize(repeating: 0, count: 128)
        fixedBiases = .allocate(capacity: 128)
        fixedBiases.initialize(from: Dither.fixedBiases, count: 128)
        centeredBiases = .allocate(capacity: 128)
        centeredBiases.initialize(repeating: 128 * 0x0001_0001_0001_0001, count: 128)
    }
}
