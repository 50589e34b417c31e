import Foundation
import OmbreGraphics
import OmbreTestSupport
import Testing

/// A `.swift` scene in the live window: saves rebuild it, and neither a compile error nor
/// code that traps or loops ends the window, whose last good picture stays.
@Suite(.serialized) struct SwiftScenePreviewTests {
    static let size = PixelSize(width: 80, height: 60)

    /// A view filling its bounds with `fill`, with `extra` as the first lines of its `draw(_:)`.
    private static func source(fill: String, extra: String = "") -> String {
        """
        import UIKit

        final class LiveView: UIView {
            override func draw(_ rect: CGRect) {
                \(extra)
                UIColor(red: \(fill)).setFill()
                UIBezierPath(rect: bounds).fill()
            }
        }

        """
    }

    private static func solid(_ red: Float, _ green: Float, _ blue: Float) -> PixelBuffer {
        let buffer = PixelBuffer(size: size)
        buffer.fill(Color(red: red, green: green, blue: blue, alpha: 1).pixel)
        return buffer
    }

    @Test func savesRebuildAndFaultsKeepTheLastGoodPicture() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let file = try SwiftSceneFixtures.write(Self.source(fill: "1, green: 0, blue: 0, alpha: 1"), as: "Live.swift")
        func save(_ text: String) throws { try text.write(toFile: file, atomically: true, encoding: .utf8) }
        let ombre = try OmbreProcess(
            ["preview", file, "--size", "80x60", "--frame-deadline", "1"], display: server.name)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow(timeout: 120)
        _ = try probe.waitForPixels(window, equal: Self.solid(1, 0, 0), timeout: 20)
        let descriptorsAtStart = openDescriptors(of: ombre.pid)

        // A save shows the new code; the log gets the measured latency.
        var latencies: [Double] = []
        for (index, fill) in ["0, green: 0, blue: 1", "0, green: 1, blue: 0", "0, green: 0, blue: 1"].enumerated() {
            let started = monotonicSeconds()
            try save(Self.source(fill: fill + ", alpha: 1"))
            let expected = index == 1 ? Self.solid(0, 1, 0) : Self.solid(0, 0, 1)
            _ = try probe.waitForPixels(window, equal: expected, timeout: 20)
            latencies.append(monotonicSeconds() - started)
        }
        print("swift scene preview: save → new frame", latencies.map { String(format: "%.2f s", $0) })

        // A compile error: the compiler's line, the title marked, the picture kept.
        try save(Self.source(fill: "0, green: 0, blue: 1, alpha: 1", extra: "let broken: Int = \"x\""))
        #expect(ombre.waitForOutput(timeout: 20) { _, err in err.contains("fix the code and save it again") })
        #expect(ombre.stderr.contains("\(file):5:"), "\(ombre.stderr)")
        #expect(try probe.title(of: window).contains("[error in Live.swift]"))
        #expect(rgbDifference(try probe.grab(window), Self.solid(0, 0, 1)) == nil)

