import Foundation
import Ombre
import Testing

/// Foundation's geometry types where UIKit code passes them, and the answer's progress API.
@Suite struct CoreGraphicsBridgingTests {
    @Test func geometryConvertsBothWays() {
        let rect = CGRect(x: 1.5, y: -2, width: 30, height: 40.25)
        #expect(Rect(rect) == Rect(x: 1.5, y: -2, width: 30, height: 40.25))
        #expect(CGRect(Rect(rect)) == rect)
        #expect(Point(CGPoint(x: 3, y: 4)).length == 5)
        #expect(CGSize(Size(CGSize(width: 7, height: 9))) == CGSize(width: 7, height: 9))
    }

    @Test func everyKindOfViewTakesACGRectFrame() {
        let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let expected = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(View(frame: frame).frame == expected)
        #expect(LDGradientView(frame: frame).frame == expected)
        #expect(AnimatedGradientView(frame: frame).frame == expected)
        #expect(GradientProgressView(frame: frame).frame == expected)
        #expect(StackView(frame: frame).frame == expected)
        #expect(GridView(frame: frame).frame == expected)
    }

    @Test func progressViewWithoutEnoughPointsDrawsOnlyItsBackground() {
        let view = GradientProgressView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .lightGray
        let empty = render(view, size: CGSize(width: 20, height: 20), at: 0)
        #expect(Set(empty.pixels) == [Color.lightGray.pixel])
        view.points = [CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)]
        #expect(render(view, size: CGSize(width: 20, height: 20), at: 0) == empty)
        #expect(view.points == [CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)])
        view.points = [CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)]
        view.progress = 1
        #expect(render(view, size: CGSize(width: 20, height: 20), at: 0) != empty)
        view.points = nil
        #expect(render(view, size: CGSize(width: 20, height: 20), at: 0) == empty)
    }

    @Test func renderRoundsPointsToWholePixelsWithinLimits() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(render(view, size: CGSize(width: 10.4, height: 2.6), at: 0).size == PixelSize(width: 10, height: 3))
        #expect(render(view, size: CGSize(width: 0, height: -5), at: 0).size == PixelSize(width: 1, height: 1))
        #expect(render(view, size: CGSize(width: CGFloat.nan, height: 1), at: 0).size == PixelSize(width: 1, height: 1))
    }

    @Test func renderDrawsPointsAtTheScale() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let square = View(frame: CGRect(x: 2, y: 2, width: 4, height: 4))
        square.backgroundColor = .red
        root.addSubview(square)
        let image = render(root, size: CGSize(width: 10, height: 10), scale: 3, at: 0)
        #expect(image.size == PixelSize(width: 30, height: 30))
        // The 4-point square at (2, 2) covers pixels 6..<18 at 3 pixels per point.
        #expect(Color(pixel: image[6, 6]) == .red && Color(pixel: image[17, 17]) == .red)
        #expect(Color(pixel: image[5, 5]) == .black && Color(pixel: image[18, 18]) == .black)
    }

    @Test func writePNGReportsAFolderThatDoesNotExist() {
        let image = render(
            View(frame: CGRect(x: 0, y: 0, width: 2, height: 2)), size: CGSize(width: 2, height: 2), at: 0)
        #expect(throws: PNGError.self) { try image.writePNG(to: "/nonexistent-folder/out.png") }
    }
}
