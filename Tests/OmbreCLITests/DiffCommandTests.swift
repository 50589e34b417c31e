import Foundation
import OmbreGraphics
import OmbreScene
import OmbreViews
import Testing

@testable import OmbreCLI

/// `ombre diff`: figures, JSON, the side-by-side image and diff(1)'s exit statuses.
@Suite struct DiffCommandTests {
    /// Writes a flat opaque image of `pixel` to `name` in `folder`.
    private func flatPNG(_ pixel: UInt32, _ name: String, in folder: URL, width: Int = 16, height: Int = 12) throws
        -> String
    {
        let buffer = PixelBuffer(width: width, height: height)
        buffer.fill(pixel)
        let path = folder.appendingPathComponent(name).path
        try Data(buffer.pngData()).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func identicalImagesExitZeroAndSaySo() throws {
        let dir = try temporaryDirectory()
        let a = try flatPNG(0xFF20_4060, "a.png", in: dir)
        let result = try runOmbre(["diff", a, a])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("size: 16x12 (same)"))
        #expect(result.out.contains("pixels over tolerance 0: 0 of 192 (0%)"))
        #expect(result.out.contains("same within tolerance"))
    }

    @Test func differentImagesExitOneWithTheirFigures() throws {
        let dir = try temporaryDirectory()
        let a = try flatPNG(0xFF20_4060, "a.png", in: dir)
        let b = PixelBuffer(width: 16, height: 12)
        b.fill(0xFF20_4060)
        for x in 3..<7 { b[x, 5] = 0xFF20_4070 }
        let bPath = dir.appendingPathComponent("b.png").path
        try Data(b.pngData()).write(to: URL(fileURLWithPath: bPath))
        let result = try runOmbre(["diff", a, bPath])
        #expect(result.status == 1, "\(result.err)")
        #expect(result.out.contains("largest channel difference: 16 levels"))
        #expect(result.out.contains("pixels over tolerance 0: 4 of 192 (2.08%)"))
        #expect(result.out.contains("differences within: 4x1 at (3, 5)"))
        #expect(result.out.contains("different"))
        #expect(try runOmbre(["diff", a, bPath, "--tolerance", "16"]).status == 0)
        #expect(try runOmbre(["diff", a, bPath, "--tolerance", "15"]).status == 1)
    }

    @Test func jsonIsOneObjectWithEveryFigure() throws {
        let dir = try temporaryDirectory()
        let a = try flatPNG(0xFFFF_8000, "a.png", in: dir)
        let b = try flatPNG(0xFF00_80FF, "b.png", in: dir, width: 16, height: 10)
        let result = try runOmbre(["diff", a, b, "--json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "a", "b", "size_match", "size_a", "size_b", "max_channel_difference", "tolerance",
                "pixels_over_tolerance", "compared_pixels", "share_over_tolerance", "delta_e_mean", "delta_e_max",
                "bounding_box", "same",
            ])
        #expect(object["size_match"] as? Bool == false && object["same"] as? Bool == false)
        #expect(object["size_a"] as? [Int] == [16, 12] && object["size_b"] as? [Int] == [16, 10])
        #expect(object["compared_pixels"] as? Int == 160 && object["pixels_over_tolerance"] as? Int == 160)
        #expect(object["bounding_box"] as? [Int] == [0, 0, 16, 10])
        let mean = try #require(object["delta_e_mean"] as? Double)
        #expect(abs(mean - (object["delta_e_max"] as? Double ?? 0)) < 1e-9 && mean > 30)
    }

    @Test func outputShowsBothImagesAndTheHeatMapSideBySide() throws {
        let dir = try temporaryDirectory()
        let a = try flatPNG(0xFFFF_0000, "a.png", in: dir)
        let b = try flatPNG(0xFF00_00FF, "b.png", in: dir)
        let out = dir.appendingPathComponent("diff.png").path
        #expect(try runOmbre(["diff", a, b, "-o", out]).status == 1)
        let strip = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        let gap = DifferenceImages.gap
        #expect(strip.size == PixelSize(width: 3 * 16 + 2 * gap, height: 12))
        #expect(strip[0, 0] == 0xFFFF_0000 && strip[16 + gap, 0] == 0xFF00_00FF)
        #expect(strip[2 * (16 + gap), 0] == DifferenceImages.heat(difference: 255, tolerance: 0, under: 0xFFFF_0000))
    }

