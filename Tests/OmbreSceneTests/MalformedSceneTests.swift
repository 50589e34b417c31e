import Testing

@testable import OmbreScene

@Suite struct MalformedSceneTests {
    /// Each scene with the diagnostics it must produce, in order, as `file:line:column: message`.
    static let cases: [(scene: String, expected: [String])] = [
        (
            "root:\n  gradient:\n    startColor: grean",
            ["bad.yaml:3:17: unknown color \"grean\" (did you mean \"green\"?)"]
        ),
        (
            "root:\n  gradient: {startColor: red, endColr: blue}",
            ["bad.yaml:2:31: unknown key \"endColr\" in gradient (did you mean \"endColor\"?)"]
        ),
        (
            "root:\n  gradientLayer:\n    type: conical\n    colors: [red]",
            ["bad.yaml:3:11: unknown gradient type \"conical\" (did you mean \"conic\"?)"]
        ),
        (
            "root:\n  gradientLayer:\n    colors: [red, blue]\n    locations: [0, 0.5, 1]",
            [
                "bad.yaml:4:16: locations has 3 values but colors has 2 (give one location per color, or leave locations out)"
            ]
        ),
        (
            // Bad colors are reported where they are and still counted against the locations.
            "root:\n  gradientLayer:\n    colors: [red, nope, nada]\n    locations: [0, 0.5, 1]",
            [
                "bad.yaml:3:19: unknown color \"nope\" (use #RRGGBB, rgb(r, g, b), rgba(r, g, b, a) or a UIKit or CSS color name)",
                "bad.yaml:3:25: unknown color \"nada\" (did you mean \"navy\"?)",
            ]
        ),
        ("root:\n  gradientLayer:\n    colors: []", ["bad.yaml:3:13: colors is empty (give at least one color)"]),
        (
            "window: {size: [0, 600]}\nroot: {gradient: {}}",
            ["bad.yaml:1:17: window size width is 0, outside 1...16384"]
        ),
        (
            "window: {size: [800]}\nroot: {gradient: {}}",
            ["bad.yaml:1:16: window size needs [width, height], got 1 values"]
        ),
        ("root:\n  label: {size: 12}", ["bad.yaml:2:11: label needs text (text: \"Sunrise\")"]),
        (
            "root:\n  label: {text: Hi, alignment: middle}",
            ["bad.yaml:2:32: unknown alignment \"middle\" (use one of: left, center, right)"]
        ),
        (
            "root:\n  stack:\n    axis: diagonal",
            ["bad.yaml:3:11: unknown axis \"diagonal\" (use one of: horizontal, vertical)"]
        ),
        (
            "root:\n  stack:\n    children:\n      - gradient: {frame: [0, 0, 10, 10]}",
            ["bad.yaml:4:20: a view inside a stack or grid has no frame (the stack or grid sizes its children)"]
        ),
        ("root:\n  gradient: {angle: fast}", ["bad.yaml:2:21: angle must be a number, not \"fast\""]),
        ("root:\n  gradient: {angle: nan}", ["bad.yaml:2:21: angle must be a number, not \"nan\""]),
        ("root:\n  gradient: {angle: -.inf}", ["bad.yaml:2:21: angle must be a number, not \"-.inf\""]),
        ("root:\n  view:\n    children:\n      - gradient: {alpha: 2}", ["bad.yaml:4:27: alpha is 2, outside 0...1"]),
        (
            "root:\n  sparkle: {}",
            [
                "bad.yaml:2:3: unknown view kind \"sparkle\" (kinds: gradient, gradientLayer, stack, grid, view, animatedGradient, progress, label)"
            ]
        ),
        (
            "palette: {brand: \"#12\"}\nroot: {gradient: {startColor: brand}}",
            ["bad.yaml:1:18: \"#12\" has 2 hex digits (use 3, 4, 6 or 8 digits)"]
        ),
        (
            "root:\n  gradient:\n    startColor: red\n   endColor: blue",
            [
                "bad.yaml:4:4: not valid YAML: while parsing a block mapping did not find expected key (check indentation, quotes and brackets)"
            ]
        ),
        (
            "root:\n  animatedGradient:\n    timing: bouncy\n    frames:\n      - {colors: [red], direction: sideways}",
            [
                "bad.yaml:3:13: unknown timing \"bouncy\" (use linear, easeIn, easeOut, easeInEaseOut, cubicBezier(x1, y1, x2, y2) or [x1, y1, x2, y2] with x in 0...1, or steps(N) with N from 1 to 1000000)",
                "bad.yaml:5:36: unknown direction \"sideways\" (use one of: up, upRight, right, downRight, down, downLeft, left, upLeft, up right, down right, down left, up left)",
            ]
        ),
        (
            "window: {title: x}",
            ["bad.yaml:1:1: the scene has no root view (add \"root:\" with a view such as \"gradient: {}\")"]
        ),
        (
            "root:\n  gradientLayer:\n    colors: [red, \"rgb(300, 0, 0)\"]\n    startPoint: [0]",
            [
                "bad.yaml:3:19: component 300 in \"rgb(300, 0, 0)\" is outside 0–255",
                "bad.yaml:4:17: startPoint needs 2 numbers, got 1",
            ]
        ),
        (
            "{\"root\": {\"gradient\": {\"startColor\": \"#ff0000\", \"angle\": \"up\"}}}",
            ["bad.yaml:1:58: angle must be a number, not \"up\""]
        ),
        (
            "root:\n  view:\n    children:\n      - view: {frame: [0, 0, -5, 10], autoresizing: [flexibleWidht]}",
            [
                "bad.yaml:4:23: frame width and height must not be negative",
                "bad.yaml:4:54: unknown autoresizing flag \"flexibleWidht\" (did you mean \"flexibleWidth\"?)",
            ]
        ),
        ("", ["bad.yaml:1:1: the scene is empty (a scene needs a root view)"]),
    ]

