import OmbreGraphics

/// What a frame loop did, for `--stats` (DESIGN.md §3).
package struct X11FrameStatistics: Equatable, Sendable {
    /// Ticks of the frame clock, rendered or not.
    package var frames = 0
    /// Ticks that rendered and presented a frame.
    package var rendered = 0
    /// Ticks skipped because the loop was still busy when their deadline passed.
    package var dropped = 0
    /// Whether the last frame went through MIT-SHM.
    package var sharedMemory = false
    /// Rendered frames the server read straight from their source's own shared-memory buffer,
    /// without a copy into an image of the window's.
    package var uncopiedFrames = 0
    /// The window size at the end.
    package var size = PixelSize(width: 0, height: 0)
    /// Milliseconds spent in the source's `render`, one entry per rendered frame.
    package var renderMilliseconds: [Double] = []
    /// Milliseconds spent presenting (copy, put, and any wait for a free shared image; for the
    /// first frame, until the server reports it shown). The wait for the server to finish
    /// reading a frame buffer it shares with its source comes before the next render, and counts
    /// in neither this nor `renderMilliseconds`, only in `frameMilliseconds`.
    package var presentMilliseconds: [Double] = []
    /// Milliseconds from the tick's wake-up to the end of its present.
    package var frameMilliseconds: [Double] = []
    /// The share (0...1) of the window's pixels each rendered frame drew and presented.
    package var damageShares: [Double] = []

    package init() {}

    /// The `--stats` line: `{"frames", "rendered", "dropped", "shm", "size", "render_ms",
    /// "present_ms", "frame_ms", "damage"}`, each `*_ms` and `damage` being `{"p50", "p99",
    /// "max"}` (all 0 when nothing rendered).
    package var jsonLine: String {
        "{\"frames\": \(frames), \"rendered\": \(rendered), \"dropped\": \(dropped), \"shm\": \(sharedMemory), "
            + "\"size\": [\(size.width), \(size.height)], \"render_ms\": \(Self.summary(renderMilliseconds)), "
            + "\"present_ms\": \(Self.summary(presentMilliseconds)), \"frame_ms\": \(Self.summary(frameMilliseconds)), "
            + "\"damage\": \(Self.summary(damageShares))}"
    }

    /// The nearest-rank percentile `p` (0...1) of `values`, or 0 when empty.
    package static func percentile(_ p: Double, of values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    private static func summary(_ values: [Double]) -> String {
        let p50 = format(percentile(0.5, of: values))
        let p99 = format(percentile(0.99, of: values))
        return "{\"p50\": \(p50), \"p99\": \(p99), \"max\": \(format(values.max() ?? 0))}"
    }

    /// Milliseconds with three decimals, written without Foundation.
    private static func format(_ value: Double) -> String {
        let micros = Int((value * 1000).rounded())
        let fraction = String(micros % 1000)
        return "\(micros / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
