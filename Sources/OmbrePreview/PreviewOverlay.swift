import OmbreGraphics

/// The preview's `h` overlay: scene time and speed, frames per second and the last frame's
/// render time, in the window's top-left corner.
///
/// Frames per second are counted over the last second of loop time (the loop's own clock);
/// the render time comes from the loop's statistics.
struct PreviewOverlay {
    var isShown = false
    /// Loop times of the frames rendered in the last second.
    private var recentFrames: [Double] = []

    /// Notes a frame rendered at loop time `time`.
    mutating func noteFrame(at time: Double) {
        recentFrames.append(time)
        recentFrames.removeAll { $0 <= time - 1 }
    }

    /// The overlay's lines.
    func lines(sceneTime: Double, speed: Double, paused: Bool, renderMilliseconds: Double?) -> [String] {
        let milliseconds = renderMilliseconds.map { String(format: "%.1f ms", $0) } ?? "–"
        let state = paused ? " · paused" : ""
        return [
            "\(PreviewPlayback.formatTime(sceneTime)) · \(PreviewPlayback.formatSpeed(speed))\(state)",
            "\(recentFrames.count) fps · \(milliseconds)",
        ]
    }
}
