import Benchmark
import OmbreGraphics
import OmbreScene
import OmbreViews

/// The "PNG encoding" cases: one iteration encodes one rendered 1080p frame to PNG in memory
/// (un-premultiplying included), at a zlib level and with a set of row filters, and records
/// the file's size in bytes next to the time.
enum PNGEncodingCases {
    /// The frames encoded: built-in demos rendered as `ombre render NAME --size 1920x1080
    /// --time T` draws them.
    static let scenes: [(name: String, time: Double)] = [("gallery", 5.6), ("gradient", 0)]
    static let filters: [(name: String, filters: PNGCompression.Filters)] = [
        ("none", .none), ("sub", .sub), ("up", .up), ("paeth", .paeth), ("all", .all),
    ]
    /// Every filter set at levels 1, 3, 6 and 9, and the levels between for `sub` (the
    /// smallest files at each level in the first runs) and `none`.
    static let settings: [(level: Int, filters: (name: String, filters: PNGCompression.Filters))] =
        [1, 3, 6, 9].flatMap { level in filters.map { (level, $0) } }
        + [2, 4, 5].flatMap { level in [(level, filters[0]), (level, filters[1])] }
    static let size = PixelSize(width: 1920, height: 1080)
    /// The size of each encoded file, as a custom metric (not scaled by iterations).
    static let bytes = BenchmarkMetric.custom("PNG bytes", polarity: .prefersSmaller, useScalingFactor: false)

    /// Up to 15 iterations in 8 s; level 9, where one gallery frame takes seconds, measures
    /// at most 3 without a warm-up (the slowest cases then hold one or two).
    static func configuration(level: Int) -> Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: [.wallClock, .throughput, bytes], timeUnits: .milliseconds,
            warmupIterations: level == 9 ? 0 : 1, scalingFactor: .one, maxDuration: .seconds(8),
            maxIterations: level == 9 ? 3 : 15)
    }
}

/// Registers `png-<scene>-l<level>-<filters> 1920x1080` for every scene, level and filter set,
/// and `png-bgra-<scene>` for the un-premultiplying step alone, whose "size" is the raw BGRA.
func registerPNGEncodingBenchmarks() {
    for scene in PNGEncodingCases.scenes {
        guard let loaded = try? Scene.load(scene.name) else { preconditionFailure("\(scene.name) is built in") }
        let frame = render(
            root: loaded.root, size: PNGEncodingCases.size, at: scene.time, background: loaded.background)
        let straight = PNGEncodingCases.configuration(level: 0)
        Benchmark("png-bgra-\(scene.name) \(frame.size)", configuration: straight) {
            benchmark in
            for _ in benchmark.scaledIterations {
                let straight = frame.straightBGRA()
                benchmark.measurement(PNGEncodingCases.bytes, straight.count)
                blackHole(straight)
            }
        }
        for (level, filters) in PNGEncodingCases.settings {
            guard let compression = PNGCompression(level: level, filters: filters.filters) else {
                preconditionFailure("levels 1...9 and named filters are valid")
            }
            let name = "png-\(scene.name)-l\(level)-\(filters.name) \(frame.size)"
            Benchmark(name, configuration: PNGEncodingCases.configuration(level: level)) { benchmark in
                for _ in benchmark.scaledIterations {
                    guard let data = try? frame.pngData(compression: compression) else {
                        preconditionFailure("a rendered frame encodes")
                    }
                    benchmark.measurement(PNGEncodingCases.bytes, data.count)
                    blackHole(data)
                }
            }
        }
    }
}
