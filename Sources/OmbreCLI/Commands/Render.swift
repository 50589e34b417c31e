import ArgumentParser
import Foundation
import OmbreGraphics
import OmbreScene
import OmbreViews

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scene to a PNG file, or to a folder of frames.",
        discussion: """
            One frame:  ombre render scene.yaml -o out.png [--size WxH] [--time T]
            A device:   ombre render scene.yaml -o out.png --device iphone-15
                        writes 1179x2556 pixels: 393x852 points at --scale 3.
            Frames:     ombre render scene.yaml -o DIR --duration D [--fps N]
                        writes DIR/frame-00000.png … for times T, T + 1/N, … below T + D.
            """)

    @OptionGroup var options: SceneOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Output PNG file, or a folder with --duration.", valueName: "OUT"))
    var output: String

    @Option(help: ArgumentHelp("Seconds of frames to write into the OUT folder.", valueName: "D"))
    var duration: Double?

    @Option(help: ArgumentHelp("Threads to render with.", valueName: "N"))
    var threads: Int = 1

    func validate() throws {
        if let duration, !(duration.isFinite && duration > 0 && duration <= 86_400) {
            throw ValidationError("--duration must be a number of seconds above 0 (got \(duration))")
        }
        guard (1...64).contains(threads) else { throw ValidationError("--threads must be 1...64 (got \(threads))") }
    }

    func run() throws {
        let scene = try loadScene(options.scene)
        let geometry = try options.geometry.geometry(for: scene)
        guard let duration else {
            try checkNotFolder(output)
            let frame = render(
                root: scene.root, size: geometry.pixels, scale: geometry.scale, at: options.time,
                background: scene.background, threads: threads)
            try writePNG(frame, to: output)
            return
        }
        try renderFrames(scene, geometry: geometry, duration: duration)
    }

    private func checkNotFolder(_ path: String) throws(CLIError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .badInput("\(path) is a folder; add --duration D to write frames into it, or give a .png file")
        }
    }

    private func renderFrames(_ scene: Scene, geometry: RenderGeometry, duration: Double) throws {
        let count = max(1, Int((duration * Double(options.fps)).rounded()))
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw CLIError.badInput("\(output) is a file; with --duration, -o names a folder for the frames")
            }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw CLIError.runtime("cannot create folder \(output): \(error.localizedDescription)")
            }
        }
        let progress = ProgressReporter(total: count)
        let buffer = PixelBuffer(size: geometry.pixels)
        for i in 0..<count {
            let time = options.time + Double(i) / Double(options.fps)
            render(
                root: scene.root, into: buffer, scale: geometry.scale, at: time, background: scene.background,
                threads: threads)
            let name = "frame-" + String(format: "%05d", i) + ".png"
            try writePNG(buffer, to: (output as NSString).appendingPathComponent(name))
            progress.advance(to: i + 1)
        }
        progress.finish(message: "wrote \(count) frames to \(output)")
    }
}

/// Encodes `buffer` as PNG and writes it to `path`.
func writePNG(_ buffer: PixelBuffer, to path: String) throws(CLIError) {
    do {
        try buffer.writePNG(to: path)
    } catch {
        throw .runtime(error.description)
    }
}
