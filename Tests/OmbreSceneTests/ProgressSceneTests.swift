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

    @Test func aRootsRotationTurnsItAboutTheWindowsMiddle() throws {
        // A triangle pointing right (east); turned by -90° at the root it points up, as it does
        // inside a view.
        func render(_ text: String) throws -> PixelBuffer {
            let scene = try Scene(text: text, file: "r.yaml")
            return OmbreViews.render(root: scene.root, size: PixelSize(width: 64, height: 64), background: .black)
        }
        let triangle = "{points: [[1, 0], [-0.5, 0.5], [-0.5, -0.5]], progress: 1, startAngle: 0, colors: [red, red]"
        let root = try render("window: {size: [64, 64]}\nroot: {progress: \(triangle), rotation: -90}}")
        let nested = try render(
            "window: {size: [64, 64]}\nroot: {view: {children: [{progress: \(triangle), rotation: -90, "
                + "frame: [0, 0, 64, 64]}}]}}")
        let unturned = try render("window: {size: [64, 64]}\nroot: {progress: \(triangle)}}")
        #expect(root.pixels == nested.pixels)
        // Toward the tip: right of the middle unturned, above it turned.
        #expect(Color(pixel: unturned[48, 32]).red > 0.5 && Color(pixel: unturned[32, 10]).red < 0.1)
        #expect(Color(pixel: root[32, 16]).red > 0.5 && Color(pixel: root[54, 32]).red < 0.1)
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
