/// A bitmap laid out in user space: `placement` maps its pixel grid (x right, y down, one unit
/// per pixel, the top-left pixel covering 0...1 × 0...1) to the user space it is drawn in.
///
/// Images are shared and never changed once made, so two patterns are the same when they
/// hold the same pixel memory in the same place; comparing never reads the pixels.
public struct ImagePattern: Hashable, Sendable {
    /// Premultiplied BGRA pixels.
    public let pixels: PixelBuffer
    /// Maps the pixel grid to user space.
    public let placement: AffineTransform

    /// `pixels` laid out by `placement`; the pixels must not change while the pattern is in use.
    public init(pixels: PixelBuffer, placement: AffineTransform) {
        self.pixels = pixels
        self.placement = placement
    }

    /// Whether both lay out the same pixel memory the same way.
    public static func == (a: ImagePattern, b: ImagePattern) -> Bool {
        a.pixels.storage === b.pixels.storage && a.pixels.offset == b.pixels.offset && a.pixels.size == b.pixels.size
            && a.placement == b.placement
    }

    /// Hashes the pixel memory's identity and the placement's offset.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(pixels.storage))
        hasher.combine(pixels.offset)
        hasher.combine(placement.tx)
        hasher.combine(placement.ty)
    }
}

/// Samples an image for device pixels: each pixel's center is mapped into the image and the
/// four nearest image pixels are mixed bilinearly, edges clamped, as a device's default
/// interpolation smooths a scaled image; at one image pixel per device pixel, aligned, it
/// gives the pixels unchanged.
package struct ImageShader: Sendable {
    let pixels: PixelBuffer
    /// Device coordinates to image pixel coordinates.
    let deviceToImage: AffineTransform

    /// Writes `count` pixels of device row `y` from column `x` into `out`.
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = pixels.width
        let h = pixels.height
        guard w > 0, h > 0 else { return out.update(repeating: 0, count: count) }
        let t = deviceToImage
        let cy = Double(y) + 0.5
        for i in 0..<count {
            let cx = Double(x + i) + 0.5
            // Image pixel centers sit at half-integers.
            let u = t.a * cx + t.c * cy + t.tx - 0.5
            let v = t.b * cx + t.d * cy + t.ty - 0.5
            guard u.isFinite, v.isFinite else {
                out[i] = 0
                continue
            }
            let u0 = u.rounded(.down)
            let v0 = v.rounded(.down)
            let fu = u - u0
            let fv = v - v0
            let x0 = Self.clamp(u0, w)
            let x1 = Self.clamp(u0 + 1, w)
            let y0 = Self.clamp(v0, h)
            let y1 = Self.clamp(v0 + 1, h)
            let top = pixels.row(y0)
            let bottom = pixels.row(y1)
            out[i] = Self.mix(
                Self.mix(top[x0], top[x1], fu), Self.mix(bottom[x0], bottom[x1], fu), fv)
        }
    }

    private static func clamp(_ value: Double, _ count: Int) -> Int {
        value <= 0 ? 0 : value >= Double(count - 1) ? count - 1 : Int(value)
    }

    /// `a` and `b` mixed with `f` of `b`, per premultiplied channel, rounded.
    private static func mix(_ a: UInt32, _ b: UInt32, _ f: Double) -> UInt32 {
        if a == b || f <= 0 { return a }
        if f >= 1 { return b }
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let ca = Double((a >> shift) & 0xFF)
            let cb = Double((b >> shift) & 0xFF)
            result |= UInt32((ca + (cb - ca) * f).rounded()) << shift
        }
        return result
    }
}
