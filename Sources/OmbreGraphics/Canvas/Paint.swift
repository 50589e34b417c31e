/// What fills a shape: one color, or a gradient laid out over a rectangle.
public enum Paint: Hashable, Sendable {
    case color(Color)
    /// `gradient`'s unit space spans `bounds` (in the canvas's current user space).
    case gradient(Gradient, bounds: Rect, dither: Bool)
    /// Two gradients over the same bounds mixed per pixel, (1 − weight)·from + weight·to, as
    /// premultiplied colors; for cross-fading between gradients of different kinds.
    case crossFade(from: Gradient, to: Gradient, weight: Double, bounds: Rect, dither: Bool)
    /// A bitmap's pixels where it lies, sampled between them; outside it its edge pixels go on
    /// (fill only the image's own area), or, for a tiled pattern, the bitmap repeats.
    case image(ImagePattern)
}

/// A paint prepared for device pixels.
package enum Shader: Sendable {
    case solid(UInt32)
    case gradient(GradientShader)
    case crossFade(GradientShader, GradientShader, CrossFadeMix)
    /// The pixels of `image`, whose top-left pixel sits at device (x, y); transparent elsewhere.
    case image(PixelBuffer, x: Int, y: Int)
    /// A bitmap sampled under a transform.
    case sampled(ImageShader)

    /// Prepares `paint` for a user space that `userToDevice` maps to device pixels.
    package init(_ paint: Paint, userToDevice: AffineTransform) {
        switch paint {
        case .color(let c):
            self = .solid(c.pixel)
        case .gradient(let g, let bounds, let dither):
            guard let toLayer = Self.deviceToLayer(userToDevice, bounds) else {
                self = .solid(0)
                return
            }
            self = .gradient(GradientShader(gradient: g, size: bounds.size, deviceToLayer: toLayer, dither: dither))
        case .crossFade(let from, let to, let weight, let bounds, let dither):
            guard let toLayer = Self.deviceToLayer(userToDevice, bounds) else {
                self = .solid(0)
                return
            }
            let a = GradientShader(gradient: from, size: bounds.size, deviceToLayer: toLayer, dither: dither)
            let b = GradientShader(gradient: to, size: bounds.size, deviceToLayer: toLayer, dither: dither)
            self = .crossFade(a, b, CrossFadeMix(weight: weight, scratch: ScratchRow()))
        case .image(let pattern):
            self = Self.sampled(pattern, userToDevice: userToDevice)
        }
    }

    /// The shader of `pattern` in a user space that `userToDevice` maps to device pixels;
    /// transparent when the image collapses to a line.
    static func sampled(_ pattern: ImagePattern, userToDevice: AffineTransform) -> Shader {
        guard let toImage = pattern.placement.concatenating(userToDevice).inverted() else { return .solid(0) }
        return .sampled(ImageShader(pixels: pattern.pixels, deviceToImage: toImage, tiled: pattern.tiled))
    }

    /// The map from device pixels to the coordinates of a layer with `bounds`, or nil when
    /// `userToDevice` collapses the plane.
    static func deviceToLayer(_ userToDevice: AffineTransform, _ bounds: Rect) -> AffineTransform? {
        userToDevice.inverted()?.concatenating(AffineTransform(translationX: -bounds.minX, y: -bounds.minY))
    }

    /// True when every pixel it produces is opaque.
    package var isOpaque: Bool {
        switch self {
        case .solid(let p): p >> 24 == 255
        case .gradient(let g): g.isOpaque
        case .crossFade(let a, let b, _): a.isOpaque && b.isOpaque
        case .image, .sampled: false
        }
    }

    /// Writes `count` pixels of device row `y` from column `x` into `out`.
    @inline(__always)
    package func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch self {
        case .solid(let p): WideKernels.fill(out, count: count, with: p)
        case .gradient(let g): g.shade(y: y, x: x, count: count, into: out)
        case .crossFade(let a, let b, let mix):
            a.shade(y: y, x: x, count: count, into: out)
            let other = mix.scratch.pixels(count)
            b.shade(y: y, x: x, count: count, into: other)
            let w = mix.weight
            for i in 0..<count {
                out[i] = Blend.scale(out[i], 255 - w) &+ Blend.scale(other[i], w)
            }
        case .image(let image, let ox, let oy):
            out.update(repeating: 0, count: count)
            let row = y - oy
            let first = max(x, ox)
            let last = min(x + count, ox + image.width)
            guard row >= 0, row < image.height, first < last else { return }
            (out + (first - x)).update(from: image.row(row) + (first - ox), count: last - first)
        case .sampled(let image): image.shade(y: y, x: x, count: count, into: out)
        }
    }
}

/// The weight of a cross-fade and the row its second gradient is shaded into.
package struct CrossFadeMix: Sendable {
    /// The second gradient's share, 0...255.
    let weight: UInt32
    let scratch: ScratchRow

    /// The mix giving the second gradient `weight` (clamped to 0...1; NaN counts as 0).
    init(weight: Double, scratch: ScratchRow) {
        let w = weight.isNaN ? 0 : min(max(weight, 0), 1)
        self.weight = UInt32((w * 255).rounded())
        self.scratch = scratch
    }
}

/// A row of scratch pixels that grows to the longest run asked for.
///
/// Unchecked: each belongs to the one canvas (and so one thread) that made it, and its
/// pixels are only used within one `shade` call.
package final class ScratchRow: @unchecked Sendable {
    private var buffer: UnsafeMutablePointer<UInt32>
    private var capacity = 0

    init() {
        buffer = .allocate(capacity: 1)
    }

    deinit { buffer.deallocate() }

    /// Room for at least `count` pixels.
    func pixels(_ count: Int) -> UnsafeMutablePointer<UInt32> {
        if count > capacity {
            buffer.deallocate()
            capacity = max(count, 2 * capacity)
            buffer = .allocate(capacity: capacity)
        }
        return buffer
    }
}
