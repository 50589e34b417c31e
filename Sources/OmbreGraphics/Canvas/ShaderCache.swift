/// The last few shaders a canvas made, with the paint and transform each was made for.
///
/// A frame drawn in strips prepares the same paints once per strip; preparing a gradient
/// builds objects and tables, so the canvas reuses the shader while paint and transform match.
struct ShaderCache {
    private struct Entry {
        let paint: Paint
        let transform: AffineTransform
        let shader: Shader
    }

    /// Enough for the gradients of the views that share a strip.
    private static let size = 8
    private var entries: [Entry] = []
    private var next = 0

    /// The row cross-fades shade their second gradient into, one for the canvas.
    private let crossFadeRow = ScratchRow()

    /// The shader for `paint` in a user space that `transform` maps to device pixels.
    mutating func shader(for paint: Paint, transform: AffineTransform) -> Shader {
        switch paint {
        case .color:
            return Shader(paint, userToDevice: transform)
        case .crossFade(let from, let to, let weight, let bounds, let dither):
            // The weight moves every frame while the two gradients stay: each end is looked
            // up as a gradient of its own, so only the mix is new.
            let first = shader(for: .gradient(from, bounds: bounds, dither: dither), transform: transform)
            let second = shader(for: .gradient(to, bounds: bounds, dither: dither), transform: transform)
            guard case .gradient(let a) = first, case .gradient(let b) = second else {
                return Shader(paint, userToDevice: transform)
            }
            return .crossFade(a, b, CrossFadeMix(weight: weight, scratch: crossFadeRow))
        case .gradient:
            return cachedShader(for: paint, transform: transform)
        }
    }

    private mutating func cachedShader(for paint: Paint, transform: AffineTransform) -> Shader {
        for entry in entries where entry.transform == transform && entry.paint == paint {
            return entry.shader
        }
        let shader = Shader(paint, userToDevice: transform)
        let entry = Entry(paint: paint, transform: transform, shader: shader)
        if entries.count < Self.size {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.size
        }
        return shader
    }
}
