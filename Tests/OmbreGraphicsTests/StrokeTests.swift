import OmbreGraphics
import OmbreTestSupport
import Testing

/// A black stroke on an opaque white 64×64 background.
private func strokeImage(_ path: Path, _ style: StrokeStyle, transform: AffineTransform = .identity) -> PixelBuffer {
    rasterRender(width: 64, height: 64) { canvas in
        canvas.clear(to: 0xFFFF_FFFF)
        canvas.concatenate(transform)
        canvas.stroke(path, with: .color(.black), style: style)
    }
}

/// How much ink a pixel got: 0 on white, 255 where the stroke covers it fully.
private func ink(_ image: PixelBuffer, _ x: Int, _ y: Int) -> Int {
    255 - Int(image[x, y] >> 16 & 0xFF)
}

/// Two segments meeting at (32, 14) at an angle of about 64°.
private let chevron: Path = {
    var path = Path()
    path.move(to: Point(x: 12, y: 50))
    path.addLine(to: Point(x: 32, y: 14))
    path.addLine(to: Point(x: 52, y: 50))
    return path
}()

/// One horizontal segment from (18, 32) to (46, 32).
private let bar: Path = {
    var path = Path()
    path.move(to: Point(x: 18, y: 32))
    path.addLine(to: Point(x: 46, y: 32))
    return path
}()

@Suite struct StrokeTests {
    @Test(arguments: [StrokeStyle.Join.miter, .round, .bevel])
    func joinMatchesReference(join: StrokeStyle.Join) {
        let image = strokeImage(chevron, StrokeStyle(width: 12, join: join, cap: .butt))
        expectSnapshot(image, named: "RasterStrokeJoin-\(join)")
    }

    @Test(arguments: [StrokeStyle.Cap.butt, .round, .square])
    func capMatchesReference(cap: StrokeStyle.Cap) {
        let image = strokeImage(bar, StrokeStyle(width: 16, cap: cap))
        expectSnapshot(image, named: "RasterStrokeCap-\(cap)")
    }

    @Test func fullCircleStrokedAsAnOpenArcHasNoSeamBetweenItsButtEnds() {
        // A ring track drawn as one open arc all the way round, as progress rings draw it: its
        // butt ends meet at 3 o'clock, along y = 32, square to the circle there.
        var ring = Path()
        ring.addArc(center: Point(x: 32, y: 32), radius: 18, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let image = strokeImage(ring, StrokeStyle(width: 20, cap: .butt))
        for x in 42...58 {
            #expect(ink(image, x, 31) == 255 && ink(image, x, 32) == 255, "x = \(x)")
        }
    }

    @Test func miterReachesFartherThanRoundWhichReachesFartherThanBevel() {
        // The outer corner points up from the vertex (32, 14); the half width is 6.
        func reach(_ join: StrokeStyle.Join) -> Int {
            let image = strokeImage(chevron, StrokeStyle(width: 12, join: join))
            return (0..<14).first { y in ink(image, 32, y) > 127 } ?? 14
        }
        // Miter tip: 6 / sin(θ/2) ≈ 11.2 above the vertex; round: 6; bevel: 6·sin(θ/2) ≈ 3.2.
        #expect(abs(reach(.miter) - 3) <= 1)
        #expect(reach(.round) == 8)
        #expect(abs(reach(.bevel) - 11) <= 1)
    }

    @Test func miterBeyondTheLimitFallsBackToABevel() {
        let limited = strokeImage(chevron, StrokeStyle(width: 12, join: .miter, miterLimit: 1.5))
        let bevel = strokeImage(chevron, StrokeStyle(width: 12, join: .bevel))
        #expect(limited == bevel)
    }

    @Test func capsExtendAsSpecified() {
        let butt = strokeImage(bar, StrokeStyle(width: 16, cap: .butt))
        let round = strokeImage(bar, StrokeStyle(width: 16, cap: .round))
        let square = strokeImage(bar, StrokeStyle(width: 16, cap: .square))
        // Just before the start point (18, 32): only round and square caps reach.
        #expect(ink(butt, 17, 32) == 0 && ink(round, 17, 32) == 255 && ink(square, 17, 32) == 255)
        // The corner of the square cap, outside the round one.
        #expect(ink(square, 11, 25) == 255 && ink(round, 11, 25) == 0)
        // Half a width beyond the end the caps stop.
        #expect(ink(square, 54, 32) == 0 && ink(round, 54, 32) == 0)
        // The stroke is 16 wide: rows 24..<40 are covered in the middle.
        #expect(ink(butt, 30, 24) == 255 && ink(butt, 30, 39) == 255 && ink(butt, 30, 23) == 0)
    }

    @Test func closedRectangleGetsMiteredCornersAndNoCaps() {
        let image = strokeImage(Path(rect: Rect(x: 16, y: 16, width: 32, height: 32)), StrokeStyle(width: 8))
        #expect(ink(image, 12, 12) == 255)  // the outer corner, filled by the miter
        #expect(ink(image, 11, 11) == 0)
        #expect(ink(image, 32, 32) == 0)  // the inside stays empty
        #expect(ink(image, 19, 32) == 255 && ink(image, 20, 32) == 0)
    }

    @Test func zeroLengthSubpathDrawsADotOnlyWithRoundOrSquareCaps() {
        var dot = Path()
        dot.move(to: Point(x: 32, y: 32))
        dot.addLine(to: Point(x: 32, y: 32))
        #expect(ink(strokeImage(dot, StrokeStyle(width: 10, cap: .round)), 32, 32) == 255)
        #expect(ink(strokeImage(dot, StrokeStyle(width: 10, cap: .square)), 28, 28) == 255)
        #expect(ink(strokeImage(dot, StrokeStyle(width: 10, cap: .butt)), 32, 32) == 0)
    }

    @Test func strokeWidthScalesWithTheTransform() {
        let scaled = strokeImage(
            bar, StrokeStyle(width: 4),
            transform: AffineTransform(scaleX: 1, y: 4).concatenating(
                AffineTransform(translationX: 0, y: -96)))
        // The bar at y = 32 lands at 32 after the scale and shift, and 16 pixels wide.
        #expect(ink(scaled, 30, 24) == 255 && ink(scaled, 30, 39) == 255 && ink(scaled, 30, 23) == 0)
    }

    @Test func overlappingSegmentsDoNotCancel() {
        var zigzag = Path()
        zigzag.move(to: Point(x: 10, y: 32))
        zigzag.addLine(to: Point(x: 54, y: 32))
        zigzag.addLine(to: Point(x: 10, y: 33))
        let image = strokeImage(zigzag, StrokeStyle(width: 10))
        #expect(ink(image, 30, 32) == 255)
    }

    @Test func badWidthsDrawNothing() {
        for width in [0, -3, Double.nan, .infinity] {
            #expect(strokeImage(bar, StrokeStyle(width: width)).pixels.allSatisfy { $0 == 0xFFFF_FFFF })
        }
    }

    @Test func thickStrokeOfATightCurveStaysRound() {
        // The pen is far wider than the curve is tight, so the inside is a disc.
        let ring = Path(ellipseIn: Rect(x: 28, y: 28, width: 8, height: 8))
        let image = strokeImage(ring, StrokeStyle(width: 24, join: .miter))
        // Radius 4 + 12 = 16 around (32, 32): row 16 is the edge; flattening may stray 0.05 px.
        #expect(ink(image, 32, 17) == 255 && ink(image, 32, 15) < 13 && ink(image, 32, 32) == 255)
        #expect(ink(image, 42, 42) == 255 && ink(image, 44, 44) == 0)
    }
}
