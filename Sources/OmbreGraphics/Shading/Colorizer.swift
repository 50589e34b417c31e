internal import COmbreSIMD

/// Turns t values into finished pixels; gradients of every kind share these.
///
/// A row is shaded in chunks of eight pixels starting at the row's first column, so every
/// chunk of a row has the same x mod 8 and the same dither lanes: `startRow` folds them in.
protocol Colorizer: Sendable {
    /// Prepares device row `y` whose chunks start at columns `x`, `x` + 8, …
    mutating func startRow(y: Int, x: Int)
    /// Premultiplied BGRA8 pixels for eight values of t.
    func pixels(_ t: SIMD8<Float>) -> SIMD8<UInt32>
    /// The pixels of chunks `chunks` of a row whose chunk j has the t values `t0 + j · dt`,
    /// each stored at `raw` + 32 · j: `pixels` of each (the default), or the same pixels made
    /// with less work. With `outward`, the chunks lie on one side of a run of chunks inside the
    /// gradient's span and t leaves the span moving away from that run.
    func shadeChunks(
        _ chunks: Range<Int>, t0: SIMD8<Float>, dt: Float, into raw: UnsafeMutableRawPointer, outward: ChunkSide?)
}

/// Where chunks lie beside the run of chunks inside a gradient's span.
enum ChunkSide {
    case before, after
}

extension Colorizer {
    @inline(__always)
    func shadeChunks(
        _ chunks: Range<Int>, t0: SIMD8<Float>, dt: Float, into raw: UnsafeMutableRawPointer, outward: ChunkSide?
    ) {
        for j in chunks {
            raw.storeBytes(of: pixels(t0 + Float(j) * dt), toByteOffset: j * 32, as: SIMD8<UInt32>.self)
        }
    }
}

/// Adding this to a float in [−0.5, 2²²) leaves round(v) in the low bits of its bit pattern,
/// which avoids the slow float → integer conversion.
let roundingMagic: Float = 12_582_912  // 1.5 · 2²³
let roundingMagicBits: UInt32 = 0x4B40_0000

/// The bit pattern of `v + magic` for values v in −0.5...255.5: magic's bits plus round(v).
@inline(__always)
func roundedBits(_ v: SIMD8<Float>) -> SIMD8<UInt32> {
    unsafeBitCast(v + roundingMagic, to: SIMD8<UInt32>.self)
}

/// Packs four channels of values in 0...255 (already offset by dither) into pixels, each
/// rounded to nearest with ties to even.
@inline(__always)
func packRounded(b: SIMD8<Float>, g: SIMD8<Float>, r: SIMD8<Float>, a: SIMD8<Float>) -> SIMD8<UInt32> {
    ombre_pack8(b, g, r, a)
}

/// Packs three channels of values in 0...255 into opaque pixels, rounded as `packRounded`.
@inline(__always)
func packRoundedOpaque(b: SIMD8<Float>, g: SIMD8<Float>, r: SIMD8<Float>) -> SIMD8<UInt32> {
    ombre_pack_opaque8(b, g, r)
}

/// Two stops in sRGB: the color is computed directly, c0 + (c1 − c0)·clamp((t − l0)/(l1 − l0)).
///
/// The formula is affine in t once t is clamped to [l0, l1], so each channel costs one
/// multiply-add; the row's dither offsets are folded into the constant term.
struct TwoStopColorizer: Colorizer {
    let l0: Float
    let l1: Float
    /// Per channel (b, g, r, a): the slope in t and the value at t = 0.
    let slope: SIMD4<Float>
    let intercept: SIMD4<Float>
    let isOpaque: Bool
    let pattern: DitherPattern
    /// The row's constant terms, dither included.
    private(set) var rowB = SIMD8<Float>()
    private(set) var rowG = SIMD8<Float>()
    private(set) var rowR = SIMD8<Float>()
    private(set) var rowA = SIMD8<Float>()

    init(from: SIMD4<Float>, to: SIMD4<Float>, l0: Float, l1: Float, dither: Bool) {
        self.l0 = l0
        self.l1 = l1
        slope = (to - from) / (l1 - l0)
        intercept = from - slope * l0
        isOpaque = from[3] >= 255 && to[3] >= 255
        pattern = DitherPattern(dither: dither)
    }

    mutating func startRow(y: Int, x: Int) {
        let d = pattern.offsets(y: y, x: x)
        rowB = d + intercept[0]
        rowG = d + intercept[1]
        rowR = d + intercept[2]
        rowA = d + intercept[3]
    }

    @inline(__always)
    func pixels(_ t: SIMD8<Float>) -> SIMD8<UInt32> {
        isOpaque ? opaquePixels(t) : translucentPixels(t)
    }

    @inline(__always)
    func opaquePixels(_ t: SIMD8<Float>) -> SIMD8<UInt32> {
        let c = ombre_clamp8(t, l0, l1)
        return packRoundedOpaque(b: c * slope[0] + rowB, g: c * slope[1] + rowG, r: c * slope[2] + rowR)
    }

    @inline(__always)
    func translucentPixels(_ t: SIMD8<Float>) -> SIMD8<UInt32> {
        let c = ombre_clamp8(t, l0, l1)
        return packRounded(
            b: c * slope[0] + rowB, g: c * slope[1] + rowG, r: c * slope[2] + rowR, a: c * slope[3] + rowA)
    }

    /// The same colorizer with the opacity test taken out of the per-chunk path, for rows
    /// whose loop the compiler would otherwise not split on it.
    var opaque: OpaqueTwoStopColorizer { OpaqueTwoStopColorizer(colors: self) }

    /// For t that never falls below the first stop (a radius, with the first stop at or below
    /// 0): only the upper clamp is needed. NaN still ends up at the last stop.
    @inline(__always)
    func opaquePixels(notBelowFirstStop t: SIMD8<Float>) -> SIMD8<UInt32> {
        let c = ombre_min8(t, l1)
        return packRoundedOpaque(b: c * slope[0] + rowB, g: c * slope[1] + rowG, r: c * slope[2] + rowR)
    }
}

/// Two opaque stops: `TwoStopColorizer` without the alpha channel or the test for it.
struct OpaqueTwoStopColorizer: Colorizer {
    var colors: TwoStopColorizer

    mutating func startRow(y: Int, x: Int) { colors.startRow(y: y, x: x) }

    @inline(__always)
    func pixels(_ t: SIMD8<Float>) -> SIMD8<UInt32> { colors.opaquePixels(t) }

    /// The same for t that never falls below the first stop (see `opaquePixels(notBelowFirstStop:)`).
    var notBelowFirstStop: OpaqueTwoStopRadiusColorizer { OpaqueTwoStopRadiusColorizer(colors: colors) }
}

/// Two opaque stops for a radius, with the first stop at or below 0: no lower clamp.
struct OpaqueTwoStopRadiusColorizer: Colorizer {
    var colors: TwoStopColorizer

    mutating func startRow(y: Int, x: Int) { colors.startRow(y: y, x: x) }

    @inline(__always)
    func pixels(_ t: SIMD8<Float>) -> SIMD8<UInt32> { colors.opaquePixels(notBelowFirstStop: t) }
}
