import OmbreGraphics

/// How big an export is, checked before any frame is rendered.
struct ExportBudget {
    /// The most frames an export writes unless `--no-limit` is given (10 minutes at 60 fps).
    static let frameLimit = 36_000

    let frames: Int
    /// A rough guess of the bytes written.
    let bytes: Double

    init(target: ExportTarget, frames: Int, size: PixelSize) {
        self.frames = frames
        let pixels = Double(size.width) * Double(size.height)
        // Typical sizes of gradient scenes: PNG keeps about a third of the raw bytes, a GIF
        // (palette indices, unchanged pixels skipped) a few percent, a video far less.
        let perFrame: Double =
            switch target {
            case .image, .sheet: pixels * 4 / 3
            case .folder: pixels * 4 / 3
            case .video(_, .gif): pixels / 20
            case .video(_, .apng): pixels * 4 / 3
            case .video(_, .mp4), .video(_, .webm): pixels / 50
            }
        bytes = perFrame * Double(frames)
    }

    /// "600 frames, about 120 MB".
    var summary: String {
        "\(frames) frame\(frames == 1 ? "" : "s"), about \(Self.format(bytes: bytes))"
    }

    /// Refuses more than `frameLimit` frames unless `unlimited`.
    /// - Throws: `CLIError.badInput` saying how many frames and how to go past the limit.
    func check(unlimited: Bool) throws(CLIError) {
        guard frames > Self.frameLimit, !unlimited else { return }
        throw .badInput(
            "this export needs \(summary), more than the limit of \(Self.frameLimit) frames; "
                + "shorten --duration, lower --fps, or add --no-limit")
    }

    static func format(bytes: Double) -> String {
        let units = ["bytes", "KB", "MB", "GB", "TB"]
        var value = bytes
        var unit = 0
        while value >= 1000 && unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        return unit == 0 ? "\(Int(value)) bytes" : "\(Int(value.rounded())) \(units[unit])"
    }
}
