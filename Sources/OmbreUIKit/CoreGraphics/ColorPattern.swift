import OmbreGraphics

/// The image a pattern color repeats (`UIColor(patternImage:)`): its premultiplied pixels and
/// the points each pixel covers. Tiles are laid from the origin of the space they fill (a
/// context's base space, a layer's bounds), as Core Graphics lays a pattern from its phase.
struct ColorPattern: Hashable, @unchecked Sendable {
    let pixels: PixelBuffer
    let pointsPerPixel: Double

    /// The pattern of `image`, upright, at its scale; nil for an image without pixels.
    init?(_ image: UIImage) {
        guard let cgImage = image.cgImage, cgImage.width > 0, cgImage.height > 0 else { return nil }
        self.init(pixels: cgImage.pixels, pointsPerPixel: 1 / Double(image.scale))
    }

    private init(pixels: PixelBuffer, pointsPerPixel: Double) {
        self.pixels = pixels
        self.pointsPerPixel = pointsPerPixel
    }

    /// The paint that repeats the image with a tile's top-left corner at `origin`, for a space
    /// in points that `toUser` maps to the user space the paint is used in.
    func paint(origin: Point = .zero, toUser: AffineTransform = .identity) -> Paint {
        let placement = AffineTransform(a: pointsPerPixel, b: 0, c: 0, d: pointsPerPixel, tx: origin.x, ty: origin.y)
        return .image(ImagePattern(pixels: pixels, placement: placement.concatenating(toUser), tiled: true))
    }

    /// The mean of the image's pixels, unpremultiplied: what the pattern looks like from afar,
    /// for uses that take one color.
    var average: Color {
        var sums = (b: 0.0, g: 0.0, r: 0.0, a: 0.0)
        for y in 0..<pixels.height {
            let row = pixels.row(y)
            for x in 0..<pixels.width {
                let p = row[x]
                sums.b += Double(p & 0xFF)
                sums.g += Double(p >> 8 & 0xFF)
                sums.r += Double(p >> 16 & 0xFF)
                sums.a += Double(p >> 24)
            }
        }
        guard sums.a > 0 else { return .clear }
        let count = Double(pixels.width * pixels.height)
        return Color(
            red: Float(sums.r / sums.a), green: Float(sums.g / sums.a), blue: Float(sums.b / sums.a),
            alpha: Float(sums.a / count / 255))
    }

    /// The same pattern with every pixel's alpha (and its premultiplied channels) scaled by
    /// `alpha`, as a pattern color made less opaque draws.
    func scaled(alpha: Double) -> ColorPattern {
        let factor = UInt32((min(max(alpha, 0), 1) * 255).rounded())
        let scaled = PixelBuffer(width: pixels.width, height: pixels.height)
        for y in 0..<pixels.height {
            let from = pixels.row(y)
            let to = scaled.row(y)
            for x in 0..<pixels.width { to[x] = Self.scale(from[x], factor) }
        }
        return ColorPattern(pixels: scaled, pointsPerPixel: pointsPerPixel)
    }

    /// Every channel of premultiplied `p` times `f`/255, rounded to nearest.
    private static func scale(_ p: UInt32, _ f: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let c = (p >> UInt32(shift)) & 0xFF
            out |= ((c * f + 127) / 255) << UInt32(shift)
        }
        return out
    }

    /// Whether both repeat the same pixel memory at the same size.
    static func == (a: ColorPattern, b: ColorPattern) -> Bool {
        a.pixels.isSamePixels(as: b.pixels) && a.pointsPerPixel == b.pointsPerPixel
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(pixels.width)
        hasher.combine(pixels.height)
        hasher.combine(pointsPerPixel)
    }
}
