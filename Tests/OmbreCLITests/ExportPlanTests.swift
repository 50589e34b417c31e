import OmbreGraphics
import Testing

@testable import OmbreCLI

/// How `render` reads `-o`, `--sheet` and the size of an export before it renders anything.
@Suite struct ExportPlanTests {
    @Test func theOutputExtensionChoosesWhatIsWritten() throws {
        #expect(try ExportTarget.choose(output: "a.png", timed: false, sheet: nil) == .image("a.png"))
        #expect(try ExportTarget.choose(output: "frames", timed: true, sheet: nil) == .folder("frames"))
        #expect(try ExportTarget.choose(output: "/dev/null", timed: false, sheet: nil) == .image("/dev/null"))
        #expect(try ExportTarget.choose(output: "clip.MP4", timed: true, sheet: nil) == .video("clip.MP4", .mp4))
        #expect(try ExportTarget.choose(output: "x.apng", timed: true, sheet: nil) == .video("x.apng", .apng))
        let layout = try #require(SheetLayout(parsing: "4x3"))
        #expect(try ExportTarget.choose(output: "s.png", timed: true, sheet: layout) == .sheet("s.png", layout))
    }

    @Test(arguments: [
        ("a.jpg", true, false), ("a.png", true, false), ("a.jpg", false, false), ("a.gif", false, false),
        ("s.gif", true, true), ("s.png", false, true), ("frame", false, false), ("/tmp", false, false),
    ])
    func requestsThatCannotBeMetAreBadInput(_ output: String, _ timed: Bool, _ withSheet: Bool) {
        let sheet = withSheet ? SheetLayout(parsing: "2x2") : nil
        #expect(throws: CLIError.self) { try ExportTarget.choose(output: output, timed: timed, sheet: sheet) }
    }

    @Test func sheetLayoutsAreColumnsByRowsWithinLimits() {
        #expect(SheetLayout(parsing: "4x3").map { [$0.columns, $0.rows, $0.count] } == [4, 3, 12])
        #expect(SheetLayout(parsing: "1X1")?.count == 1)
        for bad in ["0x3", "4x", "x3", "4x3x2", "101x1", "-1x2", "four by three"] {
            #expect(SheetLayout(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func theBudgetSaysHowManyFramesAndRefusesPastTheLimitUnlessAsked() throws {
        let size = PixelSize(width: 100, height: 100)
        let small = ExportBudget(target: .folder("f"), frames: 600, size: size)
        #expect(small.summary.hasPrefix("600 frames, about "))
        try small.check(unlimited: false)
        let huge = ExportBudget(target: .folder("f"), frames: ExportBudget.frameLimit + 1, size: size)
        #expect(throws: CLIError.self) { try huge.check(unlimited: false) }
        try huge.check(unlimited: true)
        #expect(ExportBudget.format(bytes: 1_500_000) == "2 MB")
    }
}
