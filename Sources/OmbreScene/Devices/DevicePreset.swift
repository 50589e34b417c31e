import OmbreGraphics

/// An iPhone or iPad screen: its size in points (portrait) and its scale factor, from Apple's
/// published display tables, so that a scene renders at the pixels that device shows.
public struct DevicePreset: Hashable, Sendable {
    /// The name used on the command line, such as `iphone-15`.
    public let name: String
    /// The name Apple gives the device.
    public let title: String
    /// The screen in points, portrait.
    public let points: PixelSize
    /// Pixels per point.
    public let scale: Double
    /// How far the safe area starts below the top of the screen in portrait, in points.
    public let safeAreaTop: Double
    /// How far the safe area ends above the bottom of the screen in portrait, in points.
    public let safeAreaBottom: Double

    /// The screen in pixels (points × scale).
    public var pixels: PixelSize {
        PixelSize(width: Int(Double(points.width) * scale), height: Int(Double(points.height) * scale))
    }

    /// The preset called `name` (case-insensitive), or nil.
    public static func named(_ name: String) -> DevicePreset? {
        all.first { $0.name == name.lowercased() }
    }

    /// The preset name nearest to a misspelt `name`, when one is close.
    public static func suggestion(for name: String) -> String? {
        likelyMeant(name, among: all.map(\.name))
    }

    /// The presets as a table: name, title, points, scale and pixels, one device a line.
    public static var table: String {
        let nameWidth = all.map(\.name.count).max() ?? 0
        let titleWidth = all.map(\.title.count).max() ?? 0
        return all.map { device in
            let points = "\(device.points.width)×\(device.points.height) pt"
            return device.name.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0)
                + device.title.padding(toLength: titleWidth + 2, withPad: " ", startingAt: 0)
                + points.padding(toLength: 14, withPad: " ", startingAt: 0)
                + "@\(Int(device.scale))x  \(device.pixels.width)×\(device.pixels.height) px"
        }.joined(separator: "\n")
    }
}
