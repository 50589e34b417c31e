import Foundation
import OmbreGraphics
import Testing

/// UIKit's classes are main-actor isolated as in the SDK: libraries written for Swift 6 build
/// and draw in either language mode, and `--swift-version 6` checks the file as Swift 6 does.
@Suite(.serialized) struct ConcurrencyIdiomTests {
    /// An explicitly `@MainActor` library (a class of its own and a view), used from a
    /// controller whose block, scheduled on the main queue, calls back into it; a `#Preview`
    /// sets a property of the library's view, as Xcode runs preview bodies on the main actor.
    static let library = """
        import UIKit

        @MainActor
        public final class StripePainter {
            public let view = UIView()
            private let stripe = CALayer()
            public var fraction: CGFloat = 0.5 {
                didSet { placeStripe() }
            }

            public init(color: UIColor) {
                stripe.backgroundColor = color.cgColor
                view.layer.addSublayer(stripe)
            }

            public func layout(in bounds: CGRect) {
                view.frame = bounds
                placeStripe()
            }

            private func placeStripe() {
                stripe.frame = CGRect(x: 0, y: 0, width: view.bounds.width * fraction, height: view.bounds.height)
            }
        }

        @MainActor
        open class MeterView: UIView {
            public var level: Float = 0 {
                didSet { setNeedsLayout() }
            }
            private let bar = UIView()

            public override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .black
                bar.backgroundColor = .green
                addSubview(bar)
            }

            public required init?(coder: NSCoder) { nil }

            open override func layoutSubviews() {
                super.layoutSubviews()
                bar.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(level), height: bounds.height)
            }
        }

        final class LibraryController: UIViewController {
            private let painter = StripePainter(color: .red)

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .blue
                view.addSubview(painter.view)
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.painter.fraction = 1 }
            }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                painter.layout(in: view.bounds)
            }
        }

        #Preview("Meter") {
            let meter = MeterView()
            meter.level = 0.25
            return meter
        }

        """

    /// The colors at x = 5, 15, 25 and 35 of the middle row of a 40 × 20 render.
    private func samples(_ arguments: [String]) throws -> [Color] {
        let file = try SwiftSceneFixtures.write(Self.library, as: "Library.swift")
        let out = try temporaryDirectory().appendingPathComponent("library.png").path
        let result = try runOmbre(["render", file, "-o", out, "--size", "40x20"] + arguments)
        #expect(result.status == 0, "\(arguments): \(result.err)")
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        return [5, 15, 25, 35].map { Color(pixel: image[$0, 10]) }
    }

    @Test(arguments: ["5", "6"])
    func mainActorLibraryClassUsedFromAControllerBuildsAndDraws(swiftVersion: String) throws {
        let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
        let mode = ["--swift-version", swiftVersion, "--controller", "LibraryController"]
        #expect(try samples(mode + ["--time", "0"]) == [red, red, blue, blue])
        // The main queue's block widened the stripe at 0.5 s (animated, as a layer's frame is, for 0.25 s).
        #expect(try samples(mode + ["--time", "1"]) == [red, red, red, red])
    }

    @Test(arguments: ["5", "6"])
    func previewBodiesRunOnTheMainActor(swiftVersion: String) throws {
        let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
        let black = Color(red: 0, green: 0, blue: 0, alpha: 1)
        let colors = try samples(["--swift-version", swiftVersion, "--preview", "Meter"])
        #expect(colors == [green, black, black, black])
    }

    @Test func selectorsTimersAndDisplayLinksReachMainActorMethodsInSwift6() throws {
        let file = try SwiftSceneFixtures.write(ObjectiveCFixtures.selectors, as: "Selectors.swift")
        let result = try runOmbre([
            "render", file, "-o", "/dev/null", "--size", "200x200", "--time", "1", "--swift-version", "6",
            "--tap", "25,25@0.1", "--tap", "120,120@0.2",
        ])
        #expect(result.status == 0, "\(result.err)")
        for line in ["knobTapped true", "viewTapped", "timer info", "noticed ping", "later x 0.5", "display link 30"] {
            #expect(result.err.contains(line), "missing \"\(line)\" in:\n\(result.err)")
        }
    }

    @Test func swift6ModeRejectsWhatSwift6Rejects() throws {
        let text = """
            import UIKit

            var taps = 0

            final class Counter: UIView {
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { taps += 1 }
            }

            """
        let file = try SwiftSceneFixtures.write(text, as: "Counter.swift")
        let five = try runOmbre(["render", file, "-o", "/dev/null", "--size", "10x10"])
        #expect(five.status == 0, "\(five.err)")
        let six = try runOmbre(["render", file, "-o", "/dev/null", "--size", "10x10", "--swift-version", "6"])
        #expect(six.status == 2, "\(six.err)")
        #expect(six.err.contains("\(file):3:5: error:") && six.err.contains("not concurrency-safe"), "\(six.err)")
    }
}
