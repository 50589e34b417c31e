import Foundation
import OmbreGraphics
import Testing

@testable import OmbreCLI

/// `ombre snapshot`: reference layout, record mode, comparisons, the report's data, shards.
@Suite struct SnapshotCommandTests {
    /// A static scene whose top color can be changed to make its snapshot fail.
    static func flatScene(_ top: String) -> String {
        """
        window: {size: [32, 24]}
        root:
          gradient: {startColor: "\(top)", endColor: "#202020"}

        """
    }

    /// Two frames of 2 s each, repeating: a 4 s cycle.
    static let animatedScene = """
        window: {size: [32, 24]}
        root:
          animatedGradient:
            duration: 2
            frames:
              - {colors: [red, blue], direction: right, type: axial}
              - {colors: [green, yellow], direction: down, type: axial}

        """

    private func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func referenceNamesUsePixelsAndShortestNumbers() {
        #expect(SnapshotCase.fileName(pixels: PixelSize(width: 64, height: 48), scale: 1, time: 0) == "64x48@1x-t0.png")
        #expect(
            SnapshotCase.fileName(pixels: PixelSize(width: 1179, height: 2556), scale: 3, time: 1.5)
                == "1179x2556@3x-t1.5.png")
        #expect(
            SnapshotCase.fileName(pixels: PixelSize(width: 3, height: 2), scale: 2.5, time: 0.25)
                == "3x2@2.5x-t0.25.png")
        #expect(SnapshotCase.name(of: "/some/where/sunrise.yaml") == "sunrise")
        #expect(SnapshotCase.name(of: "gradient") == "gradient")
    }

    @Test func recordWritesEveryReferenceWhereTheLayoutSays() throws {
        let dir = try temporaryDirectory()
        let scene = try write(Self.flatScene("#ff0000"), "sunrise.yaml", in: dir)
        let refs = dir.appendingPathComponent("refs")
        let result = try runOmbre([
            "snapshot", scene, "gradient", "--reference", refs.path, "--sizes", "16x12,8x8", "--scales", "1,2",
            "--times", "0,1.5", "--record",
        ])
        #expect(result.status == 0, "\(result.err)")
        var expected: [String] = []
        for name in ["sunrise", "gradient"] {
            for (w, h) in [(16, 12), (8, 8)] {
                for s in [1, 2] {
                    for t in ["0", "1.5"] { expected.append("\(name)/\(w * s)x\(h * s)@\(s)x-t\(t).png") }
                }
            }
        }
        for path in expected {
            let image = try PixelBuffer(pngData: Array(try Data(contentsOf: refs.appendingPathComponent(path))))
            let size = path.split(separator: "/")[1].split(separator: "@")[0]
            #expect("\(image.width)x\(image.height)" == size, "\(path)")
        }
        #expect(result.out.split(separator: "\n").filter { $0.hasPrefix("RECORD") }.count == expected.count)
        let sunrise = try FileManager.default.contentsOfDirectory(atPath: refs.appendingPathComponent("sunrise").path)
        #expect(sunrise.count == 8)
        #expect(!FileManager.default.fileExists(atPath: refs.appendingPathComponent("report").path))
    }

    @Test func devicesAddTheirSizeAndScaleAndTheScenesScaleIsTheDefault() throws {
        let dir = try temporaryDirectory()
        let scene = try write(
            "window: {size: [20, 10], scale: 2}\nroot:\n  gradient: {startColor: red, endColor: blue}\n",
            "retina.yaml", in: dir)
        let result = try runOmbre([
            "snapshot", scene, "--reference", dir.path, "--device", "iphone-se", "--times", "0", "--record",
        ])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("RECORD  retina/750x1334@2x-t0.png"))
        #expect(!result.out.contains("40x20"), "a device alone replaces the scene's own size")
        let both = try runOmbre([
            "snapshot", scene, "--reference", dir.path, "--sizes", "20x10", "--device", "iphone-se", "--times", "0",
        ])
        #expect(both.status == 1, "the 40x20 reference is missing")
        #expect(both.out.contains("MISSING retina/40x20@2x-t0.png"), "sizes take the scene's window.scale")
        #expect(both.out.contains("ok      retina/750x1334@2x-t0.png"))
        let image = try PixelBuffer(
            pngData: Array(try Data(contentsOf: dir.appendingPathComponent("retina/750x1334@2x-t0.png"))))
        #expect(image.size == PixelSize(width: 750, height: 1334))
        #expect(try runOmbre(["snapshot", scene, "--reference", dir.path, "--device", "iphone-99"]).status == 2)
    }

    @Test func aMatchingSuitePassesAndAChangedSceneFailsFirstInTheReport() throws {
        let dir = try temporaryDirectory()
        let scene = try write(Self.flatScene("#ff0000"), "flat.yaml", in: dir)
        let refs = dir.appendingPathComponent("refs")
        let arguments = ["snapshot", "gradient", scene, "--reference", refs.path, "--sizes", "16x12"]
        #expect(try runOmbre(arguments + ["--record"]).status == 0)
        let passing = try runOmbre(arguments)
        #expect(passing.status == 0, "\(passing.out) \(passing.err)")
        #expect(passing.out.contains("ok      gradient/16x12@1x-t0.png"))
        #expect(passing.out.contains("2 comparison(s): 2 passed, 0 failed"))

        _ = try write(Self.flatScene("#0000ff"), "flat.yaml", in: dir)
        let failing = try runOmbre(arguments)
        #expect(failing.status == 1)
        let lines = failing.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "ok      gradient/16x12@1x-t0.png", "one line per case in suite order")
        #expect(lines.contains { $0.hasPrefix("FAIL    flat/16x12@1x-t0.png: ") && $0.contains("px over tolerance") })
        #expect(failing.out.contains("1 passed, 1 failed"))

        let report = refs.appendingPathComponent("report")
        let data = try JSONDecoder().decode(
            SnapshotReportData.self, from: Data(contentsOf: report.appendingPathComponent("cases.json")))
        #expect(data.cases.map(\.status) == [.failed, .passed], "failures first")
        let failed = data.cases[0]
        for image in [failed.referenceImage, failed.actualImage, failed.differenceImage] {
            let path = try #require(image)
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(path).path), "\(path)")
        }
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        let failedAt = try #require(html.range(of: "FAIL flat/16x12@1x-t0.png"))
        let passedAt = try #require(html.range(of: "ok gradient/16x12@1x-t0.png"))
        #expect(failedAt.lowerBound < passedAt.lowerBound, "failures come first")
        #expect(!html.contains("http://") && !html.contains("https://"), "nothing from the network")
        #expect(html.contains("type=\"range\""))
        // One self-contained page: its images are in it, not files beside it.
        #expect(!html.contains("src=\"images/"), "the page names image files")
        let reference = try Data(contentsOf: report.appendingPathComponent("images/flat/16x12@1x-t0-reference.png"))
        #expect(html.contains("src=\"data:image/png;base64," + reference.base64EncodedString() + "\""))
    }

    /// A grey flat scene recorded at 8×8 in a new folder, then changed to `color`; the
    /// folder and the `snapshot` arguments that compare the scene with its reference.
    private func recordedSceneChanged(to color: String) throws -> (dir: URL, arguments: [String]) {
        let dir = try temporaryDirectory()
        let scene = try write(Self.flatScene("#808080"), "flat.yaml", in: dir)
        let arguments = ["snapshot", scene, "--reference", dir.path, "--sizes", "8x8"]
        #expect(try runOmbre(arguments + ["--record"]).status == 0)
        _ = try write(Self.flatScene(color), "flat.yaml", in: dir)
        return (dir, arguments)
    }

    @Test func recordingAgainRemovesTheReportItMadeStale() throws {
        let (dir, arguments) = try recordedSceneChanged(to: "#ff8080")
        #expect(try runOmbre(arguments).status == 1)
        let report = dir.appendingPathComponent("report")
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path))
        let recorded = try runOmbre(arguments + ["--record"])
        #expect(recorded.status == 0, "\(recorded.err)")
        #expect(recorded.out.contains("removed the report of the last comparison"), "\(recorded.out)")
        #expect(!FileManager.default.fileExists(atPath: report.path))
        // A folder named like the report that is not one is never touched.
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        try "mine".write(to: report.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        #expect(try runOmbre(arguments + ["--record"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("notes.txt").path))
    }

    @Test func aMissingReferenceFails() throws {
        let dir = try temporaryDirectory()
        let result = try runOmbre(["snapshot", "gradient", "--reference", dir.path, "--sizes", "8x8"])
        #expect(result.status == 1)
        #expect(result.out.contains("MISSING gradient/8x8@1x-t0.png: no reference image; run with --record"))
    }

    @Test func toleranceLetsSmallDifferencesPass() throws {
        let (_, arguments) = try recordedSceneChanged(to: "#828282")
        #expect(try runOmbre(arguments).status == 1)
        #expect(try runOmbre(arguments + ["--tolerance", "2"]).status == 0)
    }

    @Test func animatedScenesAreCheckedOverOneCycleFromTheirStartByDefault() throws {
        let dir = try temporaryDirectory()
        let animated = try write(Self.animatedScene, "wave.yaml", in: dir)
        let still = try write(Self.flatScene("#ff0000"), "still.yaml", in: dir)
        let waiting = try write(
            Self.animatedScene.replacingOccurrences(
                of: "duration: 2", with: "duration: 2\n    autoAnimate: false\n    startAt: 3"),
            "late.yaml", in: dir)
        let result = try runOmbre(["snapshot", animated, still, waiting, "--reference", dir.path, "--record"])
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n").filter { $0.hasPrefix("RECORD") }.map {
            String($0.dropFirst(8))
        }
        #expect(
            lines == [
                "wave/32x24@1x-t0.png", "wave/32x24@1x-t1.png", "wave/32x24@1x-t2.png", "wave/32x24@1x-t3.png",
                "still/32x24@1x-t0.png", "late/32x24@1x-t0.png", "late/32x24@1x-t3.png", "late/32x24@1x-t4.png",
                "late/32x24@1x-t5.png", "late/32x24@1x-t6.png",
            ])
    }

    @Test func shardsSplitTheSuiteAndMergeIntoOneReport() throws {
        let dir = try temporaryDirectory()
        let animated = try write(Self.animatedScene, "wave.yaml", in: dir)
        let refs = dir.appendingPathComponent("refs")
        let suite = ["snapshot", animated, "gradient", "--reference", refs.path, "--sizes", "8x8,12x6"]
        #expect(try runOmbre(suite + ["--record"]).status == 0)
        _ = try write(Self.animatedScene.replacingOccurrences(of: "green", with: "white"), "wave.yaml", in: dir)
        let whole = try runOmbre(suite)
        #expect(whole.status == 1)
        let wholeLines = Set(whole.out.split(separator: "\n").filter { !$0.contains("comparison(s)") })
        #expect(wholeLines.count == 10)

        var shardLines: [Set<Substring>] = []
        for k in 1...3 {
            let shard = try runOmbre(suite + ["--shard", "\(k)/3"])
            #expect(shard.out.contains("report-\(k)-of-3/index.html"))
            shardLines.append(Set(shard.out.split(separator: "\n").filter { !$0.contains("comparison(s)") }))
            let again = try runOmbre(suite + ["--shard", "\(k)/3"])
            #expect(Set(again.out.split(separator: "\n").filter { !$0.contains("comparison(s)") }) == shardLines[k - 1])
        }
        #expect(shardLines.map(\.count) == [4, 3, 3])
        #expect(shardLines[0].union(shardLines[1]).union(shardLines[2]) == wholeLines)
        #expect(shardLines[0].isDisjoint(with: shardLines[1]) && shardLines[1].isDisjoint(with: shardLines[2]))

        try FileManager.default.removeItem(at: refs.appendingPathComponent("report"))
        let merged = try runOmbre(["snapshot", "--merge", "--reference", refs.path])
        #expect(merged.status == 1, "\(merged.err)")
        #expect(merged.out.contains("10 comparison(s)"))
        let report = refs.appendingPathComponent("report")
        let data = try JSONDecoder().decode(
            SnapshotReportData.self, from: Data(contentsOf: report.appendingPathComponent("cases.json")))
        #expect(data.cases.map(\.index).sorted() == Array(0..<10))
        let firstPass = data.cases.firstIndex { !$0.status.isFailure } ?? data.cases.count
        #expect(firstPass > 0 && data.cases[firstPass...].allSatisfy { !$0.status.isFailure }, "failures first")
        for result in data.cases {
            for image in [result.referenceImage, result.actualImage, result.differenceImage].compactMap({ $0 }) {
                #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(image).path), "\(image)")
            }
        }

        try FileManager.default.removeItem(at: refs.appendingPathComponent("report-2-of-3"))
        let incomplete = try runOmbre(["snapshot", "--merge", "--reference", refs.path])
        #expect(incomplete.status == 2)
        #expect(incomplete.err.contains("2/3"))
    }

    @Test(arguments: [
        ["snapshot", "--reference", "/tmp/refs"],
        ["snapshot", "no-such-scene", "--reference", "/tmp/refs"],
        ["snapshot", "gradient"],
        ["snapshot", "gradient", "--reference", "/tmp/refs", "--sizes", "8x8,0x1"],
        ["snapshot", "gradient", "--reference", "/tmp/refs", "--times", "-1"],
        ["snapshot", "gradient", "--reference", "/tmp/refs", "--scales", "0"],
        ["snapshot", "gradient", "--reference", "/tmp/refs", "--shard", "0/2"],
        ["snapshot", "gradient", "--reference", "/tmp/refs", "--shard", "3/2"],
        ["snapshot", "gradient", "--reference", "/tmp/refs", "--merge"],
        ["snapshot", "--merge", "--reference", "/nonexistent/refs"],
    ])
    func badInputExitsTwo(arguments: [String]) throws {
        #expect(try runOmbre(arguments).status == 2)
    }

    @Test func aFolderInTheReportsPlaceIsNotDeleted() throws {
        let dir = try temporaryDirectory()
        let precious = dir.appendingPathComponent("report/notes.txt")
        try FileManager.default.createDirectory(
            at: precious.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: precious)
        let result = try runOmbre(["snapshot", "gradient", "--reference", dir.path, "--sizes", "8x8"])
        #expect(result.status == 2)
        #expect(FileManager.default.fileExists(atPath: precious.path))
    }
}
