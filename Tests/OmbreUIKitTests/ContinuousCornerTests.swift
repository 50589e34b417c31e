import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// Apple's continuous corners, checked against what iOS 12.2 drew for stylable-uikit's
/// `testDottedOutlineWithRoundedCorners@2x.png`: a 100 pt view at (20, 20) in a 140 pt white
/// container, its outline a CAShapeLayer stroking
/// `UIBezierPath(roundedRect: (1, 1, 98, 98), cornerRadius: 20)` 2 pt wide in black with the
/// dash pattern [5, 5], at scale 2. The positions below were measured on that image, in
/// pixels, from the coverage of the first and last pixel of each dash.
@MainActor @Suite struct ContinuousCornerTests {
    /// The container rendered at scale 2 (280 × 280 pixels) over white.
    private func dashedSquare() -> PixelBuffer {
        let host = UIKitHostView { frame in
            let container = UIView(frame: frame)
            container.backgroundColor = .white
            let styled = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
            let outline = CAShapeLayer()
            outline.frame = styled.bounds
            outline.path = UIBezierPath(roundedRect: CGRect(x: 1, y: 1, width: 98, height: 98), cornerRadius: 20).cgPath
            outline.fillColor = nil
            outline.strokeColor = UIColor.black.cgColor
            outline.lineWidth = 2
            outline.lineDashPattern = [5, 5]
            styled.layer.addSublayer(outline)
            container.addSubview(styled)
            return container
        }
        return OmbreViews.render(root: host, size: PixelSize(width: 280, height: 280), scale: 2, background: .white)
    }

    /// Where the dashes along `pixels` (ink coverage 0…1 per pixel, in walking order) start:
    /// each run's first pixel counts from where its covered part begins.
    private func dashStarts(_ pixels: [Double]) -> [Double] {
        var starts: [Double] = []
        var inside = false
        for (i, c) in pixels.enumerated() {
            if c > 0.02, !inside { starts.append(Double(i) + 1 - c) }
            inside = c > 0.02
        }
        return starts
    }

    private func ink(_ image: PixelBuffer, x: Int, y: Int) -> Double {
        Double(255 - Int((image[x, y] >> 8) & 0xFF)) / 255
    }

    @Test func roundedRectStraightSidesStartAt1528RadiiFromTheCorner() {
        let path = UIBezierPath(roundedRect: CGRect(x: 1, y: 1, width: 98, height: 98), cornerRadius: 20).path
        guard case .move(let start) = path.elements.first else {
            Issue.record("the path does not start with a move")
            return
        }
        // iOS's first dash begins at x = 103.15 px = 51.57 pt in the container: 30.57 pt
        // (1.5287 radii) from the rectangle's left side, where the straight part of the top
        // side starts.
        #expect(abs(start.x - 31.573) < 0.001 && start.y == 1)
        #expect(abs(CALayer.cornerCurveExpansionFactor(.continuous) - 1.528665) < 1e-6)
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
    }

    @Test func dashesAroundAContinuousRoundedSquareFallWhereIOSPutsThem() {
        let image = dashedSquare()
        let top = dashStarts((0..<280).map { ink(image, x: $0, y: 42) })
        let right = dashStarts((0..<280).map { ink(image, x: 238, y: $0) })
        // Walking back along the bottom and up the left side, counted from the far edge.
        let bottom = dashStarts((0..<280).map { ink(image, x: 279 - $0, y: 238) })
        let left = dashStarts((0..<280).map { ink(image, x: 42, y: 279 - $0) })
        // Measured on the reference: the pattern starts on the top side at 103.15 px and,
        // measured along the chords iOS dashes curves on, each corner ends 0.173 pt early, so
        // the first whole dash of each later side starts at 104.95, 106.75 and 108.55 px.
        #expect(top.contains { abs($0 - 103.15) < 0.06 })
        #expect(right.contains { abs($0 - 104.95) < 0.1 })
        #expect(bottom.contains { abs($0 - 106.75) < 0.1 })
        #expect(left.contains { abs($0 - 108.55) < 0.1 })
        // The last dash before the start, on the top-left corner, begins at 90.34 px.
        #expect(top.contains { abs($0 - 90.34) < 0.15 })
    }

    @Test func cornersThatDoNotFitBecomeAStadium() {
        // 2 × 1.528665 × 20 = 61.1 pt do not fit a 50 pt side: UIKit rounds the whole ends.
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 50), cornerRadius: 20).path
        var circular = Path()
        circular.addRoundedRect(Rect(x: 0, y: 0, width: 200, height: 50), cornerWidth: 25, cornerHeight: 25)
        #expect(path == circular)
    }

    @Test func continuousLayerCornersFillWhatTheRoundedRectPathFills() {
        func render(_ configure: @escaping (UIView) -> Void) -> PixelBuffer {
            let host = UIKitHostView { frame in
                let view = UIView(frame: frame)
                configure(view)
                return view
            }
            return OmbreViews.render(root: host, size: PixelSize(width: 120, height: 120), scale: 2, background: .black)
        }
        let layerCorners = render { view in
            let box = CALayer()
            box.frame = CGRect(x: 5, y: 5, width: 50, height: 50)
            box.backgroundColor = UIColor.white.cgColor
            box.cornerRadius = 12
            box.cornerCurve = .continuous
            view.layer.addSublayer(box)
        }
        let pathCorners = render { view in
            let shape = CAShapeLayer()
            shape.path = UIBezierPath(roundedRect: CGRect(x: 5, y: 5, width: 50, height: 50), cornerRadius: 12).cgPath
            shape.fillColor = UIColor.white.cgColor
            view.layer.addSublayer(shape)
        }
        let circular = render { view in
            let box = CALayer()
            box.frame = CGRect(x: 5, y: 5, width: 50, height: 50)
            box.backgroundColor = UIColor.white.cgColor
            box.cornerRadius = 12
            view.layer.addSublayer(box)
        }
        let size = 120 * 120
        let pixels = { (b: PixelBuffer) in (0..<size).map { b[$0 % 120, $0 / 120] } }
        #expect(pixels(layerCorners) == pixels(pathCorners))
        // The default stays circular: iOS's CALayer corner of 20 pt at 2x (dezignables
        // testCorner@2x.png) is fully covered on its top row from 40 px, exactly one radius in;
        // a continuous corner is not there yet.
        #expect(pixels(circular) != pixels(layerCorners))
    }
}
