import Foundation
import OmbreGraphics
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Where Debian's `chromium` is, and whether the browser tests run.
enum HeadlessChromium {
    static let path: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/chromium" }.first { access($0, X_OK) == 0 }
    }()

    /// With CI=true the tests run, and fail when chromium is missing.
    static let isEnabled = ProcessInfo.processInfo.environment["CI"] == "true" || path != nil
}

/// The snapshot report as people see it: loaded in headless Chromium and read back from a
/// screenshot. With CI=true it runs (and fails without Chromium); elsewhere it skips without it.
@Suite(.enabled(if: HeadlessChromium.isEnabled, "needs chromium (apt-get install chromium), or CI=true to require it"))
struct ReportPageBrowserTests {
    private func flatScene(_ color: String) -> String {
        """
        window: {size: [32, 24]}
        root:
          gradient: {startColor: "\(color)", endColor: "\(color)"}

        """
    }

    @Test func theFailingCaseIsShownFirstWithItsImagesSideBySide() throws {
        let chromium = try #require(HeadlessChromium.path, "chromium is not installed (apt-get install chromium)")
        let dir = try temporaryDirectory()
        let scenes = ["green-a", "changed", "green-b"].map { dir.appendingPathComponent("\($0).yaml") }
        try flatScene("#00ff00").write(to: scenes[0], atomically: true, encoding: .utf8)
        try flatScene("#ff0000").write(to: scenes[1], atomically: true, encoding: .utf8)
        try flatScene("#00ff00").write(to: scenes[2], atomically: true, encoding: .utf8)
        let refs = dir.appendingPathComponent("refs")
        let suite = ["snapshot"] + scenes.map(\.path) + ["--reference", refs.path]
        #expect(try runOmbre(suite + ["--record"]).status == 0)
        try flatScene("#0000ff").write(to: scenes[1], atomically: true, encoding: .utf8)
        let run = try runOmbre(suite)
        #expect(run.status == 1, "\(run.out)")

        let shot = dir.appendingPathComponent("report.png")
        let page = refs.appendingPathComponent("report/index.html")
        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: chromium)
        browser.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--user-data-dir=\(dir.appendingPathComponent("profile").path)", "--screenshot=\(shot.path)",
            "--window-size=1000,900", page.absoluteString,
        ]
        browser.standardOutput = FileHandle.nullDevice
        browser.standardError = FileHandle.nullDevice
        try browser.run()
        let deadline = Date().addingTimeInterval(90)
        while browser.isRunning && Date() < deadline { usleep(50_000) }
        if browser.isRunning {
            browser.terminate()
            Issue.record("chromium did not finish within 90 s")
            return
        }
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: shot)))
        print("report screenshot: \(shot.path)")

        // The flat colors of the images: the failing case's reference is red and its actual
        // blue; the passing cases are green. A gradient view shows them as iOS does, clipped
        // into Generic RGB: (255, 38, 0), (5, 51, 255), (5, 249, 0).
        func isRed(_ p: UInt32) -> Bool { p >> 16 & 0xFF > 240 && p >> 8 & 0xFF < 50 && p & 0xFF < 20 }
        func isBlue(_ p: UInt32) -> Bool { p & 0xFF > 240 && p >> 16 & 0xFF < 20 && p >> 8 & 0xFF < 60 }
        func isGreen(_ p: UInt32) -> Bool { p >> 8 & 0xFF > 240 && p >> 16 & 0xFF < 20 && p & 0xFF < 20 }
        func firstRow(where matches: (UInt32) -> Bool) -> Int? {
            (0..<image.height).first { y in (0..<image.width).contains { matches(image[$0, y]) } }
        }
        let top = try #require(firstRow(where: isRed), "no reference image of the failing case")
        // The failing case is at the top of the page, under the title and the list of cases.
        #expect(top < 450, "the failing case starts at y = \(top)")
        // Across its first panels: reference (red) on the left, actual (blue) to its right, each
        // enlarged from 32 pixels to about 192.
        let row = (0..<image.width).map { image[$0, top + 20] }
        let redRun = row.indices.filter { isRed(row[$0]) }
        let blueRun = row.indices.filter { isBlue(row[$0]) }
        #expect(redRun.count >= 150 && blueRun.count >= 150, "red \(redRun.count) px, blue \(blueRun.count) px")
        #expect((redRun.first ?? .max) < (blueRun.first ?? 0), "reference left of actual")
        let green = try #require(firstRow(where: isGreen), "the passing cases show their images too")
        #expect(green > top + 150, "the passing cases come after the failing one (green from y = \(green))")
    }
}
