import OmbreGraphics
import Testing

@testable import OmbreViews

@Suite struct AutoresizingTests {
    /// A child at x 10, width 30 (right margin 60) and y 20, height 40 (bottom margin 40) in a
    /// 100×100 superview that grows to 200×150: 100 more across, 50 more down.
    static let frame = Rect(x: 10, y: 20, width: 30, height: 40)

    static let cases: [(AutoresizingMask, Rect)] = [
        ([], Rect(x: 10, y: 20, width: 30, height: 40)),
        (.flexibleWidth, Rect(x: 10, y: 20, width: 130, height: 40)),
        (.flexibleLeftMargin, Rect(x: 110, y: 20, width: 30, height: 40)),
        (.flexibleRightMargin, Rect(x: 10, y: 20, width: 30, height: 40)),
        ([.flexibleLeftMargin, .flexibleRightMargin], Rect(x: 10 + 100 * 10 / 70, y: 20, width: 30, height: 40)),
        (
            [.flexibleLeftMargin, .flexibleWidth],
            Rect(x: 10 + 100 * 10 / 40, y: 20, width: 30 + 100 * 30 / 40, height: 40)
        ),
        ([.flexibleWidth, .flexibleRightMargin], Rect(x: 10, y: 20, width: 30 + 100 * 30 / 90, height: 40)),
        (
            [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
            Rect(x: 10 + 100 * 10 / 100, y: 20, width: 30 + 100 * 30 / 100, height: 40)
        ),
        (.flexibleHeight, Rect(x: 10, y: 20, width: 30, height: 90)),
        (.flexibleTopMargin, Rect(x: 10, y: 70, width: 30, height: 40)),
        (.flexibleBottomMargin, Rect(x: 10, y: 20, width: 30, height: 40)),
        ([.flexibleTopMargin, .flexibleBottomMargin], Rect(x: 10, y: 20 + 50 * 20 / 60, width: 30, height: 40)),
        (
            [.flexibleTopMargin, .flexibleHeight],
            Rect(x: 10, y: 20 + 50 * 20 / 60, width: 30, height: 40 + 50 * 40 / 60)
        ),
        ([.flexibleHeight, .flexibleBottomMargin], Rect(x: 10, y: 20, width: 30, height: 40 + 50 * 40 / 80)),
        ([.flexibleWidth, .flexibleHeight], Rect(x: 10, y: 20, width: 130, height: 90)),
    ]

    @Test(arguments: cases.indices)
    func masksShareTheChangeLikeUIKit(index: Int) {
        let (mask, expected) = Self.cases[index]
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Self.frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame = Rect(x: 0, y: 0, width: 200, height: 150)
        let f = child.frame
        for (a, b) in [
            (f.minX, expected.minX), (f.minY, expected.minY), (f.width, expected.width), (f.height, expected.height),
        ] {
            #expect(abs(a - b) < 1e-9, "mask \(mask.rawValue): got \(f), expected \(expected)")
        }
    }

    @Test func resizingThroughManySizesEndsWhereOneResizeWould() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Self.frame)
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin]
        parent.addSubview(child)
        for size in [(5.0, 7.0), (3000, 20), (1, 1), (640, 480)] {
            parent.frame = Rect(x: 0, y: 0, width: size.0, height: size.1)
        }
        parent.frame = Rect(x: 0, y: 0, width: 200, height: 150)
        let direct = AutoresizingMask([.flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin])
            .resize(Self.frame, from: Size(width: 100, height: 100), to: Size(width: 200, height: 150))
        #expect(child.frame == direct)
    }

    @Test func layoutRunsOncePerChangeNotPerFrame() {
        let root = StackView(axis: .horizontal)
        let child = View()
        root.addSubview(child)
        _ = render(root: root, size: PixelSize(width: 40, height: 30))
        let afterFirst = root.layoutPassCount
        for _ in 0..<10 { _ = render(root: root, size: PixelSize(width: 40, height: 30)) }
        #expect(root.layoutPassCount == afterFirst)
        _ = render(root: root, size: PixelSize(width: 41, height: 30))
        #expect(root.layoutPassCount == afterFirst + 1)
        root.spacing = 3
        _ = render(root: root, size: PixelSize(width: 41, height: 30))
        #expect(root.layoutPassCount == afterFirst + 2)
    }
}
