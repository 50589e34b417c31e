/// The factors that give a gradient mixed in sRGB its color exactly, segment by segment.
///
/// With n stops there are n + 1 segments: k = 0 pads below the first stop, k = n pads from the
/// last stop on, and segment k in between runs from stop k − 1 to stop k. t lies in segment k
/// when exactly k locations are at or below it. With u = t − `origin[k]`, a channel is
/// `base + u·slope` where the premultiplied color is affine in t (`quadratic` false); with
/// straight mixing of stops whose alphas differ (`quadratic` true) the straight color and the
/// alpha are each affine: α = base.a + u·slope.a, channel = (base + u·slope)·α, alpha = 255·α.
/// Padding segments have slope 0.
///
/// Unchecked: the memory is written by its `SegmentTable` before any colorizer reads it, and
/// read only while that table owns it.
struct SegmentFactors: @unchecked Sendable {
    let stopCount: Int
    /// The stops' locations, never decreasing.
    let locations: UnsafeMutablePointer<Float>
    let origin: UnsafeMutablePointer<Float>
    let base: UnsafeMutablePointer<SIMD4<Float>>
    let slope: UnsafeMutablePointer<SIMD4<Float>>
    let quadratic: Bool
    let isOpaque: Bool
}

/// Owns the memory of a gradient's `SegmentFactors`, and keeps it for the next gradient with
/// no more stops when its shader is reused.
final class SegmentTable: @unchecked Sendable {
    private(set) var factors: SegmentFactors
    /// How many stops the memory has room for.
    private var capacity: Int

    /// The factors for `mixer`.
    ///
    /// Precondition: `mixer` mixes in sRGB; in other spaces colors are not affine in t.
    init(_ mixer: ColorMixer) {
        capacity = mixer.locations.count
        factors = Self.allocate(stops: capacity)
        refill(mixer)
    }

    deinit { Self.deallocate(factors) }

    /// Writes the factors for `mixer` over the old ones, in the same memory when there is room.
    ///
    /// Precondition: nothing reads the old factors any more, and `mixer` mixes in sRGB.
    func refill(_ mixer: ColorMixer) {
        let n = mixer.locations.count
        let quadratic = !mixer.isAffineInT
        if n > capacity {
            Self.deallocate(factors)
            capacity = max(n, 2 * capacity)
            factors = Self.allocate(stops: capacity)
        }
        let f = factors
        factors = SegmentFactors(
            stopCount: n, locations: f.locations, origin: f.origin, base: f.base, slope: f.slope,
            quadratic: quadratic, isOpaque: mixer.values.allSatisfy { $0[3] >= 1 })
        f.locations.update(from: mixer.locations, count: n)
        // Quadratic segments keep straight channels in levels and alpha in 0...1.
        func stop(_ i: Int) -> SIMD4<Double> {
            if !quadratic { return SIMD4<Double>(mixer.stopBGRA255(i)) }
            let v = SIMD4<Double>(mixer.values[i])
            return SIMD4(v[0] * 255, v[1] * 255, v[2] * 255, v[3])
        }
        var previous = stop(0)
        for k in 0...n {
            let i = max(k - 1, 0)
            let current = k < n ? stop(k) : previous
            f.origin[k] = mixer.locations[i]
            f.base[k] = SIMD4<Float>(k == 0 ? current : previous)
            var s = SIMD4<Double>()
            if k > 0 && k < n {
                let width = Double(mixer.locations[k]) - Double(mixer.locations[k - 1])
                if width > 0 { s = (current - previous) / width }
            }
            // A segment only a few Float steps wide would overflow Float; where it is that
            // narrow, u·slope stays within a level of base anyway with the slope capped.
            let cap = SIMD4<Double>(repeating: 1e30)
            f.slope[k] = SIMD4<Float>(s.replacing(with: cap, where: s .> cap).replacing(with: -cap, where: s .< -cap))
            previous = current
        }
    }

    /// Memory for the factors of up to `stops` stops, holding none yet.
    private static func allocate(stops: Int) -> SegmentFactors {
        SegmentFactors(
            stopCount: 0, locations: .allocate(capacity: stops), origin: .allocate(capacity: stops + 1),
            base: .allocate(capacity: stops + 1), slope: .allocate(capacity: stops + 1), quadratic: false,
            isOpaque: true)
    }

    private static func deallocate(_ f: SegmentFactors) {
        f.locations.deallocate()
        f.origin.deallocate()
        f.base.deallocate()
        f.slope.deallocate()
    }
}
