import Foundation
import OmbreGraphics
import Testing

/// `.swift` files are scenes for render, diff, snapshot and bench; the UIKit fixtures draw
/// what the built-in demos draw. The first test to run builds the UIKit layer (about 30 s).
@Suite(.serialized) struct SwiftSceneCommandTests {
    @Test func renderBackgroundClearLeavesWhatTheCodeDoesNotDrawTransparent() throws {
        let file = try SwiftSceneFixtures.write(
            """
            import UIKit

            final class HalfView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let half = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
                    half.backgroundColor = .red
                    addSubview(half)
                }

                required init?(coder: NSCoder) { nil }
            }
            """, as: "HalfView.swift")
        func corners(_ extra: [String]) throws -> (drawn: UInt32, undrawn: UInt32) {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("half-\(extra.count).png").path
            let result = try runOmbre(["render", file, "--size", "20x20", "-o", out] + extra)
            #expect(result.status == 0, "\(result.out)\(result.err)")
            let image = try PixelBuffer(pngData: Array(Data(contentsOf: URL(fileURLWithPath: out))))
            return (image[2, 10], image[17, 10])
        }
        let clear = try corners(["--background", "clear"])
        #expect(clear.drawn == Color.red.pixel && clear.undrawn == 0)
        // A Swift scene's window stays black unless asked.
        let plain = try corners([])
        #expect(plain.drawn == Color.red.pixel && plain.undrawn == Color.black.pixel)
        let bad = try runOmbre(["render", file, "--background", "grean", "-o", "/dev/null"])
        #expect(bad.status == 2 && bad.err.contains("grean"))
    }

