import ArgumentParser
import Foundation
import OmbreGraphics
import OmbreScene
import OmbreViews

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scene to a PNG, a folder of frames, a contact sheet or a video.",
        discussion: """
            One frame:  ombre render scene.yaml -o out.png [--size WxH] [--time T]
            A device:   ombre render scene.yaml -o out.png --device iphone-15
                        writes 1179x2556 pixels: 393x852 points at --scale 3.
            Frames:     ombre render scene.yaml -o DIR --duration D [--fps N]
                        writes DIR/frame-00000.png … for times T, T + 1/N, … below T + D,
                        and DIR/frames.json (each frame's index, file and time).
            Video:      ombre render scene.yaml -o demo.mp4 --duration D
                        also .webm .gif .apng; needs ffmpeg (apt-get install ffmpeg).
            Loop:       --loop instead of --duration exports one period of the
                        repeating animations, so that the file loops seamlessly; it
                        starts at T, or where a delayed animation starts repeating.
            Sheet:      ombre render scene.yaml -o sheet.png --sheet 4x3 --duration D
                        frames at T + k·D/12 in a 4 × 3 grid, row by row, each stamped with
                        its time (--no-stamp leaves the stamps out).
            Touches:    ombre render View.swift -o out.png --tap X,Y@T
                        ombre render View.swift -o out.png --drag X0,Y0:X1,Y1@T0-T1
                        (.swift scenes) presses, moves and releases at scene times, as the
                        window delivers clicks; exports, diff and snapshot take them too.
            Exports render on every CPU the process may use and refuse more than
            \(ExportBudget.frameLimit) frames unless --no-limit is given.
            """)

    @OptionGroup var options: SceneOptions

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Output: a .png, a folder, or a .mp4 .webm .gif .apng video.", valueName: "OUT"))
    var output: String

    @Option(help: ArgumentHelp("Seconds of frames to export.", valueName: "D"))
    var duration: Double?

    @Flag(help: "Export exactly one period of the scene's repeating animations, so that it loops seamlessly.")
    var loop = false

    @Option(help: ArgumentHelp("Lay the frames out in one PNG of COLS × ROWS cells.", valueName: "COLSxROWS"))
    var sheet: String?

    @Flag(help: "Leave out the time stamp in each cell of a --sheet.")
    var noStamp = false

    @Flag(help: "Remove the frame-*.png files already in the output folder.")
    var overwrite = false

    @Flag(help: "Allow an export of more than \(ExportBudget.frameLimit) frames.")
    var noLimit = false

    @Option(
        help: ArgumentHelp(
            "Paint COLOR under the scene instead of its window.background (`clear` leaves undrawn pixels "
                + "transparent, as an iOS snapshot of a view does).",
            valueName: "COLOR"))
    var background: String?

    @Option(
        help: ArgumentHelp(
            "Threads to render with (default: 1 for one frame, one per CPU this process may use for more).",
            valueName: "N"))
    var threads: Int?

    func validate() throws {
        if let duration, !(duration.isFinite && duration > 0 && duration <= 86_400) {
            throw ValidationError("--duration must be a number of seconds above 0 (got \(duration))")
        }
        if loop && duration != nil { throw ValidationError("--loop chooses the duration; leave out --duration") }
        if let sheet, SheetLayout(parsing: sheet) == nil {
            throw ValidationError("--sheet must be COLSxROWS with each side 1...100, like 4x3 (got \(sheet))")
        }
        if let threads, !(1...64).contains(threads) {
            throw ValidationError("--threads must be 1...64 (got \(threads))")
        }
        if let background {
            do {
                _ = try Color(parsing: background)
            } catch {
                throw ValidationError("--background: \(error)")
            }
        }
    }

    func run() throws {
        let target = try ExportTarget.choose(
            output: output, timed: loop || duration != nil, sheet: sheet.flatMap(SheetLayout.init(parsing:)))
        try options.swift.activate(
            scenes: [options.scene], companions: options.moreFiles, device: options.geometry.device)
        let scene = try loadScene(options.scene)
        if let background, let color = try? Color(parsing: background) { scene.background = color }
        let geometry = try options.geometry.geometry(for: scene)
        let size = geometry.pixels
        if case .image(let path) = target {
            let frame = render(
                root: scene.root, size: size, scale: geometry.scale, at: options.time, background: scene.background,
                threads: threads ?? 1)
            try checkScene(scene)
            try writePNG(frame, to: path)
            return
        }
        let repetitions = loop ? scene.root.repetitions : []
        let export = FrameExport(
            scene: scene, reference: options.scene, size: size, scale: geometry.scale, fps: options.fps,
            start: loop ? loopStart(of: repetitions) : options.time,
            duration: try duration ?? loopDuration(of: repetitions),
            threads: threads ?? UsableCPUs.count)
        var frames = export.frameCount
        if case .sheet(_, let layout) = target { frames = layout.count }
        if case .video(_, let format) = target { _ = try VideoEncoder.locateFFmpeg(for: format) }
        let budget = ExportBudget(target: target, frames: frames, size: size)
        try budget.check(unlimited: noLimit)
        let threadCount = min(export.threads, frames)
        printError("ombre: rendering \(budget.summary), on \(threadCount) thread\(threadCount == 1 ? "" : "s")")
        switch target {
        case .image: break
        case .folder(let path): try export.writeFolder(FrameFolder(path: path), overwrite: overwrite)
        case .video(let path, let format): try export.writeVideo(path, format: format)
        case .sheet(let path, let layout): try export.writeSheet(path, layout: layout, stamps: !noStamp)
        }
    }

    /// Where `--loop` starts: at `--time`, or later when an animation only starts repeating
    /// after it (a progress `delay`, an animated gradient's `startAt`), so that the end meets
    /// the start.
    private func loopStart(of repetitions: [Repetition]) -> Double {
        let settled = repetitions.map(\.start).max() ?? 0
        guard settled > options.time else { return options.time }
        printError("ombre: the animations repeat from \(settled) s on; the loop starts there")
        return settled
    }

    /// One period of the scene's repeating animations together, for `--loop`.
    private func loopDuration(of repetitions: [Repetition]) throws(CLIError) -> Double {
        guard let period = LoopPeriod(periods: repetitions.map(\.period)) else {
            throw .badInput(
                "--loop found no animation in \(options.scene) that repeats; give --duration D instead")
        }
        if period.capped {
            printError(
                "ombre: the animations repeat together only after more than \(Int(LoopPeriod.cap)) s; "
                    + "exporting the first \(Int(LoopPeriod.cap)) s (the end will not meet the start)")
        }
        let frames = period.seconds * Double(options.fps)
        if abs(frames - frames.rounded()) > 1e-6 {
            printError(
                "ombre: one period (\(period.seconds) s) is not a whole number of frames at \(options.fps) fps; "
                    + "choose an --fps that divides it for a seamless loop")
        }
        return period.seconds
    }
}

/// Encodes `buffer` as PNG with `compression` and writes it to `path`.
func writePNG(_ buffer: PixelBuffer, to path: String, compression: PNGCompression = .standard) throws(CLIError) {
    do {
        try buffer.writePNG(to: path, compression: compression)
    } catch {
        throw .runtime(error.description)
    }
}
