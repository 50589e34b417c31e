import Foundation
import OmbreGraphics

extension UIImage {
    /// The image painted in `color` where it has alpha (its own colors left out), with
    /// `renderingMode` recorded, as `withTintColor(_:renderingMode:)` makes a symbol or
    /// template image a solid color. An empty image stays empty.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode = .automatic) -> UIImage {
        guard let cgImage else { return self }
        let paint = color.cgColor.color
        let out = PixelBuffer(width: cgImage.width, height: cgImage.height)
        let mask = cgImage.maskPixels
        for y in 0..<out.height {
            let from = mask.row(y)
            let to = out.row(y)
            for x in 0..<out.width {
                var tinted = paint
                tinted.alpha *= Float(from[x] >> 24) / 255
                to[x] = tinted.pixel
            }
        }
        return UIImage(cgImage: CGImage(pixels: out, hasAlpha: true), scale: scale, orientation: imageOrientation)
            .withRenderingMode(renderingMode)
    }
}
