import Foundation
import OmbreGraphics
import Testing

@testable import OmbreCLI

/// Whether ffmpeg and ffprobe can be run; with CI=true the video tests run and fail without them.
let ffmpegAvailable =
    ProcessInfo.processInfo.environment["CI"] == "true"
    || (access("/usr/bin/ffmpeg", X_OK) == 0 && access("/usr/bin/ffprobe", X_OK) == 0)

/// `ombre render` to videos, frame folders and contact sheets, checked against single renders.
@Suite struct ExportTests {
    /// A three-frame animated gradient whose period is 3 × 0.5 s.
    static let sequenceScene = """
        window: {size: [40, 30]}
        root:
          animatedGradient:
            duration: 0.5
            frames:
              - {colors: [red, blue], direction: up, type: axial}
              - {colors: ["#20c020", yellow], direction: right, type: axial}
              - {colors: [white, "#102080"], direction: down, type: radial}

        """

    /// A progress shape filling once every 0.8 s.
    static let progressScene = """
        window: {size: [40, 30], background: "#202020"}
        root:
          progress:
            points: [[0, 1], [1, 0], [0, -1], [-1, 0]]
            lineWidth: 2
            animate: {from: 0, to: 1, duration: 0.8, repeat: true}

        """

    // MARK: - Videos

    @Test(.enabled(if: ffmpegAvailable, "needs ffmpeg (or CI=true to require it)"))
    func mp4HasEveryFrameAtTheSizeAndItsPixelsMatchRenderAtThatTime() throws {
        let folder = try temporaryDirectory()
        let video = folder.appendingPathComponent("demo.mp4").path
        let result = try runOmbre([
            "render", "animated", "-o", video, "--duration", "1", "--fps", "10", "--size", "96x64",
        ])
        #expect(result.status == 0, "\(result.err)")
        #expect(try probe(video) == VideoProbe(frames: 10, width: 96, height: 64))
        let decoded = try decodeFrame(7, of: video, in: folder)
        let expected = try renderPNG("animated", time: "0.7", size: "96x64", in: folder)
        let difference = try #require(meanAndMaxDifference(decoded, expected))
        // 4:2:0 video at CRF 16: smooth gradients come back within a few levels.
        #expect(difference.mean < 2 && difference.max <= 12, "mean \(difference.mean), max \(difference.max)")
        let other = try renderPNG("animated", time: "0.2", size: "96x64", in: folder)
        let unlike = try #require(meanAndMaxDifference(decoded, other))
        #expect(unlike.mean > difference.mean, "frame 7 must look more like time 0.7 than time 0.2")
    }

    @Test(.enabled(if: ffmpegAvailable, "needs ffmpeg (or CI=true to require it)"))
    func anOddSizedMP4IsPaddedToEvenSidesAndSaysSo() throws {
        let folder = try temporaryDirectory()
        let video = folder.appendingPathComponent("odd.mp4").path
        let result = try runOmbre([
            "render", "gradient", "-o", video, "--duration", "0.2", "--fps", "10", "--size", "15x11",
        ])
        #expect(result.status == 0, "\(result.err)")
        #expect(try probe(video) == VideoProbe(frames: 2, width: 16, height: 12))
        #expect(result.err.contains("H.264 needs even sides; \(video) is 16x12 (15x11 and a row or column of black)"))
        let even = try runOmbre([
            "render", "gradient", "-o", video, "--duration", "0.2", "--fps", "10", "--size", "16x12",
        ])
        #expect(even.status == 0 && !even.err.contains("even sides"), "\(even.err)")
    }

    @Test(.enabled(if: ffmpegAvailable, "needs ffmpeg (or CI=true to require it)"))
    func gifAndWebMAndAPNGHoldEveryFrame() throws {
        let folder = try temporaryDirectory()
        for format in ["gif", "webm", "apng"] {
            let video = folder.appendingPathComponent("demo.\(format)").path
            let result = try runOmbre([
                "render", "progress", "-o", video, "--duration", "0.6", "--fps", "20", "--size", "48x40",
            ])
            #expect(result.status == 0, "\(format): \(result.err)")
            #expect(try probe(video) == VideoProbe(frames: 12, width: 48, height: 40), "\(format)")
        }
    }

