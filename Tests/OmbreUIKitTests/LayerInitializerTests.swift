import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// A progress ring's layer written as for iOS: it overrides `init()`, `init(layer:)` (copying
/// its own property into presentation copies, as Apple's documentation of `init(layer:)` asks)
/// and `init?(coder:)`.
private final class RingLayer: CALayer {
    var progress: CGFloat = 0

    override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let ring = layer as? RingLayer { progress = ring.progress }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A view backed by `RingLayer`.
private final class RingView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }
}

/// A layer subclass with no initializers of its own.
private final class PlainLayer: CALayer {
    var tint = 0.5
}

/// CALayer's initializers are overridable as on iOS (`init()` and `init(layer:)` are not
/// required), and Ombre still makes layers of the subclass for views and presentation copies.
@MainActor @Suite struct LayerInitializerTests {
    @Test func subclassOverridingInitAndInitLayerBacksViewsAndCopiesItsState() {
        var view: RingView!
        let host = hosting {
            view = RingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            $0.addSubview(view)
        }
        frame(host, at: 0)
        let (kind, redraws, copied) = host.withWorld {
            let ring = view.layer as? RingLayer
            ring?.progress = 0.75
            let shown = ring?.presentation()
            return (shown.map { String(describing: type(of: $0)) }, ring?.needsDisplayOnBoundsChange, shown?.progress)
        }
        #expect(kind == "RingLayer")
        #expect(redraws == true)
        #expect(copied == 0.75)
    }

    @Test func subclassWithoutInitializersInheritsThem() {
        let layer = PlainLayer()
        layer.tint = 0.25
        layer.opacity = 0.5
        let copy = layer.presentation()!
        #expect(copy.opacity == 0.5)
        #expect(copy.tint == 0.5)  // a subclass that does not override init(layer:) copies only CALayer's state
        #expect(type(of: copy) == PlainLayer.self)
    }
}
