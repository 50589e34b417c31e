import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// `zPosition` orders siblings and `sublayerTransform` moves all the sublayers together.
@MainActor @Suite struct SublayerOrderTests {
    /// A layer over the whole 100 × 100 frame filled with `color`.
    private func square(_ color: UIColor, _ frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color.cgColor
        return layer
    }

    @Test func higherZPositionDrawsInFrontOfLaterSiblings() {
        let host = hosting { view in
            view.backgroundColor = .black
            let front = self.square(.red, CGRect(x: 0, y: 0, width: 60, height: 60))
            front.zPosition = 1
            view.layer.addSublayer(front)
            view.layer.addSublayer(self.square(.blue, CGRect(x: 40, y: 40, width: 60, height: 60)))
            view.layer.addSublayer(self.square(.green, CGRect(x: 80, y: 80, width: 20, height: 20)))
        }
        let pixels = frame(host, at: 0)
        #expect(pixels.row(50)[50] == Color.red.pixel)
        #expect(pixels.row(70)[70] == Color.blue.pixel)
        // Equal zPositions keep the order they were added in.
        #expect(pixels.row(90)[90] == Color.green.pixel)
    }

    @Test func sublayerTransformScalesSublayersAboutTheAnchorPoint() {
        // Apple documents the transform as applied to the sublayers when rendering; that it
        // acts about the layer's anchor point (its center here), as perspective does, is our
        // reading of how it is used.
        let host = hosting { view in
            view.backgroundColor = .black
            let holder = CALayer()
            holder.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            holder.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
            holder.addSublayer(self.square(.red))
            view.layer.addSublayer(holder)
        }
        let pixels = frame(host, at: 0)
        #expect(pixels.row(50)[20] == Color.black.pixel && pixels.row(50)[30] == Color.red.pixel)
        #expect(pixels.row(80)[50] == Color.black.pixel && pixels.row(70)[50] == Color.red.pixel)
    }
}
