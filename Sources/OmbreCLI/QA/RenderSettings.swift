import ArgumentParser
import OmbreGraphics
import OmbreScene
import OmbreViews

/// Where on a scene's timeline and at what size and scale to render it for a comparison.
struct RenderSettings: Hashable, Sendable {
    /// The canvas size in points; nil for the scene's own size.
    var size: PixelSize?
    var time: Double = 0
    /// Pixels per point.
    var scale: Double = 1

    /// The size in pixels of `scene` rendered with these settings.
    func pixelSize(of scene: Scene) throws(CLIError) -> PixelSize {
        let points = size ?? scene.designSize
        let width = (Double(points.width) * scale).rounded()
        let height = (Double(points.height) * scale).rounded()
        let limit = Double(PixelSize.maximumSide)
        guard width >= 1, height >= 1, width <= limit, height <= limit else {
            throw .badInput(
                "\(points) points at \(ShortDecimal(scale))x is \(Int(width))x\(Int(height)) pixels; "
                    + "each side must be 1...\(PixelSize.maximumSide)")
        }
        return PixelSize(width: Int(width), height: Int(height))
    }

    /// `scene` rendered with these settings: laid out at `size` points, drawn at `scale`.
    func render(_ scene: Scene) throws(CLIError) -> PixelBuffer {
        let pixels = try pixelSize(of: scene)
        guard scale != 1 else {
            return OmbreViews.render(root: scene.root, size: pixels, at: time, background: scene.background)
        }
        let buffer = PixelBuffer(size: pixels)
        prepare(root: scene.root, size: size ?? scene.designSize, at: time)
        let canvas = Canvas(target: buffer)
        canvas.clear(to: scene.background.pixel)
        canvas.concatenate(AffineTransform(scaleX: scale, y: scale))
        scene.root.draw(in: canvas)
        scene.root.clearNeedsDisplay()
        return buffer
    }
}

/// The options that say how to render a scene given where an image is expected.
struct RenderOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Canvas size in points, WxH with sides 1...16384.", valueName: "WxH"))
    var size: PixelSize?

    @Option(help: ArgumentHelp("Seconds since the scene started.", valueName: "T"))
    var time: Double = 0

    @Option(help: ArgumentHelp("Pixels per point, above 0 and at most 16 (default 1).", valueName: "S"))
    var scale: Double = 1

    mutating func validate() throws {
        guard time.isFinite, time >= 0 else {
            throw ValidationError("--time must be a number of seconds, 0 or more (got \(time))")
        }
        guard Self.isValidScale(scale) else {
            throw ValidationError("--scale must be above 0 and at most 16 (got \(scale))")
        }
    }

    static func isValidScale(_ scale: Double) -> Bool { scale.isFinite && scale > 0 && scale <= 16 }

    var settings: RenderSettings { RenderSettings(size: size, time: time, scale: scale) }
}

/// A number written as briefly as it can be read back exactly: `1`, `1.5`, `0.25`.
struct ShortDecimal: CustomStringConvertible {
    let value: Double
    init(_ value: Double) { self.value = value }

    var description: String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
