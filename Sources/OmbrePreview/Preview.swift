import Foundation
import OmbreGraphics
import OmbreScene
import OmbreViews

/// The live preview window for view trees built in Swift.
///
/// `Preview.show` opens the same window as `ombre preview`, with the same keys (q or Escape
/// quit, space pause/resume, r or Home restart, a start/stop the views that wait, Right / Left
/// arrow step while paused (Shift: one second), - and = speed, h overlay, s screenshot, f
/// fullscreen) and the same options, on a view tree you built in code. The window's frame
/// clock is the tree's clock: animated views play from scene time `options.time` on, and
/// their control methods (`startAnimating()` and the others) act at the time of the latest frame.
public enum Preview {
    /// Opens a window showing `root` at `size` (points) and runs it on the calling thread until
    /// it is closed or `options.frames` ticks have passed.
    ///
    /// The root fills the window and follows its size as the window is resized.
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
    /// - Throws: `PreviewError.invalidOption` for a size outside 1...16384.
    package static func window(
        for root: View, size: Size, title: String, background: Color, options: PreviewOptions
    ) throws(PreviewError) -> PreviewWindow {
        // Checked as numbers first: converting NaN or an infinity to Int would trap.
        let sides = 1...Double(PixelSize.maximumSide)
        guard sides.contains(size.width.rounded()), sides.contains(size.height.rounded()) else {
            throw .invalidOption("size must have sides 1...\(PixelSize.maximumSide) (got \(size))")
        }
        let pixels = PixelSize(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
        let scene = Scene(source: title, title: title, designSize: pixels, background: background, root: root)
        return PreviewWindow(scene: scene, size: pixels, options: options, watchedFile: nil)
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
