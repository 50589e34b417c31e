import Foundation
import Testing

@testable import OmbreUIKit

/// `CAKeyframeAnimation.path`: a layer's position follows the path, each element one keyframe
/// segment (Apple's CAKeyframeAnimation documentation), or at one speed when paced.
@MainActor @Suite struct KeyframePathAnimationTests {
    /// A 20-point layer at (50, 50) with `animation` added, and its host.
    private func movingLayer(_ animation: CAAnimation) -> (CALayer, UIKitHostView) {
        let layer = CALayer()
        let host = hosting { view in
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.position = CGPoint(x: 50, y: 50)
            view.layer.addSublayer(layer)
            layer.add(animation, forKey: "move")
        }
        return (layer, host)
    }

    private func position(_ layer: CALayer, _ host: UIKitHostView, at time: Double) -> CGPoint {
        frame(host, at: time)
        return host.withWorld { layer.presentation()!.position }
    }

    private func close(_ a: CGPoint, _ b: CGPoint, within tolerance: Double = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// A one-second `position` animation along `path` in `mode`.
    private func following(
        _ path: CGPath, mode: CAAnimationCalculationMode = .linear, keyTimes: [NSNumber]? = nil
    ) -> CAKeyframeAnimation {
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path
        move.calculationMode = mode
        move.keyTimes = keyTimes
        move.duration = 1
        return move
    }

    /// An L: 10 points right, then 30 down, two segments.
    private func lPath() -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 20, y: 10))
        path.addLine(to: CGPoint(x: 20, y: 40))
        return path
    }

    @Test func eachPathElementTakesAnEqualShareOfTheTime() {
        let (layer, host) = movingLayer(following(lPath()))
        // Half the time each: the short first segment is crossed as slowly as the long one.
        #expect(close(position(layer, host, at: 0), CGPoint(x: 10, y: 10)))
        #expect(close(position(layer, host, at: 0.25), CGPoint(x: 15, y: 10)))
        #expect(close(position(layer, host, at: 0.5), CGPoint(x: 20, y: 10)))
        #expect(close(position(layer, host, at: 0.75), CGPoint(x: 20, y: 25)))
        // Removed on completion: the model position again.
        #expect(close(position(layer, host, at: 1.5), CGPoint(x: 50, y: 50)))
    }

    @Test func pacedTimingMovesAtOneSpeedAlongThePath() {
        let (layer, host) = movingLayer(following(lPath(), mode: .paced))
        // 40 points in all: a quarter of the time is the first 10.
        #expect(close(position(layer, host, at: 0.25), CGPoint(x: 20, y: 10)))
        #expect(close(position(layer, host, at: 0.625), CGPoint(x: 20, y: 25)))
    }

    @Test func keyTimesAndDiscreteModeStopAtSegmentEnds() {
        let (layer, host) = movingLayer(following(lPath(), keyTimes: [0, 0.8, 1]))
        #expect(close(position(layer, host, at: 0.4), CGPoint(x: 15, y: 10)))
        #expect(close(position(layer, host, at: 0.9), CGPoint(x: 20, y: 25)))
        let (other, otherHost) = movingLayer(following(lPath(), mode: .discrete))
        #expect(close(position(other, otherHost, at: 0.3), CGPoint(x: 10, y: 10)))
        #expect(close(position(other, otherHost, at: 0.6), CGPoint(x: 20, y: 10)))
    }

    @Test func aCircleOfArcsIsFollowedAroundItsCenter() {
        // The activity indicators' orbit: a full circle from 12 o'clock, clockwise on screen.
        let circle = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: 1.5 * .pi, endAngle: 3.5 * .pi, clockwise: true)
        let (layer, host) = movingLayer(following(circle.cgPath, mode: .paced))
        for time in stride(from: 0.0, through: 0.95, by: 0.05) {
            let p = position(layer, host, at: time)
            #expect(abs(hypot(p.x - 50, p.y - 50) - 30) < 0.05)
        }
        // A quarter of the way round, clockwise from 12 o'clock, is 3 o'clock.
        #expect(close(position(layer, host, at: 0.25), CGPoint(x: 80, y: 50), within: 0.3))
        #expect(close(position(layer, host, at: 0.5), CGPoint(x: 50, y: 80), within: 0.3))
    }

    @Test func aPathChangedAfterItIsSetIsNotFollowed() {
        // Core Animation copies the path when it is set: later edits of a mutable path do not move the layer.
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 30, y: 10))
        let animation = following(path)
        path.addLine(to: CGPoint(x: 30, y: 90))
        let (layer, host) = movingLayer(animation)
        #expect(close(position(layer, host, at: 0.5), CGPoint(x: 20, y: 10)))
    }
}
