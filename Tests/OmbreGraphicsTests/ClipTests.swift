import Foundation
import OmbreGraphics
import OmbreTestSupport
import Testing

/// The pie slice around `center` from 12 o'clock clockwise over `fraction` of a turn.
private func wedge(center: Point, radius: Double, fraction: Double) -> Path {
    var path = Path()
    path.move(to: center)
    path.addArc(
        center: center, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + fraction * 2 * .pi,
        clockwise: true)
    path.closeSubpath()
    return path
}

private func alphaSum(_ image: PixelBuffer) -> Double {
    Double(image.pixels.reduce(0) { $0 + Int($1 >> 24) }) / 255
}

@Suite struct ClipTests {
    private let everything = Rect(x: 0, y: 0, width: 64, height: 64)

    @Test func wedgeClipKeepsOnlyTheWedge() {
        let image = rasterRender(width: 64, height: 64) { canvas in
            canvas.clip(to: wedge(center: Point(x: 32, y: 32), radius: 100, fraction: 0.75))
            canvas.fill(Path(rect: everything), with: .color(.white))
        }
        // Three quarters from 12 o'clock clockwise: everything but the top-left quadrant.
        #expect(image[10, 10] >> 24 == 0 && image[31, 31] >> 24 == 0)
        #expect(image[50, 10] >> 24 == 255 && image[10, 50] >> 24 == 255 && image[32, 32] >> 24 == 255)
        #expect(abs(alphaSum(image) - 3 * 32 * 32) < 0.5)
    }

    @Test func wedgeClipIsAntiAliasedAlongItsSlantedSide() {
        let image = rasterRender(width: 64, height: 64) { canvas in
            canvas.clip(to: wedge(center: Point(x: 32, y: 32), radius: 100, fraction: 0.7))
            canvas.fill(everything, with: .color(.white))
        }
        let alphas = image.pixels.map { $0 >> 24 }
        #expect(alphas.contains { $0 > 0 && $0 < 255 })
        // The slanted side runs from the center toward angle 0.9π (down and to the left).
        let side = Point(x: cos(0.9 * .pi), y: sin(0.9 * .pi))
        for y in 0..<64 {
            for x in 0..<64 {
                let p = Point(x: Double(x) + 0.5 - 32, y: Double(y) + 0.5 - 32)
                let distance = p.x * side.y - p.y * side.x
                guard p.dot(side) > 2, abs(distance) > 1 else { continue }
                // Below the side (counterclockwise of it) is clipped away.
                #expect((image[x, y] >> 24 == 0) == (distance < 0), "(\(x), \(y))")
            }
        }
    }

    @Test func rectangleFillsRespectPathClips() {
        let viaRect = rasterRender(width: 64, height: 64) { canvas in
            canvas.clip(to: wedge(center: Point(x: 32, y: 32), radius: 100, fraction: 0.7))
            canvas.fill(everything, with: .color(.white))
        }
        let viaPath = rasterRender(width: 64, height: 64) { canvas in
            canvas.clip(to: wedge(center: Point(x: 32, y: 32), radius: 100, fraction: 0.7))
            canvas.fill(Path(rect: everything), with: .color(.white))
        }
        #expect(viaRect == viaPath)
    }

    @Test func restoreRemovesTheClip() {
        let image = rasterRender(width: 64, height: 64) { canvas in
            canvas.save()
            canvas.clip(to: wedge(center: Point(x: 32, y: 32), radius: 100, fraction: 0.3))
            #expect(canvas.deviceClip != IntRect(minX: 0, minY: 0, maxX: 64, maxY: 64))
            canvas.restore()
            #expect(canvas.deviceClip == IntRect(minX: 0, minY: 0, maxX: 64, maxY: 64))
            canvas.fill(Path(rect: everything), with: .color(.white))
        }
        #expect(image.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
    }

    @Test func nestedClipsIntersect() {
        let center = Point(x: 32, y: 32)
        let image = rasterRender(width: 64, height: 64) { canvas in
            canvas.clip(to: wedge(center: center, radius: 100, fraction: 0.5))
            canvas.clip(to: Path(ellipseIn: Rect(x: 12, y: 12, width: 40, height: 40)))
            canvas.fill(everything, with: .color(.white))
        }
        // The right half of a disc of radius 20.
        #expect(abs(alphaSum(image) - .pi * 200) < 0.01 * .pi * 200)
        #expect(image[20, 32] >> 24 == 0 && image[44, 32] >> 24 == 255 && image[60, 32] >> 24 == 0)
    }

    @Test func evenOddClipLeavesAHole() {
        var ring = Path(ellipseIn: Rect(x: 4, y: 4, width: 56, height: 56))
        ring.addEllipse(in: Rect(x: 20, y: 20, width: 24, height: 24))
        let image = rasterRender(width: 64, height: 64) { canvas in
            canvas.clip(to: ring, rule: .evenOdd)
            canvas.fill(everything, with: .color(.white))
        }
        #expect(image[32, 32] >> 24 == 0 && image[10, 32] >> 24 == 255)
    }

    @Test func pixelAlignedRectangleClipIsExact() {
        let image = rasterRender(width: 16, height: 16) { canvas in
            canvas.clip(to: Path(rect: Rect(x: 4, y: 5, width: 6, height: 7)))
            #expect(canvas.deviceClip == IntRect(minX: 4, minY: 5, maxX: 10, maxY: 12))
            canvas.fill(Rect(x: 0, y: 0, width: 16, height: 16), with: .color(.white))
        }
        #expect(alphaSum(image) == 42)
    }

