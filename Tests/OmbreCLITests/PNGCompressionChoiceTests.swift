import Foundation
import OmbreGraphics
import Testing

@testable import OmbreCLI

/// Which PNG compression each kind of output is written with (the settings measured in
/// Benchmarks/README.md, "PNG encoding"): encoding is deterministic, so a file's bytes name it.
@Suite struct PNGCompressionChoiceTests {
    @Test func singleImagesUseStandardAndFrameFoldersUseFrames() throws {
        let folder = try temporaryDirectory()
        let single = folder.appendingPathComponent("single.png")
        let frames = folder.appendingPathComponent("frames")
        let common = ["--size", "320x180", "--time", "5.6"]
        let one = try runOmbre(["render", "gallery", "-o", single.path] + common)
        #expect(one.status == 0, "\(one.err)")
        let many = try runOmbre(["render", "gallery", "-o", frames.path, "--duration", "0.1", "--fps", "10"] + common)
        #expect(many.status == 0, "\(many.err)")

        let singleBytes = Array(try Data(contentsOf: single))
        let frameBytes = Array(try Data(contentsOf: frames.appendingPathComponent(FrameFolder.fileName(0))))
        let image = try PixelBuffer(pngData: singleBytes)
        #expect(try PixelBuffer(pngData: frameBytes) == image)
        let standard = try image.pngData(compression: .standard)
        let forFrames = try image.pngData(compression: .frames)
        #expect(standard != forFrames, "the two settings must differ on this image for the test to tell them apart")
        #expect(singleBytes == standard)
        #expect(frameBytes == forFrames)
    }
}
