import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreScene

@Suite struct ProgressSceneTests {
    private func progressView(_ body: String) throws -> GradientProgressView {
        let scene = try Scene(
            text: """
                window: {size: [280, 350]}
                root:
                  progress:
                    shape: {random: {count: 200, minRadius: 0.9, maxRadius: 1.1, seed: 1}}
                \(body)
                """, file: "p.yaml")
        return try #require(scene.root as? GradientProgressView)
    }

    @Test func startAngleDefaultsToTwelveOClockClockwise() throws {
        let view = try progressView("")
        #expect(view.startAngle == -.pi / 2 && view.clockwise && view.transform.isIdentity)
    }

    @Test func theAnswersSetUpIsAStartAngleAndARealRotation() throws {
        let view = try progressView("    startAngle: 0\n    rotation: -90\n    clockwise: false")
        #expect(view.startAngle == 0 && !view.clockwise)
        #expect(view.transform == AffineTransform(rotation: -.pi / 2))
    }

    @Test func badStartAngleAndClockwiseAreReportedWhereTheyAre() {
        #expect {
            _ = try progressView("    startAngle: north\n    clockwise: maybe")
        } throws: { error in
            let text = "\(error)"
            return text.contains("p.yaml:5:17") && text.contains("startAngle") && text.contains("p.yaml:6:16")
        }
    }
}
