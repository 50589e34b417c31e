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

    /// The frame to show and the rectangles of it that changed since the last frame (by
    /// default `render`'s whole buffer); only those are sent to the server.
    func renderFrame(size: PixelSize, time: Double) -> X11Frame

    /// A key command, at the loop time it arrived. The loop itself also ends on `.quit` and
    /// toggles fullscreen on `.fullscreen`.
    func handle(_ command: X11Command, time: Double)

    /// The pointer moved to `position` in the window, or left it (nil). Motion comes often:
    /// keep this cheap. The default does nothing.
    func pointerMoved(to position: X11PointerPosition?)

    /// The main button went down (`pressed`) or up at `position`. The default does nothing.
    func pointerButton(pressed: Bool, at position: X11PointerPosition)
}

extension X11FrameSource {
    package func renderFrame(size: PixelSize, time: Double) -> X11Frame {
        X11Frame(buffer: render(size: size, time: time), damage: nil)
    }
}

/// A rendered frame and where it differs from the previous one.
package struct X11Frame {
    package var buffer: PixelBuffer
    /// The changed rectangles in window pixels, or nil when all of it may have changed.
    package var damage: [IntRect]?

    package init(buffer: PixelBuffer, damage: [IntRect]?) {
        self.buffer = buffer
        self.damage = damage
    }
}
