/// The preview's scene clock: maps the frame loop's time to scene time through pauses, steps,
/// speed changes and restarts.
///
/// Time is an input: every method takes the loop time at which it happens. Stepping lands on
/// the frame grid k / fps exactly, so the frame shown after stepping to frame k equals
/// `ombre render --time k/fps`.
package struct PreviewPlayback: Equatable {
    /// The speeds that `-` and `=` step through.
    package static let speeds: [Double] = [0.1, 0.25, 0.5, 1, 2, 4]

    package let fps: Double
    package private(set) var speed: Double
    /// The scene time at loop time `anchorLoop` while playing.
    private var anchorScene: Double
    private var anchorLoop = 0.0
    /// The frozen scene time while paused.
    package private(set) var pausedAt: Double?

    /// A clock that shows scene time `startTime` at loop time 0 and plays at `speed`.
    package init(fps: Double, startTime: Double = 0, speed: Double = 1) {
        self.fps = fps
        self.speed = speed
        anchorScene = startTime
    }

    package var isPaused: Bool { pausedAt != nil }

    /// The scene time at loop time `loop`; never below 0.
    package func sceneTime(at loop: Double) -> Double {
        pausedAt ?? max(0, anchorScene + (loop - anchorLoop) * speed)
    }

    /// Pauses where the scene is, or resumes from where it was paused.
    package mutating func togglePause(at loop: Double) {
        if let paused = pausedAt {
            reanchor(scene: paused, loop: loop)
            pausedAt = nil
        } else {
            pausedAt = sceneTime(at: loop)
        }
    }

    /// Pauses (if playing) and moves to the next or previous frame k / fps, or by a whole
    /// second (fps frames) of the grid; never before 0.
    package mutating func step(forward: Bool, wholeSecond: Bool, at loop: Double) {
        let now = sceneTime(at: loop) * fps
        // A time a hair off the grid (from a playing clock) counts as the grid frame it is on.
        let tolerance = 1e-6
        let frames = wholeSecond ? max(1, fps.rounded()) : 1
        let index = forward ? (now + tolerance).rounded(.down) + frames : (now - tolerance).rounded(.up) - frames
        pausedAt = max(0, index) / fps
    }

    /// Moves to the next slower or faster speed of `speeds` (from a speed between two of them,
    /// to the neighbour in that direction); the ends stay where they are.
    package mutating func changeSpeed(faster: Bool, at loop: Double) {
        let next =
            faster
            ? Self.speeds.first { $0 > speed * (1 + 1e-9) }
            : Self.speeds.last { $0 < speed * (1 - 1e-9) }
        guard let next else { return }
        reanchor(scene: sceneTime(at: loop), loop: loop)
        speed = next
    }

    /// Starts the scene over at time 0, staying paused if it was.
    package mutating func restart(at loop: Double) {
        reanchor(scene: 0, loop: loop)
        if pausedAt != nil { pausedAt = 0 }
    }

    private mutating func reanchor(scene: Double, loop: Double) {
        anchorScene = scene
        anchorLoop = loop
    }

    /// What the window title adds after the scene's name: the scene time and speed when paused
    /// or playing slower or faster, else nothing.
    package func status(at loop: Double) -> String? {
        guard isPaused || speed != 1 else { return nil }
        var parts = [Self.formatTime(sceneTime(at: loop))]
        if speed != 1 { parts.append(Self.formatSpeed(speed)) }
        if isPaused { parts.append("paused") }
        return parts.joined(separator: " · ")
    }

    /// Seconds with three decimals: "1.250 s".
    package static func formatTime(_ seconds: Double) -> String {
        let thousandths = Int((seconds * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }

    /// A speed as "0.25×", "2×".
    package static func formatSpeed(_ speed: Double) -> String {
        let text = speed == speed.rounded() ? String(Int(speed)) : String(speed)
        return text + "×"
    }
}
