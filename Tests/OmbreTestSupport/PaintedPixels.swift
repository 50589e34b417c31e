import OmbreGraphics

/// What was painted over a plain background: how many pixels differ from it and the box that
/// holds them (nil when nothing was painted).
public struct PaintedPixels: Equatable, Sendable {
    /// How many pixels differ from the background.
    public var count = 0
    /// The smallest rectangle holding every such pixel; nil when there are none.
    public var box: IntRect?

    /// Measures the pixels of `image` that are not exactly `background`.
    public init(_ image: PixelBuffer, background: UInt32) {
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] != background {
                count += 1
                minX = min(minX, x)
                minY = min(minY, y)
                maxX = max(maxX, x)
                maxY = max(maxY, y)
            }
        }
        if count > 0 { box = IntRect(minX: minX, minY: minY, maxX: maxX + 1, maxY: maxY + 1) }
    }
}
