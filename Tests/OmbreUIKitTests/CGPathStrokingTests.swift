import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// Draws a zigzag either stroked or as its stroked copy filled.
private final class ZigzagView: UIView {
    var fillsCopy = false
    var join = CGLineJoin.miter
    var cap = CGLineCap.square

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let zigzag = CGMutablePath()
        zigzag.addLines(between: [
            CGPoint(x: 12, y: 70), CGPoint(x: 30, y: 18), CGPoint(x: 52, y: 80), CGPoint(x: 71, y: 25.5),
            CGPoint(x: 88, y: 60),
        ])
        context.setFillColor(UIColor.orange.cgColor)
        context.setStrokeColor(UIColor.orange.cgColor)
        if fillsCopy {
            context.addPath(zigzag.copy(strokingWithWidth: 7, lineCap: cap, lineJoin: join, miterLimit: 4))
            context.fillPath()
        } else {
            context.setLineWidth(7)
            context.setLineCap(cap)
            context.setLineJoin(join)
            context.setMiterLimit(4)
            context.addPath(zigzag)
            context.strokePath()
        }
    }
}

@MainActor @Suite struct CGPathStrokingTests {
    private func render(fillsCopy: Bool, join: CGLineJoin, cap: CGLineCap) -> PixelBuffer {
        let host = UIKitHostView { frame in
            let view = ZigzagView(frame: frame)
            view.fillsCopy = fillsCopy
            view.join = join
            view.cap = cap
            return view
        }
        return OmbreViews.render(root: host, size: PixelSize(width: 100, height: 100), at: 0, background: .black)
    }

    @Test(arguments: [(CGLineJoin.miter, CGLineCap.square), (.bevel, .butt)])
    func strokedCopyFilledPaintsWhatStrokingPaints(join: CGLineJoin, cap: CGLineCap) {
        let stroked = render(fillsCopy: false, join: join, cap: cap)
        let filled = render(fillsCopy: true, join: join, cap: cap)
        var painted = 0
        var differing = 0
        for y in 0..<100 {
            for x in 0..<100 {
                if stroked[x, y] != Color.black.pixel { painted += 1 }
                if stroked[x, y] != filled[x, y] { differing += 1 }
            }
        }
        #expect(painted > 800)
        #expect(differing == 0)
    }

    @Test func roundJoinsAndCapsComeBackWithinAHundredAndSixtiethOfAUnit() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 0))
        let outline = line.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 10)
        let box = outline.boundingBoxOfPath
        #expect(abs(box.minX + 2) <= 1.0 / 160 && abs(box.maxX - 12) <= 1.0 / 160)
        #expect(abs(box.minY + 2) <= 1.0 / 160 && abs(box.maxY - 2) <= 1.0 / 160)
        #expect(outline.contains(CGPoint(x: -1.9, y: 0)) && !outline.contains(CGPoint(x: -1.5, y: 1.5)))
    }

    @Test func strokedCopyIsMappedThroughTheTransformAfterStroking() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 0))
        let plain = line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(plain.boundingBoxOfPath == CGRect(x: 0, y: -2, width: 10, height: 4))
        let scaled = line.copy(
            strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
            transform: CGAffineTransform(scaleX: 2, y: 3))
        #expect(scaled.boundingBoxOfPath == CGRect(x: 0, y: -6, width: 20, height: 12))
        let none = line.copy(strokingWithWidth: 0, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(none.isEmpty)
    }
}
