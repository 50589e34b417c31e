import Foundation
import OmbreGraphics
import OmbreScene
import OmbreTestSupport
import OmbreViews
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `ombre preview` as a user runs it: the real binary on an Xvfb server of each test's own,
/// looked at and driven from outside with xwd, xdotool and xprop.
///
/// With CI=true these tests run and fail when Xvfb is missing; elsewhere they skip without it.
/// They run one at a time so that the one latency bar (exit on a lost display) is not
/// measured against another test's rendering.
@Suite(.serialized, .enabled(if: XvfbServer.testsEnabled, "needs Xvfb (or CI=true to require it)"))
struct PreviewEndToEndTests {
    /// A static scene of dithered gradient layers in a padded stack, so that layout, the
    /// background and the dither all show in the pixels.
    static let firstScene = """
        window: {title: End to end, size: [200, 150], background: "#101018"}
        root:
          stack:
            axis: horizontal
            spacing: 6
            padding: 8
            children:
              - gradientLayer:
                  type: axial
                  colors: ["#2BC0E4", "#EAECC6"]
                  startPoint: [0, 0]
                  endPoint: [1, 1]
                  dither: true
              - gradientLayer:
                  type: radial
                  colors: ["#FFF200", "#FF0080", "#1A0033"]
                  startPoint: [0.5, 0.5]
                  endPoint: [1, 1]
                  dither: true

        """

    /// A different static scene, for reloads.
    static let secondScene = """
        window: {title: Reloaded, size: [200, 150], background: "#203020"}
        root:
          stack:
            axis: vertical
            spacing: 4
            padding: 10
            children:
              - gradientLayer:
                  type: conic
                  colors: ["#1E9600", "#FFF200", "#FF0000", "#1E9600"]
                  startPoint: [0.5, 0.5]
                  endPoint: [0.5, 0]
                  dither: true
              - gradient: {startColor: "#833ab4", endColor: "#fcb045", angle: 30}

        """

    /// A scene with a typo in a color, at line 5, column 17.
    static let brokenScene = """
        window: {title: Broken, size: [200, 150]}
        root:
          gradient:
            startColor: "#833ab4"
            endColor: grean

        """

    static let smallSize = PixelSize(width: 160, height: 120)

    // MARK: - Statistics

    struct StatsCase: CustomTestStringConvertible, Sendable {
        var label: String
        var arguments: [String] = []
        var environment: [String: String] = [:]
        var serverArguments: [String] = []
        var expectsSharedMemory: Bool
        var testDescription: String { label }
    }

