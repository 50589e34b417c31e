import Foundation
import OmbreGraphics

extension UIImage {
    /// The image that `data`, a PNG file's bytes, holds, at `scale` pixels per point; nil when
    /// the data is not a PNG Ombre can decode (iOS reads other formats too, JPEG among them).
    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = try? PixelBuffer(pngData: Array(data)) else { return nil }
        self.init(cgImage: CGImage(pixels: pixels, hasAlpha: true), scale: scale, orientation: .up)
    }

    /// The image that `data`, a PNG file's bytes, holds, at one pixel per point; nil when it
    /// does not decode.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }
}
