import Foundation
import OmbreGraphics
import Testing

/// The area a canvas covers, in square pixels: the sum of alpha over 255.
private func coveredArea(_ buffer: PixelBuffer) -> Double {
    var sum = 0
    for y in 0..<buffer.height {
        for x in 0..<buffer.width { sum += Int(buffer[x, y] >> 24) }
    }
    return Double(sum) / 255
}

/// Every pixel of `buffer`, row by row.
private func pixels(_ buffer: PixelBuffer) -> [UInt32] {
    (0..<buffer.height).flatMap { y in (0..<buffer.width).map { buffer[$0, y] } }
}

@Suite struct FlatnessTests {
    private let circle = Path(ellipseIn: Rect(x: 5, y: 5, width: 40, height: 40))

    @Test func defaultFlatnessKeepsACirclesArea() {
        let area = coveredArea(rasterRender(width: 50, height: 50) { $0.fill(circle, with: .color(.white)) })
        #expect(abs(area - Double.pi * 400) < Double.pi * 400 * 0.001)
    }

    @Test func coarserFlatnessCutsCurvesByChordsWithinIt() {
        let exact = Double.pi * 400
        let area = coveredArea(
            rasterRender(width: 50, height: 50) { canvas in
                canvas.setFlatness(0.6)
                canvas.fill(circle, with: .color(.white))
            })
        // Chords lie inside the circle and within 0.6 px of it: each cuts off a segment of at
        // most two thirds of its length times 0.6, so the perimeter bounds what is lost.
        let lost = exact - area
        #expect(lost > 5)
        #expect(lost < 2.0 / 3 * 2 * Double.pi * 20 * 0.6)
    }

    @Test func restoreBringsBackTheFlatnessBefore() {
        var first: [UInt32] = []
        var again: [UInt32] = []
        _ = rasterRender(width: 50, height: 50) { canvas in
            canvas.fill(circle, with: .color(.white))
            first = pixels(canvas.target)
            canvas.clear(to: 0)
            canvas.save()
            canvas.setFlatness(2)
            #expect(canvas.flatness == 2)
            canvas.fill(circle, with: .color(.white))
            let coarse = pixels(canvas.target)
            #expect(coarse != first)
            canvas.restore()
            canvas.clear(to: 0)
            // The same path again at the default: drawn from its own edges, not the coarse ones.
            canvas.fill(circle, with: .color(.white))
            again = pixels(canvas.target)
        }
        #expect(again == first)
    }

    @Test func flatnessOutsideItsRangeIsClampedOrReset() {
        _ = rasterRender(width: 4, height: 4) { canvas in
            canvas.setFlatness(1000)
            #expect(canvas.flatness == Canvas.largestFlatness)
            canvas.setFlatness(0.001)
            #expect(canvas.flatness == 0.01)
            canvas.setFlatness(.nan)
            #expect(canvas.flatness == 0.05)
            canvas.setFlatness(0)
            #expect(canvas.flatness == 0.05)
        }
    }
}