    @Test func missingFFmpegIsARuntimeErrorNamingThePackage() throws {
        let folder = try temporaryDirectory()
        let result = try runOmbre(
            ["render", "animated", "-o", folder.appendingPathComponent("x.mp4").path, "--duration", "1"],
            environment: ["PATH": folder.path])
        #expect(result.status == 1)
        #expect(result.err.contains("apt-get install ffmpeg"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.mp4").path))
    }

    // MARK: - Loops

    @Test func loopExportsOnePeriodOfASequence() throws {
        let (scene, folder) = try sceneFile(Self.sequenceScene)
        let frames = folder.appendingPathComponent("frames")
        let result = try runOmbre(["render", scene, "-o", frames.path, "--loop", "--fps", "10"])
        #expect(result.status == 0, "\(result.err)")
        #expect(try manifestTimes(frames).count == 15)
        // The frame after the last is the first again: the file loops seamlessly.
        let first = try renderPNG(scene, time: "0", size: "40x30", in: folder)
        #expect(try renderPNG(scene, time: "1.5", size: "40x30", in: folder) == first)
        #expect(try renderPNG(scene, time: "1.4", size: "40x30", in: folder) != first)
    }

    @Test func loopExportsOnePeriodOfARepeatingProgressAnimation() throws {
        let (scene, folder) = try sceneFile(Self.progressScene)
        let frames = folder.appendingPathComponent("frames")
        let result = try runOmbre(["render", scene, "-o", frames.path, "--loop", "--fps", "10"])
        #expect(result.status == 0, "\(result.err)")
        #expect(try manifestTimes(frames).count == 8)
    }

