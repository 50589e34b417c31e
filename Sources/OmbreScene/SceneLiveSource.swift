import OmbreGraphics
import OmbreViews

/// A scene whose content comes from somewhere that is rebuilt rather than re-read (a Swift
/// scene, whose files are compiled and run in a process of their own).
package protocol SceneLiveSource: AnyObject {
    /// The files whose saves should rebuild the scene.
    var watchedFiles: [String] { get }
    /// Starts rebuilding after a save and returns at once; the scene shows the old content
    /// until the new one is ready, and keeps it when the rebuild fails.
    func rebuild()
    /// Whether content newer than the last frame is ready (a rebuild finished).
    var hasNewContent: Bool { get }
    /// Called from the building thread when a rebuild ends, to wake an idle frame loop.
    var wake: (@Sendable () -> Void)? { get set }
    /// A word for the window's title while the content is not the latest ("building",
    /// "error in View.swift", "stopped"), or nil.
    var status: String? { get }
    /// A failure since the last call (a trap or an overrun in the code while drawing), for
    /// commands that must stop on one.
    func takeFailure() -> (message: String, isBadInput: Bool)?
    /// Paints `color` under the content from now on (the scene's background changed).
    func paint(background color: Color)
    /// A buffer of `size` to render frames into, so that the content is drawn there directly
    /// instead of copied, or nil to render into one's own.
    func frameBuffer(size: PixelSize) -> PixelBuffer?
    /// Whether frames may draw only what changed into the buffer `frameBuffer` gave: set by a
    /// caller that shows that buffer as the frames leave it (the window), not by one that times
    /// whole frames (`ombre bench`).
    var drawsOnlyChanges: Bool { get set }
    /// The rectangles of the `frameBuffer` buffer drawn since the last call, in pixels.
    func takeDrawnRectangles() -> [IntRect]
    /// How long the source's process spent on the last frame it drew since the last call, or
    /// nil when it drew none (the frame was already drawn, or its code has stopped).
    func takeFrameTimes() -> LiveFrameTimes?
    /// The content's views' frames in window points and, for `point`, the view there with its
    /// constraints (the `l` key), or nil when the content cannot say (its code has stopped).
    func layoutOutline(at point: Point?) -> LayoutOutline?
}
