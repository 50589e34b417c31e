import Foundation
import OmbreGraphics

/// One comparison of a snapshot suite: a scene at one size, scale and time.
struct SnapshotCase: Sendable {
    /// The position in the whole suite, which fixes the order and the shard.
    let index: Int
    /// The scene as given on the command line (a file or a built-in name).
    let scene: String
    /// The scene's name in reference paths: the file name without its extension.
    let name: String
    let settings: RenderSettings

    /// The rendered size in pixels.
    var pixels: PixelSize { settings.geometry.pixels }

    /// The reference's path inside the reference folder: `<scene>/<W>x<H>@<scale>x-t<time>.png`.
    var referencePath: String {
        "\(name)/\(Self.fileName(pixels: pixels, scale: settings.geometry.scale, time: settings.time))"
    }

    /// `<W>x<H>@<scale>x-t<time>.png` with sizes in pixels and the numbers in shortest form.
    static func fileName(pixels: PixelSize, scale: Double, time: Double) -> String {
        "\(pixels.width)x\(pixels.height)@\(ShortDecimal(scale))x-t\(ShortDecimal(time)).png"
    }

    /// The name a scene reference gets in reference paths.
    static func name(of scene: String) -> String {
        ((scene as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