        // Code that unwraps nil, calls fatalError or never returns stops its own run only.
        let faults = [
            ("let missing: UIColor? = nil; missing!.setFill()", "stopped on a trap"),
            ("fatalError(\"not today\")", "not today"),
            ("while true {}", "took more than 1 s"),
        ]
        for (index, (code, message)) in faults.enumerated() {
            try save(Self.source(fill: "0, green: 0, blue: 1, alpha: 1", extra: code))
            #expect(
                ombre.waitForOutput(timeout: 30) { _, err in
                    err.components(separatedBy: "save the file again to rebuild").count == index + 2
                }, "\(ombre.stderr)")
            #expect(ombre.stderr.contains(message), "\(ombre.stderr)")
            #expect(ombre.waitForExit(timeout: 0.2) == nil, "the preview ended: \(ombre.outcome)")
            #expect(rgbDifference(try probe.grab(window), Self.solid(0, 0, 1)) == nil)
            #expect(try probe.title(of: window).contains("[stopped]"))
            // The next good save recovers.
            let fill: Float = index == 1 ? 1 : 0
            try save(Self.source(fill: "\(fill), green: 1, blue: 1, alpha: 1"))
            _ = try probe.waitForPixels(window, equal: Self.solid(fill, 1, 1), timeout: 20)
            try save(Self.source(fill: "0, green: 0, blue: 1, alpha: 1"))
            _ = try probe.waitForPixels(window, equal: Self.solid(0, 0, 1), timeout: 20)
        }

        // Ten builds and runs later, with one runner running as at the start, as many pipes and
        // sockets are open. (A thread that waited for a build keeps its run loop's event
        // descriptors, however many builds it waits for.) Foundation lets go of an ended
        // process's socket on a thread of its own, soon after.
        #expect(
            waitUntil(timeout: 3) { openDescriptors(of: ombre.pid).count == descriptorsAtStart.count },
            "\(descriptorsAtStart) → \(openDescriptors(of: ombre.pid))")

        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 10) == 0, "\(ombre.outcome)")
        // Other suites' runners may be running meanwhile; only this window's must be gone.
        #expect(
            waitUntil(timeout: 2) { SwiftSceneFixtures.runningRunners(startedBy: ombre.pid).isEmpty },
            "\(SwiftSceneFixtures.runningRunners(startedBy: ombre.pid))")
        #expect(SharedMemory.segments(createdBy: ombre.pid).isEmpty)
        let cache = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache/ombre/scenes").path
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: cache))?.filter {
            // Build folders are named HASH.PID.RANDOM while they build; other tests may be building.
            $0.split(separator: ".").dropFirst().first == "\(ombre.pid)"
        }
        #expect(leftovers ?? [] == [], "build folders left behind: \(leftovers ?? [])")
    }

    /// With standard error a pipe whose reader has quit (`ombre preview X.swift 2>&1 | head -1`),
    /// the lines a rebuild logs are dropped, and the window goes on showing each save.
    @Test func logLinesToAPipeWhoseReaderQuitLeaveTheWindowRunning() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let file = try SwiftSceneFixtures.write(Self.source(fill: "1, green: 0, blue: 0, alpha: 1"), as: "Piped.swift")
        let ombre = try OmbreProcess(
            ["preview", file, "--size", "80x60"], display: server.name, errorReaderGone: true)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow(timeout: 120)
        _ = try probe.waitForPixels(window, equal: Self.solid(1, 0, 0), timeout: 20)
        // Each save logs "rebuilding" and "rebuilt" lines into the closed pipe.
        for (index, fill) in ["0, green: 0, blue: 1", "0, green: 1, blue: 0"].enumerated() {
            try Self.source(fill: fill + ", alpha: 1").write(toFile: file, atomically: true, encoding: .utf8)
            _ = try probe.waitForPixels(
                window, equal: index == 0 ? Self.solid(0, 0, 1) : Self.solid(0, 1, 0), timeout: 20)
            #expect(ombre.waitForExit(timeout: 0.3) == nil, "the preview ended: \(ombre.outcome)")
        }
        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 10) == 0, "\(ombre.outcome)")
    }

    /// The frames the code draws into are shared memory that ombre makes and the runner attaches;
    /// the kernel frees it however the window ends: after a trap in the code, by the close
    /// button, by SIGINT or SIGTERM, and even by SIGKILL.
    @Test func sharedFramesLeaveNoSegmentHoweverTheWindowEnds() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let red = Self.source(fill: "1, green: 0, blue: 0, alpha: 1")
        let file = try SwiftSceneFixtures.write(red, as: "Shared.swift")
        let probe = WindowProbe(display: server.name)
        let endings: [(name: String, end: (OmbreProcess, String) throws -> Void)] = [
            (
                "a trap in draw(_:), then q",
                { ombre, window in
                    let trap = Self.source(fill: "1, green: 0, blue: 0, alpha: 1", extra: "fatalError(\"gone\")")
                    try trap.write(toFile: file, atomically: true, encoding: .utf8)
                    #expect(ombre.waitForOutput(timeout: 60) { _, err in err.contains("save the file again") })
                    #expect(rgbDifference(try probe.grab(window), Self.solid(1, 0, 0)) == nil)
                    try probe.quit(in: window)
                }
            ),
            (
                "the close button",
                { _, window in try probe.sendDeleteWindow(to: window, displayNumber: server.displayNumber) }
            ),
            ("SIGINT", { ombre, _ in kill(ombre.pid, SIGINT) }),
            ("SIGTERM", { ombre, _ in kill(ombre.pid, SIGTERM) }),
            ("SIGKILL", { ombre, _ in kill(ombre.pid, SIGKILL) }),
        ]
        for (name, end) in endings {
            try red.write(toFile: file, atomically: true, encoding: .utf8)
            // Without the window's own MIT-SHM images, the frames' buffer is the one segment.
            let ombre = try OmbreProcess(
                ["preview", file, "--size", "80x60", "--frame-deadline", "2"], display: server.name,
                environment: ["OMBRE_NO_SHM": "1"])
            let window = try probe.findWindow(timeout: 120)
            _ = try probe.waitForPixels(window, equal: Self.solid(1, 0, 0), timeout: 20)
            #expect(SharedMemory.segments(createdBy: ombre.pid).count == 1, "\(name)")
            try end(ombre, window)
            _ = ombre.waitForExit(timeout: 10)
            #expect(
                waitUntil(timeout: 5) { SwiftSceneFixtures.runningRunners(startedBy: ombre.pid).isEmpty }, "\(name)")
            #expect(
                waitUntil(timeout: 5) { SharedMemory.segments(createdBy: ombre.pid).isEmpty },
                "\(name): \(SharedMemory.segments(createdBy: ombre.pid))")
        }
    }

    /// The window draws its overlay over a copy of the frame the code's process drew into shared
    /// memory, so that the frame, shown again while paused, never keeps the caption.
    @Test func overlayLeavesNoCaptionOnAPausedFrame() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let file = try SwiftSceneFixtures.write(Self.source(fill: "1, green: 0, blue: 0, alpha: 1"), as: "Paused.swift")
        let ombre = try OmbreProcess(["preview", file, "--size", "80x60"], display: server.name)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow(timeout: 120)
        _ = try probe.waitForPixels(window, equal: Self.solid(1, 0, 0), timeout: 20)
        try probe.press("space", in: window)
        try probe.press("h", in: window)
        #expect(waitUntil(timeout: 10) { (try? rgbDifference(probe.grab(window), Self.solid(1, 0, 0))) != nil })
        try probe.press("h", in: window)
        _ = try probe.waitForPixels(window, equal: Self.solid(1, 0, 0), timeout: 10)
        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 10) == 0, "\(ombre.outcome)")
    }
}

/// The pipes and sockets process `pid` has open, as its `/proc` folder lists them.
private func openDescriptors(of pid: pid_t) -> [String] {
    let folder = "/proc/\(pid)/fd"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.sorted { Int($0) ?? 0 < Int($1) ?? 0 }.compactMap { name in
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\(name)")) ?? "?"
        return target.hasPrefix("pipe:") || target.hasPrefix("socket:") ? "\(name) → \(target)" : nil
    }
}
