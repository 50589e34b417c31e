import ArgumentParser
import Foundation
import OmbreGraphics
import OmbreScene
import OmbreViews

struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render frames headlessly and report how long they take.",
        discussion: """
            Renders a few warm-up frames, then --frames N frames at --size, advancing time
            by 1/fps per frame; sizes are in pixels (points × scale). Reports the median
            (p50), p99 and slowest render in ms and ns per pixel (from the median). With
            --json prints one JSON object. With --cold every frame draws its shapes afresh,
            as if each had moved since the frame before: views make their paths again, and
            stroke outlines and edges are made and swept again instead of replayed (what a
            shape that changes every frame costs).

            A Swift scene's frames are also split three ways (the "swift ms" line;
            "swift_ms" with --json): "code", its process bringing the views to the frame
            (their updates, layout, timers and the code they run, draw(_:) included);
            "drawing", that process drawing them; and "hand-over", the rest of the frame
            (the request, the reply and the switches between ombre and that process).
            Each is the p50 (with --json also p99 and max) of its own per-frame values.
            """)

    @OptionGroup var options: SceneOptions

    @Option(help: ArgumentHelp("Frames to measure.", valueName: "N"))
    var frames: Int = 120

    @Option(help: ArgumentHelp("Threads to render with.", valueName: "N"))
    var threads: Int = 1

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    @Flag(
        help: "Draw every frame's shapes afresh, reusing no paths, outlines, edges or coverage from the frame before.")
    var cold = false

    func validate() throws {
        guard (1...100_000).contains(frames) else {
            throw ValidationError("--frames must be 1...100000 (got \(frames))")
        }
        guard (1...64).contains(threads) else { throw ValidationError("--threads must be 1...64 (got \(threads))") }
    }

    func run() throws {
        try options.swift.activate(
            scenes: [options.scene], companions: options.moreFiles, device: options.geometry.device)
        let scene = try loadScene(options.scene)
        let geometry = try options.geometry.geometry(for: scene)
        let size = geometry.pixels
        // A Swift scene's process draws straight into the shared memory it offers, as in the window.
        let buffer = scene.live?.frameBuffer(size: size) ?? PixelBuffer(size: size)
        let step = 1 / Double(options.fps)
        var time = options.time
        // Read once: an argument's property wrapper costs microseconds a read, which the
        // timed frames would count.
        let (cold, threads, scale, background) = (self.cold, self.threads, geometry.scale, scene.background)
        for _ in 0..<3 {
            if cold { scene.root.forgetShapes() }
            render(root: scene.root, into: buffer, scale: scale, at: time, background: background, threads: threads)
            try checkScene(scene)
            time += step
        }
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        // A Swift scene's frames split into its process's two parts and the hand-over.
        var split = SwiftFrameSplit(frames: frames)
        _ = scene.live?.takeFrameTimes()
        for _ in 0..<frames {
            if cold { scene.root.forgetShapes() }
            let start = DispatchTime.now().uptimeNanoseconds
            render(root: scene.root, into: buffer, scale: scale, at: time, background: background, threads: threads)
            let sample = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            samples.append(sample)
            if let times = scene.live?.takeFrameTimes() { split.add(times, frame: sample) }
            try checkScene(scene)
            time += step
        }
        let stats = Percentiles(samples)
        // Only when every frame was split: a frame the process did not draw has no parts.
        let parts = split.count == frames ? split : nil
        let nsPerPixel = stats.p50 * 1e6 / Double(size.width * size.height)
        if json {
            var object: [String: Any] = [
                "scene": options.scene, "width": size.width, "height": size.height, "frames": frames,
                "threads": threads, "render_ms": stats.json, "ns_per_pixel": nsPerPixel,
            ]
            if cold { object["cold"] = true }
            if let parts { object["swift_ms"] = parts.json }
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        } else {
            print("scene \(options.scene) at \(size), \(frames) frames, \(threads) thread(s)\(cold ? ", cold" : "")")
            print(String(format: "render ms  p50 %.3f  p99 %.3f  max %.3f", stats.p50, stats.p99, stats.max))
            print(String(format: "ns/pixel   %.3f (from p50)", nsPerPixel))
            if let parts {
                print(
                    String(
                        format: "swift ms   code p50 %.3f  drawing p50 %.3f  hand-over p50 %.3f", parts.code.p50,
                        parts.drawing.p50, parts.handOver.p50))
            }
        }
    }
}

/// The median, 99th percentile and maximum of some measurements.
struct Percentiles {
    let p50: Double
    let p99: Double
    let max: Double

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        func at(_ q: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(sorted.count - 1, Int((q * Double(sorted.count - 1)).rounded()))]
        }
        p50 = at(0.5)
        p99 = at(0.99)
        max = sorted.last ?? 0
    }

    var json: [String: Double] {
        ["p50": p50, "p99": p99, "max": max]
    }
}

/// A Swift scene's frame times split into its process's code and drawing and the hand-over,
/// frame by frame.
struct SwiftFrameSplit {
    private var codes: [Double] = []
    private var drawings: [Double] = []
    private var handOvers: [Double] = []

    init(frames: Int) {
        codes.reserveCapacity(frames)
        drawings.reserveCapacity(frames)
        handOvers.reserveCapacity(frames)
    }

    var count: Int { codes.count }
    var code: Percentiles { Percentiles(codes) }
    var drawing: Percentiles { Percentiles(drawings) }
    var handOver: Percentiles { Percentiles(handOvers) }

    /// Adds a frame that took `frame` ms in all, of which the process reported `times`.
    mutating func add(_ times: LiveFrameTimes, frame: Double) {
        codes.append(times.code)
        drawings.append(times.drawing)
        // Both clocks are the system's monotonic one, and the parts lie inside the frame.
        handOvers.append(frame - times.code - times.drawing)
    }

    var json: [String: [String: Double]] {
        ["code": code.json, "drawing": drawing.json, "handover": handOver.json]
    }
}