    @Test(arguments: [
        StatsCase(label: "MIT-SHM", expectsSharedMemory: true),
        StatsCase(label: "--no-shm", arguments: ["--no-shm"], expectsSharedMemory: false),
        StatsCase(label: "OMBRE_NO_SHM=1", environment: ["OMBRE_NO_SHM": "1"], expectsSharedMemory: false),
        StatsCase(
            label: "server without MIT-SHM", serverArguments: ["-extension", "MIT-SHM"], expectsSharedMemory: false),
    ])
    func statsPrintOneJSONLineWithTheDocumentedKeys(_ test: StatsCase) throws {
        let server = try XvfbServer(screen: "1024x768x24", arguments: test.serverArguments)
        defer { server.stop() }
        let ombre = try OmbreProcess(
            ["preview", "gradient", "--frames", "30", "--stats"] + test.arguments, display: server.name,
            environment: test.environment)
        let status = ombre.waitForExit(timeout: 15)
        #expect(status == 0, "\(ombre.outcome)")
        let lines = ombre.stdout.split(separator: "\n")
        #expect(lines.count == 1, "stdout: \(ombre.stdout)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "frames", "rendered", "dropped", "shm", "size", "render_ms", "present_ms", "frame_ms", "damage",
            ])
        #expect(object["frames"] as? Int == 30)
        #expect((object["rendered"] as? Int).map { (1...30).contains($0) } == true, "\(object)")
        // The gradient demo is still: after its first frame the loop wants no tick, so skipping
        // ticks is idling, never dropping.
        #expect(object["dropped"] as? Int == 0, "\(object)")
        #expect(object["shm"] as? Bool == test.expectsSharedMemory)
        #expect(object["size"] as? [Int] == [800, 600])
        for key in ["render_ms", "present_ms", "frame_ms", "damage"] {
            let timing = try #require(object[key] as? [String: Double], "\(key) is \(String(describing: object[key]))")
            #expect(Set(timing.keys) == ["p50", "p99", "max"], "\(key)")
            #expect(
                timing["p50"]! >= 0 && timing["p50"]! <= timing["p99"]! && timing["p99"]! <= timing["max"]!, "\(key)")
        }
        #expect(SharedMemory.segments(createdBy: ombre.pid).isEmpty)
    }

    // MARK: - Pixels

    struct Transport: CustomTestStringConvertible, Sendable {
        var label: String
        var serverArguments: [String] = []
        var overTCP = false
        var expectsSharedMemory: Bool
        var testDescription: String { label }
    }

    @Test(arguments: [
        Transport(label: "MIT-SHM", expectsSharedMemory: true),
        Transport(
            label: "server without MIT-SHM", serverArguments: ["-extension", "MIT-SHM"], expectsSharedMemory: false),
        Transport(
            label: "TCP (shared memory refused)", serverArguments: ["-listen", "tcp", "-ac"], overTCP: true,
            expectsSharedMemory: false),
    ])
    func windowShowsExactlyTheRenderedFrame(_ transport: Transport) throws {
        let server = try XvfbServer(arguments: transport.serverArguments)
        defer { server.stop() }
        let scene = try sceneFile(Self.firstScene)
        let ombre = try OmbreProcess(
            ["preview", scene.path, "--size", "160x120", "--stats"],
            display: transport.overTCP ? server.tcpName : server.name)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow()
        try probe.waitForPixels(window, equal: try reference(scene.path, size: Self.smallSize), timeout: 5)
        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 5) == 0, "\(ombre.outcome)")
        let stats = try #require(
            try JSONSerialization.jsonObject(with: Data(ombre.stdout.utf8)) as? [String: Any], "\(ombre.stdout)")
        #expect(stats["shm"] as? Bool == transport.expectsSharedMemory)
        #expect(stats["size"] as? [Int] == [160, 120])
        #expect(SharedMemory.segments(createdBy: ombre.pid).isEmpty)
    }

    @Test func resizedWindowShowsTheSceneRenderedAtTheNewSize() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let (scene, ombre, probe, window) = try openFirstScene(on: server)
        let large = PixelSize(width: 300, height: 200)
        try probe.resize(window, to: large)
        try probe.waitForPixels(window, equal: try reference(scene.path, size: large), timeout: 2)
        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 5) == 0, "\(ombre.outcome)")
        #expect(SharedMemory.segments(createdBy: ombre.pid).isEmpty)
    }

    // MARK: - Ending

    @Test(arguments: ["q", "Escape", "WM_DELETE_WINDOW"])
    func closingTheWindowExitsWithStatusZero(_ how: String) throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let ombre = try OmbreProcess(["preview", "gradient", "--size", "160x120"], display: server.name)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow()
        #expect(ombre.waitForExit(timeout: 0.3) == nil, "ended before it was closed: \(ombre.outcome)")
        if how == "WM_DELETE_WINDOW" {
            try probe.sendDeleteWindow(to: window, displayNumber: server.displayNumber)
        } else {
            try probe.quit(in: window, key: how)
        }
        #expect(ombre.waitForExit(timeout: 5) == 0, "\(ombre.outcome)")
        #expect(SharedMemory.segments(createdBy: ombre.pid).isEmpty)
    }

    @Test func lostDisplayExitsWithStatusOneWithinSeconds() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let ombre = try OmbreProcess(["preview", "gradient", "--size", "160x120"], display: server.name)
        _ = try WindowProbe(display: server.name).findWindow()
        #expect(
            waitUntil(timeout: 2) { !SharedMemory.segments(createdBy: ombre.pid).isEmpty },
            "the window should present through MIT-SHM")
        let killed = monotonicSeconds()
        server.crash()
        let status = ombre.waitForExit(timeout: 5)
        let elapsed = monotonicSeconds() - killed
        #expect(status == 1, "\(ombre.outcome)")
        // The promise is "within a frame period or two"; the bar is generous for a busy machine.
        #expect(elapsed < 3, "took \(elapsed) s to notice")
        #expect(ombre.stderr.contains("ombre: lost the connection to X display"), "stderr: \(ombre.stderr)")
        #expect(SharedMemory.segments(createdBy: ombre.pid).isEmpty)
    }

    @Test func sigtermExitsCleanlyAndFreesSharedMemory() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let ombre = try OmbreProcess(["preview", "animated", "--size", "160x120", "--stats"], display: server.name)
        let probe = WindowProbe(display: server.name)
        _ = try probe.findWindow()
        #expect(
            waitUntil(timeout: 2) { !SharedMemory.segments(createdBy: ombre.pid).isEmpty },
            "the window should present through MIT-SHM")
        ombre.process.terminate()
        #expect(ombre.waitForExit(timeout: 5) == 0, "\(ombre.outcome)")
        #expect(SharedMemory.segments(createdBy: ombre.pid).isEmpty)
        #expect(ombre.stdout.contains("\"frames\""), "--stats still prints at SIGTERM: \(ombre.stdout)")
    }

    // MARK: - Hot reload

    @Test func savingTheSceneFileReloadsItAndABrokenSaveKeepsTheLastGoodImage() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let (scene, ombre, probe, window) = try openFirstScene(on: server)

        // (a) A good save, as editors make it: a new file renamed over the old one.
        try save(Self.secondScene, over: scene)
        let second = try reference(scene.path, size: Self.smallSize)
        try probe.waitForPixels(window, equal: second, timeout: 5)
        #expect(try probe.title(of: window).contains("Reloaded"))

        // (b) A broken save: an error with its position, the old image, "error" in the title.
        try save(Self.brokenScene, over: scene)
        #expect(
            ombre.waitForOutput(timeout: 2) { _, err in err.contains("\(scene.path):5:15:") },
            "stderr: \(ombre.stderr)")
        #expect(waitUntil(timeout: 2) { (try? probe.title(of: window).contains("error")) == true })
        #expect(try probe.netTitle(of: window).contains("error"))
        #expect(rgbDifference(try probe.grab(window), second) == nil)

        // (c) A good save again recovers.
        try save(Self.firstScene, over: scene)
        try probe.waitForPixels(window, equal: try reference(scene.path, size: Self.smallSize), timeout: 2)
        #expect(waitUntil(timeout: 2) { (try? probe.title(of: window).contains("error")) == false })
        #expect(try probe.title(of: window).contains("End to end"))

        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 5) == 0, "\(ombre.outcome)")
        #expect(SharedMemory.segments(createdBy: ombre.pid).isEmpty)
    }

    // MARK: - Screenshots

    @Test func keySSavesAScreenshotOfTheFrameAndPrintsItsPath() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let folder = try temporaryDirectory()
        let (scene, ombre, probe, window) = try openFirstScene(on: server, directory: folder)
        let expected = try reference(scene.path, size: Self.smallSize)
        try probe.press("s", in: window)
        #expect(ombre.waitForOutput(timeout: 3) { out, _ in out.contains("ombre-screenshot-001.png") })
        let file = folder.appendingPathComponent("ombre-screenshot-001.png")
        let printed = ombre.stdout.split(separator: "\n").first { $0.contains("ombre-screenshot-001.png") }
        #expect(printed.map { $0.hasSuffix(file.path) || $0.hasSuffix(file.resolvingSymlinksInPath().path) } == true)
        let screenshot = try PixelBuffer(pngData: Array(try Data(contentsOf: file)))
        #expect(rgbDifference(screenshot, expected) == nil)
        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 5) == 0, "\(ombre.outcome)")
        #expect(SharedMemory.segments(createdBy: ombre.pid).isEmpty)
    }

    // MARK: - Helpers

    /// Opens the first scene (a file) in a 160×120 preview on `server` and waits until the
    /// window shows it; `directory` is the process's working folder.
    private func openFirstScene(
        on server: XvfbServer, directory: URL? = nil
    ) throws -> (scene: URL, ombre: OmbreProcess, probe: WindowProbe, window: String) {
        let scene = try sceneFile(Self.firstScene)
        let ombre = try OmbreProcess(
            ["preview", scene.path, "--size", "160x120"], display: server.name, directory: directory)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow()
        try probe.waitForPixels(window, equal: try reference(scene.path, size: Self.smallSize), timeout: 5)
        return (scene, ombre, probe, window)
    }

    /// Writes `text` to `scene.yaml` in a new temporary folder.
    private func sceneFile(_ text: String) throws -> URL {
        let url = try temporaryDirectory().appendingPathComponent("scene.yaml")
        try text.write(to: url, atomically: false, encoding: .utf8)
        return url
    }

    /// Saves `text` over `file` the way editors do: into a new file, renamed over the old one.
    private func save(_ text: String, over file: URL) throws {
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".scene.yaml.swp")
        try text.write(to: temporary, atomically: false, encoding: .utf8)
        guard rename(temporary.path, file.path) == 0 else { throw EndToEndFailure("rename failed: errno \(errno)") }
    }

    /// What the preview must show: the scene file rendered headlessly at `size` at time 0.
    private func reference(_ path: String, size: PixelSize) throws -> PixelBuffer {
        let scene = try Scene.load(path)
        return OmbreViews.render(root: scene.root, size: size, at: 0, background: scene.background)
    }
}
