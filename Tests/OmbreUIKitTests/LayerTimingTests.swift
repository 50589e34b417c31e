import Foundation
import Testing

@testable import OmbreUIKit

/// A layer's own time (CAMediaTiming on CALayer): `speed`, `timeOffset` and `beginTime`, and the
/// pause-and-resume idiom built on `convertTime(_:from:)` that Apple's Technical Q&A QA1673 shows.
@MainActor @Suite struct LayerTimingTests {
    /// A layer sliding `position.x` from 0 to 100 over 10 s from time 0, its host, and the view
    /// holding it.
    private func slidingLayer() -> (CALayer, UIKitHostView) {
        let layer = CALayer()
        let host = hosting { view in
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.position = CGPoint(x: 0, y: 50)
            view.layer.addSublayer(layer)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 0
            slide.toValue = 100
            slide.duration = 10
            layer.add(slide, forKey: "slide")
        }
        return (layer, host)
    }

    private func x(_ layer: CALayer, _ host: UIKitHostView, at time: Double) -> CGFloat {
        frame(host, at: time)
        return host.withWorld { layer.presentation()!.position.x }
    }

    @Test func pausedLayerHoldsItsAnimationAndResumesWhereItStopped() {
        let (layer, host) = slidingLayer()
        #expect(abs(x(layer, host, at: 2) - 20) < 1e-9)
        // Pause at 2 s: the layer's clock stops at its own present.
        host.withWorld {
            let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = paused
        }
        #expect(abs(x(layer, host, at: 5) - 20) < 1e-9)
        // Resume at 5 s: the time spent paused is taken off by the begin time.
        host.withWorld {
            let paused = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        }
        #expect(abs(x(layer, host, at: 6) - 30) < 1e-9)
        #expect(abs(x(layer, host, at: 11) - 80) < 1e-9)
    }

    @Test func aSuperlayersSpeedRunsItsSublayersAnimationsFaster() {
        let parent = CALayer()
        let child = CALayer()
        let host = hosting { view in
            parent.speed = 2
            view.layer.addSublayer(parent)
            child.position = CGPoint(x: 0, y: 0)
            parent.addSublayer(child)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 0
            slide.toValue = 100
            slide.duration = 10
            child.add(slide, forKey: "slide")
        }
        frame(host, at: 2)
        // Twice as fast: 2 s of the scene are 4 s of the animation.
        #expect(abs(host.withWorld { child.presentation()!.position.x } - 40) < 1e-9)
        #expect(host.withWorld { child.convertTime(3, from: nil) } == 6)
        #expect(host.withWorld { child.convertTime(6, to: nil) } == 3)
    }
}
