import ArgumentParser
import OmbreGraphics
import OmbreScene

/// The size and scale a command renders a scene at: `--size` in points, `--scale` in pixels
/// per point, or `--device` for both at once. Shared by every command that renders a scene.
struct RenderGeometryOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Size in points, WxH with sides 1...16384 (default: the scene's window.size).", valueName: "WxH"))
    var size: PixelSize?

    @Option(
        help: ArgumentHelp(
            "Pixels per point, 0.25...8 (default: the scene's window.scale, else 1).", valueName: "N"))
    var scale: Double?

    @Option(
        help: ArgumentHelp(
            "An iPhone or iPad preset: its size in points and its scale win over the scene's "
                + "(`ombre devices` or `--device list` prints them).",
            valueName: "NAME"))
    var device: String?

    mutating func validate() throws {
        if device?.lowercased() == "list" { throw CleanExit.message(DevicePreset.table) }
        if let scale, !(scale.isFinite && Scene.scaleRange.contains(scale)) {
            throw ValidationError(
                "--scale must be a number 0.25...8 (got \(scale.formatted(.number))); iPhones use 2 or 3")
        }
        if let device {
            guard DevicePreset.named(device) != nil else {
                let hint = DevicePreset.suggestion(for: device).map { " (did you mean \"\($0)\"?)" } ?? ""
                throw ValidationError("unknown device \"\(device)\"\(hint); `ombre devices` lists them")
            }
            if size != nil || scale != nil {
                throw ValidationError("--device sets both the size and the scale; leave out --size and --scale")
            }
        }
    }

    /// The points, scale and pixels to render `scene` at.
    ///
    /// - Throws: `CLIError.badInput` when the size at that scale is more than 16384 pixels on a side.
    func geometry(for scene: Scene) throws(CLIError) -> RenderGeometry {
        if let device, let preset = DevicePreset.named(device) {
            return RenderGeometry(points: preset.points, scale: preset.scale, pixels: preset.pixels)
        }
        return try RenderSettings.geometry(of: scene, size: size, scale: scale)
    }
}

/// Where a scene is rendered: its size in points, pixels per point, and the canvas in pixels.
struct RenderGeometry: Hashable, Sendable {
    var points: PixelSize
    var scale: Double
    var pixels: PixelSize
}
