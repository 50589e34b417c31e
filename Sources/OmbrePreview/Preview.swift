import Foundation
import OmbreGraphics
import OmbreScene
import OmbreViews

/// The live preview window for view trees built in Swift.
///
/// `Preview.show` opens the same window as `ombre preview`, with the same keys (q or Escape
/// quit, space pause/resume, r or Home restart, a start/stop the views that wait, Right / Left
/// arrow step while paused (Shift: one second), - and = speed, h overlay, s screenshot, f
/// fullscreen, i pixel inspector, l layout outlines) and the same options, on a view tree you built in code. The window's frame
/// clock is the tree's clock: animated views play from scene time `options.time` on, and
/// their control methods (`startAnimating()` and the others) act at the time of the latest frame.
public enum Preview {
    /// Opens a window showing `root` at `size` (points) and runs it on the calling thread until
    /// it is closed or `options.frames` ticks have passed.
    ///
    /// The window is `size` × `options.scale` pixels (`options.device`, when set, gives both the
    /// size and the scale). The root fills the window and follows its size as it is resized.
    ///
    /// - Throws: `PreviewError.invalidOption` for a size outside 1...16384 or an option out of
    ///   range, `.noDisplay` when `DISPLAY` is not set, and the other cases when the X server
    ///   refuses the window or the connection is lost.
    public static func show(
        _ root: View, size: Size, title: String = "Ombre", background: Color = .black,
        options: PreviewOptions = PreviewOptions()
    ) throws(PreviewError) {
        try window(for: root, size: size, title: title, background: background, options: options).run()
    }

    /// The window `show` runs, not yet open.
    ///
    /// - Throws: `PreviewError.invalidOption` for an option out of range or a size outside
    ///   1...16384 pixels at the scale.
    package static func window(
        for root: View, size: Size, title: String, background: Color, options: PreviewOptions
    ) throws(PreviewError) -> PreviewWindow {
        if let problem = options.problems.first { throw .invalidOption(problem) }
        let points = options.device.map { $0.points.size } ?? size
        let scale = options.device?.scale ?? options.scale
        // Checked as numbers first: converting NaN or an infinity to Int would trap.
        let sides = 1...Double(PixelSize.maximumSide)
        let width = (points.width * scale).rounded()
        let height = (points.height * scale).rounded()
        guard sides.contains(width), sides.contains(height) else {
            throw .invalidOption(
                "size must have sides 1...\(PixelSize.maximumSide) pixels at scale \(scale) (got \(points) points)")
        }
        let pixels = PixelSize(width: Int(width), height: Int(height))
        let designSize = PixelSize(
            width: max(1, Int(points.width.rounded())), height: max(1, Int(points.height.rounded())))
        let scene = Scene(
            source: title, title: title, designSize: designSize, scale: scale, background: background, root: root)
        var window = PreviewWindow(scene: scene, size: pixels, options: options, watchedFile: nil)
        window.scale = scale
        return window
    }

    /// Opens a window showing `root` at `size` (points); the same as the `Size` form.
    ///
    /// - Throws: `PreviewError`, as the `Size` form does.
    public static func show(
        _ root: View, size: CGSize, title: String = "Ombre", background: Color = .black,
        options: PreviewOptions = PreviewOptions()
    ) throws(PreviewError) {
        try show(
            root, size: Size(width: Double(size.width), height: Double(size.height)), title: title,
            background: background, options: options)
    }
}
