import Foundation
import Testing

@testable import OmbreGraphics

/// A rectangle's box under a transform, which culling, damage and the renderer's estimate of
/// painted pixels take.
@Suite struct RectBoundingBoxTests {
    @Test func boundingBoxUnderATransformIsTheTightBoxOfTheMappedCorners() {
        let rect = Rect(x: -3, y: 5, width: 40, height: 25)
        for degrees in stride(from: 0.0, through: 180, by: 15) {
            let turn = degrees * .pi / 180
            let t = AffineTransform(a: 2 * cos(turn), b: sin(turn), c: -3 * sin(turn), d: cos(turn), tx: 7, ty: -11)
            let corners = rect.corners.map { $0.applying(t) }
            let box = rect.boundingBox(under: t)
            let tolerance = 1e-9
            #expect(abs(box.minX - corners.map(\.x).min()!) < tolerance, "\(degrees)°")
            #expect(abs(box.maxX - corners.map(\.x).max()!) < tolerance, "\(degrees)°")
            #expect(abs(box.minY - corners.map(\.y).min()!) < tolerance, "\(degrees)°")
            #expect(abs(box.maxY - corners.map(\.y).max()!) < tolerance, "\(degrees)°")
        }
    }

    @Test func areaIsZeroForAnEmptyRectangle() {
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).area == 12)
        #expect(Rect(x: 1, y: 2, width: -3, height: 4).area == 0)
        #expect(Rect(x: 0, y: 0, width: 3, height: 4).intersection(Rect(x: 5, y: 0, width: 1, height: 1)).area == 0)
    }
}
