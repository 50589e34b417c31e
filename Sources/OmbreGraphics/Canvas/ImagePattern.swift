/// A bitmap laid out in user space: `placement` maps its pixel grid (x right, y down, one unit
/// per pixel, the top-left pixel covering 0...1 × 0...1) to the user space it is drawn in.
/// Outside the grid the edge pixels go on, or with `tiled` the bitmap repeats in both
/// directions, as a pattern color's image does.
///
/// Images are shared and never changed once made, so two patterns are the same when they
/// hold the same pixel memory in the same place; comparing never reads the pixels.
public struct ImagePattern: Hashable, Sendable {
    /// Premultiplied BGRA pixels.
    public let pixels: PixelBuffer
    /// Maps the pixel grid to user space.
    public let placement: AffineTransform
    /// Whether the bitmap repeats beyond its grid rather than its edge pixels.
    public let tiled: Bool

    /// `pixels` laid out by `placement`, repeated when `tiled`; the pixels must not change
    /// while the pattern is in use.
    public init(pixels: PixelBuffer, placement: AffineTransform, tiled: Bool = false) {
        self.pixels = pixels
        self.placement = placement
        self.tiled = tiled
    }

    /// Whether both lay out the same pixel memory the same way.
    public static func == (a: ImagePattern, b: ImagePattern) -> Bool {
        a.pixels.storage === b.pixels.storage && a.pixels.offset == b.pixels.offset && a.pixels.size == b.pixels.size
            && a.placement == b.placement && a.tiled == b.tiled
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
    /// Whether the image repeats (see `ImagePattern.tiled`).
    var tiled = false

    /// Writes `count` pixels of device row `y` from column `x` into `out`.
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = pixels.width
        let h = pixels.height
        guard w > 0, h > 0 else { return out.update(repeating: 0, count: count) }
        if tiled { return shadeTiles(y: y, x: x, count: count, into: out) }
        let t = deviceToImage
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1, let dx = Int(exactly: t.tx), let dy = Int(exactly: t.ty) {
            // One image pixel per device pixel, aligned: each pixel center falls on an image
            // pixel's center, so the pixels are copied (the common case of an image drawn at
            // its own scale).
            let row = pixels.row(Self.clamp(y + dy, h))
            for i in 0..<count { out[i] = row[Self.clamp(x + i + dx, w)] }
            return
        }
        let base = pixels.row(0)
        let stride = pixels.stride
        let limit = Double(max(w, h)) + 2
        // Image pixel centers sit at half-integers; u and v step by the first column of `t`.
        let cx = Double(x) + 0.5
        let cy = Double(y) + 0.5
        var u = t.a * cx + t.c * cy + t.tx - 0.5
        var v = t.b * cx + t.d * cy + t.ty - 0.5
        for i in 0..<count {
            // Far outside (or not a number) is clamped like the edge it lies beyond.
            let cu = u > -limit ? min(u, limit) : -limit
            let cv = v > -limit ? min(v, limit) : -limit
            let u0 = cu.rounded(.down)
            let v0 = cv.rounded(.down)
            // Weights in 256ths.
            let fu = UInt32((cu - u0) * 256 + 0.5)
            let fv = UInt32((cv - v0) * 256 + 0.5)
            let iu = Int(u0)
            let iv = Int(v0)
            let x0 = Self.clamp(iu, w)
            let x1 = Self.clamp(iu + 1, w)
            let top = base + Self.clamp(iv, h) * stride
            let bottom = base + Self.clamp(iv + 1, h) * stride
            out[i] = Self.mix(Self.mix(top[x0], top[x1], fu), Self.mix(bottom[x0], bottom[x1], fu), fv)
            u += t.a
            v += t.b
        }
    }

    @inline(__always)
    private static func clamp(_ value: Int, _ count: Int) -> Int { min(max(value, 0), count - 1) }

    /// `shade` of the repeating image: the same sampling, with the pixels on the far side of
    /// an edge those of the next tile.
    private func shadeTiles(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = pixels.width
        let h = pixels.height
        let t = deviceToImage
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1, let dx = Int(exactly: t.tx), let dy = Int(exactly: t.ty) {
            let row = pixels.row(Self.wrap(y + dy, h))
            var column = Self.wrap(x + dx, w)
            for i in 0..<count {
                out[i] = row[column]
                column = column == w - 1 ? 0 : column + 1
            }
            return
        }
        let base = pixels.row(0)
        let stride = pixels.stride
        let cx = Double(x) + 0.5
        let cy = Double(y) + 0.5
        let u = t.a * cx + t.c * cy + t.tx - 0.5
        let v = t.b * cx + t.d * cy + t.ty - 0.5
        for i in 0..<count {
            // Each pixel's position from the row's start, so that no error piles up over a
            // long row, brought into the first tile.
            let cu = Self.wrap(u + Double(i) * t.a, w)
            let cv = Self.wrap(v + Double(i) * t.b, h)
            let u0 = cu.rounded(.down)
            let v0 = cv.rounded(.down)
            let fu = UInt32((cu - u0) * 256 + 0.5)
            let fv = UInt32((cv - v0) * 256 + 0.5)
            let x0 = min(Int(u0), w - 1)
            let y0 = min(Int(v0), h - 1)
            let x1 = x0 == w - 1 ? 0 : x0 + 1
            let top = base + y0 * stride
            let bottom = base + (y0 == h - 1 ? 0 : y0 + 1) * stride
            out[i] = Self.mix(Self.mix(top[x0], top[x1], fu), Self.mix(bottom[x0], bottom[x1], fu), fv)
        }
    }

    /// `value` brought into 0 ..< `count` by whole tiles.
    @inline(__always)
    private static func wrap(_ value: Int, _ count: Int) -> Int {
        let r = value % count
        return r < 0 ? r + count : r
    }

    /// `value` brought into 0 ..< `count` by whole tiles; 0 for a position that is not a number
    /// or too far out to place within a tile.
    @inline(__always)
    private static func wrap(_ value: Double, _ count: Int) -> Double {
        guard value.isFinite, abs(value) < 1e15 else { return 0 }
        let n = Double(count)
        let r = value - (value / n).rounded(.down) * n
        return r >= 0 && r < n ? r : 0
    }

    /// `a` and `b` mixed with `f`/256 of `b`, per premultiplied channel, rounded; two channels
    /// at a time in the even and odd bytes.
    @inline(__always)
    private static func mix(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        if f == 0 || a == b { return a }
        if f >= 256 { return b }
        let g = 256 - f
        let even = ((a & 0x00FF_00FF) &* g &+ (b & 0x00FF_00FF) &* f &+ 0x0080_0080) >> 8 & 0x00FF_00FF
        let odd = (((a >> 8) & 0x00FF_00FF) &* g &+ ((b >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080) & 0xFF00_FF00
        return even | odd
    }
}