    @Test func loopOfADelayedAnimationStartsWhereItRepeatsAndEndsWhereItBegan() throws {
        let delayed = Self.progressScene.replacingOccurrences(of: "repeat: true}", with: "repeat: true, delay: 0.5}")
        let (scene, folder) = try sceneFile(delayed)
        let frames = folder.appendingPathComponent("frames")
        let result = try runOmbre(["render", scene, "-o", frames.path, "--loop", "--fps", "10"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("loop starts there"), "\(result.err)")
        let times = try manifestTimes(frames)
        #expect(times.count == 8)
        #expect(abs((times.first ?? 0) - 0.5) < 1e-9, "\(times)")
        // Any frame of the loop looks the same one period later, so the end meets the start.
        let first = try renderPNG(scene, time: "0.7", size: "40x30", in: folder)
        let next = try renderPNG(scene, time: "1.5", size: "40x30", in: folder)
        #expect(first == next)
        // A loop from 0 would not: one period after 0 the progress is already under way.
        let zero = try renderPNG(scene, time: "0", size: "40x30", in: folder)
        let onePeriodLater = try renderPNG(scene, time: "0.8", size: "40x30", in: folder)
        #expect(zero != onePeriodLater)
    }

    @Test func loopOfSeveralAnimationsIsTheirLeastCommonMultipleCapped() {
        #expect(LoopPeriod(periods: [1.5, 0.8])?.seconds == 12)
        #expect(LoopPeriod(periods: [1.5, 0.8])?.capped == false)
        #expect(LoopPeriod(periods: [0.1]) == LoopPeriod(periods: [0.1, 0.1]))
        let capped = LoopPeriod(periods: [1.001, 0.997])
        #expect(capped?.capped == true && capped?.seconds == LoopPeriod.cap)
        #expect(LoopPeriod(periods: []) == nil)
    }

    @Test func loopWithoutRepeatingAnimationsIsBadInput() throws {
        let folder = try temporaryDirectory()
        let result = try runOmbre(["render", "gradient", "-o", folder.appendingPathComponent("f").path, "--loop"])
        #expect(result.status == 2)
        #expect(result.err.contains("--duration"), "\(result.err)")
    }

    // MARK: - Sheets

    @Test func sheetLaysOutFramesSpreadOverTheDurationRowByRow() throws {
        let (scene, folder) = try sceneFile(Self.sequenceScene)
        let plain = try renderSheet(scene, in: folder, extra: ["--no-stamp"])
        #expect(plain.size == PixelSize(width: 120, height: 60))
        for k in 0..<6 {
            let time = 0.3 + Double(k) * 1.2 / 6
            let single = try renderPNG(scene, time: "\(time)", size: "40x30", in: folder)
            let cell = plain.region(x: k % 3 * 40, y: k / 3 * 30, width: 40, height: 30).copy()
            #expect(cell == single, "cell \(k) should be the frame at \(time) s")
        }
    }

    @Test func sheetStampsEachCellWithItsTimeInTheBottomLeftCornerOnly() throws {
        let (scene, folder) = try sceneFile(Self.sequenceScene)
        let plain = try renderSheet(scene, in: folder, extra: ["--no-stamp"])
        let stamped = try renderSheet(scene, in: folder, extra: [])
        #expect(stamped.size == plain.size)
        for k in 0..<6 {
            let (x, y) = (k % 3 * 40, k / 3 * 30)
            // The top third of each cell stays as rendered; the stamp sits in the bottom-left.
            #expect(
                stamped.region(x: x, y: y, width: 40, height: 10).copy()
                    == plain.region(x: x, y: y, width: 40, height: 10).copy(), "cell \(k)")
            #expect(
                stamped.region(x: x, y: y + 15, width: 40, height: 15).copy()
                    != plain.region(x: x, y: y + 15, width: 40, height: 15).copy(), "cell \(k) has no stamp")
        }
    }

    /// A 3 × 2 sheet of the scene over 1.2 s from 0.3 s.
    private func renderSheet(_ scene: String, in folder: URL, extra: [String]) throws -> PixelBuffer {
        let path = folder.appendingPathComponent("sheet-\(UUID().uuidString).png").path
        let result = try runOmbre(
            ["render", scene, "-o", path, "--sheet", "3x2", "--duration", "1.2", "--time", "0.3"] + extra)
        #expect(result.status == 0, "\(result.err)")
        return try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    // MARK: - Frame folders

    @Test func folderFramesEqualSingleRendersAndTheManifestGivesTheirTimes() throws {
        let folder = try temporaryDirectory()
        let frames = folder.appendingPathComponent("frames")
        let result = try runOmbre(
            [
                "render", "animated", "-o", frames.path, "--duration", "0.5", "--fps", "8", "--size", "32x24",
                "--time", "1", "--threads", "2",
            ])
        #expect(result.status == 0, "\(result.err)")
        let times = try manifestTimes(frames)
        #expect(times == (0..<4).map { 1 + Double($0) / 8 })
        for (index, time) in times.enumerated() {
            let frame = try PixelBuffer(
                pngData: Array(try Data(contentsOf: frames.appendingPathComponent(FrameFolder.fileName(index)))))
            #expect(frame == (try renderPNG("animated", time: "\(time)", size: "32x24", in: folder)))
        }
    }

    @Test func aFolderHoldingFramesIsRefusedUnlessOverwriteClearsThem() throws {
        let folder = try temporaryDirectory()
        let frames = folder.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        let stale = frames.appendingPathComponent("frame-00099.png")
        try Data([1, 2, 3]).write(to: stale)
        let keep = frames.appendingPathComponent("notes.txt")
        try Data("mine".utf8).write(to: keep)
        let arguments = ["render", "gradient", "-o", frames.path, "--duration", "0.25", "--fps", "8", "--size", "8x8"]
        let refused = try runOmbre(arguments)
        #expect(refused.status == 2)
        #expect(refused.err.contains("--overwrite"), "\(refused.err)")
        #expect(FileManager.default.fileExists(atPath: stale.path))
        let replaced = try runOmbre(arguments + ["--overwrite"])
        #expect(replaced.status == 0, "\(replaced.err)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        #expect(names == ["frame-00000.png", "frame-00001.png", "frames.json", "notes.txt"])
    }

    @Test(arguments: [
        (["-o", "out.jpg"], "cannot write .jpg"),
        (["-o", "out.png", "--duration", "1"], "one PNG image"),
        (["-o", "out.mp4"], "--duration"),
        (["-o", "out.png", "--sheet", "0x2", "--duration", "1"], "--sheet"),
        (["-o", "out.gif", "--duration", "1", "--loop"], "--loop"),
        (["-o", "frames", "--duration", "86400", "--fps", "1000"], "86400000 frames"),
    ])
    func badExportRequestsExitWithStatusTwo(_ arguments: [String], _ message: String) throws {
        let folder = try temporaryDirectory()
        let result = try runOmbre(
            ["render", "gradient"]
                + arguments.map { $0.hasPrefix("out") || $0 == "frames" ? folder.path + "/" + $0 : $0 })
        #expect(result.status == 2, "\(result.err)")
        #expect(result.err.contains(message), "\(result.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    // MARK: - Helpers

    struct VideoProbe: Equatable {
        var frames: Int
        var width: Int
        var height: Int
    }

    /// Frame count and size of the first video stream, as ffprobe decodes it.
    private func probe(_ path: String) throws -> VideoProbe {
        let output = try tool(
            "ffprobe",
            [
                "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                "stream=nb_read_frames,width,height", "-of", "csv=p=0", path,
            ])
        let fields = output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap {
            Int($0)
        }
        guard fields.count == 3 else { throw ExportTestFailure("ffprobe printed \(output)") }
        return VideoProbe(frames: fields[2], width: fields[0], height: fields[1])
    }

    /// Frame `index` of `video`, decoded by ffmpeg.
    private func decodeFrame(_ index: Int, of video: String, in folder: URL) throws -> PixelBuffer {
        let out = folder.appendingPathComponent("decoded-\(index).png").path
        _ = try tool(
            "ffmpeg", ["-v", "error", "-y", "-i", video, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1", out])
        return try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
    }

    /// What `ombre render SCENE --time T --size S` writes.
    private func renderPNG(_ scene: String, time: String, size: String, in folder: URL) throws -> PixelBuffer {
        let out = folder.appendingPathComponent("single-\(UUID().uuidString).png").path
        let result = try runOmbre(["render", scene, "--time", time, "--size", size, "-o", out])
        guard result.status == 0 else { throw ExportTestFailure("render failed: \(result.err)") }
        return try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
    }

    /// The times in `folder/frames.json`, in index order.
    private func manifestTimes(_ folder: URL) throws -> [Double] {
        let data = try Data(contentsOf: folder.appendingPathComponent("frames.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let frames = try #require(object["frames"] as? [[String: Any]])
        for (i, frame) in frames.enumerated() {
            #expect(frame["index"] as? Int == i)
            #expect(frame["file"] as? String == FrameFolder.fileName(i))
        }
        return frames.compactMap { $0["time"] as? Double }
    }

    private func sceneFile(_ text: String) throws -> (path: String, folder: URL) {
        let folder = try temporaryDirectory()
        let url = folder.appendingPathComponent("scene.yaml")
        try text.write(to: url, atomically: false, encoding: .utf8)
        return (url.path, folder)
    }

    private func tool(_ name: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [name] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readToEndAndClose()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ExportTestFailure("\(name) \(arguments.joined(separator: " ")) failed")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The mean and largest difference of the color channels (alpha ignored), nil for different sizes.
func meanAndMaxDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> (mean: Double, max: Int)? {
    guard a.size == b.size else { return nil }
    var total = 0
    var largest = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            for shift in [0, 8, 16] as [UInt32] {
                let d = abs(Int(a[x, y] >> shift & 0xFF) - Int(b[x, y] >> shift & 0xFF))
                total += d
                largest = max(largest, d)
            }
        }
    }
    return (Double(total) / Double(a.width * a.height * 3), largest)
}

struct ExportTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
