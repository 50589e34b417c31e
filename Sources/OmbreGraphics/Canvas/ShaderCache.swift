/// The last few shaders a canvas made, with the paint and transform each was made for.
///
/// A frame drawn in strips prepares the same paints once per strip; preparing a gradient
/// builds objects and tables, so the canvas reuses the shader while paint and transform match.
///
/// A gradient that changes every frame (an animation) misses every time. The cache then
/// prepares its least recently used shader again, in the memory that shader already has, and
/// keeps its own copy of each gradient's arrays rather than sharing the caller's, so that the
/// caller can change its gradient in place too: steady frames allocate nothing.
struct ShaderCache {
    private struct Entry {
        var key: Key
        var shader: GradientShader
    }

    /// What a gradient shader depends on, in arrays owned by the cache. The locations array
    /// is kept while a gradient without locations is drawn, so that gradients with and without
    /// them can take turns in an entry without allocating.
    private struct Key {
        var kind = Gradient.Kind.axial
        var colors: [Color] = []
        var hasLocations = false
        var locations: [Double] = []
        var startPoint = Point(x: 0, y: 0)
        var endPoint = Point(x: 0, y: 0)
        var interpolation = Gradient.Interpolation.srgb
        var premultiplied = false
        var bounds = Rect.zero
        var dither = false
        var transform = AffineTransform.identity

        func matches(_ g: Gradient, _ bounds: Rect, _ dither: Bool, _ transform: AffineTransform) -> Bool {
            guard
                self.transform == transform && self.bounds == bounds && self.dither == dither && kind == g.kind
                    && startPoint == g.startPoint && endPoint == g.endPoint && interpolation == g.interpolation
                    && premultiplied == g.premultiplied && colors == g.colors
            else { return false }
            guard let given = g.locations else { return !hasLocations }
            return hasLocations && locations == given
        }

        /// Becomes the key of the other three and `g`, copying its colors and locations into
        /// this key's own arrays.
        mutating func refill(_ g: Gradient, _ bounds: Rect, _ dither: Bool, _ transform: AffineTransform) {
            kind = g.kind
            colors.copyElements(of: g.colors)
            hasLocations = g.locations != nil
            locations.copyElements(of: g.locations ?? [])
            startPoint = g.startPoint
            endPoint = g.endPoint
            interpolation = g.interpolation
            premultiplied = g.premultiplied
            self.bounds = bounds
            self.dither = dither
            self.transform = transform
        }
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
        case .color, .image:
            return Shader(paint, userToDevice: transform)
        case .crossFade(let from, let to, let weight, let bounds, let dither):
            // The weight moves every frame while the two gradients stay: each end is looked
            // up as a gradient of its own, so only the mix is new.
            guard let toLayer = Shader.deviceToLayer(transform, bounds) else { return .solid(0) }
            let a = gradientShader(from, bounds, dither, transform, toLayer)
            let b = gradientShader(to, bounds, dither, transform, toLayer)
            return .crossFade(a, b, CrossFadeMix(weight: weight, scratch: crossFadeRow))
        case .gradient(let gradient, let bounds, let dither):
            guard let toLayer = Shader.deviceToLayer(transform, bounds) else { return .solid(0) }
            return .gradient(gradientShader(gradient, bounds, dither, transform, toLayer))
        }
    }

    private mutating func gradientShader(
        _ gradient: Gradient, _ bounds: Rect, _ dither: Bool, _ transform: AffineTransform, _ toLayer: AffineTransform
    ) -> GradientShader {
        for entry in entries where entry.key.matches(gradient, bounds, dither, transform) {
            return entry.shader
        }
        if entries.count < Self.size {
            if entries.isEmpty { entries.reserveCapacity(Self.size) }
            let shader = GradientShader(gradient: gradient, size: bounds.size, deviceToLayer: toLayer, dither: dither)
            var entry = Entry(key: Key(), shader: shader)
            entry.key.refill(gradient, bounds, dither, transform)
            entries.append(entry)
            return shader
        }
        let i = next
        next = (next + 1) % Self.size
        entries[i].key.refill(gradient, bounds, dither, transform)
        if isKnownUniquelyReferenced(&entries[i].shader) {
            entries[i].shader.reset(gradient: gradient, size: bounds.size, deviceToLayer: toLayer, dither: dither)
        } else {
            // Still held elsewhere: made anew rather than changed under its holder.
            entries[i].shader = GradientShader(
                gradient: gradient, size: bounds.size, deviceToLayer: toLayer, dither: dither)
        }
        return entries[i].shader
    }
}
