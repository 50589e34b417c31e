import OmbreGraphics

/// A frame source made of closures, for callers that have a `render(size:time:)` function and
/// need nothing more.
package final class X11ClosureFrameSource: X11FrameSource {
    private let renderFrame: (PixelSize, Double) -> PixelBuffer
    private let onCommand: (X11Command, Double) -> Void
    private let isAnimating: () -> Bool

    /// - Parameters:
    ///   - isAnimating: asked before each tick; false lets the loop sleep until something happens.
    ///   - onCommand: told about each key command.
    ///   - render: makes the frame for a size and a time.
    package init(
        isAnimating: @escaping () -> Bool = { true },
        onCommand: @escaping (X11Command, Double) -> Void = { _, _ in },
        render: @escaping (PixelSize, Double) -> PixelBuffer
    ) {
        self.isAnimating = isAnimating
        self.onCommand = onCommand
        self.renderFrame = render
    }

    package var needsFrame: Bool { isAnimating() }

    package func render(size: PixelSize, time: Double) -> PixelBuffer {
        renderFrame(size, time)
    }

    package func handle(_ command: X11Command, time: Double) {
        onCommand(command, time)
    }
}
