import OmbreScene

/// How the live preview window runs: the options of `ombre preview`, for `Preview.show` too.
public struct PreviewOptions: Equatable, Sendable {
    /// Scene time at the first frame, in seconds (0 or more).
    public var time: Double
    /// Frame-clock ticks per second, 1...1000.
    public var fps: Int
    /// Playback speed, above 0 and at most 4; the `-` and `=` keys step through 0.1, 0.25, 0.5,
    /// 1, 2 and 4.
    public var speed: Double
    /// Stop after this many ticks of the frame clock; nil runs until the window is closed.
    public var frames: Int?
    /// Threads to render with, 1...64; nil uses one per core (at most 8).
    public var threads: Int?
    /// Print one line of JSON statistics to standard output when the window closes.
    public var stats: Bool
    /// False presents with `XPutImage` instead of MIT-SHM (`--no-shm`).
    public var useSharedMemory: Bool
    /// Pixels per point, 0.25...8 (`--scale`); iPhones use 2 or 3.
    public var scale: Double
    /// An iPhone or iPad preset whose size in points and scale win over the given ones (`--device`).
    public var device: DevicePreset?

    /// Options with the command line's defaults: time 0, 60 fps, until closed, one thread per core, scale 1.
    public init(
        time: Double = 0, fps: Int = 60, speed: Double = 1, frames: Int? = nil, threads: Int? = nil,
        stats: Bool = false, useSharedMemory: Bool = true, scale: Double = 1, device: DevicePreset? = nil
    ) {
        self.time = time
        self.fps = fps
        self.speed = speed
        self.frames = frames
        self.threads = threads
        self.stats = stats
        self.useSharedMemory = useSharedMemory
        self.scale = scale
        self.device = device
    }

    /// What is wrong with the options, each message naming the option as the command line spells
    /// it without its dashes (`fps must be 1...1000 (got 0)`); empty when they are valid.
    public var problems: [String] {
        var found: [String] = []
        if !(time.isFinite && time >= 0) { found.append("time must be 0 or more seconds (got \(time))") }
        if !(1...1000).contains(fps) { found.append("fps must be 1...1000 (got \(fps))") }
        if !(speed.isFinite && speed > 0 && speed <= 4) {
            found.append("speed must be above 0 and at most 4 (got \(speed))")
        }
        if let frames, frames < 1 { found.append("frames must be 1 or more (got \(frames))") }
        if let threads, !(1...64).contains(threads) { found.append("threads must be 1...64 (got \(threads))") }
        if !(scale.isFinite && Scene.scaleRange.contains(scale)) {
            found.append("scale must be a number 0.25...8 (got \(scale))")
        }
        return found
    }
}
