import Foundation
import OmbreGraphics

/// A view filled with a two-color gradient at an angle, modelled on LDGradientView.
///
/// The gradient covers the view's bounds after every layout pass, so it follows resizes.
public final class GradientView: View {
    /// The color at the start; nil is clear.
    public var startColor: Color? { didSet { updateGradient() } }
    /// The color at the end; nil is clear.
    public var endColor: Color? { didSet { updateGradient() } }
    /// Degrees anticlockwise from east: 0 runs left → right, 90 bottom → top, 270 top → bottom.
    public var angle: Double = 270 { didSet { updateGradient() } }

    /// The layer that draws the gradient (for options such as dithering).
    public var gradientLayer: GradientLayer { layer as! GradientLayer }

    /// Ordered dithering of the gradient (on by default).
    public var dithers: Bool {
        get { gradientLayer.dithers }
        set {
            gradientLayer.dithers = newValue
            setNeedsDisplay()
        }
    }

    /// A gradient view at `frame` from `startColor` to `endColor` (nil is clear) at `angle` degrees.
    public init(frame: Rect = .zero, startColor: Color? = nil, endColor: Color? = nil, angle: Double = 270) {
        super.init(frame: frame, layer: GradientLayer())
        self.startColor = startColor
        self.endColor = endColor
        self.angle = angle
        updateGradient()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        updateGradient()
    }

    private func updateGradient() {
        let (start, end) = Self.points(forAngle: angle)
        gradientLayer.gradient = Gradient(
            kind: .axial, colors: [startColor ?? .clear, endColor ?? .clear], startPoint: start, endPoint: end)
        setNeedsDisplay()
    }

    /// The unit-space start and end points for `angle` degrees, as LDGradientView computes them.
    ///
    /// The unit vector is pushed out to the edge of the square [−1, 1]² (its larger component
    /// becomes ±1), the start is its negation, and both map to unit space with y flipped.
    public static func points(forAngle angle: Double) -> (start: Point, end: Point) {
        let radians = angle * .pi / 180
        var x = cos(radians)
        var y = sin(radians)
        let largest = max(abs(x), abs(y))
        x /= largest
        y /= largest
        func unit(_ px: Double, _ py: Double) -> Point {
            Point(x: (px + 1) / 2, y: 1 - (py + 1) / 2)
        }
        return (unit(-x, -y), unit(x, y))
    }
}
