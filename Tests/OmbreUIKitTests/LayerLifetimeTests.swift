import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// A red 40 × 40 layer at the top left, made and configured the way libraries make theirs in
/// a helper, then kept only in a `weak` property.
private func makeRedLayer() -> CALayer {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    layer.backgroundColor = UIColor.red.cgColor
    return layer
}

/// A view keeping its layers only weakly, as libraries do to avoid owning what the layer tree
/// owns.
private final class WeakLayerView: UIView {
    weak var shown: CALayer?
    weak var dropped: CALayer?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard shown == nil else { return }
        shown = makeRedLayer()
        if let shown { layer.addSublayer(shown) }
        dropped = makeRedLayer()
    }
}

/// Layer ownership as in Core Animation: a superlayer keeps its sublayers, and a layer just made
/// lives until the transaction it was made in commits.
@MainActor @Suite struct LayerLifetimeTests {
    @Test func freshLayerKeptWeaklyLivesToBeAddedAndItsSuperlayerKeepsIt() {
        var view: WeakLayerView!
        let host = hosting {
            $0.backgroundColor = .black
            view = WeakLayerView(frame: $0.bounds)
            $0.addSubview(view)
        }
        let first = frame(host, at: 0)
        #expect(first.row(20)[20] == Color.red.pixel)
        let later = frame(host, at: 1)
        #expect(later.row(20)[20] == Color.red.pixel)
        #expect(host.withWorld { view.shown } != nil)
        // The layer never added is gone once the frame's transaction has committed.
        #expect(host.withWorld { view.dropped } == nil)
    }
}