    @Test func angledGradientFixtureRendersTheTutorialsAngles() throws {
        let file = SwiftSceneFixtures.path("AngledGradientView.swift")
        let result = try runOmbre(["diff", file, "ld-angles", "--size", "360x240"])
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("same within tolerance"))
    }

    @Test func setGivesTheDesignableItsAngleAsTheGradientViewDemo() throws {
        let yaml = try SwiftSceneFixtures.write(
            "root: {gradient: {startColor: \"#FF5F6D\", endColor: \"#FFC371\", angle: 45}}\n", as: "ld45.yaml")
        let arguments = [
            "diff", SwiftSceneFixtures.path("AngledGradientView.swift"), yaml, "--size", "120x90", "--tolerance", "1",
            "--view", "AngledGradientView", "--set", "startColor=#FF5F6D", "--set", "endColor=#FFC371",
        ]
        let result = try runOmbre(arguments + ["--set", "angle=45"])
        #expect(result.status == 0, "\(result.out)\(result.err)")
        // The same view at its default angle differs: the setting is what made them equal.
        let unset = try runOmbre(arguments)
        #expect(unset.status == 1, "\(unset.out)\(unset.err)")
    }

    @Test func blogControllerPlaysTheBlogsSequenceOnTheSceneClock() throws {
        let file = SwiftSceneFixtures.path("BlogGradientController.swift")
        for time in ["0", "1.3", "7.5", "12.25"] {
            let result = try runOmbre([
                "diff", file, "agv-blog", "--size", "200x150", "--time", time, "--tolerance", "1",
            ])
            #expect(result.status == 0, "at \(time) s: \(result.out)\(result.err)")
        }
    }

    @Test func swiftSceneWithoutASizeRendersAtTheDemosDeclaredSize() throws {
        let file = SwiftSceneFixtures.path("BlogGradientController.swift")
        let result = try runOmbre(["diff", file, "agv-blog", "--time", "5"])
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("both scenes render at 800x400 points (B's window.size)"), "\(result.out)")
        #expect(result.out.contains("size: 800x400 (same)"))
    }

    @Test func codeImportingTheAnimatedGradientViewLibraryPlaysItsFramesUnchanged() throws {
        let frames = [
            ##"{colors: ["#2BC0E4", "#EAECC6"], direction: up}"##,
            ##"{colors: ["#833ab4", "#fd1d1d", "#fcb045"], direction: right}"##,
            ##"{colors: ["#003973", "#E5E5BE"], direction: down}"##,
            ##"{colors: ["#1E9600", "#FFF200", "#FF0000"], direction: left}"##,
        ]
        let yaml = try SwiftSceneFixtures.write(
            "root: {animatedGradient: {duration: 5, timing: linear, frames: [\(frames.joined(separator: ", "))]}}\n",
            as: "quickstart.yaml")
        let file = SwiftSceneFixtures.path("QuickstartGradientController.swift")
        for time in ["0", "3", "12.25", "27.5"] {
            let result = try runOmbre(["diff", file, yaml, "--size", "200x150", "--time", time, "--tolerance", "1"])
            #expect(result.status == 0, "at \(time) s: \(result.out)\(result.err)")
        }
    }

    @Test func progressControllersTimerLandsOnTheDemosFrames() throws {
        let file = SwiftSceneFixtures.path("ProgressController.swift")
        for time in ["0.25", "0.5", "0.6833333333", "1"] {
            let result = try runOmbre([
                "diff", file, "progress-answer", "--size", "393x852", "--time", time, "--tolerance", "1", "--json",
            ])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
            let over = try #require(object["pixels_over_tolerance"] as? Int, "\(object.keys.sorted())")
            // The built-in view draws its outline's miter tip past its bounds; draw(_:) is clipped to them.
            #expect(over <= 40, "at \(time) s: \(over) pixels differ; \(result.err)")
        }
    }

    @Test func setGivesEachInspectableType() throws {
        let file = try SwiftSceneFixtures.write(SwiftSceneFixtures.probe, as: "Probe.swift")
        let out = try temporaryDirectory().appendingPathComponent("p.png").path
        let result = try runOmbre([
            "render", file, "-o", out, "--size", "40x30", "--set", "label=hi there", "--set", "on=yes", "--set",
            "origin=1,2", "--set", "extent=3.5,4", "--set", "ratio=0.25", "--set", "spacing=2", "--set", "tint=#00FF00",
            "--set", "mode=0",
        ])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.err.contains(
                "drawn mode=0 label=hi there on=true origin=1.0,2.0 extent=3.5,4.0 ratio=0.25 spacing=2.0"),
            "\(result.err)")
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(Color(pixel: image[20, 15]) == Color(red: 0, green: 1, blue: 0, alpha: 1))
    }

    @Test func badSettingsAndTypesExitTwoNamingTheInspectables() throws {
        let file = try SwiftSceneFixtures.write(SwiftSceneFixtures.probe, as: "Probe.swift")
        let out = try temporaryDirectory().appendingPathComponent("p.png").path
        let cases: [([String], String)] = [
            (["--set", "nope=1"], "ProbeView's inspectables: mode, tint, origin"),
            (["--set", "hidden=1"], "not an @IBInspectable property of ProbeView"),
            (["--set", "mode=many"], "--set mode needs a whole number"),
            (["--set", "tint=notacolor"], "--set tint needs a color"),
            (["--set", "origin=1"], "--set origin needs two numbers"),
            (["--set", "items=1"], "which --set cannot give"),
            (["--set", "backdrop=1"], "is read-only"),
            (["--set", "mode"], "--set takes NAME=VALUE"),
            (["--view", "Missing"], "--view Missing: Probe.swift declares no such view"),
            (["--controller", "ProbeView"], "no such view controller"),
        ]
        for (arguments, message) in cases {
            let result = try runOmbre(["render", file, "-o", out] + arguments)
            #expect(result.status == 2, "\(arguments): \(result.err)")
            #expect(result.err.contains(message), "\(arguments): \(result.err)")
            if message.hasPrefix("--set ") && message.contains(" needs ") {
                // A value of the wrong kind names the inspectables too.
                #expect(result.err.contains("ProbeView's inspectables: mode, tint, origin"), "\(result.err)")
            }
        }
        let yaml = try runOmbre(["render", "gradient", "-o", out, "--set", "angle=3"])
        #expect(yaml.status == 2 && yaml.err.contains("apply to .swift scenes only"), "\(yaml.err)")
    }

    @Test func compileErrorsPrintFileLineAndColumnAndExitTwo() throws {
        let text = SwiftSceneFixtures.probe.replacingOccurrences(
            of: "var hidden: Int = 0", with: "var hidden: Int = \"0\"")
        let file = try SwiftSceneFixtures.write(text, as: "Broken.swift")
        let result = try runOmbre(["render", file, "-o", "/dev/null"])
        #expect(result.status == 2)
        // Line 13 of the file, as written: the import lines were mapped without moving lines.
        #expect(result.err.contains("\(file):13:"), "\(result.err)")
        #expect(result.err.contains("error:") && !result.err.contains("main.swift"), "\(result.err)")
    }

    @Test func compileErrorsQuoteTheLinesAsTheFileHasThem() throws {
        let lines = ["import UIKit", "let broken: Int = \"0\"", "", "final class Plain: UIView {}"]
        let file = try SwiftSceneFixtures.write(lines.joined(separator: "\n"), as: "Quoted.swift")
        let result = try runOmbre(["render", file, "-o", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.err.contains("\(file):2:"), "\(result.err)")
        #expect(result.err.contains(lines[1]) && !result.err.contains("#sourceLocation"), "\(result.err)")
        // A quoted line that carries a number must be that line of the file.
        for quoted in result.err.split(separator: "\n") {
            guard let match = quoted.firstMatch(of: /^ombre: +(\d+) \| (.*)$/), let number = Int(match.1) else {
                continue
            }
            #expect(number >= 1 && number <= lines.count && lines[number - 1] == String(match.2), "\(result.err)")
        }
    }

    @Test func compileErrorsOfEveryFileAreReportedNotOnlyTheFirstFailingFiles() throws {
        let view = try SwiftSceneFixtures.write(
            "import UIKit\n\nfinal class Dot: UIView {\n    let size: Int = \"big\"\n}\n", as: "Dot.swift")
        let controller = try SwiftSceneFixtures.write(
            "import UIKit\n\nfinal class Dots: UIViewController {\n    let count: String = 3\n"
                + "    let other: Bool = 1.5\n}\n",
            as: "Dots.swift")
        let result = try runOmbre(["render", controller, view, "-o", "/dev/null"])
        #expect(result.status == 2, "\(result.err)")
        for place in ["\(view):4:", "\(controller):4:", "\(controller):5:"] {
            #expect(result.err.contains(place), "\(place) missing: \(result.err)")
        }
    }

    @Test func codeThatTrapsCrashesOrLoopsEndsTheRenderWithExitOne() throws {
        let file = try SwiftSceneFixtures.write(SwiftSceneFixtures.probe, as: "Probe.swift")
        let out = try temporaryDirectory().appendingPathComponent("p.png").path
        // `assert` traps too: the code is optimized, but its assertions are checked as in a debug build.
        let cases = [
            ("1", "stopped on a trap"), ("2", "stopped on a trap"), ("3", "took more than 1 s"),
            ("4", "stopped on a trap"),
        ]
        for (mode, message) in cases {
            let started = monotonicSeconds()
            let result = try runOmbre(["render", file, "-o", out, "--set", "mode=\(mode)", "--frame-deadline", "1"])
            #expect(result.status == 1, "mode \(mode): \(result.err)")
            #expect(result.err.contains(message), "mode \(mode): \(result.err)")
            #expect(monotonicSeconds() - started < 20)
            #expect(!FileManager.default.fileExists(atPath: out))
            if mode == "2" { #expect(result.err.contains("mode 2 is not drawn"), "\(result.err)") }
            if mode == "4" { #expect(result.err.contains("mode 4 fails its assertion"), "\(result.err)") }
        }
        #expect(
            waitUntil(timeout: 2) { SwiftSceneFixtures.runningRunners().isEmpty },
            "\(SwiftSceneFixtures.runningRunners())")
    }

    @Test func missingToolchainOrSourcesSayWhatToInstall() throws {
        let file = SwiftSceneFixtures.path("AngledGradientView.swift")
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = "/nonexistent"
        let noToolchain = try runOmbre(["render", file, "-o", "/dev/null"], environment: environment)
        #expect(
            noToolchain.status == 1 && noToolchain.err.contains("install the Swift toolchain"), "\(noToolchain.err)")
        environment = ProcessInfo.processInfo.environment
        environment["OMBRE_SOURCES"] = "/nonexistent"
        let noSources = try runOmbre(["render", file, "-o", "/dev/null"], environment: environment)
        #expect(noSources.status == 1 && noSources.err.contains("set OMBRE_SOURCES"), "\(noSources.err)")
    }

    @Test func filesBuildTogetherAndSnapshotLikeAnyScene() throws {
        let view = try SwiftSceneFixtures.write(
            "import UIKit\n\nfinal class Tile: UIView {\n    override func draw(_ rect: CGRect) {\n"
                + "        UIColor.systemBlue.setFill()\n        UIBezierPath(ovalIn: bounds).fill()\n    }\n}\n",
            as: "Tile.swift")
        let controller = try SwiftSceneFixtures.write(
            "import UIKit\n\nfinal class Board: UIViewController {\n    override func viewDidLoad() {\n"
                + "        view.backgroundColor = .white\n"
                + "        view.addSubview(Tile(frame: CGRect(x: 10, y: 10, width: 40, height: 30)))\n    }\n}\n",
            as: "Board.swift")
        let folder = try temporaryDirectory()
        let png = folder.appendingPathComponent("board.png").path
        let render = try runOmbre(["render", controller, view, "-o", png, "--size", "60x50"])
        #expect(render.status == 0, "\(render.err)")
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: png))))
        #expect(Color(pixel: image[2, 2]) == .white && Color(pixel: image[30, 25]) != .white)
        let tile = try runOmbre(["render", view, "-o", png, "--size", "60x50", "--view", "Tile"])
        #expect(tile.status == 0, "\(tile.err)")
        let references = folder.appendingPathComponent("refs").path
        let record = try runOmbre(["snapshot", view, "--reference", references, "--sizes", "32x32", "--record"])
        #expect(record.status == 0, "\(record.out)\(record.err)")
        let check = try runOmbre(["snapshot", view, "--reference", references, "--sizes", "32x32"])
        #expect(check.status == 0, "\(check.out)\(check.err)")
        let bench = try runOmbre(["bench", view, "--frames", "5", "--size", "32x32"])
        #expect(bench.status == 0, "\(bench.err)")
    }

    @Test func viewsAndControllersWithPrivateInitializersAreNotShown() throws {
        // A HUD singleton, as ProgressHUD declares itself: the entry point could not make it.
        let file = try SwiftSceneFixtures.write(
            "import UIKit\n\npublic class Hud: UIView {\n    static let shared = Hud()\n"
                + "    convenience private init() { self.init(frame: .zero) }\n"
                + "    override private init(frame: CGRect) { super.init(frame: frame) }\n"
                + "    required init?(coder: NSCoder) { nil }\n}\n\n"
                + "final class Locked: UIViewController {\n    private init() { super.init(nibName: nil, bundle: nil) }\n"
                + "    required init?(coder: NSCoder) { nil }\n}\n\n"
                + "final class Host: UIViewController {}\n\nfinal class Badge: UIView {}\n",
            as: "Hud.swift")
        let list = try runOmbre(["preview", file, "--list"])
        #expect(list.status == 0, "\(list.err)")
        #expect(list.out == "view controller Host\nview Badge\n", "\(list.out)")
    }

    @Test func aLibraryFileWithoutImportsBuildsBesideOneThatImportsUIKit() throws {
        // As in a pod, whose umbrella header gives every file UIKit.
        let style = try SwiftSceneFixtures.write(
            "struct BadgeStyle {\n    var fill = UIColor.systemRed\n    var size = CGSize(width: 20, height: 10)\n}\n",
            as: "BadgeStyle.swift")
        let controller = try SwiftSceneFixtures.write(
            "import UIKit\n\nfinal class Badge: UIViewController {\n    override func viewDidLoad() {\n"
                + "        view.backgroundColor = .white\n"
                + "        let style = BadgeStyle()\n        let badge = UIView(frame: CGRect(origin: .zero, size: style.size))\n"
                + "        badge.backgroundColor = style.fill\n        view.addSubview(badge)\n    }\n}\n",
            as: "Badge.swift")
        let png = try temporaryDirectory().appendingPathComponent("badge.png").path
        let render = try runOmbre(["render", controller, style, "-o", png, "--size", "30x20"])
        #expect(render.status == 0, "\(render.err)")
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: png))))
        #expect(
            image[5, 5] == Color(red: 1, green: 59 / 255, blue: 48 / 255).pixel && image[25, 15] == Color.white.pixel)
        // Without a file that imports UIKit, a file without imports is compiled as written, as in an app target.
        let swatch = try SwiftSceneFixtures.write("final class Swatch: UIView {}\n", as: "Swatch.swift")
        let alone = try runOmbre(["render", swatch, "-o", png])
        #expect(alone.status == 2 && alone.err.contains("Swatch.swift:1"), "\(alone.err)")
    }
}

