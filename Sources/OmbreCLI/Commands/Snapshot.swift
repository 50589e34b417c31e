import ArgumentParser
import Foundation
import OmbreGraphics
import OmbreScene

struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render scenes at sizes, scales or devices, and times; compare them with reference images.",
        discussion: """
            References live in DIR/<scene>/<W>x<H>@<scale>x-t<time>.png (<scene>
            the file name without extension, sizes in pixels, numbers in shortest
            form: 64x48@1x-t0.png); --record writes them (and removes the last
            report, which they make out of date). Otherwise prints one
            line per comparison and a summary, and writes DIR/report/index.html:
            one page, failures first, reference | actual | difference side by
            side, with a slider or onion skin between reference and actual.
            Sizes are in points and take each --scale (default: the scene's
            window.scale); each --device adds its own size and scale. Without
            --sizes a scene renders at its window.size, and one that sets none (a
            .swift file) at 800x600: give --sizes or --device to check it at the
            size it is meant for (`ombre diff` compares two scenes at one size).
            Without --times a scene is checked at 0 and, when it animates, at
            times spread over its longest cycle. Comparisons run on every CPU this process may use.

            --shard K/N runs every N-th comparison from the K-th (a fixed split
            for CI machines) and writes DIR/report-K-of-N/; --merge then joins
            those into DIR/report.

              ombre snapshot gradient a.yaml --reference refs --sizes 64x48 --record
              ombre snapshot gradient a.yaml --reference refs --sizes 64x48
              ombre snapshot a.yaml --reference refs --device iphone-15,ipad-air-11
              ombre snapshot scenes/*.yaml --reference refs --shard 2/4
              ombre snapshot --merge --reference refs

            \(comparisonExitStatusHelp)
            """)

    @Argument(help: "Scene files (YAML, JSON or .swift) or built-in demo names.")
    var scenes: [String] = []

    @OptionGroup(title: "Swift scenes") var swift: SwiftSceneArguments

    @Option(help: ArgumentHelp("The folder of reference images.", valueName: "DIR"))
    var reference: String

    @Option(help: ArgumentHelp("Sizes in points, WxH, comma-separated (default: each scene's).", valueName: "WxH,…"))
    var sizes: [String] = []

    @Option(help: ArgumentHelp("Scene times in seconds, comma-separated.", valueName: "T,…"))
    var times: [String] = []

    @Option(
        help: ArgumentHelp(
            "Scales (pixels per point, 0.25...8), comma-separated (default: each scene's window.scale).",
            valueName: "S,…"))
    var scales: [String] = []

    @Option(
        name: [.customLong("device"), .customLong("devices")],
        help: ArgumentHelp(
            "iPhone or iPad presets (size and scale), comma-separated; `ombre devices` lists them.",
            valueName: "NAME,…"))
    var devices: [String] = []

    @Option(help: ArgumentHelp("Levels (0...255) a channel may differ by and still count as equal.", valueName: "N"))
    var tolerance: Int = 0

    @Flag(help: "Write the renderings as the reference images instead of comparing.")
    var record = false

    @Option(help: ArgumentHelp("Run only the K-th of N fixed slices of the comparisons.", valueName: "K/N"))
    var shard: String?

    @Flag(help: "Join the shard reports DIR/report-K-of-N into DIR/report.")
    var merge = false

    @Option(help: ArgumentHelp("Comparisons at once (default: one per CPU this process may use).", valueName: "N"))
    var threads: Int?

    func validate() throws {
        guard (0...255).contains(tolerance) else {
            throw ValidationError("--tolerance must be 0...255 levels (got \(tolerance))")
        }
        if let threads, !(1...256).contains(threads) {
            throw ValidationError("--threads must be 1...256 (got \(threads))")
        }
        if let shard, Shard(parsing: shard) == nil {
            throw ValidationError("--shard must be K/N with 1 ≤ K ≤ N (got \(shard))")
        }
        if merge {
            guard scenes.isEmpty, !record, shard == nil else {
                throw ValidationError("--merge takes only --reference: it joins reports that shards wrote")
            }
        } else if scenes.isEmpty {
            throw ValidationError("give one or more scenes (files or built-in demo names)")
        }
        _ = try parsedSizes()
        _ = try parsedTimes()
        _ = try parsedScales()
        _ = try parsedDevices()
    }

    func run() throws {
        try exitLikeDiff {
            try swift.activate(scenes: scenes)
            let references = URL(fileURLWithPath: reference)
            if merge {
                let merged = try SnapshotReport.merge(in: references)
                return summarize(merged.cases, report: references.appendingPathComponent("report"))
            }
            let shard = self.shard.flatMap(Shard.init(parsing:))
            let cases = try plan().filter { shard?.contains($0.index) ?? true }
            let report = references.appendingPathComponent(shard?.reportFolderName ?? "report")
            // Recording makes the last report's comparisons stale: it goes rather than mislead.
            let staleReport = record ? try SnapshotReport.discard(report) : false
            if !record { try SnapshotReport.prepare(report) }
            let runner = SnapshotRunner(
                references: references, report: report, tolerance: tolerance, record: record,
                threads: threads ?? UsableCPUs.count)
            let results = try runner.run(cases) { print($0.line) }
            if record {
                print("recorded \(results.count) reference image(s) in \(reference)")
                if staleReport { print("removed the report of the last comparison, \(report.path), now out of date") }
                return true
            }
            let data = SnapshotReportData(
                shard: shard.map { [$0.index, $0.count] }, tolerance: tolerance, cases: results)
            try SnapshotReport.write(data, to: report)
            return summarize(results, report: report)
        }
    }

    /// Prints the summary line; returns whether every case passed.
    private func summarize(_ results: [SnapshotResult], report: URL) -> Bool {
        let failed = results.filter(\.status.isFailure).count
        let page = report.appendingPathComponent("index.html").path
        print("\(results.count) comparison(s): \(results.count - failed) passed, \(failed) failed; report \(page)")
        return failed == 0
    }

    /// Every case of the suite in its fixed order: scenes; then sizes × scales, then devices;
    /// then times.
    private func plan() throws(CLIError) -> [SnapshotCase] {
        // `validate` has parsed these already.
        let sizes = (try? parsedSizes()) ?? []
        let scales = (try? parsedScales()) ?? []
        let devices = (try? parsedDevices()) ?? []
        let times = (try? parsedTimes()) ?? []
        var cases: [SnapshotCase] = []
        var names: [String: String] = [:]
        for scene in scenes {
            let loaded = try loadScene(scene)
            let name = SnapshotCase.name(of: scene)
            if let other = names[name], other != scene {
                throw .badInput("\(other) and \(scene) would share the reference folder \(name); rename one")
            }
            names[name] = scene
            var geometries: [RenderGeometry] = []
            if devices.isEmpty || !sizes.isEmpty || !scales.isEmpty {
                for size in sizes.isEmpty ? [nil] : sizes.map(Optional.some) {
                    for scale in scales.isEmpty ? [nil] : scales.map(Optional.some) {
                        geometries.append(try RenderSettings.geometry(of: loaded, size: size, scale: scale))
                    }
                }
            }
            geometries += devices.map { RenderGeometry(points: $0.points, scale: $0.scale, pixels: $0.pixels) }
            for geometry in geometries {
                for time in times.isEmpty ? loaded.defaultSnapshotTimes : times {
                    cases.append(
                        SnapshotCase(
                            index: cases.count, scene: scene, name: name,
                            settings: RenderSettings(geometry: geometry, time: time)))
                }
            }
        }
        return cases
    }

    private func parsedSizes() throws(ValidationError) -> [PixelSize] {
        try list(sizes, "--sizes", "sizes WxH with sides 1...16384") { PixelSize(parsing: $0) }
    }

    private func parsedTimes() throws(ValidationError) -> [Double] {
        try list(times, "--times", "times in seconds, 0 or more") { text in
            Double(text).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
    }

    private func parsedScales() throws(ValidationError) -> [Double] {
        try list(scales, "--scales", "scales 0.25...8") { text in
            Double(text).flatMap { $0.isFinite && Scene.scaleRange.contains($0) ? $0 : nil }
        }
    }

    private func parsedDevices() throws(ValidationError) -> [DevicePreset] {
        try list(devices, "--device", "device names (see `ombre devices`)") { DevicePreset.named($0) }
    }

    /// The comma-separated items of every use of an option, each parsed by `parse`, in order and
    /// without repeats.
    private func list<T: Equatable>(
        _ values: [String], _ option: String, _ what: String, _ parse: (String) -> T?
    ) throws(ValidationError) -> [T] {
        var items: [T] = []
        for value in values {
            for part in value.split(separator: ",", omittingEmptySubsequences: false) {
                let text = part.trimmingCharacters(in: .whitespaces)
                guard let item = parse(text) else {
                    throw ValidationError("\(option) takes \(what), comma-separated (got \"\(text)\")")
                }
                if !items.contains(item) { items.append(item) }
            }
        }
        return items
    }
}
