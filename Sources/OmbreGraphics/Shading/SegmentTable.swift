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
/// Unchecked: the memory is written once, here, and read only while a `SegmentTable` owns it.
struct SegmentFactors: @unchecked Sendable {
    let stopCount: Int
    /// The stops' locations, never decreasing.
    let locations: UnsafeMutablePointer<Float>
    let origin: UnsafeMutablePointer<Float>
    let base: UnsafeMutablePointer<SIMD4<Float>>
    let slope: UnsafeMutablePointer<SIMD4<Float>>
    let quadratic: Bool
    let isOpaque: Bool

    /// Factors for `mixer`, or nil when it mixes in a space other than sRGB (not affine in t).
    fileprivate init?(_ mixer: ColorMixer) {
        guard mixer.interpolation == .srgb else { return nil }
        let n = mixer.locations.count
        stopCount = n
        quadratic = !mixer.isAffineInT
        isOpaque = mixer.values.allSatisfy { $0[3] >= 1 }
        locations = .allocate(capacity: n)
        locations.initialize(from: mixer.locations, count: n)
        origin = .allocate(capacity: n + 1)
        base = .allocate(capacity: n + 1)
        slope = .allocate(capacity: n + 1)
        // Quadratic segments keep straight channels in levels and alpha in 0...1.
        let stops = (0..<n).map { i -> SIMD4<Double> in
            if !quadratic { return SIMD4<Double>(mixer.stopBGRA255(i)) }
            let v = SIMD4<Double>(mixer.values[i])
            return SIMD4(v[0] * 255, v[1] * 255, v[2] * 255, v[3])
        }
        for k in 0...n {
            let i = max(k - 1, 0)
            origin[k] = mixer.locations[i]
            base[k] = SIMD4<Float>(stops[i])
            var s = SIMD4<Double>()
            if k > 0 && k < n {
                let width = Double(mixer.locations[k]) - Double(mixer.locations[k - 1])
                if width > 0 { s = (stops[k] - stops[k - 1]) / width }
            }
            // A segment only a few Float steps wide would overflow Float; where it is that
            // narrow, u·slope stays within a level of base anyway with the slope capped.
            let cap = SIMD4<Double>(repeating: 1e30)
            slope[k] = SIMD4<Float>(s.replacing(with: cap, where: s .> cap).replacing(with: -cap, where: s .< -cap))
        }
    }

}

/// Owns the memory of a gradient's `SegmentFactors`.
final class SegmentTable: Sendable {
    let factors: SegmentFactors

    /// The factors for `mixer`, or nil when it mixes in a space other than sRGB.
    init?(_ mixer: ColorMixer) {
        guard let f = SegmentFactors(mixer) else { return nil }
        factors = f
    }

    deinit {
        factors.locations.deallocate()
        factors.origin.deallocate()
        factors.base.deallocate()
        factors.slope.deallocate()
    }
}
