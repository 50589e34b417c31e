import Foundation
import OmbreGraphics

/// An independent, double-precision evaluation of the DESIGN.md gradient formulas, mixed in
/// Generic RGB (the device's) or in sRGB numbers, for checking the renderer pixel by pixel.
public struct GradientReference {
    /// The gradient evaluated.
    public let gradient: Gradient
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int

    /// A reference for `gradient` filling `width` by `height` pixels.
    public init(gradient: Gradient, width: Int, height: Int) {
        self.gradient = gradient
        self.width = width
        self.height = height
    }

    /// t at pixel (x, y), or nil where the last color fills (degenerate geometry).
    public func t(x: Int, y: Int) -> Double? {
        let u = (Double(x) + 0.5) / Double(width)
        let v = (Double(y) + 0.5) / Double(height)
        let s = gradient.startPoint
        let e = gradient.endPoint
        switch gradient.kind {
        case .axial:
            let dx = e.x - s.x
            let dy = e.y - s.y
            let l2 = dx * dx + dy * dy
            // Start on end: left to right, t = u.
            guard l2 > 0 else { return u }
            return ((u - s.x) * dx + (v - s.y) * dy) / l2
        case .radial:
            var rx = abs(e.x - s.x)
            var ry = abs(e.y - s.y)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            guard rx > 0 else { return nil }
            return (pow((u - s.x) / rx, 2) + pow((v - s.y) / ry, 2)).squareRoot()
        case .conic:
            // Measured in the unit square, not on screen.
            let px = u - s.x
            let py = v - s.y
            let ex = e.x - s.x
            let ey = e.y - s.y
            var a = atan2(py, px) - (ex == 0 && ey == 0 ? 0 : atan2(ey, ex))
            while a < 0 { a += 2 * .pi }
            while a >= 2 * .pi { a -= 2 * .pi }
            return a / (2 * .pi)
        }
    }

    /// Premultiplied (b, g, r, a) in 0...255 at t, with locations fixed up as CSS does.
    ///
    /// Colors mix straight (the device's way) and the mix is premultiplied afterwards, or,
    /// for a `premultiplied` gradient, the premultiplied colors mix.
    public func color(at t: Double?) -> [Double] {
        let n = gradient.colors.count
        var locations = gradient.locations ?? (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        for i in 1..<max(n, 1) where locations[i] < locations[i - 1] { locations[i] = locations[i - 1] }
        let generic = gradient.interpolation == .genericRGB
        let mixable = gradient.colors.map {
            let k = gradient.premultiplied ? Double($0.alpha) : 1
            var bgr = [Double($0.blue), Double($0.green), Double($0.red)]
            if generic { bgr = Self.genericRGB(fromSRGB: bgr) }
            return [bgr[0] * k, bgr[1] * k, bgr[2] * k, Double($0.alpha)]
        }
        func finished(_ m: [Double]) -> [Double] {
            var bgr = Array(m[0..<3])
            if gradient.premultiplied { bgr = bgr.map { m[3] > 0 ? $0 / m[3] : 0 } }
            if generic { bgr = Self.srgb(fromGenericRGB: bgr) }
            return bgr.map { min(max($0, 0), 1) * m[3] * 255 } + [m[3] * 255]
        }
        guard let t, n > 1 else { return finished(mixable[n - 1]) }
        if t < locations[0] { return finished(mixable[0]) }
        if t >= locations[n - 1] { return finished(mixable[n - 1]) }
        let i = (0..<(n - 1)).first { t >= locations[$0] && t < locations[$0 + 1] }!
        let f = (t - locations[i]) / (locations[i + 1] - locations[i])
        return finished((0..<4).map { mixable[i][$0] + (mixable[i + 1][$0] - mixable[i][$0]) * f })
    }

    /// Linear sRGB → linear Generic RGB: the inverse of Generic RGB's colorants times sRGB's
    /// (DESIGN.md §2, XYZ D50), rows for (r, g, b).
    static let genericFromSRGB: [[Double]] = [
        [0.97512255, 0.02718291, -0.00239394], [-0.02036696, 1.05429278, -0.03394854],
        [0.00173802, 0.00149467, 0.99720298],
    ]
    /// Linear Generic RGB → linear sRGB.
    static let srgbFromGeneric: [[Double]] = [
        [1.02495734, -0.02642876, 0.00156083], [0.01974178, 0.9479483, 0.03231912],
        [-0.00181598, -0.00137479, 1.0027537],
    ]

    static func times(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in zip(row, v).map(*).reduce(0, +) }
    }

    /// sRGB (b, g, r) to Generic RGB (b, g, r): linear, converted, clipped, gamma 1.8.
    static func genericRGB(fromSRGB bgr: [Double]) -> [Double] {
        let linear = bgr.reversed().map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return times(genericFromSRGB, linear).map { pow(min(max($0, 0), 1), 1 / 1.8) }.reversed()
    }

    /// Generic RGB (b, g, r) back to sRGB (b, g, r).
    static func srgb(fromGenericRGB bgr: [Double]) -> [Double] {
        let linear = times(srgbFromGeneric, bgr.reversed().map { pow(max($0, 0), 1.8) })
        return linear.map { $0 <= 0.0031308 ? max($0, 0) * 12.92 : 1.055 * pow($0, 1 / 2.4) - 0.055 }.reversed()
    }

    /// The largest channel difference between `buffer` and the formula, and where it is.
    public func worstDifference(in buffer: PixelBuffer, origin: (x: Int, y: Int) = (0, 0)) -> (
        levels: Double, x: Int, y: Int
    ) {
        var worst = (levels: 0.0, x: 0, y: 0)
        for y in 0..<height {
            for x in 0..<width {
                let expected = color(at: t(x: x, y: y))
                let p = buffer[x + origin.x, y + origin.y]
                for ch in 0..<4 {
                    let got = Double(p >> UInt32(8 * ch) & 0xFF)
                    let d = abs(got - expected[ch])
                    if d > worst.levels { worst = (d, x, y) }
                }
            }
        }
        return worst
    }
}

/// Fills a whole buffer of `width`×`height` with `gradient`.
public func renderGradient(_ gradient: Gradient, width: Int, height: Int, dither: Bool = false) -> PixelBuffer {
    let buffer = PixelBuffer(width: width, height: height)
    let canvas = Canvas(target: buffer)
    let bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
    canvas.fill(bounds, with: .gradient(gradient, bounds: bounds, dither: dither))
    return buffer
}
