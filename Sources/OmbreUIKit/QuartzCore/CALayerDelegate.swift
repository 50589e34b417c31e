import Foundation

/// What a view does for its own layer: draws it, lays it out and declines implicit animations.
public protocol CALayerDelegate: AnyObject {
    /// Draws `layer`'s content into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out `layer`'s sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of `event`: nil lets the layer search on, `NSNull()` means none.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
