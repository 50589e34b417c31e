import Foundation
import OmbreGraphics

/// Renders `root` as it is at `time` seconds of scene time, on a canvas of `size` points at
/// `scale` pixels per point over black: the picture the preview window shows at that time.
///
/// Time is an input: this is how a view tree learns it. Animated views move to `time`, and
/// their control methods (`startAnimating()` and the others) act at the time of the latest
/// render. The canvas is `size` × `scale` pixels, each side rounded and kept within 1...16384
/// (a non-positive or non-finite scale counts as 1).
public func render(_ root: View, size: Size, scale: Double = 1, at time: Double = 0) -> PixelBuffer {
    let scale = renderScale(scale)
    let pixels = PixelSize(fitting: Size(width: size.width * scale, height: size.height * scale))
    return render(root: root, size: pixels, scale: scale, at: time)
}

/// Renders `root` as it is at `time` seconds of scene time, on a canvas of `size` points;
/// the same as the `Size` form.
public func render(_ root: View, size: CGSize, scale: Double = 1, at time: Double = 0) -> PixelBuffer {
    render(root, size: Size(size), scale: scale, at: time)
}

extension PixelSize {
    /// Whole pixels for a size in pixels: each side rounded and kept within 1...16384 (not a
    /// number counts as 1).
    init(fitting size: Size) {
        func side(_ value: Double) -> Int {
            guard value.isFinite else { return value == .infinity ? Self.maximumSide : 1 }
            return Int(min(max(value.rounded(), 1), Double(Self.maximumSide)))
        }
        self.init(width: side(size.width), height: side(size.height))
    }
}
