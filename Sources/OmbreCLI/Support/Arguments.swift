import ArgumentParser
import OmbreGraphics

extension PixelSize: ExpressibleByArgument {
    /// Parses `WxH` from the command line; nil for anything else.
    public init?(argument: String) {
        self.init(parsing: argument)
    }
}

/// Options shared by the commands that show a scene over time.
struct SceneOptions: ParsableArguments {
    @Argument(
        help: "A YAML or JSON scene file, a .swift file of UIKit code, or a built-in demo name (see `ombre demos`).")
    var scene: String

    @Argument(help: SwiftSceneArguments.moreFilesHelp)
    var moreFiles: [String] = []

    @OptionGroup(title: "Swift scenes") var swift: SwiftSceneArguments

    @OptionGroup var geometry: RenderGeometryOptions

    @Option(help: ArgumentHelp("Seconds since the scene started.", valueName: "T"))
    var time: Double = 0

    @Option(help: ArgumentHelp("Frames per second, 1...1000.", valueName: "N"))
    var fps: Int = 60

    mutating func validate() throws {
        guard time.isFinite, time >= 0 else {
            throw ValidationError("--time must be a number of seconds, 0 or more (got \(time))")
        }
        guard (1...1000).contains(fps) else {
            throw ValidationError("--fps must be 1...1000 (got \(fps))")
        }
    }
}
