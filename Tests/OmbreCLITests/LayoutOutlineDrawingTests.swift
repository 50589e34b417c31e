import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbrePreview

@Suite struct LayoutOutlineDrawingTests {
    private let background: UInt32 = Color(red8: 0x10, green8: 0x10, blue8: 0x18).pixel

    /// Renders `outline` on a 12×8 buffer at `scale` and returns it as one string a row:
    /// `.` background, `c` frame, `r` ambiguous, `y` pointed.
    private func drawn(_ outline: LayoutOutline, scale: Double = 1) -> [String] {
        let buffer = PixelBuffer(size: PixelSize(width: 12, height: 8))
        buffer.fill(background)
        outline.drawOutlines(on: buffer, scale: scale)
        let letters: [UInt32: Character] = [
            background: ".", LayoutOutline.frameColor.pixel: "c", LayoutOutline.ambiguousColor.pixel: "r",
            LayoutOutline.pointedColor.pixel: "y",
        ]
        return (0..<8).map { y in String((0..<12).map { x in letters[buffer[x, y]] ?? "?" }) }
    }

    @Test func framesAreOutlinedOnTheirEdgePixels() {
        let outline = LayoutOutline(boxes: [
            .init(frame: Rect(x: 0, y: 0, width: 12, height: 8)),
            .init(frame: Rect(x: 2, y: 2, width: 4, height: 3)),
            .init(frame: Rect(x: 7, y: 2.5, width: 3.5, height: 4), isAmbiguous: true),
        ])
        #expect(
            drawn(outline) == [
                "cccccccccccc",
                "c..........c",
                "c.cccc.rrrrc",
                "c.c..c.r..rc",
                "c.cccc.r..rc",
                "c......r..rc",
                "c......rrrrc",
                "cccccccccccc",
            ])
    }

    @Test func thePointedFrameIsDrawnLastAndEverythingIsClipped() {
        let outline = LayoutOutline(
            boxes: [
                .init(frame: Rect(x: -3, y: 1, width: 6, height: 20)),
                .init(frame: Rect(x: 1, y: 1, width: 3, height: 2)),
            ],
            pointed: ["View (1 1; 3 2)"], pointedFrame: Rect(x: 1, y: 1, width: 3, height: 2))
        #expect(
            drawn(outline) == [
                "............",
                "cyyy........",
                ".yyy........",
                "..c.........",
                "..c.........",
                "..c.........",
                "..c.........",
                "..c.........",
            ])
    }

    @Test func pointsBecomePixelsAtTheScale() {
        // (1, 1; 2 × 1.5) points at 2× covers pixels 2...5 across and 2...4 down.
        let outline = LayoutOutline(boxes: [.init(frame: Rect(x: 1, y: 1, width: 2, height: 1.5))])
        #expect(
            drawn(outline, scale: 2) == [
                "............",
                "............",
                "..cccc......",
                "..c..c......",
                "..cccc......",
                "............",
                "............",
                "............",
            ])
    }
}

@Suite struct PreviewLayoutOverlayCaptionTests {
    @Test func captionLeavesOutWhatEveryConstraintLineRepeats() {
        let line = "<NSLayoutConstraint:0x3e2 UIView:0x4a.leading == UIView:0x5b.leading + 20   (active)>"
        #expect(PreviewLayoutOverlay.brief(line) == "UIView:0x4a.leading == UIView:0x5b.leading + 20")
        let named = "<NSLayoutConstraint:0x3e2 'card-top' UIView:0x4a.top == 8 @750   (inactive)>"
        #expect(PreviewLayoutOverlay.brief(named) == "'card-top' UIView:0x4a.top == 8 @750   (inactive)")
        #expect(PreviewLayoutOverlay.brief("View (0 0; 10 10)") == "View (0 0; 10 10)")
    }
}