    @Test func scenesAreRenderedAtTheGivenSizeTimeScaleAndDevice() throws {
        let dir = try temporaryDirectory()
        let expected = dir.appendingPathComponent("animated.png").path
        #expect(ombreMain(["render", "animated", "-o", expected, "--size", "40x30", "--time", "2.5"]) == 0)
        #expect(try runOmbre(["diff", "animated", expected, "--size", "40x30", "--time", "2.5"]).status == 0)
        #expect(try runOmbre(["diff", "animated", expected, "--size", "40x30", "--time", "3"]).status == 1)
        let scaled = try runOmbre(["diff", "gradient", "gradient", "--size", "20x15", "--scale", "2", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(scaled.out.utf8)) as? [String: Any])
        #expect(object["size_a"] as? [Int] == [40, 30] && scaled.status == 0)
        let device = try runOmbre(["diff", "gradient", "layers", "--device", "iphone-se", "--json"])
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(device.out.utf8)) as? [String: Any])
        #expect(figures["size_a"] as? [Int] == [750, 1334] && device.status == 1)
    }

    @Test(arguments: [
        ["diff", "/nonexistent/a.png", "gradient"],
        ["diff", "gradient", "no-such-scene"],
        ["diff", "gradient", "gradient", "--tolerance", "256"],
        ["diff", "gradient", "gradient", "--scale", "0"],
        ["diff", "gradient", "gradient", "--size", "0x5"],
        ["diff", "gradient", "gradient", "-o", "out.jpg"],
        ["diff", "gradient"],
        ["preview", "gradient", "--reference", "/nonexistent/reference.png"],
    ])
    func badInputExitsTwo(arguments: [String]) throws {
        #expect(try runOmbre(arguments).status == 2)
    }

    @Test func aFileThatIsNotAPNGIsBadInput() throws {
        let dir = try temporaryDirectory()
        let fake = dir.appendingPathComponent("fake.png")
        try Data("not a png".utf8).write(to: fake)
        let result = try runOmbre(["diff", fake.path, "gradient"])
        #expect(result.status == 2)
        #expect(result.err.contains("fake.png is not a PNG"))
    }

    @Test func anUnwritableOutputIsTroubleWithStatusTwo() throws {
        let result = try runOmbre(["diff", "gradient", "gradient", "--size", "8x8", "-o", "/nonexistent/dir/d.png"])
        #expect(result.status == 2)
        #expect(result.err.contains("/nonexistent/dir/d.png"))
    }

    @Test func helpDocumentsTheExitStatusesAndTheirException() throws {
        let top = try runOmbre(["--help"])
        #expect(top.out.contains("diff and snapshot exit as diff(1) does: 0 same, 1 different, 2 bad input"))
        let result = try runOmbre(["diff", "--help"])
        #expect(result.status == 0)
        #expect(result.out.contains("1  different") && result.out.contains("2  bad input or trouble"))
    }
}

/// `ombre demos --show`.
@Suite struct DemosCommandTests {
    @Test func showPrintsTheSceneTextThatLoadsBackToTheSameScene() throws {
        let result = try runOmbre(["demos", "--show", "animated"])
        #expect(result.status == 0)
        let text = try #require(BuiltinScene.named("animated")?.text)
        #expect(result.out == text)
        let file = try temporaryDirectory().appendingPathComponent("mine.yaml")
        try result.out.write(to: file, atomically: true, encoding: .utf8)
        let fromFile = try Scene.load(file.path)
        let builtin = try Scene.load("animated")
        let size = PixelSize(width: 40, height: 30)
        let a = OmbreViews.render(root: fromFile.root, size: size, at: 1.5, background: fromFile.background)
        let b = OmbreViews.render(root: builtin.root, size: size, at: 1.5, background: builtin.background)
        #expect(ImageComparison(a, b).isWithinTolerance)
    }

    @Test func showOfAnUnknownNameIsBadInputAndListsTheNames() throws {
        let result = try runOmbre(["demos", "--show", "rainbow"])
        #expect(result.status == 2)
        #expect(result.err.contains("rainbow") && result.err.contains("gallery"))
    }
}
