import Foundation
import OmbreGraphics

extension CALayer {
    /// The `contents` image as the layer shows it: its size in points is its pixels over
    /// `contentsScale`, placed in the bounds by `contentsGravity` and sampled bilinearly (the
    /// default `.linear` filters); nothing when `contents` is not a `CGImage`.
    ///
    /// Like a drawing, it is cut to the bounds: an image larger than the bounds under a
    /// gravity that does not scale (`.center`, say) does not spill out as it would on a device.
    func contentsImage(bounds: CGRect) -> LayerContent {
        guard let contents, let image = contents as? CGImage, image.width > 0, image.height > 0 else { return .none }
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let natural = CGRect(x: 0, y: 0, width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        // Layers on iOS use flipped geometry: the image's top row is at the top of the layer.
        var list = DisplayList()
        list.operations = [
            .fill(Path(rect: Rect(natural)), .image(image.pattern(in: natural, upright: true)), .nonZero, alpha: 1)
        ]
        return .drawing(list, fit: fit(from: natural, to: bounds).ombre)
    }
}
