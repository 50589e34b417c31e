import Foundation
import OmbreGraphics
import OmbreScene
import OmbreTestSupport
import OmbreViews
import Testing

/// Hostile scenes go through decoding and rendering without a trap, a hang or an invalid
/// pixel: each is either refused with diagnostics or rendered.
///
/// The run is seeded and the same on every machine; a scene that ever breaks goes into
/// `Corpus/` so it is checked on every run from then on.
@Suite struct SceneFuzzTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    /// The scenes mutations start from: every built-in demo and a few dense ones.
    static var seeds: [String] {
        BuiltinScene.all.map(\.text) + [
            """
            window: {size: [40, 30]}
            root:
              view:
                children:
                  - gradientLayer: {type: conic, colors: [red, blue, green], startPoint: [0.5, 0.5], endPoint: [1, 0.5], frame: [0, 0, 20, 15]}
                  - gradientLayer: {type: radial, colors: [red, "#00f8"], locations: [0.2, 0.8], startPoint: [0.5, 0.5], endPoint: [1, 1], frame: [20, 0, 20, 15], alpha: 0.5}
                  - gradient: {startColor: white, endColor: clear, angle: 33, frame: [0, 15, 20, 15], rotation: 180, clipsToBounds: true}
                  - progress: {points: [[0, -1], [1, 1], [-1, 1]], progress: 0.7, lineWidth: 2, frame: [20, 15, 20, 15]}
            """,
            """
            root:
              stack:
                axis: vertical
                spacing: 2
                padding: 1
                children:
                  - animatedGradient: {duration: 0.5, frames: [{colors: [red, blue], direction: up}, {colors: [green, white, black], direction: left, type: conic}]}
                  - grid: {columns: 2, children: [{gradient: {}}, {gradient: {angle: 90}}, {view: {background: red}}]}
            """,
        ]
    }

    static let sizes = [
        PixelSize(width: 1, height: 1), PixelSize(width: 7, height: 5), PixelSize(width: 33, height: 17),
    ]
    static let times = [0, 0.37, 2.5, 86_400.25]

    @Test func mutatedScenesDecodeOrFailCleanlyAndRenderValidPixels() throws {
        var mutator = SceneMutator(seed: 0x0b5e_5eed)
        let seeds = Self.seeds
        var rendered = 0
        var refused = 0
        for index in 0..<4000 {
            var text = seeds[mutator.below(seeds.count)]
            text = mutator.mutate(text)
            let scene: Scene
            do {
                scene = try Scene(text: text, file: "fuzz-\(index).yaml")
            } catch {
                #expect(!error.diagnostics.isEmpty, "scene \(index) was refused without a reason")
                refused += 1
                continue
            }
            let size = Self.sizes[mutator.below(Self.sizes.count)]
            let time = Self.times[mutator.below(Self.times.count)]
            let image = render(root: scene.root, size: size, at: time, background: scene.background)
            #expect(image.size == size)
            #expect(image.hasValidPremultipliedPixels, "scene \(index) at \(size), t = \(time):\n\(text)")
            rendered += 1
        }
        // Both paths must be exercised, or the mutations are too mild or too wild.
        #expect(rendered > 800 && refused > 800, "rendered \(rendered), refused \(refused)")
    }

    static var corpusFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { $0.hasSuffix(".yaml") }
            .sorted()
    }

    @Test func theCorpusHoldsCases() {
        #expect(Self.corpusFiles.count >= 6)
    }

    @Test(arguments: corpusFiles)
    func corpusCasesDecodeOrFailCleanly(name: String) throws {
        let text = try String(contentsOf: Self.corpus.appendingPathComponent(name), encoding: .utf8)
        let sizeLine = text.split(separator: "\n").first { $0.hasPrefix("# size: ") }
        let size = sizeLine.flatMap { PixelSize(parsing: String($0.dropFirst(8))) } ?? PixelSize(width: 16, height: 16)
        let scene: Scene
        do {
            scene = try Scene(text: text, file: name)
        } catch {
            #expect(!error.diagnostics.isEmpty)
            return
        }
        for time in Self.times {
            let image = render(root: scene.root, size: size, at: time, background: scene.background)
            #expect(image.hasValidPremultipliedPixels, "\(name) at t = \(time)")
        }
    }
}
