import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// Animation values boxed in `NSValue`, as Objective-C-era libraries write them, animate as the
/// bare values do.
@MainActor @Suite struct BoxedValueAnimationTests {
    @Test func boxesGiveBackWhatTheyHold() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue.maxX == 4)
        let scale = CATransform3DMakeScale(2, 3, 1)
        #expect(NSValue(caTransform3D: scale).caTransform3DValue == scale)
        // A box of another kind gives the zero value, not a reinterpretation of its bytes.
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgPointValue == .zero)
    }

    @Test func keyframePositionsAndBasicTransformInBoxesAnimate() {
        let layer = CALayer()
        let host = hosting { view in
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            view.layer.addSublayer(layer)
            let path = CAKeyframeAnimation(keyPath: "position")
            path.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)].map(
                NSValue.init(cgPoint:))
            path.duration = 2
            let grow = CABasicAnimation(keyPath: "transform")
            grow.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
            grow.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
            grow.duration = 2
            layer.add(path, forKey: "path")
            layer.add(grow, forKey: "grow")
        }
        frame(host, at: 1.5)
        let shown = host.withWorld { layer.presentation()! }
        #expect(shown.position == CGPoint(x: 100, y: 50))
        #expect(abs(shown.affineTransform().a - 2.5) < 1e-9)
    }
}
