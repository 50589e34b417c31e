/// How long a live source's process spent on one frame, in milliseconds: bringing its views to
/// the frame (their updates, layout, timers and the code they run, `draw(_:)` included) and
/// drawing them. What is left of the frame's time is the hand-over between the processes.
package struct LiveFrameTimes: Equatable, Sendable {
    package let code: Double
    package let drawing: Double

    package init(code: Double, drawing: Double) {
        self.code = code
        self.drawing = drawing
    }
}
