import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// Animations of one part of a geometry property ("transform.scale", "position.x",
/// "bounds.size.width" …) move that part and leave the others as the model has them, as the key-
/// path extensions of Core Animation's structure fields do.
@MainActor @Suite struct SubKeyPathAnimationTests {
    /// A 20 × 20 layer at (50, 50) in a host, with `animation` added at time 0 under `key`.
    private func animatedLayer(
        _ animation: CAAnimation, configure: @escaping (CALayer) -> Void = { _ in }
    ) -> (CALayer, UIKitHostView) {
        let layer = CALayer()
        let host = hosting { view in
            view.backgroundColor = .black
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.position = CGPoint(x: 50, y: 50)
            layer.backgroundColor = UIColor.red.cgColor
            configure(layer)
            view.layer.addSublayer(layer)
            layer.add(animation, forKey: "probe")
        }
        return (layer, host)
    }

    /// A one-second animation of `path` from `from` (nil: the model value) to `to`.
    private func basic(_ path: String, from: Any?, to: Any?) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: path)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        return animation
    }

    /// What `layer` shows at `time`.
    private func presented(_ layer: CALayer, _ host: UIKitHostView, at time: Double) -> CALayer {
        frame(host, at: time)
        return host.withWorld { layer.presentation()! }
    }

    @Test func scalePulseScalesBothAxesAndKeepsTheModelRotation() {
        // The activity-indicator pulse: transform.scale from 0 to 1 on a layer the model turns.
        let pulse = basic("transform.scale", from: 0, to: 1)
        let (layer, host) = animatedLayer(pulse) { $0.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2)) }
        let t = presented(layer, host, at: 0.5).affineTransform()
        #expect(abs(t.a) < 1e-9 && abs(t.b - 0.5) < 1e-9 && abs(t.c + 0.5) < 1e-9 && abs(t.d) < 1e-9)
    }

    @Test func keyframeScaleXStretchesOnlyTheWidth() {
        let stretch = CAKeyframeAnimation(keyPath: "transform.scale.x")
        stretch.values = [1, 3, 1]
        stretch.keyTimes = [0, 0.5, 1]
        stretch.duration = 1
        let (layer, host) = animatedLayer(stretch)
        let t = presented(layer, host, at: 0.5).affineTransform()
        #expect(abs(t.a - 3) < 1e-9 && abs(t.d - 1) < 1e-9)
        let squash = CAKeyframeAnimation(keyPath: "transform.scale.y")
        squash.values = [1, 0.5]
        squash.duration = 1
        let (other, otherHost) = animatedLayer(squash)
        let v = presented(other, otherHost, at: 0.5).affineTransform()
        #expect(abs(v.a - 1) < 1e-9 && abs(v.d - 0.75) < 1e-9)
        let u = presented(other, otherHost, at: 1.5).affineTransform()
        #expect(abs(u.d - 1) < 1e-9)  // removed on completion: the model again
    }

    @Test func groupOfTranslationAndRotationZMovesAndTurns() {
        let moveX = CABasicAnimation(keyPath: "transform.translation.x")
        moveX.toValue = 30
        let moveY = CABasicAnimation(keyPath: "transform.translation.y")
        moveY.fromValue = 0
        moveY.toValue = -10
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.byValue = CGFloat.pi
        let group = CAAnimationGroup()
        group.animations = [moveX, moveY, spin]
        group.duration = 2
        let (layer, host) = animatedLayer(group)
        let t = presented(layer, host, at: 1).affineTransform()
        #expect(abs(t.tx - 15) < 1e-9 && abs(t.ty + 5) < 1e-9)
        #expect(abs(atan2(t.b, t.a) - .pi / 2) < 1e-9)
    }

    @Test func positionXAnimationMovesTheLayerAcrossTheFrame() {
        let slide = basic("position.x", from: 10, to: 90)
        let (layer, host) = animatedLayer(slide)
        #expect(presented(layer, host, at: 0.25).position == CGPoint(x: 30, y: 50))
        let pixels = frame(host, at: 0.25)
        #expect(pixels.row(50)[30] == Color.red.pixel)
        #expect(pixels.row(50)[50] == Color.black.pixel)
        let drop = CAKeyframeAnimation(keyPath: "position.y")
        drop.values = [0, 100]
        drop.duration = 1
        let (other, otherHost) = animatedLayer(drop)
        #expect(presented(other, otherHost, at: 0.75).position == CGPoint(x: 50, y: 75))
    }

    @Test func boundsSizeWidthGrowsOnlyTheWidth() {
        let grow = basic("bounds.size.width", from: 20, to: 60)
        let (layer, host) = animatedLayer(grow)
        #expect(presented(layer, host, at: 0.5).bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        let pixels = frame(host, at: 0.5)
        #expect(pixels.row(50)[32] == Color.red.pixel)
        #expect(pixels.row(50)[28] == Color.black.pixel)
        let tall = basic("bounds.size.height", from: nil, to: 40)
        let (other, otherHost) = animatedLayer(tall)
        #expect(presented(other, otherHost, at: 0.5).bounds.size == CGSize(width: 20, height: 30))
    }
}
