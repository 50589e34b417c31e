import Foundation
import OmbreGraphics
import OmbreScene
import OmbreViews

/// The live preview window for view trees built in Swift.
///
/// `Preview.show` opens the same window as `ombre preview`, with the same keys (q or Escape
/// quit, space pause/resume, r or Home restart, Right / Left arrow step while paused (Shift:
/// one second), - and = speed, h overlay, s screenshot, f fullscreen) and the same options, on a view tree you built in code. The window's frame
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
        let pixels = PixelSize(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
        let sides = 1...PixelSize.maximumSide
        guard size.width.isFinite, size.height.isFinite, sides.contains(pixels.width), sides.contains(pixels.height)
        else {
            throw .invalidOption("size must have sides 1...\(PixelSize.maximumSide) (got \(size))")
        }
        let scene = Scene(source: title, title: title, designSize: pixels, background: background, root: root)
        try PreviewWindow(scene: scene, size: pixels, options: options, watchedFile: nil).run()
    }

    /// Opens a window showing `root` at `size` (points); see ``show(_:size:title:background:options:)-(_,Size,_,_,_)``.
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
