/// How two images differ: the figures `ombre diff` and `ombre snapshot` report.
///
/// Pixels are compared where both images have them (the top-left corner they share); images of
/// different sizes never count as the same. Color differences (ΔE) are Euclidean distances in
/// OKLab times 100, between the colors as they show over black (premultiplied sRGB), so that
/// 1 is about the smallest difference a person notices side by side.
public struct ImageComparison: Sendable, Equatable {
    /// The first image's size.
    public let sizeA: PixelSize
    /// The second image's size.
    public let sizeB: PixelSize
    /// Levels a channel may differ by and still count as equal.
    public let tolerance: Int
    /// The largest difference of any channel (alpha included) of any compared pixel, 0...255.
    public let maxChannelDifference: Int
    /// Compared pixels with a channel that differs by more than `tolerance`.
    public let pixelsOverTolerance: Int
    /// How many pixels were compared (the shared area).
    public let comparedPixels: Int
    /// The mean ΔE over every compared pixel.
    public let meanDeltaE: Double
    /// The largest ΔE of any compared pixel.
    public let maxDeltaE: Double
    /// The smallest rectangle holding every pixel over tolerance; nil when there is none.
    public let differingBounds: IntRect?

    /// Compares `a` with `b`, counting pixels whose channels differ by more than `tolerance` levels.
    public init(_ a: PixelBuffer, _ b: PixelBuffer, tolerance: Int = 0) {
        sizeA = a.size
        sizeB = b.size
        self.tolerance = tolerance
        let width = min(a.width, b.width)
        let height = min(a.height, b.height)
        var worst = 0
        var over = 0
        var sum = 0.0
        var largest = 0.0
        var box: IntRect?
        let lab = OKLabTable.shared
        for y in 0..<height {
            let rowA = a.row(y)
            let rowB = b.row(y)
            var minX = Int.max
            var maxX = -1
            for x in 0..<width {
                let p = rowA[x]
                let q = rowB[x]
                guard p != q else { continue }
                let d = Self.channelDifference(p, q)
                worst = max(worst, d)
                if d > tolerance {
                    over += 1
                    minX = min(minX, x)
                    maxX = x
                }
                let e = lab.deltaE(p, q)
                sum += e
                largest = max(largest, e)
            }
            if maxX >= 0 {
                let row = IntRect(minX: minX, minY: y, maxX: maxX + 1, maxY: y + 1)
                box = box.map { $0.union(row) } ?? row
            }
        }
        maxChannelDifference = worst
        pixelsOverTolerance = over
        comparedPixels = width * height
        meanDeltaE = comparedPixels > 0 ? sum / Double(comparedPixels) : 0
        maxDeltaE = largest
        differingBounds = box
    }

    /// Whether both images have the same size.
    public var sizesMatch: Bool { sizeA == sizeB }

    /// Whether the images count as the same: equal sizes and no pixel over tolerance.
    public var isWithinTolerance: Bool { sizesMatch && pixelsOverTolerance == 0 }

    /// The share (0...1) of compared pixels over tolerance.
    public var shareOverTolerance: Double {
        comparedPixels > 0 ? Double(pixelsOverTolerance) / Double(comparedPixels) : 0
    }

    /// The largest difference between corresponding 8-bit channels of two BGRA pixels.
    public static func channelDifference(_ p: UInt32, _ q: UInt32) -> Int {
        var worst = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            worst = max(worst, abs(Int(p >> shift & 0xFF) - Int(q >> shift & 0xFF)))
        }
        return worst
    }
}

/// OKLab coordinates of premultiplied BGRA8 pixels, from a table of the 256 linear values.
package struct OKLabTable: Sendable {
    package static let shared = OKLabTable()
    private let linear: [Double]

    private init() {
        linear = (0..<256).map { ColorSpaceMath.linear(fromSRGB: Double($0) / 255) }
    }

    /// The OKLab (L, a, b) of the color `pixel` shows over black.
    package func oklab(_ pixel: UInt32) -> SIMD3<Double> {
        ColorSpaceMath.oklab(
            fromLinear: SIMD3(
                linear[Int(pixel >> 16 & 0xFF)], linear[Int(pixel >> 8 & 0xFF)], linear[Int(pixel & 0xFF)]))
    }

    /// ΔE (OKLab distance × 100) between two pixels as they show over black.
    package func deltaE(_ p: UInt32, _ q: UInt32) -> Double {
        let d = oklab(p) - oklab(q)
        return (d * d).sum().squareRoot() * 100
    }
}
