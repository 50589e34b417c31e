import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// Draws red over its bounds, then runs `then` in the same `draw(_:)`.
private final class CopyingView: UIView {
    var then: @MainActor (CGContext) -> Void = { _ in }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        UIColor.red.setFill()
        UIBezierPath(rect: bounds).fill()
        then(context)
    }
}

@MainActor @Suite struct CopyBlendTests {
    /// A 40 × 40 frame: a green view holding a copying view over its whole bounds.
    private func render(_ then: @escaping @MainActor (CGContext) -> Void) -> PixelBuffer {
        let host = UIKitHostView { frame in
            let back = UIView(frame: frame)
            back.backgroundColor = .green
            let front = CopyingView(frame: back.bounds)
            front.isOpaque = false
            front.then = then
            back.addSubview(front)
            return back
        }
        return OmbreViews.render(root: host, size: PixelSize(width: 40, height: 40), at: 0, background: .black)
    }

    @Test func rectFillPutsATranslucentColorInPlaceOfTheViewsDrawing() {
        let image = render { _ in
            UIColor(white: 1, alpha: 0.5).setFill()
            UIRectFill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        // Half-transparent white over the green view below, not over the view's own red.
        let inside = Color(pixel: image[20, 20])
        #expect(abs(inside.red - 0.5) < 0.01 && abs(inside.green - 1) < 0.01 && abs(inside.blue - 0.5) < 0.01)
        #expect(Color(pixel: image[5, 5]) == .red)
    }

    @Test func contextClearShowsWhatLiesBelowTheView() {
        let image = render { context in context.clear(CGRect(x: 10, y: 10, width: 20, height: 20)) }
        #expect(Color(pixel: image[20, 20]) == .green)
        #expect(Color(pixel: image[10, 10]) == .green && Color(pixel: image[29, 29]) == .green)
        #expect(Color(pixel: image[9, 20]) == .red && Color(pixel: image[30, 20]) == .red)
    }

    @Test func opaqueRectFillPaintsWhatAFillPaints() {
        let rect = CGRect(x: 7.3, y: 5.5, width: 20.4, height: 11.25)
        let copied = render { _ in
            UIColor.blue.setFill()
            UIRectFill(rect)
        }
        let filled = render { _ in
            UIColor.blue.setFill()
            UIBezierPath(rect: rect).fill()
        }
        var blue = 0
        for y in 0..<40 {
            for x in 0..<40 {
                #expect(copied[x, y] == filled[x, y], "at (\(x), \(y))")
                if copied[x, y] == Color.blue.pixel { blue += 1 }
            }
        }
        #expect(blue > 150)
    }
}
