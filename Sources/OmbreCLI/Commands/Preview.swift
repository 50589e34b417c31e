import ArgumentParser
import Foundation
import OmbreGraphics
import OmbreScene

struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open a scene in a live window (the default command; no SCENE opens the gallery).",
        discussion: """
            Keys: q or Escape quit, space pause/resume, r or Home restart,
            Right / Left arrow step one frame forward / back while paused (Shift: one second),
            - and = playback speed down / up through 0.1×, 0.25×, 0.5×, 1×, 2×, 4×,
            a start/stop the animated gradients that wait (autoAnimate: false),
            h overlay (scene time, speed, fps, frame time),
            s save a screenshot PNG (prints its path and scene time; without the h overlay),
            f toggle fullscreen, i pixel inspector (the title shows the pointer in points
            and pixels and the color under it),
            l layout overlay (every view's frame outlined, the view under the pointer named
            with its frame and constraints; kept in screenshots),
            and with --reference: o onion skin (50 %),
            d difference view (black where equal, brighter where different).
            The title shows the scene time and speed when paused or not at 1×.
            The window reloads the scene file whenever it changes.
            """)

    @Argument(help: "A YAML or JSON scene file, a .swift file of UIKit code, or a built-in demo name.")
    var scene: String = "gallery"

    @Argument(help: SwiftSceneArguments.moreFilesHelp)
    var moreFiles: [String] = []

    @OptionGroup(title: "Swift scenes") var swift: SwiftSceneArguments

    @OptionGroup var geometry: RenderGeometryOptions

    @Option(help: ArgumentHelp("Seconds since the scene started, at the first frame.", valueName: "T"))
    var time: Double = 0

    @Option(help: ArgumentHelp("Frames per second, 1...1000.", valueName: "N"))
    var fps: Int = 60

    @Option(help: ArgumentHelp("Playback speed, above 0 and at most 4 (the - and = keys change it).", valueName: "X"))
    var speed: Double = 1

    @Option(help: ArgumentHelp("Stop after N ticks of the frame clock.", valueName: "N"))
    var frames: Int?

    @Option(
        help: ArgumentHelp(
            "Threads to render with (default: one per CPU this process may use, at most 8).", valueName: "N"))
    var threads: Int?

    @Flag(help: "List what a .swift scene can show (view controllers, views, #Preview blocks) and exit.")
    var list = false

    @Flag(help: "Print one line of JSON statistics at exit.")
    var stats = false

    @Flag(name: .customLong("no-shm"), help: "Present with XPutImage instead of MIT-SHM.")
    var noSHM = false

    @Option(help: ArgumentHelp("A PNG to compare with: o onion skin, d difference view.", valueName: "FILE.png"))
    var reference: String?

    func validate() throws {
        if let problem = windowOptions.problems.first { throw ValidationError("--" + problem) }
    }

    func run() throws {
        // The window outlives its log's reader (`2>&1 | head`): a line written after the reader
        // quit is dropped rather than ending the window by SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        try swift.activate(scenes: [scene], companions: moreFiles, device: geometry.device)
        if list {
            try listSwiftScene(scene)
            return
        }
        let loaded = try loadScene(scene)
        let image = try reference.map { path throws(CLIError) in try ImageInput.readPNG(path) }
        try runWindow(scene: loaded, reference: image)
    }
}
