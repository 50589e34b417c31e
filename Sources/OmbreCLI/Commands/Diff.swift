import ArgumentParser
import Foundation
import OmbreGraphics
import OmbreScene

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two images or scenes and report how they differ.",
        discussion: """
            A and B are PNG files (by their .png extension) or scenes, rendered at
            --size (points), --scale or --device, and --time. A scene compared with
            a PNG renders at --size, else its window.size, else 800x600. Two scenes
            render at one size: --size, else A's window.size, else B's, else
            800x600; and at one scale: --scale, else A's window.scale, else B's,
            else 1. The output says which (a .swift scene sets neither).

            Prints whether the sizes match, the largest channel difference, the
            pixels whose channels differ by more than --tolerance levels and their
            share, the mean and largest color difference (ΔE: OKLab distance ×100,
            colors as shown over black) and the box around what differs. -o writes
            A | B | heat map side by side (red to yellow where they differ, dim
            gray where equal, dark blue within tolerance).

              ombre diff before.png after.png -o diff.png
              ombre diff scene.yaml expected.png --size 64x48 --time 1.5
              ombre diff old.yaml new.yaml --device iphone-15 --tolerance 1 --json
              ombre diff Examples/UIKit/BlogGradientController.swift agv-blog --time 5

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
            let sceneA = try scene(a)
            let sceneB = try scene(b)
            var shared: SharedGeometry?
            if let sceneA, let sceneB { shared = try SharedGeometry(sceneA, sceneB, options: geometry) }
            let imageA = try image(a, sceneA, at: shared?.geometry)
            let imageB = try image(b, sceneB, at: shared?.geometry)
            let comparison = ImageComparison(imageA, imageB, tolerance: tolerance)
            if let output {
                try writePNG(DifferenceImages.sideBySide(imageA, imageB, tolerance: tolerance), to: output)
            }
            if json {
                var object = comparison.jsonObject
                object["a"] = a
                object["b"] = b
                if let output { object["output"] = output }
                object.merge(shared?.jsonFields ?? [:]) { _, new in new }
                let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
                print(String(decoding: data, as: UTF8.self))
            } else {
                print("A: \(a)\nB: \(b)")
                if let shared { print(shared.line) }
                comparison.textLines.forEach { print($0) }
                if let output { print("wrote A | B | heat map to \(output)") }
                print(comparison.isWithinTolerance ? "same within tolerance" : "different")
            }
            return comparison.isWithinTolerance
        }
    }

    /// The scene `reference` names, or nil for a PNG file.
    private func scene(_ reference: String) throws(CLIError) -> Scene? {
        ImageInput.isPNG(reference) ? nil : try loadScene(reference)
    }

    /// The PNG file `reference`, or `scene` rendered at `shared` (else the options' geometry for
    /// it) and the options' time.
    private func image(_ reference: String, _ scene: Scene?, at shared: RenderGeometry?) throws -> PixelBuffer {
        guard let scene else { return try ImageInput.readPNG(reference) }
        let settings = RenderSettings(geometry: try shared ?? geometry.geometry(for: scene), time: time)
        return try settings.render(scene)
    }
}
