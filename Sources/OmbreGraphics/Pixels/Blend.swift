internal import COmbreSIMD

/// Premultiplied source-over compositing on BGRA8 pixels, two channels at a time; where the
/// CPU runs AVX-512, the loops over partly covered pixels go through a `WideKernels` kernel
/// with the same results, eight pixels at a time.
enum Blend {
    /// `p` with every channel multiplied by `f`/255, rounded exactly.
    @inline(__always)
    static func scale(_ p: UInt32, _ f: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* f &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// `s` over `d`.
    @inline(__always)
    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ scale(d, 255 - (s >> 24))
    }

    /// Composites `count` source pixels over the destination, each weighted by `weight`/255.
    static func over(
        _ src: UnsafePointer<UInt32>, onto dst: UnsafeMutablePointer<UInt32>, count: Int, weight: UInt32
    ) {
        if weight >= 255 {
            for i in 0..<count {
                let s = src[i]
                let a = s >> 24
                if a == 255 {
                    dst[i] = s
                } else if a != 0 {
                    dst[i] = over(s, dst[i])
                }
            }
        } else if weight > 0 {
            for i in 0..<count {
                dst[i] = over(scale(src[i], weight), dst[i])
            }
        }
    }

    /// Composites a single color over `count` destination pixels, weighted by `weight`/255.
    static func over(
        _ color: UInt32, onto dst: UnsafeMutablePointer<UInt32>, count: Int, weight: UInt32,
        wide: WideKernels.Level = WideKernels.best
    ) {
        let s = weight >= 255 ? color : scale(color, weight)
        if s >> 24 == 255 {
            WideKernels.fill(dst, count: count, with: s, level: min(wide, WideKernels.best))
        } else if s != 0 {
            if wide >= .avx512, WideKernels.best >= wide {
                withUnsafePointer(to: s) { ombre_over_avx512($0, 0, dst, dst, count, nil, 255) }
                return
            }
            for i in 0..<count { dst[i] = over(s, dst[i]) }
        }
    }

    /// `d` with `s` copied over it where `coverage`/255 of the pixel is covered: `s` weighted
    /// by coverage·`alpha`/255² plus `d` weighted by the uncovered part. The two weighted
    /// channels never sum past 255, as the weights of the two sum to at most 255.
    @inline(__always)
    static func replace(_ d: UInt32, with s: UInt32, coverage: UInt32, alpha: UInt32) -> UInt32 {
        scale(s, multiply(coverage, alpha)) &+ scale(d, 255 - coverage)
    }

    /// `a`·`b`/255 for a and b in 0...255, rounded exactly.
    @inline(__always)
    static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let p = a &* b &+ 128
        return (p &+ (p >> 8)) >> 8
    }

    /// Writes `src` weighted by `weight`/255 over `under` to `out`, for `count` pixels.
    ///
    /// `out` may be the same memory as `src` or `under`, which lets a shader write straight
    /// into the destination and partly covered pixels be blended with what was there.
    static func over(
        _ src: UnsafePointer<UInt32>, under: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>,
        count: Int, weight: UInt32, wide: WideKernels.Level = WideKernels.best
    ) {
        if wide >= .avx512, WideKernels.best >= wide {
            ombre_over_avx512(src, 1, under, out, count, nil, weight)
            return
        }
        for i in 0..<count {
            out[i] = over(scale(src[i], weight), under[i])
        }
    }

    /// Writes `src` over `under` to `out`, pixel i weighted by `coverage[i]`·`alpha`/255²;
    /// `out` may be the same memory as `src` or `under`.
    static func over(
        _ src: UnsafePointer<UInt32>, under: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>,
        count: Int, coverage: UnsafePointer<UInt8>, alpha: UInt32, wide: WideKernels.Level = WideKernels.best
    ) {
        if wide >= .avx512, WideKernels.best >= wide {
            ombre_over_avx512(src, 1, under, out, count, coverage, alpha)
            return
        }
        for i in 0..<count {
            let w = alpha >= 255 ? UInt32(coverage[i]) : multiply(UInt32(coverage[i]), alpha)
            let s = src[i]
            out[i] = w == 255 && s >> 24 == 255 ? s : over(scale(s, w), under[i])
        }
    }

    /// Composites a single color over `count` destination pixels, pixel i weighted by
    /// `coverage[i]`·`alpha`/255².
    static func over(
        _ color: UInt32, onto dst: UnsafeMutablePointer<UInt32>, count: Int, coverage: UnsafePointer<UInt8>,
        alpha: UInt32, wide: WideKernels.Level = WideKernels.best
    ) {
        if wide >= .avx512, WideKernels.best >= wide {
            withUnsafePointer(to: color) { ombre_over_avx512($0, 0, dst, dst, count, coverage, alpha) }
            return
        }
        let opaque = color >> 24 == 255
        for i in 0..<count {
            let w = alpha >= 255 ? UInt32(coverage[i]) : multiply(UInt32(coverage[i]), alpha)
            if w == 255 && opaque {
                dst[i] = color
            } else if w > 0 {
                dst[i] = over(scale(color, w), dst[i])
            }
        }
    }
}
