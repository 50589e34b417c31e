/// A width and a height.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

extension Size: CustomStringConvertible {
    public var description: String { "\(width)x\(height)" }
}

/// A size in whole pixels, as canvases and windows have.
public struct PixelSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    /// The largest side a canvas may have.
    public static let maximumSide = 16384

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `WxH` (for example `800x600`) with both sides in 1...16384.
    ///
    /// Returns nil for anything else: zero, negative, too large, or not a number.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let w = Int(parts[0]), let h = Int(parts[1]),
            (1...Self.maximumSide).contains(w), (1...Self.maximumSide).contains(h)
        else { return nil }
        self.init(width: w, height: h)
    }

    public var size: Size { Size(width: Double(width), height: Double(height)) }
}

extension PixelSize: CustomStringConvertible {
    public var description: String { "\(width)x\(height)" }
}
