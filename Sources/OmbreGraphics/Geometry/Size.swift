/// A width and a height.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size of `width` by `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)
}

extension Size: CustomStringConvertible {
    /// The size as `WxH`.
    public var description: String { "\(width)x\(height)" }
}

/// A size in whole pixels, as canvases and windows have.
public struct PixelSize: Hashable, Sendable {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int

    /// The largest side a canvas may have.
    public static let maximumSide = 16384

    /// A size of `width` by `height` pixels (not checked; see `init(parsing:)`).
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

    /// The same size as a `Size`.
    public var size: Size { Size(width: Double(width), height: Double(height)) }
}

extension PixelSize: CustomStringConvertible {
    /// The size as `WxH`.
    public var description: String { "\(width)x\(height)" }
}
