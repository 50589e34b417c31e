import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// swift-snapshot-testing's heart (lines, two quadratic and two cubic curves, a circle on it),
/// 90 × 90 pt, as its test helpers build it.
private var heart: CGPath {
    let u: CGFloat = 30
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 0, y: 2 * u))
    path.addQuadCurve(to: CGPoint(x: u, y: 3 * u), control: CGPoint(x: 0.125 * u, y: 2.875 * u))
    path.addQuadCurve(to: CGPoint(x: 2 * u, y: 2 * u), control: CGPoint(x: 1.875 * u, y: 2.875 * u))
    path.addCurve(
        to: CGPoint(x: 3 * u, y: u), control1: CGPoint(x: 2.5 * u, y: 2 * u), control2: CGPoint(x: 3 * u, y: 1.5 * u))
    path.addCurve(
        to: CGPoint(x: 2 * u, y: 0), control1: CGPoint(x: 3 * u, y: 0.5 * u), control2: CGPoint(x: 2.5 * u, y: 0))
    path.addLine(to: .zero)
    path.closeSubpath()
    path.addEllipse(in: CGRect(x: 2 * u, y: 2 * u, width: u, height: u))
    return path
}

/// The coverage (0...255) of what `draw` fills in white over black at scale 1, at `points`.
@MainActor private func coverage(at points: [(Int, Int)], _ draw: @escaping (CGContext) -> Void) -> [Int] {
    let image = renderDrawing(width: 90, height: 90) { context, _ in
        context.setFillColor(UIColor.white.cgColor)
        draw(context)
    }
    return points.map { Int(image[$0.0, $0.1] & 0xFF) }
}

@MainActor @Suite struct BezierPathFlatnessTests {
    /// Middles of the top-right cubic and the left quadratic curve, where a chord's middle cuts
    /// deepest into the curve.
    private let middles = [(82, 11), (7, 78)]

    @Test func bezierPathFillCutsCurvesIntoIOSsChords() {
        // testUIBezierPath.iOS.png (UIBezierPath.fill() at flatness 0.6): 107 and 98; exact area
        // gives about 145 and 135.
        let filled = coverage(at: middles) { _ in UIBezierPath(cgPath: heart).fill() }
        #expect(abs(filled[0] - 107) <= 8)
        #expect(abs(filled[1] - 98) <= 8)
    }

    @Test func contextFillKeepsTheCurvesArea() {
        // testCGPath.iOS.png (the same heart filled through the context): 144 and 134.
        let filled = coverage(at: middles) { context in
            context.addPath(heart)
            context.fillPath(using: .evenOdd)
        }
        #expect(abs(filled[0] - 144) <= 8)
        #expect(abs(filled[1] - 134) <= 8)
    }

    @Test func finerFlatnessComesCloserToTheCurve() {
        let coarse = coverage(at: middles) { _ in UIBezierPath(cgPath: heart).fill() }
        let fine = coverage(at: middles) { _ in
            let path = UIBezierPath(cgPath: heart)
            path.flatness = 0.1
            path.fill()
        }
        #expect(fine[0] > coarse[0] && fine[1] > coarse[1])
    }
}
