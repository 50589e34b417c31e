import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreScene

/// Scenes that cannot be meant are refused at decode, with where and why.
@Suite struct SceneLimitsTests {
    private func diagnostics(_ text: String) -> [String] {
        do {
            _ = try Scene(text: text, file: "bad.yaml")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    static let cases: [(scene: String, expected: String)] = [
        (
            "root:\n  gradientLayer: {type: conic, colors: [red, blue], startPoint: [-1e308, 0.5]}",
            "bad.yaml:2:66: startPoint is -1e308, outside -1000000...1000000"
        ),
        (
            "root:\n  gradientLayer: {colors: [red, blue], endPoint: [1, 4294967296]}",
            "bad.yaml:2:54: endPoint is 4294967296, outside -1000000...1000000"
        ),
        (
            "root:\n  gradientLayer: {colors: [red, blue, green], locations: [-1e100, 0, 1e100]}",
            "bad.yaml:2:59: location is -1e100, outside -1000000...1000000"
        ),
        (
            "root:\n  view:\n    children:\n      - view: {frame: [1e308, 0, 10, 10]}",
            "bad.yaml:4:24: frame is 1e308, outside -1000000...1000000"
        ),
        ("root:\n  gradient: {angle: .inf}", "bad.yaml:2:21: angle must be a number, not \".inf\""),
        ("root:\n  gradient: {angle: 0x10}", "bad.yaml:2:21: angle must be a number, not \"0x10\""),
        (
            "window: {size: [\"300\", 200]}\nroot: {gradient: {}}",
            "bad.yaml:1:17: window size width must be a number, not the text \"300\" (write it without quotes: 300)"
        ),
        (
            "root:\n  gradient: {angle: \"45\"}",
            "bad.yaml:2:21: angle must be a number, not the text \"45\" (write it without quotes: 45)"
        ),
        (
            "root:\n  animatedGradient:\n    direction: up\n    frames: [{colors: [red, blue]}]",
            "bad.yaml:3:5: \"direction\" does not belong in animatedGradient (direction belongs in each frame, as in frames: [{colors: [red, blue], direction: up, type: axial}])"
        ),
        (
            "root:\n  animatedGradient:\n    timing: easeInOut\n    frames: [{colors: [red, blue]}]",
            "bad.yaml:3:13: unknown timing \"easeInOut\" (did you mean \"easeInEaseOut\"?)"
        ),
        (
            "root:\n  gradient:\n    startColor: red\n    angle: 10\n    startColor: blue",
            "bad.yaml:5:5: duplicate key \"startColor\" (it was first given at line 3, column 5; keep one)"
        ),
        (
            "root:\n  gradient: {startColor: red, angle: 10, startColor: blue}",
            "bad.yaml:2:42: duplicate key \"startColor\" (it was first given at line 2, column 14; keep one)"
        ),
        (
            "root:\n  view:\n    children:\n      - gradient: {}\n        hidden: true\n      - gradient: {}\n        gradient: {}",
            "bad.yaml:7:9: duplicate key \"gradient\" (it was first given at line 6, column 9; keep one)"
        ),
    ]

    @Test(arguments: cases)
    func unmeantValuesAreRefusedWithTheirPosition(scene: String, expected: String) {
        let found = diagnostics(scene)
        #expect(found.contains(expected), "got \(found)")
    }

    @Test func listsLongerThanTheirLimitAreRefused() {
        let colors = Array(repeating: "red", count: 1025).joined(separator: ", ")
        #expect(
            diagnostics("root:\n  gradientLayer: {colors: [\(colors)]}")
                == ["bad.yaml:2:27: colors has 1025 items; at most 1024 are allowed"])
        let fine = Array(repeating: "red", count: 1024).joined(separator: ", ")
        #expect(diagnostics("root:\n  gradientLayer: {colors: [\(fine)]}").isEmpty)
    }

    @Test func anAliasBombIsRefusedBeforeAnythingIsBuilt() {
        var lines = ["root:", "  view:", "    children:", "      - &a0 {gradient: {}}"]
        for i in 1..<10 {
            let uses = Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ")
            lines.append("      - &a\(i) {view: {children: [\(uses)]}}")
        }
        let found = diagnostics(lines.joined(separator: "\n"))
        #expect(found.count == 1)
        #expect(found.first?.contains("the scene expands to more than 250000 YAML nodes") == true, "\(found)")
    }

    @Test func aliasesWithinTheLimitStillWork() throws {
        let scene = try Scene(
            text: "root:\n  view:\n    children:\n      - &g {gradient: {startColor: red}}\n      - *g\n      - *g",
            file: "ok.yaml")
        #expect(scene.root.subviews.count == 3)
    }

    @Test func aPaletteOfThirtyThousandChainedNamesLoads() throws {
        var text = "palette:\n  c0: \"#102030\"\n"
        for i in 1..<30_000 { text += "  c\(i): c\(i - 1)\n" }
        text += "root: {gradient: {startColor: C29999}}\n"
        let scene = try Scene(text: text, file: "palette.yaml")
        #expect((scene.root as? GradientView)?.startColor == (try Color(parsing: "#102030")))
    }

    @Test func aHundredThousandBadColorsAreAllReportedOnce() {
        var text = "root:\n  view:\n    children:\n"
        for j in 0..<100 {
            let colors = (0..<1000).map { "nocolor\(j * 1000 + $0)" }.joined(separator: ", ")
            text += "      - gradientLayer: {colors: [\(colors)]}\n"
        }
        let found = diagnostics(text)
        #expect(found.count == 100_000)
        #expect(found.last?.hasPrefix("bad.yaml:103:") == true)
    }

    @Test func aHugeUnknownNameIsQuotedShortAndGetsNoSuggestion() {
        let name = String(repeating: "q", count: 1_000_000)
        let found = diagnostics("root:\n  gradient: {startColor: \(name)}")
        #expect(found.count == 1)
        #expect((found.first?.count ?? .max) < 300, "\(found.first?.prefix(400) ?? "")")
        #expect(found.first?.contains("did you mean") == false)
    }
}
