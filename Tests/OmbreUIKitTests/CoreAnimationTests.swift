import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

@MainActor @Suite struct CoreAnimationTests {
    @Test func standaloneLayerChangeAnimatesImplicitlyForAQuarterSecond() {
        let layer = CALayer()
        let host = hosting({ $0.layer.addSublayer(layer) })
        frame(host, at: 1)
        host.withWorld { layer.opacity = 0 }
        frame(host, at: 1.125)
        let midway = host.withWorld { layer.presentation()!.opacity }
        #expect(midway > 0.05 && midway < 0.95)
        frame(host, at: 1.25)
        #expect(host.withWorld { layer.presentation()!.opacity } == 0)
        #expect(host.withWorld { layer.animation(forKey: "opacity") } == nil)
    }

    @Test func viewsOwnLayerDoesNotAnimateImplicitly() {
        var child: UIView!
        let host = hosting(
            {
                child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                $0.addSubview(child)
            })
        frame(host, at: 1)
        host.withWorld { child.alpha = 0.2 }
        frame(host, at: 1.1)
        #expect(host.withWorld { child.layer.presentation()!.opacity } == 0.2)
        #expect(host.withWorld { child.layer.animationKeys() } == nil)
    }

    @Test func changesBeforeTheFirstFrameDoNotAnimate() {
        let layer = CALayer()
        let host = hosting(
            {
                $0.layer.addSublayer(layer)
                layer.opacity = 0.5
            })
        frame(host, at: 0)
        #expect(host.withWorld { layer.animationKeys() } == nil)
    }

    @Test func fillModeForwardsKeepsTheEndValueAndRemovedOnCompletionRestoresTheModel() {
        let kept = CALayer()
        let dropped = CALayer()
        let host = hosting(
            {
                for (layer, keep) in [(kept, true), (dropped, false)] {
                    $0.layer.addSublayer(layer)
                    let fade = CABasicAnimation(keyPath: "opacity")
                    fade.fromValue = 1
                    fade.toValue = 0.25
                    fade.duration = 1
                    fade.fillMode = keep ? .forwards : .removed
                    fade.isRemovedOnCompletion = !keep
                    layer.add(fade, forKey: "fade")
                }
            })
        frame(host, at: 0.5)
        #expect(host.withWorld { kept.presentation()!.opacity } == 0.625)
        frame(host, at: 2)
        #expect(host.withWorld { kept.presentation()!.opacity } == 0.25)
        #expect(host.withWorld { dropped.presentation()!.opacity } == 1)
        #expect(host.withWorld { kept.animation(forKey: "fade") } != nil)
        #expect(host.withWorld { dropped.animation(forKey: "fade") } == nil)
    }

    @Test func repeatCountAndAutoreversesShapeTheTimeline() {
        let layer = CALayer()
        let host = hosting(
            {
                $0.layer.addSublayer(layer)
                let move = CABasicAnimation(keyPath: "position")
                move.fromValue = CGPoint(x: 0, y: 0)
                move.toValue = CGPoint(x: 100, y: 0)
                move.duration = 1
                move.repeatCount = 2
                move.autoreverses = true
                layer.add(move, forKey: "move")
            })
        let expected: [(Double, CGFloat)] = [(0.25, 25), (1.25, 75), (2.5, 50), (3.75, 25), (4.5, 0)]
        for (time, x) in expected {
            frame(host, at: time)
            #expect(abs(host.withWorld { layer.presentation()!.position.x } - x) < 1e-9, "at \(time) s")
        }
    }

    @Test func delegateHearsStartAndFinishAtTheExactEnd() {
        final class Listener: CAAnimationDelegate {
            var events: [String] = []
            func animationDidStart(_ anim: CAAnimation) { events.append("start \(CACurrentMediaTime())") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                events.append("stop \(flag) \(CACurrentMediaTime())")
            }
        }
        let listener = Listener()
        let host = hosting(
            {
                let spin = CABasicAnimation(keyPath: "transform.rotation")
                spin.toValue = CGFloat.pi
                spin.duration = 0.5
                spin.delegate = listener
                $0.layer.addSublayer(CALayer())
                $0.layer.sublayers![0].add(spin, forKey: "spin")
            })
        frame(host, at: 3)
        #expect(listener.events == ["start 0.0", "stop true 0.5"])
    }

    @Test func anchorPointPlacesTheLayerAroundItsPosition() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.frame == CGRect(x: 30, y: 40, width: 40, height: 20))
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(layer.frame == CGRect(x: 50, y: 50, width: 40, height: 20))
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let f = layer.frame
        #expect(abs(f.minX - 30) < 1e-9 && abs(f.minY - 50) < 1e-9 && abs(f.width - 20) < 1e-9)
    }

    @Test func shapeLayerStrokeEndDrawsPartOfThePath() {
        let shape = CAShapeLayer()
        let host = hosting(
            {
                $0.backgroundColor = .black
                let path = CGMutablePath()
                path.move(to: CGPoint(x: 10, y: 50))
                path.addLine(to: CGPoint(x: 90, y: 50))
                shape.path = path
                shape.fillColor = nil
                shape.strokeColor = UIColor.white.cgColor
                shape.lineWidth = 4
                shape.strokeEnd = 0.5
                $0.layer.addSublayer(shape)
            })
        let pixels = frame(host, at: 0)
        #expect(pixels.row(50)[30] == Color.white.pixel)
        #expect(pixels.row(50)[70] == Color.black.pixel)
    }

    @Test func maskLayerCutsTheContent() {
        let host = hosting(
            {
                $0.backgroundColor = .black
                let red = CALayer()
                red.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                red.backgroundColor = UIColor.red.cgColor
                let mask = CAShapeLayer()
                mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100), transform: nil)
                red.mask = mask
                $0.layer.addSublayer(red)
            })
        let pixels = frame(host, at: 0)
        #expect(pixels.row(10)[20] == Color.red.pixel)
        #expect(pixels.row(10)[80] == Color.black.pixel)
    }

    @Test func gradientLayerColorsMixAsADeviceRecordedThem() {
        // swift-snapshot-testing's testCALayerWithGradient.1.png (iOS 13): a CAGradientLayer red →
        // yellow, top to bottom, starts at (255, 38, 0) and is (255, 147, 0) half way.
        let host = hosting(
            {
                let gradient = CAGradientLayer()
                gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                gradient.colors = [UIColor.red.cgColor, UIColor.yellow.cgColor]
                gradient.dithers = false
                $0.layer.addSublayer(gradient)
            })
        let pixels = frame(host, at: 0)
        let top = Color(pixel: pixels.row(0)[50])
        let middle = Color(pixel: pixels.row(50)[50])
        #expect(abs(top.green * 255 - 38) <= 2 && top.red == 1)
        #expect(abs(middle.green * 255 - 147) <= 2)
    }

    @Test func gradientLayerMaskFadesByItsAlpha() {
        let host = hosting(
            {
                $0.backgroundColor = .black
                let white = CALayer()
                white.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                white.backgroundColor = UIColor.white.cgColor
                let fade = CAGradientLayer()
                fade.frame = white.bounds
                fade.colors = [UIColor.white.cgColor, UIColor.clear.cgColor]
                fade.dithers = false
                white.mask = fade
                $0.layer.addSublayer(white)
            })
        let pixels = frame(host, at: 0)
        let top = Color(pixel: pixels.row(1)[50]).red
        let middle = Color(pixel: pixels.row(50)[50]).red
        let bottom = Color(pixel: pixels.row(98)[50]).red
        #expect(top > 0.95 && abs(middle - 0.5) < 0.02 && bottom < 0.05)
    }
}
