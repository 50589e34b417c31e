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

    private static func sharedMemorySegments(of pid: pid_t) -> Int {
        let table = (try? String(contentsOfFile: "/proc/sysvipc/shm", encoding: .utf8)) ?? ""
        return table.split(separator: "\n").dropFirst().filter { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            return fields.count > 5 && fields[4] == "\(pid)"
        }.count
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

        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 10) == 0, "\(ombre.outcome)")
        // Other suites' runners may be running meanwhile; only this window's must be gone.
        #expect(
            waitUntil(timeout: 2) { SwiftSceneFixtures.runningRunners(startedBy: ombre.pid).isEmpty },
            "\(SwiftSceneFixtures.runningRunners(startedBy: ombre.pid))")
        #expect(Self.sharedMemorySegments(of: ombre.pid) == 0)
        let cache = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".cache/ombre/scenes").path
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: cache))?.filter {
            // Build folders are named HASH.PID.RANDOM while they build; other tests may be building.
            $0.split(separator: ".").dropFirst().first == "\(ombre.pid)"
        }
        #expect(leftovers ?? [] == [], "build folders left behind: \(leftovers ?? [])")
    }
}
