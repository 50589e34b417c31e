import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// A basic animation given only `toValue`, only `fromValue` or only `byValue` takes the missing
/// end from the layer's value, as Apple's CABasicAnimation documentation lays out ("Interpolates
/// between the layer's current value of keyPath in the render tree and toValue"), for every
/// animatable property, optional colors and color lists included.
@MainActor @Suite struct MissingEndAnimationTests {
    /// `layer` at 100 × 100, set up by `configure`, with `animation` added at time 0.
    private func animated<Layer: CALayer>(
        _ layer: Layer, _ animation: CAAnimation, configure: @escaping (Layer) -> Void
    ) -> (Layer, UIKitHostView) {
        let host = hosting { view in
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            configure(layer)
            view.layer.addSublayer(layer)
            layer.add(animation, forKey: "probe")
        }
        return (layer, host)
    }

    /// A one-second animation of `path` with the given ends.
    private func basic(_ path: String, from: Any? = nil, to: Any? = nil, by: Any? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: path)
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = 1
        return animation
    }

    /// The RGBA components of `color`, rounded to hundredths.
    private func rgba(_ color: CGColor?) -> [Double] {
        (color?.components ?? []).map { ($0 * 100).rounded() / 100 }
    }

    @Test func colorsWithOnlyToValueStartFromTheModelColors() {
        let shift = basic("colors", to: [UIColor.green.cgColor, UIColor.green.cgColor])
        let (layer, host) = animated(CAGradientLayer(), shift) {
            $0.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        }
        frame(host, at: 0.5)
        let shown = host.withWorld { layer.presentation()!.colors as? [CGColor] } ?? []
        #expect(shown.map(rgba) == [[0.5, 0.5, 0, 1], [0, 0.5, 0.5, 1]])
    }

    @Test func backgroundColorWithOnlyFromValueEndsAtTheModelColor() {
        let (layer, host) = animated(CALayer(), basic("backgroundColor", from: UIColor.blue.cgColor)) {
            $0.backgroundColor = UIColor.red.cgColor
        }
        let pixels = frame(host, at: 0.5)
        #expect(rgba(host.withWorld { layer.presentation()!.backgroundColor }) == [0.5, 0, 0.5, 1])
        let middle = Color(pixel: pixels.row(50)[50])
        #expect(abs(middle.red - 0.5) < 0.01 && abs(middle.blue - 0.5) < 0.01)
    }

    @Test func fillColorWithOnlyToValueAndOpacityWithOnlyByValueStartFromTheModel() {
        let fill = basic("fillColor", to: UIColor.white.cgColor)
        let (shape, host) = animated(CAShapeLayer(), fill) {
            $0.path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
            $0.fillColor = UIColor.black.cgColor
        }
        frame(host, at: 0.25)
        #expect(rgba(host.withWorld { shape.presentation()!.fillColor }) == [0.25, 0.25, 0.25, 1])
        let (faded, fadedHost) = animated(CALayer(), basic("opacity", by: -0.5)) { $0.opacity = 0.75 }
        frame(fadedHost, at: 0.5)
        #expect(fadedHost.withWorld { faded.presentation()!.opacity } == 0.5)
    }
}
