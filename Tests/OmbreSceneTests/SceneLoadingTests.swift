import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreScene

@Suite struct SceneLoadingTests {
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/scenes")

    @Test(arguments: BuiltinScene.all.map(\.name))
    func builtinScenesEqualTheirResourceFiles(name: String) throws {
        let file = try String(contentsOf: Self.resources.appendingPathComponent("\(name).yaml"), encoding: .utf8)
        #expect(BuiltinScene.named(name)?.text == file, "run Scripts/embed-scenes.py after editing Resources/scenes")
    }

    @Test(arguments: BuiltinScene.all.map(\.name))
    func builtinScenesLoad(name: String) throws {
        let scene = try Scene.load(name)
        #expect(scene.source == name)
    }

    @Test func windowSettingsAndPaletteApply() throws {
        let scene = try Scene(
            text: """
                window: {title: Sunrise, size: [90, 60], background: "#101018"}
                palette: {brand: "#ff5f6d"}
                root: {gradient: {startColor: Brand, endColor: "#ffc371", angle: 45}}
                """, file: "s.yaml")
        #expect(scene.title == "Sunrise")
        #expect(scene.designSize == PixelSize(width: 90, height: 60))
        #expect(scene.background == (try Color(parsing: "#101018")))
        let view = try #require(scene.root as? GradientView)
        #expect(view.startColor == (try Color(parsing: "#ff5f6d")))
        #expect(view.angle == 45)
    }

    @Test func jsonScenesLoadLikeYAML() throws {
        let json = try Scene(
            text: ##"{"root": {"gradientLayer": {"type": "radial", "colors": ["red", "#00f"], "dither": false}}}"##,
            file: "s.json")
        let yaml = try Scene(
            text: "root: {gradientLayer: {type: radial, colors: [red, \"#00f\"], dither: false}}", file: "s.yaml")
        let size = PixelSize(width: 40, height: 30)
        #expect(render(root: json.root, size: size) == render(root: yaml.root, size: size))
    }

    @Test func framesAreWrittenForTheDesignSizeAndFollowResizes() throws {
        let scene = try Scene(
            text: """
                window: {size: [200, 100]}
                root:
                  view:
                    children:
                      - view: {frame: [10, 10, 50, 20], name: fixed}
                      - view: {frame: [150, 10, 40, 20], autoresizing: [flexibleLeftMargin], name: right}
                      - view: {name: fill}
                """, file: "s.yaml")
        _ = render(root: scene.root, size: PixelSize(width: 400, height: 300))
        #expect(scene.root.view(named: "fixed")?.frame == Rect(x: 10, y: 10, width: 50, height: 20))
        #expect(scene.root.view(named: "right")?.frame == Rect(x: 350, y: 10, width: 40, height: 20))
        #expect(scene.root.view(named: "fill")?.frame == Rect(x: 0, y: 0, width: 400, height: 300))
    }

    @Test func missingScenesNameTheDemos() throws {
        let missingFile = #expect(throws: SceneLoadError.self) { try Scene.load("/nonexistent/scene.yaml") }
        guard case .notFound? = missingFile else {
            Issue.record("expected notFound, got \(String(describing: missingFile))")
            return
        }
        let missingDemo = try #require(#expect(throws: SceneLoadError.self) { try Scene.load("zzz-no-such-demo") })
        #expect(missingDemo.description.contains("gallery"), "\(missingDemo)")
    }
}

@Suite struct ThreadedRenderTests {
    @Test(arguments: [0.0, 0.6, 4.5])
    func renderingInBandsEqualsRenderingAtOnce(time: Double) throws {
        let one = try Scene.load("gallery")
        let two = try Scene.load("gallery")
        let size = PixelSize(width: 250, height: 157)
        let a = render(root: one.root, size: size, at: time, background: one.background, threads: 1)
        let b = render(root: two.root, size: size, at: time, background: two.background, threads: 3)
        #expect(a == b)
    }
}
