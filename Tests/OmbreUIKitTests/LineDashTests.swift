import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

@MainActor @Suite struct LineDashTests {
    /// Which pixels of the middle row of a 60 × 20 frame are white.
    private func middleRow(_ host: UIKitHostView, at time: Double = 0) -> [Bool] {
        let image = OmbreViews.render(root: host, size: PixelSize(width: 60, height: 20), at: time, background: .black)
        return (0..<60).map { image[$0, 10] == Color.white.pixel }
    }

    private func drawing(_ draw: @escaping (CGContext, CGRect) -> Void) -> UIKitHostView {
        UIKitHostView { frame in
            let view = DrawingView(frame: frame)
            view.body = draw
            return view
        }
    }

    /// A view holding a white 4-pt dashed shape layer along `line(in:)`, set up further by `configure`.
    private func shapeHost(_ configure: @escaping (CAShapeLayer) -> Void) -> UIKitHostView {
        UIKitHostView { frame in
            let view = UIView(frame: frame)
            let layer = CAShapeLayer()
            layer.path = self.line(in: view.bounds).cgPath
            layer.strokeColor = UIColor.white.cgColor
            layer.lineWidth = 4
            layer.lineDashPattern = [6, 6]
            configure(layer)
            view.layer.addSublayer(layer)
            return view
        }
    }

    private func line(in bounds: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: bounds.midY))
        path.addLine(to: CGPoint(x: bounds.maxX, y: bounds.midY))
        return path
    }

    @Test func contextPathAndShapeLayerDashAlike() {
        let expected = (0..<60).map { (($0 + 4) / 6) % 2 == 0 }
        let context = middleRow(
            drawing { context, bounds in
                context.setStrokeColor(UIColor.white.cgColor)
                context.setLineWidth(4)
                context.setLineDash(phase: 4, lengths: [6, 6])
                context.addPath(self.line(in: bounds).cgPath)
                context.strokePath()
            })
        #expect(context == expected)
        let bezier = middleRow(
            drawing { _, bounds in
                UIColor.white.setStroke()
                let path = self.line(in: bounds)
                path.lineWidth = 4
                var pattern: [CGFloat] = [6, 6]
                path.setLineDash(&pattern, count: 2, phase: 4)
                path.stroke()
            })
        #expect(bezier == expected)
        let shape = middleRow(shapeHost { $0.lineDashPhase = 4 })
        #expect(shape == expected)
    }

    @Test func lineDashPhaseAnimatesTheDashesAlong() {
        let host = shapeHost { layer in
            let march = CABasicAnimation(keyPath: "lineDashPhase")
            march.fromValue = 0
            march.toValue = 12
            march.duration = 1
            layer.add(march, forKey: "march")
        }
        #expect(middleRow(host, at: 0) == (0..<60).map { ($0 / 6) % 2 == 0 })
        #expect(middleRow(host, at: 0.25) == (0..<60).map { (($0 + 3) / 6) % 2 == 0 })
    }

    @Test func dashedCopyHoldsTheDashesAsOpenSubpaths() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        let dashes = line.copy(dashingWithPhase: 0, lengths: [2, 3])
        #expect(dashes.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 7, height: 0))
        #expect(line.copy(dashingWithPhase: 0, lengths: []).boundingBoxOfPath == line.boundingBoxOfPath)
    }
}
