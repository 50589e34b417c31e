import OmbreGraphics

/// What the frame loop shows: the seam between the X11 platform code and the renderer.
///
/// The loop calls these on its own thread. `time` is seconds of the loop's frame clock since the
/// loop started, always a whole number of frame periods.
package protocol X11FrameSource: AnyObject {
    /// Whether the next tick must render: something animates or changed. When false and nothing
    /// else happened (no resize, no first frame), the loop sleeps and renders nothing.
    var needsFrame: Bool { get }

    /// The frame to show at `time` for a window of `size`. A buffer of another size is shown at
    /// the top-left corner, cut to the window.
    func render(size: PixelSize, time: Double) -> PixelBuffer

    /// A key command, at the loop time it arrived. The loop itself also ends on `.quit` and
    /// toggles fullscreen on `.fullscreen`.
    func handle(_ command: X11Command, time: Double)

    /// The pointer moved to `position` in the window, or left it (nil). Motion comes often:
    /// keep this cheap. The default does nothing.
    func pointerMoved(to position: X11PointerPosition?)
}
