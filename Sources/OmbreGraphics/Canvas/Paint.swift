/// What fills a shape: one color, or a gradient laid out over a rectangle.
public enum Paint: Hashable, Sendable {
    case color(Color)
    /// `gradient`'s unit space spans `bounds` (in the canvas's current user space).
    case gradient(Gradient, bounds: Rect, dither: Bool)
}

/// A paint prepared for device pixels.
package enum Shader: Sendable {
    case solid(UInt32)
    case gradient(GradientShader)

    /// Prepares `paint` for a user space that `userToDevice` maps to device pixels.
    package init(_ paint: Paint, userToDevice: AffineTransform) {
        switch paint {
        case .color(let c):
            self = .solid(c.pixel)
        case .gradient(let g, let bounds, let dither):
            let toLayer = AffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            guard let inverse = userToDevice.inverted() else {
                self = .solid(0)
                return
            }
            self = .gradient(
                GradientShader(
                    gradient: g, size: bounds.size, deviceToLayer: inverse.concatenating(toLayer),
                    dither: dither))
        }
    }

    /// True when every pixel it produces is opaque.
    package var isOpaque: Bool {
        switch self {
        case .solid(let p): p >> 24 == 255
        case .gradient(let g): g.isOpaque
        }
    }

    /// Writes `count` pixels of device row `y` from column `x` into `out`.
    @inline(__always)
    package func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch self {
        case .solid(let p): out.update(repeating: p, count: count)
        case .gradient(let g): g.shade(y: y, x: x, count: count, into: out)
        }
    }
}
