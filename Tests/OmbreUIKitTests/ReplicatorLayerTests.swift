import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// `CAReplicatorLayer` draws its sublayers once per instance, each copy turned, delayed and
/// tinted from the one before, as activity indicators use it.
@MainActor @Suite struct ReplicatorLayerTests {
    private func gray(_ image: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
        let c = Color(pixel: image[x, y])
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

    /// Whether the pixel at (x, y) is `expected` within one level (opacities land between levels).
    private func near(_ image: PixelBuffer, _ x: Int, _ y: Int, _ expected: [Int]) -> Bool {
        zip(gray(image, x, y), expected).allSatisfy { abs($0 - $1) <= 1 }
    }

    /// The activity-indicator idiom: one white dot at the top fading out over a second,
    /// replicated four times a quarter turn apart, each copy a quarter second later.
    @Test func eachCopyIsTurnedAboutTheCenterAndItsAnimationDelayed() {
        let host = hosting { view in
            view.backgroundColor = .black
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let dot = CALayer()
            dot.frame = CGRect(x: 45, y: 5, width: 10, height: 10)
            dot.backgroundColor = UIColor.white.cgColor
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            fade.repeatCount = .infinity
            dot.add(fade, forKey: "fade")
            replicator.addSublayer(dot)
            replicator.instanceCount = 4
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            replicator.instanceDelay = 0.25
            view.layer.addSublayer(replicator)
        }
        let image = frame(host, at: 0.8)
        // Copy k is 0.8 − k/4 s into its fade: 0.2, 0.45, 0.7, 0.95 of the white left.
        #expect(near(image, 50, 10, [51, 51, 51]), "\(gray(image, 50, 10))")  // the dot itself, at the top
        #expect(near(image, 90, 50, [115, 115, 115]), "\(gray(image, 90, 50))")  // a quarter turn on: the right
        #expect(near(image, 50, 90, [179, 179, 179]), "\(gray(image, 50, 90))")  // the bottom
        #expect(near(image, 10, 50, [242, 242, 242]), "\(gray(image, 10, 50))")  // the left
        #expect(gray(image, 50, 50) == [0, 0, 0])
        // Before a copy's delay has passed, its animation has not begun: the model opacity.
        #expect(gray(frame(host, at: 0.6), 10, 50) == [255, 255, 255])
    }

    /// A host over black showing `replicator`, 100 × 100 points, replicating a 20-point
    /// `color` square at `origin`; `configure` sets the instance properties.
    private func replicating(
        _ replicator: CAReplicatorLayer, square origin: CGPoint, _ color: UIColor,
        configure: @escaping (CAReplicatorLayer) -> Void = { _ in }
    ) -> UIKitHostView {
        hosting { view in
            view.backgroundColor = .black
            replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            let square = CALayer()
            square.frame = CGRect(origin: origin, size: CGSize(width: 20, height: 20))
            square.backgroundColor = color.cgColor
            replicator.addSublayer(square)
            configure(replicator)
            view.layer.addSublayer(replicator)
        }
    }

    @Test func instanceColorAndOffsetsTintEachCopy() {
        let host = replicating(CAReplicatorLayer(), square: .zero, .white) { replicator in
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
            replicator.instanceColor = UIColor(red: 1, green: 1, blue: 0.5, alpha: 1).cgColor
            replicator.instanceGreenOffset = -0.5
            replicator.instanceAlphaOffset = -0.25
        }
        let image = frame(host, at: 0)
        #expect(near(image, 10, 10, [255, 255, 128]), "\(gray(image, 10, 10))")
        #expect(near(image, 40, 10, [191, 96, 96]), "\(gray(image, 40, 10))")  // green 0.5, alpha 0.75
        #expect(near(image, 70, 10, [128, 0, 64]), "\(gray(image, 70, 10))")  // green 0, alpha 0.5
        #expect(gray(image, 95, 10) == [0, 0, 0])  // no fourth copy
    }

    @Test func oneInstanceDrawsTheSublayersAsAPlainLayerDoes() {
        let replicator = CAReplicatorLayer()
        #expect(replicator.instanceCount == 1 && replicator.instanceDelay == 0)
        #expect(CATransform3DIsIdentity(replicator.instanceTransform) && replicator.instanceColor == nil)
        let host = replicating(replicator, square: CGPoint(x: 40, y: 40), .red)
        let image = frame(host, at: 0)
        #expect(gray(image, 50, 50) == [255, 0, 0] && gray(image, 30, 50) == [0, 0, 0])
    }
}
