import Foundation
import OmbreGraphics
import Testing

/// iOS code builds as it is written: Objective-C idioms, target-action, platform conditionals,
/// mapped imports and the wall clocks, and scripted touches reach it as window clicks do.
@Suite(.serialized) struct ObjectiveCIdiomTests {
    @Test func answerListingBuildsUnchangedAndATapPlaysItsWedgeOnTheSceneClock() throws {
        let file = try SwiftSceneFixtures.write(try ObjectiveCFixtures.answer(), as: "Answer.swift")
        let folder = try temporaryDirectory()
        func halves(_ name: String, _ extra: [String]) throws -> (left: Int, right: Int) {
            let out = folder.appendingPathComponent(name).path
            let result = try runOmbre(["render", file, "-o", out, "--size", "340x410"] + extra)
            #expect(result.status == 0, "\(extra): \(result.err)")
            let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
            // The gradient runs blue to green; the view's light gray and the black outline are neither.
            var counts = (left: 0, right: 0)
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let c = Color(pixel: image[x, y])
                    guard c.red < 0.25, max(c.green, c.blue) > 0.4 else { continue }
                    if x < 170 { counts.left += 1 } else { counts.right += 1 }
                }
            }
            return counts
        }
        // The view is turned a quarter to the left, so the wedge starts at the top and grows
        // clockwise: half of it fills the right half, 0.7 reaches into the left.
        let untouched = try halves("untouched.png", ["--time", "1"])
        let half = try halves("half.png", ["--time", "1", "--tap", "170,205@0.5"])
        let whole = try halves("whole.png", ["--time", "2", "--tap", "170,205@0.5"])
        #expect(half.right > 10_000 && half.left < half.right / 50, "half way: \(half)")
        #expect(untouched.left > half.right / 5 && untouched.left < untouched.right * 3 / 4, "0.7: \(untouched)")
        #expect(whole.left > whole.right * 3 / 4, "whole: \(whole)")
    }

    /// Renders the selectors fixture at 1 s with `extra` options.
    private func renderSelectors(_ extra: [String]) throws -> (status: Int32, out: String, err: String) {
        let file = try SwiftSceneFixtures.write(ObjectiveCFixtures.selectors, as: "Selectors.swift")
        return try runOmbre(["render", file, "-o", "/dev/null", "--size", "200x200", "--time", "1"] + extra)
    }

    @Test func selectorsInEveryFormReachTheirMethodsThroughEveryTargetAction() throws {
        let result = try renderSelectors(["--tap", "25,25@0.1", "--tap", "120,120@0.2"])
        #expect(result.status == 0, "\(result.err)")
        for line in [
            "responds true false", "names renamedSelector mode true", "property true true", "knobDown true",
            "knobTapped true", "viewTapped", "timer info", "noticed ping", "later x 0.5", "display link 30 at 0.5",
        ] {
            #expect(result.err.contains(line), "missing \"\(line)\" in:\n\(result.err)")
        }
        // The knob's own touch does not reach the view's tap recognizer: one tap, not two.
        #expect(result.err.components(separatedBy: "viewTapped").count == 2, "\(result.err)")
    }

    @Test func aWeakProxyPassesTheDisplayLinksMessagesOnAndLabelsAreKeyValueCoded() throws {
        let file = try SwiftSceneFixtures.write(ObjectiveCFixtures.messaging, as: "Messaging.swift")
        let run = { (extra: [String]) in
            try runOmbre(["render", file, "-o", "/dev/null", "--size", "200x200", "--time", "1"] + extra)
        }
        let result = try run([])
        #expect(result.status == 0, "\(result.err)")
        for line in ["attributed Hi", "shadow true", "highlighted true", "kvc true 3.0", "proxy responds true"] {
            #expect(result.err.contains(line), "missing \"\(line)\" in:\n\(result.err)")
        }
        // Removed from its run loop at the 30th refresh, the link calls no more.
        #expect(result.err.components(separatedBy: "proxied link 30 at 0.5").count == 2, "\(result.err)")
        let unknown = try run(["--set", "mode=1"])
        #expect(unknown.status == 1, "\(unknown.err)")
        #expect(
            unknown.err.contains("NSUnknownKeyException")
                && unknown.err.contains("not key value coding-compliant for the key noSuchKey"), "\(unknown.err)")
    }

    @Test func aSelectorNoMethodAnswersEndsTheRunAsIOSDoesWithExitOne() throws {
        let result = try renderSelectors(["--set", "mode=1", "--tap", "120,120@0.2"])
        #expect(result.status == 1, "\(result.err)")
        #expect(
            result.err.contains(
                "-[OmbreUserScene.SelectorController missingMethod:]: unrecognized selector sent to instance 0x"),
            "\(result.err)")
        #expect(result.err.contains("uncaught exception"), "\(result.err)")
    }

    @Test func platformConditionalsImportsManagedPropertiesAndClocksTakeTheSimulatorsView() throws {
        let file = try SwiftSceneFixtures.write(ObjectiveCFixtures.idioms, as: "Idioms.swift")
        let out = try temporaryDirectory().appendingPathComponent("idioms.png").path
        let result = try runOmbre([
            "render", file, "-o", out, "--size", "100x80", "--time", "1.5", "--drag", "10,10:50,30@0.5-1",
        ])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("branch ios-simulator-debug keyPath colors managed nil"), "\(result.err)")
        // 30 moves at 60 per second over the half second, and every clock at the release's time.
        #expect(result.err.contains("moved 30 to 50.0 30.0 clocks 1.0 1.0 1.0 1.0 1.0"), "\(result.err)")
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(Color(pixel: image[50, 40]) == Color(red: 0, green: 1, blue: 0, alpha: 1), "#colorLiteral's green")
    }

    @Test func diagnosticsOnRewrittenLinesNameTheUsersLineAndColumn() throws {
        let lines = [
            "import UIKit",
            "final class Columns: UIView {",
            "    @objc dynamic func tapped() { let a: Int = \"x\" }",
            "    func wire() { let s = #selector(tapped); let b: Int = \"y\"; _ = s }",
            "    @objc(named:) func named(_ v: Int) { let c: Int = \"z\" }",
            "}",
        ]
        let err = try expectCompileErrors(lines, as: "Columns.swift", at: [(3, "\"x\""), (4, "\"y\""), (5, "\"z\"")])
        // The lines are quoted as the user wrote them, not as rewritten.
        #expect(err.contains("#selector(tapped)") && !err.contains("__sel"), "\(err)")
    }

    @Test func selectorsKeyPathsAndLiteralsInsideStringInterpolationsBuildAndPrint() throws {
        let text = ##"""
            import UIKit

            final class Interpolated: UIView {
                @objc func tap() {}

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    print("selector \(#selector(tap)) keyPath \(#keyPath(CAGradientLayer.colors))")
                    print("nested \("[\(#selector(Interpolated.tap))]")", #"raw \(x) \#(#keyPath(CALayer.bounds))"#)
                    print("color \(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1).cgColor.components ?? [])")
                    print("""
                        multi \(#keyPath(CALayer.position)) \(
                            #selector(tap))
                        """)
                }

                required init?(coder: NSCoder) { fatalError("not used") }
            }

            """##
        let file = try SwiftSceneFixtures.write(text, as: "Interpolated.swift")
        let result = try runOmbre(["render", file, "-o", "/dev/null", "--size", "10x10"])
        #expect(result.status == 0, "\(result.err)")
        for line in [
            "selector tap keyPath colors", #"nested [tap] raw \(x) bounds"#, "color [1.0, 0.0, 0.0, 1.0]",
            "multi position tap",
        ] {
            #expect(result.err.contains(line), "missing \"\(line)\" in:\n\(result.err)")
        }
    }

    @Test func blogsKeyPathAnimationsBuildUnchangedInAView() throws {
        let blocks = try ObjectiveCFixtures.blogBlocks()
        let animation = try #require(blocks.first { $0.hasPrefix("let colorsAnimation") })
        let colors = try #require(blocks.first { $0.hasPrefix("let newColors") })
        let group = try #require(blocks.first { $0.hasPrefix("let locationsAnimation") })
        let text = """
            import UIKit

            final class BlogView: UIView, CAAnimationDelegate {
                let gradientLayer = CAGradientLayer()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    gradientLayer.colors = [UIColor.red, UIColor.blue].map { $0.cgColor }
                    layer.addSublayer(gradientLayer)
                    animateColors()
                }

                required init?(coder: NSCoder) { fatalError("not used") }

                override func layoutSubviews() {
                    super.layoutSubviews()
                    gradientLayer.frame = bounds
                }

                func animateColors() {
            \(colors)
            \(animation)
                }

                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                    guard flag else { return }
                    let newLocations: [NSNumber] = [0, 1]
                    let newStartPoint = CGPoint(x: 1, y: 0)
                    let newEndPoint = CGPoint(x: 0, y: 1)
                    let newColors = [UIColor.green, UIColor.yellow].map { $0.cgColor }
            \(group)
                }
            }

            """
        let file = try SwiftSceneFixtures.write(text, as: "BlogView.swift")
        let folder = try temporaryDirectory()
        var centers: [Color] = []
        for time in ["0", "2.5", "7.5", "10"] {
            let out = folder.appendingPathComponent("blog-\(time).png").path
            let result = try runOmbre(["render", file, "-o", out, "--size", "40x40", "--time", time])
            #expect(result.status == 0, "\(result.err)")
            let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
            centers.append(Color(pixel: image[20, 20]))
        }
        // Red–blue, on toward purple–orange; at 5 s the group starts from the layer's own colors
        // (the blog's first animation never sets them) toward green–yellow, where it stays.
        #expect(Set(centers.map { "\($0)" }).count == 4, "\(centers)")
    }

    @Test func previewBlocksAreListedAndShownByName() throws {
        let file = try SwiftSceneFixtures.write(ObjectiveCFixtures.previews, as: "Previews.swift")
        let list = try runOmbre(["preview", file, "--list"])
        #expect(list.status == 0, "\(list.err)")
        #expect(
            list.out
                == "view controller BlueController\nview Swatch\n#Preview \"Red swatch\"\n#Preview \"Blue\"\n"
                + "#Preview (line 27)\n", "\(list.out)")
        let folder = try temporaryDirectory()
        let cases: [([String], Color)] = [
            (["--preview"], Color(red: 1, green: 0, blue: 0, alpha: 1)),
            (["--preview", "Blue"], Color(red: 0, green: 0, blue: 1, alpha: 1)),
            (["--preview", "Red swatch", "--set", "tint=#00FFFF"], Color(red: 0, green: 1, blue: 1, alpha: 1)),
        ]
        for (index, (arguments, color)) in cases.enumerated() {
            let out = folder.appendingPathComponent("\(index).png").path
            let result = try runOmbre(["render", file, "-o", out, "--size", "20x20"] + arguments)
            #expect(result.status == 0, "\(arguments): \(result.err)")
            let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
            #expect(Color(pixel: image[10, 10]) == color, "\(arguments)")
        }
        let missing = try runOmbre(["render", file, "-o", "/dev/null", "--preview", "Green"])
        #expect(missing.status == 2, "\(missing.err)")
        #expect(missing.err.contains("no such #Preview (previews: #Preview \"Red swatch\""), "\(missing.err)")
    }

    @Test func badTapsAndDragsExitTwoNamingTheForm() throws {
        let file = try SwiftSceneFixtures.write(ObjectiveCFixtures.selectors, as: "Selectors.swift")
        let cases: [([String], String)] = [
            (["--tap", "10,10"], "--tap takes X,Y@T"),
            (["--tap", "a,10@1"], "--tap takes X,Y@T"),
            (["--tap", "10,10@-1"], "--tap takes X,Y@T"),
            (["--drag", "1,1:2,2@2-1"], "--drag takes X0,Y0:X1,Y1@T0-T1"),
            (["--drag", "1,1@0-1"], "--drag takes X0,Y0:X1,Y1@T0-T1"),
            (["--swift-version", "4"], "--swift-version takes 5 or 6"),
        ]
        for (arguments, message) in cases {
            let result = try runOmbre(["render", file, "-o", "/dev/null"] + arguments)
            #expect(result.status == 2, "\(arguments): \(result.err)")
            #expect(result.err.contains(message), "\(arguments): \(result.err)")
        }
        let yaml = try runOmbre(["render", "gradient", "-o", "/dev/null", "--tap", "1,1@0"])
        #expect(yaml.status == 2 && yaml.err.contains("apply to .swift scenes only"), "\(yaml.err)")
    }
}
