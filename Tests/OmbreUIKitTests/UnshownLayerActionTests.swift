import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// A bar whose `level` animates through its own action, as ring libraries write one: inside a
/// `UIView.animate` block it borrows the view's animation for "opacity", retargets it at
/// "level" and starts it from what is shown, or from the model when nothing is shown yet.
private final class LevelBarLayer: CALayer {
    @OmbreNSMg var level: CGFloat

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "level" || super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> (any CAAction)? {
        guard event == "level", let borrowed = super.action(forKey: "opacity") as? CABasicAnimation else {
            return super.action(forKey: event)
        }
        let animation = borrowed.copy() as! CABasicAnimation
        animation.keyPath = event
        animation.fromValue = (presentation() ?? model()).value(forKey: event)
        animation.toValue = nil
        return animation
    }

    /// Draws what is shown, as such layers do: the presentation copy's level.
    override func display() {
        let image = UIGraphicsImageRenderer(size: bounds.size).image { renderer in
            renderer.cgContext.setFillColor(UIColor.white.cgColor)
            renderer.cgContext.fill(
                CGRect(x: 0, y: 0, width: bounds.width * (presentation()?.level ?? 0), height: bounds.height))
        }
        contents = image.cgImage
    }
}

private final class LevelBarView: UIView {
    override class var layerClass: AnyClass { LevelBarLayer.self }
    var level: CGFloat {
        get { (layer as! LevelBarLayer).level }
        set { (layer as! LevelBarLayer).level = newValue }
    }
}

@MainActor @Suite struct UnshownLayerActionTests {
    /// How many columns of the top row are drawn.
    private func drawnWidth(_ host: UIKitHostView, at time: Double) -> Int {
        inkBox(of: frame(host, at: time)).map { $0.maxX + 1 } ?? 0
    }

    @Test func customActionOfALayerNotYetShownAnimatesFromTheModelValue() {
        let host = hosting { view in
            view.backgroundColor = .black
            let bar = LevelBarView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
            bar.level = 0
            view.addSubview(bar)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { bar.level = 1 }
        }
        // The animation starts with the first frame, from the level before the block.
        #expect(drawnWidth(host, at: 0) == 0)
        #expect(drawnWidth(host, at: 0.5) == 50)
        // Past its end the layer draws itself again, from the level it now shows.
        #expect(drawnWidth(host, at: 2) == 100)
    }

    @Test func implicitAnimationOfALayerNotYetShownShowsTheNewValueAtOnce() {
        let layer = CALayer()
        let host = hosting { view in
            view.backgroundColor = .black
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.backgroundColor = UIColor.white.cgColor
            view.layer.addSublayer(layer)
            // Moved before it was ever shown: nothing to animate from.
            layer.position = CGPoint(x: 55, y: 5)
        }
        #expect(inkBox(of: frame(host, at: 0))?.minX == 50)
        #expect(host.withWorld { layer.animationKeys() } == nil)
    }
}
