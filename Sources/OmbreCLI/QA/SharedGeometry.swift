import OmbreGraphics
import OmbreScene

/// The one size and scale at which two scenes compared with each other both render, and where
/// each came from, so that a comparison of two scenes never compares two sizes by accident.
struct SharedGeometry {
    /// Where a size or a scale came from.
    enum Source: String {
        case device = "--device"
        case size = "--size"
        case scale = "--scale"
        case a
        case b
        case defaultValue = "default"
    }

    let geometry: RenderGeometry
    let sizeSource: Source
    let scaleSource: Source
    /// The `--device` preset's name, when one was given.
    let device: String?

    /// The geometry for scenes `a` and `b`: the device's size and scale, else `size` (else the
    /// size `a` declares, else the one `b` declares, else 800x600) at `scale` (else `a`'s declared
    /// scale, else `b`'s, else 1).
    ///
    /// - Throws: `CLIError.badInput` when that size at that scale is more than 16384 pixels on a side.
    init(_ a: Scene, _ b: Scene, options: RenderGeometryOptions) throws(CLIError) {
        device = options.device
        if device != nil {
            geometry = try options.geometry(for: a)
            sizeSource = .device
            scaleSource = .device
            return
        }
        let size: (PixelSize, Source) =
            options.size.map { ($0, .size) } ?? a.declaredSize.map { ($0, .a) } ?? b.declaredSize.map { ($0, .b) }
            ?? (Scene.defaultSize, .defaultValue)
        let scale: (Double, Source) =
            options.scale.map { ($0, .scale) } ?? a.declaredScale.map { ($0, .a) }
            ?? b.declaredScale.map { ($0, .b) } ?? (1, .defaultValue)
        geometry = try RenderSettings.geometry(of: a, size: size.0, scale: scale.0)
        sizeSource = size.1
        scaleSource = scale.1
    }

    /// One line saying the size and scale both scenes render at and where each came from:
    /// `both scenes render at 800x400 points (B's window.size) at 1x (the default: neither sets window.scale)`.
    var line: String {
        let points = geometry.points
        let scale = ShortDecimal(geometry.scale)
        if let device { return "both scenes render at \(points) points at \(scale)x (--device \(device))" }
        return "both scenes render at \(points) points (\(describe(sizeSource, "window.size"))) "
            + "at \(scale)x (\(describe(scaleSource, "window.scale")))"
    }

    /// The figures for `--json`: `render_size` in points, `render_scale`, and where each came from
    /// (`--size`, `--scale`, `--device`, `a`, `b` or `default`).
    var jsonFields: [String: Any] {
        [
            "render_size": [geometry.points.width, geometry.points.height], "render_scale": geometry.scale,
            "render_size_from": sizeSource.rawValue, "render_scale_from": scaleSource.rawValue,
        ]
    }

    private func describe(_ source: Source, _ key: String) -> String {
        switch source {
        case .a: "A's \(key)"
        case .b: "B's \(key)"
        case .defaultValue: "the default: neither sets \(key)"
        case .size, .scale, .device: source.rawValue
        }
    }
}