    @Test(arguments: cases.indices)
    func malformedScenesReportWhereAndWhat(index: Int) {
        let (text, expected) = Self.cases[index]
        do {
            _ = try Scene(text: text, file: "bad.yaml")
            Issue.record("scene \(index) loaded without errors")
        } catch {
            #expect(error.diagnostics.map(\.description) == expected)
        }
    }

    @Test func anUnquotedHashColorIsCaughtNotDropped() {
        // YAML reads `#ff0000` after a space as a comment, leaving the flow map unclosed.
        #expect(throws: SceneError.self) {
            try Scene(text: "root:\n  gradient: {startColor: #ff0000}", file: "bad.yaml")
        }
        do {
            _ = try Scene(text: "root:\n  gradient:\n    startColor: #ff0000\n", file: "bad.yaml")
            Issue.record("a commented-out color loaded")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "bad.yaml:3:16: startColor is empty (quote colors that start with #, as in \"#ff8800\")"
                ])
        }
    }

    @Test func everyErrorInAFileIsReportedInLineOrder() throws {
        let text = "root:\n  gradientLayer:\n    type: sideways\n    colors: [reed, bleu]\n    dither: maybe\n"
        do {
            _ = try Scene(text: text, file: "s.yaml")
            Issue.record("loaded")
        } catch {
            #expect(error.diagnostics.map { [$0.line, $0.column] } == [[3, 11], [4, 14], [4, 20], [5, 13]])
        }
    }
}

@Suite struct MalformedProgressSceneTests {
    @Test(arguments: [
        (
            "root:\n  progress:\n    points: [[0, 1], [1, 0]]",
            "bad.yaml:3:13: a progress shape needs at least 3 points, got 2"
        ),
        (
            "root:\n  progress: {progress: 0.5}",
            "bad.yaml:2:13: progress needs points or a shape (points: [[0, -1], [1, 1], [-1, 1]] or shape: {random: {count: 200, seed: 1}})"
        ),
        ("root:\n  progress:\n    shape: {random: {count: 2}}", "bad.yaml:3:29: count is 2, outside 3...100000"),
        (
            "root:\n  progress:\n    shape: {random: {}}\n    animate: {form: 0}",
            "bad.yaml:4:15: unknown key \"form\" in animate (did you mean \"from\"?)"
        ),
    ])
    func badProgressScenesSayWhatIsWrong(text: String, expected: String) {
        do {
            _ = try Scene(text: text, file: "bad.yaml")
            Issue.record("loaded")
        } catch {
            #expect(error.diagnostics.map(\.description) == [expected])
        }
    }
}