    /// A rectangle turned a quarter turn by `cos(.pi / 2)` (about 6e-17, not 0) whose corners land
    /// on whole pixels clips as that pixel box, with no mask, and draws what its anti-aliased
    /// path would.
    @Test func quarterTurnedRectangleOnWholePixelsClipsAsItsBox() {
        let turn = AffineTransform(rotation: -.pi / 2).concatenating(AffineTransform(translationX: 10, y: 60))
        #expect(!turn.preservesAxes)
        let rect = Rect(x: 5, y: 8, width: 40, height: 30)
        let disc = Path(ellipseIn: Rect(x: 0, y: 0, width: 60, height: 50))
        let boxed = rasterRender(width: 64, height: 64) { canvas in
            canvas.concatenate(turn)
            canvas.clip(toRect: rect)
            // (x, y) turns to (y + 10, 60 - x).
            #expect(canvas.deviceClip == IntRect(minX: 18, minY: 15, maxX: 48, maxY: 55))
            #expect(canvas.drawsUnmasked)
            canvas.fill(disc, with: .color(.white))
        }
        let masked = rasterRender(width: 64, height: 64) { canvas in
            canvas.concatenate(turn)
            canvas.clip(to: Path(rect: rect))
            #expect(!canvas.drawsUnmasked)
            canvas.fill(disc, with: .color(.white))
        }
        #expect(boxed == masked)
        #expect(alphaSum(boxed) > 500)
    }

    /// The same quarter turn with corners between pixels still clips with the anti-aliased path.
    @Test func quarterTurnedRectangleBetweenPixelsClipsAntiAliased() {
        let turn = AffineTransform(rotation: -.pi / 2).concatenating(AffineTransform(translationX: 10, y: 60))
        let image = rasterRender(width: 64, height: 64) { canvas in
            canvas.concatenate(turn)
            canvas.clip(toRect: Rect(x: 5.5, y: 8, width: 40, height: 30))
            #expect(!canvas.drawsUnmasked)
            canvas.fill(Rect(x: -100, y: -100, width: 300, height: 300), with: .color(.white))
        }
        // The side at x = 5.5 lands on the row y = 54.5: half covered.
        #expect(image[30, 54] >> 24 == 128 || image[30, 54] >> 24 == 127)
        #expect(abs(alphaSum(image) - 40 * 30) < 0.5)
    }

    @Test func clipToNothingDrawsNothing() {
        let image = rasterRender(width: 16, height: 16) { canvas in
            canvas.clip(to: Path())
            canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 16, height: 16)), with: .color(.white))
            canvas.stroke(Path(rect: Rect(x: 2, y: 2, width: 8, height: 8)), with: .color(.white), style: StrokeStyle())
        }
        #expect(image.pixels.allSatisfy { $0 == 0 })
    }

    @Test func clippedStarMatchesReference() {
        let size = 96.0
        let center = Point(x: size / 2, y: size / 2)
        var seed: UInt64 = 7
        let star = Path(
            polygon: (0..<40).map { i in
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let r = (0.8 + 0.2 * Double(seed >> 40) / Double(1 << 24)) * 44
                let a = Double(i) * 2 * .pi / 40
                return Point(x: center.x + r * cos(a), y: center.y + r * sin(a))
            })
        let gradient = Gradient(
            kind: .radial, colors: [Color(red: 0.1, green: 0.3, blue: 1), Color(red: 0.2, green: 0.9, blue: 0.4)],
            startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 1))
        let image = rasterRender(width: Int(size), height: Int(size)) { canvas in
            canvas.clear(to: 0xFFFF_FFFF)
            canvas.save()
            canvas.clip(to: wedge(center: center, radius: size, fraction: 0.7))
            canvas.fill(
                star, with: .gradient(gradient, bounds: Rect(x: 0, y: 0, width: size, height: size), dither: false))
            canvas.restore()
            canvas.stroke(star, with: .color(.black), style: StrokeStyle(width: 2, join: .round))
        }
        expectSnapshot(image, named: "RasterClippedStar")
    }
}

/// A rectangle filled under a quarter turn made with `cos(.pi / 2)` (about 6e-17, not 0).
@Suite struct QuarterTurnedRectangleTests {
    /// The rectangle filled as a rectangle and as its path, under a quarter turn about (32, 32).
    static func fills(_ rect: Rect, paint: Paint) -> (rectangle: PixelBuffer, path: PixelBuffer) {
        func draw(asPath: Bool) -> PixelBuffer {
            rasterRender(width: 64, height: 64) { canvas in
                canvas.translate(x: 32, y: 32)
                canvas.concatenate(AffineTransform(rotation: -.pi / 2))
                canvas.translate(x: -32, y: -32)
                if asPath { canvas.fill(Path(rect: rect), with: paint) } else { canvas.fill(rect, with: paint) }
            }
        }
        return (draw(asPath: false), draw(asPath: true))
    }

    static let gradient = Paint.gradient(
        Gradient(kind: .axial, colors: [Color(red: 1, green: 0.2, blue: 0), Color(red: 0, green: 0.4, blue: 1)]),
        bounds: Rect(x: 0, y: 0, width: 64, height: 64), dither: true)

    @Test(arguments: [
        Rect(x: 10, y: 6, width: 28, height: 35),  // corners on whole pixels
        Rect(x: 10.25, y: 6.5, width: 28, height: 35.125),  // corners between pixels
    ])
    func fillsThePixelsItsPathFills(rect: Rect) {
        for paint in [Paint.color(Color(red: 0.6, green: 0.6, blue: 0.6)), Self.gradient] {
            let (rectangle, path) = Self.fills(rect, paint: paint)
            #expect(rectangle.pixels == path.pixels)
            #expect(rectangle.pixels.contains { $0 != 0 })
        }
    }
}
