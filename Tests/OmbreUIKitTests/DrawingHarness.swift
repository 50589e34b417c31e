import OmbreGraphics
import OmbreViews

@testable import OmbreUIKit

/// A view whose `draw(_:)` runs `body` with the current context and the view's bounds.
final class DrawingView: UIView {
    var body: (CGContext, CGRect) -> Void = { _, _ in }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        body(context, bounds)
    }
}

/// The view `make` builds at the frame's bounds, rendered at time 0 over black.
@MainActor func renderHosted(width: Int, height: Int, _ make: @escaping @MainActor (CGRect) -> UIView) -> PixelBuffer {
    OmbreViews.render(
        root: UIKitHostView(view: make), size: PixelSize(width: width, height: height), at: 0, background: .black)
}

/// A `DrawingView` over the whole frame with `background` behind its drawing.
@MainActor func renderDrawing(
    width: Int = 100, height: Int = 100, background: UIColor? = nil, _ body: @escaping (CGContext, CGRect) -> Void
) -> PixelBuffer {
    renderHosted(width: width, height: height) { frame in
        let view = DrawingView(frame: frame)
        view.backgroundColor = background
        view.body = body
        return view
    }
}

/// The box of the pixels of `image` that are not black, or nil when all are.
func inkBox(of image: PixelBuffer) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<image.height {
        for x in 0..<image.width where image[x, y] != Color.black.pixel {
            box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y))
        }
    }
    return box
}

/// A 2 × 2 image at scale 1: red, green on top; blue, white below.
@MainActor func quadrantsImage() -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
        for (color, x, y) in [(UIColor.red, 0, 0), (.green, 1, 0), (.blue, 0, 1), (.white, 1, 1)] {
            color.setFill()
            context.fill(CGRect(x: x, y: y, width: 1, height: 1))
        }
    }
}
