import OmbreGraphics

extension PixelBuffer {
    /// Whether every pixel is a valid premultiplied color: no color channel above its alpha.
    ///
    /// A channel above alpha cannot come from any straight color and overflows when blended, so
    /// no drawing operation, however extreme its input, may leave one behind.
    public var hasValidPremultipliedPixels: Bool {
        for y in 0..<height {
            for x in 0..<width {
                let p = self[x, y]
                let a = p >> 24
                if (p >> 16) & 0xFF > a || (p >> 8) & 0xFF > a || p & 0xFF > a { return false }
            }
        }
        return true
    }
}
