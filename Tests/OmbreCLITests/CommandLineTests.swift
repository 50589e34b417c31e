import Foundation
import OmbreGraphics
import OmbreScene
import OmbreViews
import Testing

@testable import OmbreCLI

/// Runs the built `ombre` executable and captures its exit status and output.
func runOmbre(_ arguments: [String], environment: [String: String]? = nil) throws -> (
    status: Int32, out: String, err: String
) {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
        "ombre")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readToEndAndClose()
    let errData = err.fileHandleForReading.readToEndAndClose()
    process.waitUntilExit()
    return (
        process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self)
    )
}

func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ombre-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite struct CommandLineTests {
    @Test func renderWritesTheTopToBottomDefaultGradient() throws {
        let dir = try temporaryDirectory()
        let out = dir.appendingPathComponent("g.png").path
        #expect(ombreMain(["render", "gradient", "-o", out]) == 0)
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(image.size == PixelSize(width: 800, height: 600))
        let top = Color(pixel: image[400, 0])
        let bottom = Color(pixel: image[400, 599])
        // startColor #FF5F6D at the top, endColor #FFC371 at the bottom.
        #expect(abs(top.green * 255 - 0x5F) <= 1.5 && abs(bottom.green * 255 - 0xC3) <= 1.5)
        #expect(image[0, 300] == image[799, 300] || maxDifference(image[0, 300], image[799, 300]) <= 1)
    }

    private func maxDifference(_ a: UInt32, _ b: UInt32) -> Int {
        (0..<4).map { abs(Int(a >> UInt32(8 * $0) & 0xFF) - Int(b >> UInt32(8 * $0) & 0xFF)) }.max()!
    }

    @Test func sizeAndTimeOptionsApply() throws {
        let dir = try temporaryDirectory()
        let out = dir.appendingPathComponent("a.png").path
        #expect(ombreMain(["render", "animated", "-o", out, "--size", "64x48", "--time", "7.5"]) == 0)
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(image.size == PixelSize(width: 64, height: 48))
        // The file shows the scene at 7.5 s, which differs from its start.
        let scene = try Scene.load("animated")
        let size = PixelSize(width: 64, height: 48)
        let expected = render(root: scene.root, size: size, at: 7.5, background: scene.background)
        #expect(image == expected)
        let start = render(root: try Scene.load("animated").root, size: size, at: 0, background: scene.background)
        #expect(image != start, "7.5 s must look different from 0 s, or this test checks nothing")
    }

    @Test func framesGoIntoAFolderAtTheRequestedRate() throws {
        let dir = try temporaryDirectory().appendingPathComponent("frames")
        #expect(
            ombreMain(["render", "animated", "-o", dir.path, "--duration", "0.5", "--fps", "10", "--size", "32x24"])
                == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(files == (0..<5).map { "frame-0000\($0).png" } + ["frames.json"])
    }

    @Test(arguments: [
        ["render", "gradient", "-o", "/tmp/x.png", "--size", "0x10"],
        ["render", "gradient", "-o", "/tmp/x.png", "--size", "16385x10"],
        ["render", "gradient", "-o", "/tmp/x.png", "--size", "-5x10"],
        ["render", "gradient", "-o", "/tmp/x.png", "--size", "widexhigh"],
        ["render", "gradient", "-o", "/tmp/x.png", "--time", "-1"],
        ["render", "gradient", "-o", "/tmp/x.png", "--fps", "0"],
        ["render", "gradient"],
        ["render", "no-such-scene", "-o", "/tmp/x.png"],
        ["check", "/nonexistent/dir/scene.yaml"],
        ["check", "/tmp"],
        ["bench", "gradient", "--frames", "0"],
        ["frobnicate"],
    ])
    func badInputExitsWithStatusTwo(arguments: [String]) {
        #expect(ombreMain(arguments) == 2)
    }

    @Test func checkPrintsEveryErrorWithItsPosition() throws {
        let dir = try temporaryDirectory()
        let scene = dir.appendingPathComponent("bad.yaml")
        try "root:\n  gradient:\n    startColor: grean\n    angel: 45\n".write(
            to: scene, atomically: true, encoding: .utf8)
        let result = try runOmbre(["check", scene.path])
        #expect(result.status == 2)
        #expect(result.err.contains("\(scene.path):3:17: unknown color \"grean\" (did you mean \"green\"?)"))
        #expect(result.err.contains("\(scene.path):4:5: unknown key \"angel\" in gradient (did you mean \"angle\"?)"))
    }

    @Test func checkAcceptsAValidScene() throws {
        let result = try runOmbre(["check", "layers"])
        #expect(result.status == 0)
        #expect(result.out.contains("layers: ok"))
    }

    @Test func helpTeachesByExample() throws {
        let result = try runOmbre(["--help"])
        #expect(result.status == 0)
        #expect(result.out.contains("ombre render gradient -o g.png"))
        #expect(result.out.contains("Exit status"))
    }

    @Test func demosListsEveryBuiltinScene() throws {
        let result = try runOmbre(["demos"])
        #expect(result.status == 0)
        for name in ["gallery", "gradient", "layers", "animated"] {
            #expect(result.out.contains(name))
        }
    }

    @Test func benchPrintsTheDocumentedJSON() throws {
        let result = try runOmbre(["bench", "gradient", "--size", "64x32", "--frames", "5", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["scene", "width", "height", "frames", "threads", "render_ms", "ns_per_pixel"])
        let ms = try #require(object["render_ms"] as? [String: Double])
        #expect(Set(ms.keys) == ["p50", "p99", "max"])
        #expect(object["width"] as? Int == 64 && object["frames"] as? Int == 5 && object["threads"] as? Int == 1)
    }

    @Test func coldBenchSaysSo() throws {
        let result = try runOmbre(["bench", "progress", "--size", "64x32", "--frames", "3", "--cold", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["cold"] as? Bool == true && object["frames"] as? Int == 3)
    }

    @Test func previewWithoutADisplayNamesRender() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        let result = try runOmbre(["preview", "gradient"], environment: environment)
        #expect(result.status == 1)
        #expect(result.err.contains("ombre render"))
    }
}
