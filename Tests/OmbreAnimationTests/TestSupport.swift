import OmbreGraphics

/// The y of a cubic timing Bézier at x, found independently of `TimingCurve`: the Bernstein
/// form written out and plain bisection to the last bit.
func referenceTimingValue(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bernstein(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return bernstein((low + high) / 2, y1, y2)
}

/// Renders `gradient` into a small buffer without dithering, as a view would draw it.
func render(_ gradient: Gradient, width: Int = 48, height: Int = 32) -> PixelBuffer {
    let buffer = PixelBuffer(width: width, height: height)
    let bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
    Canvas(target: buffer).fill(bounds, with: .gradient(gradient, bounds: bounds, dither: false))
    return buffer
}

/// The largest difference in any channel of any pixel between two buffers of one size.
func maximumChannelDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
    var worst = 0
    for (p, q) in zip(a.pixels, b.pixels) {
        for shift in stride(from: 0, to: 32, by: 8) {
            let d = abs(Int(p >> UInt32(shift) & 0xFF) - Int(q >> UInt32(shift) & 0xFF))
            worst = max(worst, d)
        }
    }
    return worst
}

/// The largest difference in any channel between two colors, in 8-bit levels.
func levelDifference(_ a: Color, _ b: Color) -> Float {
    let d = [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].map { abs($0) * 255 }
    return d.max()!
}

let red = Color(red: 1, green: 0, blue: 0)
let green = Color(red: 0, green: 1, blue: 0)
let blue = Color(red: 0, green: 0, blue: 1)
let yellow = Color(red: 1, green: 1, blue: 0)
