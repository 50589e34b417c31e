import Foundation

extension UIImage {
    /// Draws the image upright over `rect` in the current context with `blendMode` and
    /// `alpha`, the context's own settings restored afterwards. Ombre paints images over what
    /// is drawn, as `.normal` does, in every mode: on a transparent backdrop every separable
    /// mode (`.overlay`, `.multiply` …) gives that too; where the image meets earlier drawing it
    /// differs (see `CGContext.setBlendMode(_:)`).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
    }

    /// Draws the image at its size with its top-left corner at `point`, with `blendMode` and `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }
}
