import Foundation
import OmbreGraphics

/// An independent, double-precision evaluation of the DESIGN.md gradient formulas in sRGB, for
/// checking the renderer pixel by pixel.
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
            guard l2 > 0 else { return nil }
            return ((u - s.x) * dx + (v - s.y) * dy) / l2
        case .radial:
            var rx = abs(e.x - s.x)
            var ry = abs(e.y - s.y)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            guard rx > 0 else { return nil }
            return (pow((u - s.x) / rx, 2) + pow((v - s.y) / ry, 2)).squareRoot()
        case .conic:
            let px = Double(x) + 0.5 - s.x * Double(width)
            let py = Double(y) + 0.5 - s.y * Double(height)
            let ex = (e.x - s.x) * Double(width)
            let ey = (e.y - s.y) * Double(height)
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
        let mixable = gradient.colors.map {
            let k = gradient.premultiplied ? Double($0.alpha) : 1
            return [Double($0.blue) * k, Double($0.green) * k, Double($0.red) * k, Double($0.alpha)]
        }
        func finished(_ m: [Double]) -> [Double] {
            let k = gradient.premultiplied ? 1 : m[3]
            return [m[0] * k * 255, m[1] * k * 255, m[2] * k * 255, m[3] * 255]
        }
        guard let t, n > 1 else { return finished(mixable[n - 1]) }
        if t < locations[0] { return finished(mixable[0]) }
        if t >= locations[n - 1] { return finished(mixable[n - 1]) }
        let i = (0..<(n - 1)).first { t >= locations[$0] && t < locations[$0 + 1] }!
        let f = (t - locations[i]) / (locations[i + 1] - locations[i])
        return finished((0..<4).map { mixable[i][$0] + (mixable[i + 1][$0] - mixable[i][$0]) * f })
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
