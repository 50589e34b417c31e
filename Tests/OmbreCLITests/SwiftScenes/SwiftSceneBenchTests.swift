import Foundation
import Testing

/// `ombre bench` on a `.swift` scene splits each frame into the scene's own code, its drawing
/// and the hand-over between the processes, so that a slow `draw(_:)` shows as such.
@Suite struct SwiftSceneBenchTests {
    /// A view whose `draw(_:)` works out a chain of 400,000 dependent square roots every frame
    /// (a few milliseconds; a timer asks for it anew at each tick) and then fills a small
    /// square. (Not a wait on the clock: the scene's `Date()` is its own time, which stands
    /// still while a frame is drawn.)
    static let slowDrawing = """
        import UIKit

        final class SlowDrawing: UIView {
            var tick = 0
            var chain = 0.0

            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
                Timer.scheduledTimer(withTimeInterval: 1.0 / 60.0, repeats: true) { [weak self] _ in
                    self?.tick += 1
                    self?.setNeedsDisplay()
                }
            }

            required init?(coder: NSCoder) { nil }

            override func draw(_ rect: CGRect) {
                var x = Double(tick)
                for _ in 0..<400_000 { x = (x * 1.000_000_1 + 1).squareRoot() }
                chain = x
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 8 + tick % 8, height: 8))
            }
        }
        """

    @Test func slowDrawCodeShowsAsTheScenesCodeNotAsDrawing() throws {
        let file = try SwiftSceneFixtures.write(Self.slowDrawing, as: "SlowDrawing.swift")
        let result = try runOmbre(["bench", file, "--frames", "12", "--size", "32x32", "--json"])
        #expect(result.status == 0, "\(result.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let render = try #require(object["render_ms"] as? [String: Double])
        let parts = try #require(object["swift_ms"] as? [String: [String: Double]])
        #expect(Set(parts.keys) == ["code", "drawing", "handover"])
        for (name, part) in parts { #expect(Set(part.keys) == ["p50", "p99", "max"], "\(name)") }
        let code = try #require(parts["code"]?["p50"])
        let drawing = try #require(parts["drawing"]?["p50"])
        let handOver = try #require(parts["handover"]?["p50"])
        let frame = try #require(render["p50"])
        // Every frame ran the chain in draw(_:) (at least 25 cycles a link, so 1 ms up to a
        // 10 GHz core), inside the frame's own time.
        #expect(code >= 1 && code <= frame, "code \(code) ms of a \(frame) ms frame")
        #expect(drawing < code, "drawing \(drawing) ms, code \(code) ms")
        #expect(handOver > 0 && handOver < frame, "hand-over \(handOver) ms of a \(frame) ms frame")
    }

    @Test func benchTableHasTheSplitLineForSwiftScenesOnly() throws {
        let file = try SwiftSceneFixtures.write(Self.slowDrawing, as: "SlowDrawing.swift")
        let swift = try runOmbre(["bench", file, "--frames", "3", "--size", "32x32"])
        #expect(swift.status == 0, "\(swift.err)")
        #expect(swift.out.contains("swift ms   code p50 ") && swift.out.contains("hand-over p50 "))
        let yaml = try runOmbre(["bench", "gradient", "--frames", "3", "--size", "32x32"])
        #expect(yaml.status == 0 && !yaml.out.contains("swift ms"))
    }
}
