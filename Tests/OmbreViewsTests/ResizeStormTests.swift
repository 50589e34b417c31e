import OmbreGraphics
import OmbreTestSupport
import Testing

@testable import OmbreViews

/// Autoresizing works on bounds and center, so no number of window resizes changes a view's
/// size at the design size, and a rotated view never grows.
@Suite struct ResizeStormTests {
    static let design = PixelSize(width: 400, height: 300)
    static let allFlexible: AutoresizingMask = [
        .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
        .flexibleBottomMargin,
    ]

    /// A root with a rotated fixed-size view, a rotated stretching view and a nested pair.
    private func makeTree() -> (root: View, rotated: View, views: [View]) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let rotated = View(frame: Rect(x: 60, y: 200, width: 140, height: 60))
        rotated.backgroundColor = .white
        rotated.transform = AffineTransform(rotation: 20 * .pi / 180)
        rotated.autoresizingMask = [
            .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
        ]
        let stretching = View(frame: Rect(x: 250, y: 40, width: 100, height: 50))
        stretching.transform = AffineTransform(rotation: -35 * .pi / 180)
        stretching.autoresizingMask = Self.allFlexible
        let panel = View(frame: Rect(x: 20, y: 20, width: 180, height: 120))
        panel.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleRightMargin]
        let inner = View(frame: Rect(x: 30, y: 30, width: 50, height: 40))
        inner.transform = AffineTransform(rotation: 0.3)
        inner.autoresizingMask = Self.allFlexible
        panel.addSubview(inner)
        for view in [rotated, stretching, panel] { root.addSubview(view) }
        return (root, rotated, [rotated, stretching, panel, inner])
    }

    @Test func twoHundredRandomResizesLeaveEveryViewAsDesigned() {
        let (root, rotated, views) = makeTree()
        let before = render(root: root, size: Self.design)
        let designed = views.map { ($0.bounds, $0.center) }
        var random = SplitMix(seed: 42)
        for _ in 0..<200 {
            let size = PixelSize(width: Int(random.next() % 600) + 1, height: Int(random.next() % 500) + 1)
            prepare(root: root, size: size, at: 0)
            #expect(rotated.bounds.size == Size(width: 140, height: 60), "at \(size)")
        }
        let after = render(root: root, size: Self.design)
        for (view, (bounds, center)) in zip(views, designed) {
            #expect(view.bounds == bounds && view.center == center)
        }
        #expect(after == before)
    }

    @Test func aRotatedViewPaintsAsManyPixelsAfterTheStormAsBefore() {
        let root = View()
        let rotated = View(frame: Rect(x: 60, y: 200, width: 140, height: 60))
        rotated.backgroundColor = .white
        rotated.transform = AffineTransform(rotation: 20 * .pi / 180)
        rotated.autoresizingMask = Self.allFlexible
        root.addSubview(rotated)
        root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
        rotated.frame = Rect(x: 60, y: 200, width: 140, height: 60)
        let before = PaintedPixels(render(root: root, size: Self.design), background: Color.black.pixel)
        var random = SplitMix(seed: 7)
        for _ in 0..<200 {
            prepare(
                root: root, size: PixelSize(width: Int(random.next() % 900) + 1, height: Int(random.next() % 700) + 1),
                at: 0)
        }
        let after = PaintedPixels(render(root: root, size: Self.design), background: Color.black.pixel)
        #expect(rotated.bounds.size == Size(width: 140, height: 60))
        // 140 × 60 = 8400 pixels of area, plus anti-aliased edge pixels.
        #expect(abs(before.count - 8400) < 600, "\(before.count)")
        #expect(after == before)
    }
}
