/// Short copies of pixels, a few at a time, without a call into the C library, and chunks
/// of eight pixels repeated along a row.
///
/// The tails of shaded rows and the pixels kept under partly covered spans are a few pixels
/// long. Written as plain loops, the compiler turns them into `memmove` calls that cost more
/// than the copy; these step through 4, 2 and 1 pixels instead.
enum PixelCopy {
    /// Writes the first `count` lanes of `pixels` (0 ... 8) to `out`.
    @inline(__always)
    static func store(_ pixels: SIMD8<UInt32>, first count: Int, to out: UnsafeMutablePointer<UInt32>) {
        var p = UnsafeMutableRawPointer(out)
        var rest = count
        var lanes = pixels
        if rest >= 4 {
            p.storeBytes(of: lanes.lowHalf, as: SIMD4<UInt32>.self)
            p += 16
            lanes = SIMD8(lowHalf: lanes.highHalf, highHalf: lanes.highHalf)
            rest -= 4
        }
        if rest >= 2 {
            p.storeBytes(of: SIMD2(lanes[0], lanes[1]), as: SIMD2<UInt32>.self)
            p += 8
            lanes = SIMD8(lowHalf: SIMD4(lanes[2], lanes[3], 0, 0), highHalf: SIMD4())
            rest -= 2
        }
        if rest >= 1 { p.storeBytes(of: lanes[0], as: UInt32.self) }
    }

    /// Copies `count` pixels from `source` to `destination`; the ranges must not overlap.
    @inline(__always)
    static func copy(from source: UnsafePointer<UInt32>, to destination: UnsafeMutablePointer<UInt32>, count: Int) {
        // Longer runs repay the call; a loop here would be turned into one anyway.
        guard count <= 8 else {
            destination.update(from: source, count: count)
            return
        }
        var s = UnsafeRawPointer(source)
        var d = UnsafeMutableRawPointer(destination)
        var rest = count
        if rest >= 4 {
            d.storeBytes(of: s.loadUnaligned(as: SIMD4<UInt32>.self), as: SIMD4<UInt32>.self)
            s += 16
            d += 16
            rest -= 4
        }
        if rest >= 4 {
            // Eight in all: the second four, and nothing after them.
            d.storeBytes(of: s.loadUnaligned(as: SIMD4<UInt32>.self), as: SIMD4<UInt32>.self)
            return
        }
        if rest >= 2 {
            d.storeBytes(of: s.loadUnaligned(as: UInt64.self), as: UInt64.self)
            s += 8
            d += 8
            rest -= 2
        }
        if rest >= 1 { d.storeBytes(of: s.load(as: UInt32.self), as: UInt32.self) }
    }

    /// Writes `chunk` `count` times, one after another, from `start` on.
    ///
    /// A run of one color along a row repeats one chunk: the dither pattern repeats every
    /// eight columns and every chunk of a row starts at the same column mod 8.
    @inline(__always)
    static func repeatChunk(_ chunk: SIMD8<UInt32>, count: Int, at start: UnsafeMutableRawPointer) {
        var p = start
        for _ in 0..<count {
            p.storeBytes(of: chunk, as: SIMD8<UInt32>.self)
            p += 32
        }
    }
}
