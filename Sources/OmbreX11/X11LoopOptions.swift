/// How a frame loop runs.
package struct X11LoopOptions: Equatable, Sendable {
    /// Frame-clock ticks per second.
    package var fps: Double
    /// Stop after this many ticks, whether or not they rendered; nil runs until closed.
    package var maxFrames: Int?
    /// False forces `XPutImage` even where MIT-SHM works (`--no-shm`, `OMBRE_NO_SHM=1`).
    package var useSharedMemory: Bool
    /// Whether SIGINT and SIGTERM end the loop (handlers are restored afterwards).
    package var handlesSignals: Bool

    package init(fps: Double = 60, maxFrames: Int? = nil, useSharedMemory: Bool = true, handlesSignals: Bool = true) {
        self.fps = fps
        self.maxFrames = maxFrames
        self.useSharedMemory = useSharedMemory
        self.handlesSignals = handlesSignals
    }
}
