import ArgumentParser
import Foundation
import OmbreGraphics

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two images or scenes and report how they differ.",
        discussion: """
            A and B are PNG files (by their .png extension) or scenes, rendered at
            --size (points), --scale or --device, and --time. Prints whether the
            sizes match, the largest channel difference, the pixels whose channels
            differ by more than --tolerance levels and their share, the mean and
            largest color difference (ΔE: OKLab distance ×100, colors as shown
            over black) and the box around what differs. -o writes A | B | heat
            map side by side (red to yellow where they differ, dim gray where
            equal, dark blue within tolerance).

              ombre diff before.png after.png -o diff.png
              ombre diff scene.yaml expected.png --size 64x48 --time 1.5
              ombre diff old.yaml new.yaml --device iphone-15 --tolerance 1 --json

            \(comparisonExitStatusHelp)
            """)

    @Argument(help: "The first image: a PNG file or a scene.")
    var a: String

    @Argument(help: "The second image: a PNG file or a scene.")
    var b: String

    @OptionGroup var geometry: RenderGeometryOptions

    @OptionGroup(title: "Swift scenes") var swift: SwiftSceneArguments

    @Option(help: ArgumentHelp("Seconds since the scene started.", valueName: "T"))
    var time: Double = 0

    @Option(help: ArgumentHelp("Levels (0...255) a channel may differ by and still count as equal.", valueName: "N"))
    var tolerance: Int = 0

    @Option(
        name: .shortAndLong, help: ArgumentHelp("Write A | B | heat map side by side to this PNG.", valueName: "FILE"))
    var output: String?

    @Flag(help: "Print the figures as one JSON object.")
    var json = false

    func validate() throws {
        guard time.isFinite, time >= 0 else {
            throw ValidationError("--time must be a number of seconds, 0 or more (got \(time))")
        }
        guard (0...255).contains(tolerance) else {
            throw ValidationError("--tolerance must be 0...255 levels (got \(tolerance))")
        }
        if let output, !ImageInput.isPNG(output) {
            throw ValidationError("-o must name a .png file (got \(output))")
        }
    }

    func run() throws {
        try exitLikeDiff {
            try swift.activate(scenes: [a, b].filter { !ImageInput.isPNG($0) }, device: geometry.device)
            let imageA = try image(a)
            let imageB = try image(b)
            let comparison = ImageComparison(imageA, imageB, tolerance: tolerance)
            if let output {
                try writePNG(DifferenceImages.sideBySide(imageA, imageB, tolerance: tolerance), to: output)
            }
            if json {
                var object = comparison.jsonObject
                object["a"] = a
                object["b"] = b
                if let output { object["output"] = output }
                let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
                print(String(decoding: data, as: UTF8.self))
            } else {
                print("A: \(a)\nB: \(b)")
                comparison.textLines.forEach { print($0) }
                if let output { print("wrote A | B | heat map to \(output)") }
                print(comparison.isWithinTolerance ? "same within tolerance" : "different")
            }
            return comparison.isWithinTolerance
        }
    }

    /// The PNG file `reference`, or the scene `reference` rendered at the options' geometry and time.
    private func image(_ reference: String) throws(CLIError) -> PixelBuffer {
        if ImageInput.isPNG(reference) { return try ImageInput.readPNG(reference) }
        let scene = try loadScene(reference)
        return try RenderSettings(geometry: try geometry.geometry(for: scene), time: time).render(scene)
    }
}
