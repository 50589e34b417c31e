import OmbreGraphics

/// The image a pattern color repeats (`UIColor(patternImage:)`): its premultiplied pixels and
/// the points each pixel covers. Tiles are laid from the origin of the space they fill (a
/// context's base space, a layer's bounds), as Core Graphics lays a pattern from its phase.
struct ColorPattern: Hashable, @unchecked Sendable {
    /// The pixels drawn: the image's, made as transparent as the color's alpha says.
    let pixels: PixelBuffer
    let pointsPerPixel: Double
    /// The image's own pixels, which another alpha starts from again.
    private let original: PixelBuffer

    /// The pattern of `image`, upright, at its scale; nil for an image without pixels.
    init?(_ image: UIImage) {
        guard let cgImage = image.cgImage, cgImage.width > 0, cgImage.height > 0 else { return nil }
        self.init(pixels: cgImage.pixels, original: cgImage.pixels, pointsPerPixel: 1 / Double(image.scale))
    }

    private init(pixels: PixelBuffer, original: PixelBuffer, pointsPerPixel: Double) {
        self.pixels = pixels
        self.original = original
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

    /// The same pattern with the image's pixels made `alpha` as opaque (their alpha and
    /// premultiplied channels scaled), as a pattern color with another alpha draws.
    func scaled(alpha: Double) -> ColorPattern {
        ColorPattern(pixels: original.fading(to: alpha), original: original, pointsPerPixel: pointsPerPixel)
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