/// `ombre new` writes starters that build and render.
@Suite struct NewCommandTests {
    @Test func startersBuildAndRenderAndExistingFilesAreKept() throws {
        let folder = try temporaryDirectory()
        let view = folder.appendingPathComponent("Sunset.swift").path
        let controller = folder.appendingPathComponent("Intro.swift").path
        #expect(try runOmbre(["new", "view", view]).status == 0)
        #expect(try runOmbre(["new", "controller", controller]).status == 0)
        let png = folder.appendingPathComponent("s.png").path
        let tilted = try runOmbre(["render", view, "-o", png, "--size", "40x30", "--set", "angle=90"])
        #expect(tilted.status == 0, "\(tilted.err)")
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: png))))
        // At 90° the colors run across: left and right differ, top and bottom of a column agree
        // (within the dither's one level).
        func levels(_ a: UInt32, _ b: UInt32) -> Int {
            (0..<4).map { abs(Int(a >> UInt32(8 * $0) & 0xFF) - Int(b >> UInt32(8 * $0) & 0xFF)) }.max() ?? 0
        }
        #expect(levels(image[1, 15], image[38, 15]) > 20 && levels(image[20, 1], image[20, 28]) <= 1)
        let played = try runOmbre(["render", controller, "-o", png, "--size", "40x30", "--time", "2.5"])
        #expect(played.status == 0, "\(played.err)")
        let again = try runOmbre(["new", "view", view])
        #expect(again.status == 2 && again.err.contains("--overwrite"))
        let badName = try runOmbre(["new", "view", folder.appendingPathComponent("my-view.swift").path])
        #expect(badName.status == 2 && badName.err.contains("cannot name a Swift class"))
        #expect(try runOmbre(["new", "window", view]).status == 2)
    }
}
