import Foundation

extension UIColor {
    /// Writes the color's hue, saturation and brightness (each 0...1) and alpha, the inverse of
    /// `init(hue:saturation:brightness:alpha:)`; always succeeds here, the color being RGB.
    ///
    /// A gray has hue 0 and saturation 0, as on iOS.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let r = CGFloat(color.red)
        let g = CGFloat(color.green)
        let b = CGFloat(color.blue)
        let top = max(r, g, b)
        let range = top - min(r, g, b)
        var h: CGFloat = 0
        if range > 0 {
            // Which sixth of the wheel: the largest component names the sector.
            let sector: CGFloat =
                switch top {
                case r: (g - b) / range
                case g: 2 + (b - r) / range
                default: 4 + (r - g) / range
                }
            h = sector / 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = top > 0 ? range / top : 0
        brightness?.pointee = top
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }
}
