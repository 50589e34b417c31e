/// Pictures of how two images differ, for people: a heat map, a side-by-side strip, and the
/// overlays of the preview window.
public enum DifferenceImages {
    /// The gap between the panels of `sideBySide`, in pixels.
    public static let gap = 4
    /// The color of that gap.
    public static let gapColor: UInt32 = 0xFF30_3030

    /// A heat map of the area `a` and `b` share: where they are equal, `a` dimmed to a quarter
    /// of its gray level, so the picture stays recognizable; where they differ by at most
    /// `tolerance`, dark blue; above it, red through orange to yellow as the largest channel
    /// difference grows (every difference over tolerance is at least a clear red).
    public static func heatMap(_ a: PixelBuffer, _ b: PixelBuffer, tolerance: Int = 0) -> PixelBuffer {
        let width = min(a.width, b.width)
        let height = min(a.height, b.height)
        let map = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            let rowA = a.row(y)
            let rowB = b.row(y)
            let out = map.row(y)
            for x in 0..<width {
                let p = rowA[x]
                let d = p == rowB[x] ? 0 : ImageComparison.channelDifference(p, rowB[x])
                out[x] = heat(difference: d, tolerance: tolerance, under: p)
            }
        }
        return map
    }

    /// The heat map's color for a largest channel difference `d` over the pixel `under`.
    public static func heat(difference d: Int, tolerance: Int, under pixel: UInt32) -> UInt32 {
        if d == 0 {
            let gray = ((pixel >> 16 & 0xFF) * 3 + (pixel >> 8 & 0xFF) * 6 + (pixel & 0xFF)) / 40
            return 0xFF00_0000 | gray * 0x01_0101
        }
        if d <= tolerance { return 0xFF00_0060 }
        // 1 level → red 160; 64 levels → full red with orange; 255 → yellow.
        let t = Double(d) / 255
        let red = UInt32(min(255, 160 + 95 * min(1, t * 4)))
        let green = UInt32(min(255, 255 * t))
        return 0xFF00_0000 | red << 16 | green << 8
    }

    /// `a`, `b` and their heat map side by side, `gap` pixels apart, on `gapColor`.
    public static func sideBySide(_ a: PixelBuffer, _ b: PixelBuffer, tolerance: Int = 0) -> PixelBuffer {
        let map = heatMap(a, b, tolerance: tolerance)
        let panels = [a, b, map]
        let width = panels.reduce(0) { $0 + $1.width } + 2 * gap
        let height = panels.map(\.height).max() ?? 0
        let strip = PixelBuffer(width: width, height: height)
        strip.fill(gapColor)
        var x = 0
        for panel in panels {
            copy(panel, into: strip, x: x)
            x += panel.width + gap
        }
        return strip
    }

    /// `frame` and `reference` mixed half and half (onion skin); the reference is aligned at the
    /// top-left corner and counts as transparent black beyond its edges.
    public static func onionSkin(_ frame: PixelBuffer, _ reference: PixelBuffer, into out: PixelBuffer) {
        combine(frame, reference, into: out) { p, q in
            var result: UInt32 = 0
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                result |= (((p >> shift & 0xFF) + (q >> shift & 0xFF) + 1) / 2) << shift
            }
            return result
        }
    }

    /// Black where `frame` equals `reference`, brighter where it differs: each color channel
    /// shows its difference, lifted by 32 levels so that a one-level difference is visible.
    public static func difference(_ frame: PixelBuffer, _ reference: PixelBuffer, into out: PixelBuffer) {
        combine(frame, reference, into: out) { p, q in
            var result: UInt32 = 0xFF00_0000
            for shift in stride(from: UInt32(0), to: 24, by: 8) {
                let d = abs(Int(p >> shift & 0xFF) - Int(q >> shift & 0xFF))
                result |= UInt32(d == 0 ? 0 : min(255, 32 + d)) << shift
            }
            return result
        }
    }

    private static func combine(
        _ frame: PixelBuffer, _ reference: PixelBuffer, into out: PixelBuffer, _ mix: (UInt32, UInt32) -> UInt32
    ) {
        precondition(out.size == frame.size, "the output must have the frame's size")
        for y in 0..<frame.height {
            let row = frame.row(y)
            let target = out.row(y)
            let referenceRow = y < reference.height ? reference.row(y) : nil
            for x in 0..<frame.width {
                let q = x < reference.width ? referenceRow?[x] ?? 0 : 0
                target[x] = mix(row[x], q)
            }
        }
    }

    private static func copy(_ source: PixelBuffer, into target: PixelBuffer, x: Int) {
        for y in 0..<source.height {
            (target.row(y) + x).update(from: source.row(y), count: source.width)
        }
    }
}
