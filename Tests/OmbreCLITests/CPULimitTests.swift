import Foundation
import OmbreGraphics
import OmbreScene
import OmbreTestSupport
import Testing

@testable import OmbreCLI

/// Runs the built `ombre` pinned to CPU 1 by `taskset`, ended by `timeout` after 120 s (status
/// 124), so that a hang fails the test instead of stalling the suite.
private func runOnOneCPU(_ arguments: [String], display: String? = nil, output: Pipe? = nil) throws -> Int32 {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("ombre").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = ["120", "taskset", "-c", "1", binary] + arguments
    process.standardError = FileHandle.nullDevice
    if let output { process.standardOutput = output }
    if let display {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
    }
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// Every frame of `video`, decoded by ffmpeg to raw RGBA bytes.
private func rawFrames(of video: String, in folder: URL) throws -> Data {
    let out = folder.appendingPathComponent("\(UUID().uuidString).raw").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    process.arguments = ["-v", "error", "-y", "-i", video, "-f", "rawvideo", "-pix_fmt", "rgba", out]
    try process.run()
    process.waitUntilExit()
    return try Data(contentsOf: URL(fileURLWithPath: out))
}

@Suite(.serialized) struct CPULimitTests {
    @Test func frameExportOnOneCPUWithEightThreadsFinishesWithTheSamePixels() throws {
        let dir = try temporaryDirectory()
        let pinned = dir.appendingPathComponent("pinned").path
        let free = dir.appendingPathComponent("free").path
        let common = ["render", "animated", "--duration", "0.5", "--fps", "30", "--size", "96x64"]
        #expect(try runOnOneCPU(common + ["-o", pinned, "--threads", "8"]) == 0)
        #expect(try runOnOneCPU(common + ["-o", pinned + "-default"]) == 0)
        #expect(try runOmbre(common + ["-o", free]).status == 0)
        for index in 0..<15 {
            let name = String(format: "frame-%05d.png", index)
            let a = try Data(contentsOf: URL(fileURLWithPath: pinned).appendingPathComponent(name))
            let b = try Data(contentsOf: URL(fileURLWithPath: free).appendingPathComponent(name))
            let c = try Data(contentsOf: URL(fileURLWithPath: pinned + "-default").appendingPathComponent(name))
            #expect(a == b && c == b, "\(name)")
        }
    }

    @Test func videoExportOnOneCPUWithEightThreadsHasTheSamePixels() throws {
        let dir = try temporaryDirectory()
        let pinned = dir.appendingPathComponent("pinned.apng").path
        let free = dir.appendingPathComponent("free.apng").path
        let common = ["render", "animated", "--duration", "0.5", "--fps", "30", "--size", "96x64"]
        #expect(try runOnOneCPU(common + ["-o", pinned, "--threads", "8"]) == 0)
        #expect(try runOmbre(common + ["-o", free]).status == 0)
        let a = try rawFrames(of: pinned, in: dir)
        let b = try rawFrames(of: free, in: dir)
        #expect(a.count == 15 * 96 * 64 * 4)
        #expect(a == b)
    }

    @Test(.enabled(if: XvfbServer.testsEnabled, "needs Xvfb (or CI=true to require it)"))
    func previewOnOneCPUWithEightThreadsRunsItsFrames() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let output = Pipe()
        let status = try runOnOneCPU(
            ["preview", "animated", "--frames", "20", "--threads", "8", "--stats", "--size", "320x240"],
            display: server.name, output: output)
        let text = String(decoding: output.fileHandleForReading.readToEndAndClose(), as: UTF8.self)
        #expect(status == 0)
        let stats = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(stats?["frames"] as? Int == 20, "\(text)")
    }

    @Test func aWriteErrorOnAFrameEndsTheExportWithStatusOne() throws {
        // An ffmpeg that takes three 96x64 frames and quits: writing the fourth fails.
        let dir = try temporaryDirectory()
        let fake = dir.appendingPathComponent("ffmpeg")
        let script = "#!/bin/sh\nhead -c \(3 * 96 * 64 * 4) > /dev/null\necho 'disk full' >&2\nexit 1\n"
        try script.write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = dir.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let result = try runOmbre(
            [
                "render", "animated", "--duration", "1", "--fps", "30", "--size", "96x64", "--threads", "8", "-o",
                dir.appendingPathComponent("out.mp4").path,
            ], environment: environment)
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains("ffmpeg"), "\(result.err)")
    }

    @Test func snapshotOnOneCPUFinishes() throws {
        let dir = try temporaryDirectory()
        let args = [
            "snapshot", "gradient", "animated", "--reference", dir.path, "--sizes", "64x48", "--times", "0,1,2",
            "--threads", "8",
        ]
        #expect(try runOnOneCPU(args + ["--record"]) == 0)
        #expect(try runOnOneCPU(args) == 0)
    }

    @Test func pipelineDeliversInOrderWhenThreadsRunOneAfterAnother() throws {
        let scene = try Scene.load("gradient")
        let pipeline = try FramePipeline(scene: scene, reference: "gradient", threads: 4, count: 40)
        var delivered: [Int] = []
        try pipeline.run { index, _ in
            index * 2
        } deliver: { index, value in
            #expect(value == index * 2)
            delivered.append(index)
        }
        #expect(delivered == Array(0..<40))
    }

    @Test func aFailedDeliveryEndsThePipelineWithItsError() throws {
        let scene = try Scene.load("gradient")
        let pipeline = try FramePipeline(scene: scene, reference: "gradient", threads: 3, count: 30)
        #expect(throws: CLIError.self) {
            try pipeline.run { index, _ in
                index
            } deliver: { (index, _) throws(CLIError) in
                if index == 4 { throw .runtime("cannot write frame 4") }
            }
        }
    }

    @Test func cgroupQuotasRoundUpToWholeCPUs() {
        #expect(UsableCPUs.quota(cgroupV2: "max 100000\n") == nil)
        #expect(UsableCPUs.quota(cgroupV2: "150000 100000\n") == 2)
        #expect(UsableCPUs.quota(cgroupV2: "50000 100000") == 1)
        #expect(UsableCPUs.quota(cgroupV1Quota: "-1\n", period: "100000\n") == nil)
        #expect(UsableCPUs.quota(cgroupV1Quota: "400000", period: "100000") == 4)
        #expect(UsableCPUs.count >= 1)
    }
}
