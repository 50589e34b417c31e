import OmbreGraphics
import OmbreScene
import OmbreViews

/// Where on a scene's timeline and at what geometry to render it for a comparison.
struct RenderSettings: Hashable, Sendable {
    var geometry: RenderGeometry
    var time: Double

    /// The geometry of `size` points (default: the scene's) at `scale` (default: the scene's).
    /// - Throws: `CLIError.badInput` when the pixels would exceed 16384 on a side.
    static func geometry(of scene: Scene, size: PixelSize?, scale: Double?) throws(CLIError) -> RenderGeometry {
        let points = size ?? scene.designSize
        let scale = scale ?? scene.scale
        guard let pixels = points.scaled(by: scale) else {
            throw .badInput(
                "\(points) points at \(ShortDecimal(scale))x is more than \(PixelSize.maximumSide) pixels on a side; "
                    + "lower the size or the scale")
        }
        return RenderGeometry(points: points, scale: scale, pixels: pixels)
    }

    /// `scene` rendered with these settings.
    ///
    /// - Throws: `CLIError` when a built scene's code fails while drawing.
    func render(_ scene: Scene) throws(CLIError) -> PixelBuffer {
        let frame = OmbreViews.render(
            root: scene.root, size: geometry.pixels, scale: geometry.scale, at: time, background: scene.background)
        try checkScene(scene)
        return frame
    }
}
