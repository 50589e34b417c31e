import Foundation
import Testing

@testable import OmbreGraphics

/// A canvas keeps the device edges of the paths it drew and finds them again by value; these
/// tests draw on one canvas the way a frame is drawn (strip after strip, frame after frame)
/// and compare with fresh canvases, which start with nothing remembered.
@Suite struct EdgeCacheTests {
    /// A polygon with `count` points around (cx, cy), radii varying with `seed`.
    private func polygon(cx: Double, cy: Double, radius: Double, count: Int, seed: UInt64) -> Path {
        var state = seed
        let points = (0..<count).map { i -> Point in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let r = radius * (0.7 + 0.3 * Double(state >> 11) / Double(1 << 53))
            let angle = 2 * Double.pi * Double(i) / Double(count)
            return Point(x: cx + r * cos(angle), y: cy + r * sin(angle))
        }
        return Path(polygon: points)
    }

    /// Clips to a wedge, then fills and strokes a polygon, as the progress view draws.
    private func drawScene(on canvas: Canvas, shape: Path, transform: OmbreGraphics.AffineTransform = .identity) {
        canvas.save()
        canvas.concatenate(transform)
        canvas.clip(to: wedgePath(center: Point(x: 40.3, y: 33.7), radius: 200, endAngle: 2.4))
        canvas.fill(
            shape, with: .color(Color(red: 0.2, green: 0.6, blue: 1)),
            thenStrokeWith: .color(Color(red: 1, green: 0.1, blue: 0)), style: StrokeStyle(width: 2.5))
        canvas.restore()
    }

    private func fresh(_ shape: Path, transform: OmbreGraphics.AffineTransform = .identity) -> PixelBuffer {
        let buffer = PixelBuffer(width: 80, height: 64)
        let canvas = Canvas(target: buffer)
        canvas.clear(to: 0xFF20_2020)
        drawScene(on: canvas, shape: shape, transform: transform)
        return buffer
    }

    @Test func oneCanvasDrawingStripAfterStripMatchesAWholeDrawing() {
        let shape = polygon(cx: 40, cy: 32, radius: 28, count: 90, seed: 3)
        let whole = fresh(shape)
        let buffer = PixelBuffer(width: 80, height: 64)
        let canvas = Canvas(target: buffer)
        // Two frames, so that the second finds every edge remembered from the first.
        for _ in 0..<2 {
            for top in stride(from: 0, to: 64, by: 7) {
                canvas.reset(target: buffer, limit: IntRect(minX: 0, minY: top, maxX: 80, maxY: min(top + 7, 64)))
                canvas.clear(to: 0xFF20_2020)
                drawScene(on: canvas, shape: shape)
            }
            #expect(buffer.pixels == whole.pixels)
        }
    }

    @Test func anotherPathOrTransformIsNeverServedRememberedEdges() {
        let a = polygon(cx: 40, cy: 32, radius: 28, count: 90, seed: 3)
        let b = polygon(cx: 40, cy: 32, radius: 28, count: 90, seed: 4)
        let moved = OmbreGraphics.AffineTransform(translationX: 3.25, y: -2.5)
        let buffer = PixelBuffer(width: 80, height: 64)
        let canvas = Canvas(target: buffer)
        for (shape, transform) in [
            (a, OmbreGraphics.AffineTransform.identity), (b, .identity), (a, moved), (a, .identity),
        ] {
            canvas.reset(target: buffer, limit: IntRect(minX: 0, minY: 0, maxX: 80, maxY: 64))
            canvas.clear(to: 0xFF20_2020)
            drawScene(on: canvas, shape: shape, transform: transform)
            #expect(buffer.pixels == fresh(shape, transform: transform).pixels)
        }
        // The two shapes and the two placements really differ, so the comparisons above can fail.
        #expect(fresh(a).pixels != fresh(b).pixels)
        #expect(fresh(a).pixels != fresh(a, transform: moved).pixels)
    }

    @Test func moreShapesThanTheCacheHoldsStillDrawRight() {
        let shapes = (0..<(EdgeCache.capacity + 9)).map {
            polygon(cx: 40, cy: 32, radius: 12 + Double($0 % 17), count: 12 + $0 % 5, seed: UInt64($0) + 1)
        }
        let buffer = PixelBuffer(width: 80, height: 64)
        let canvas = Canvas(target: buffer)
        // Each round draws every shape once, so that the least recently used entry is always needed next.
        for _ in 0..<2 {
            for shape in shapes {
                canvas.reset(target: buffer, limit: IntRect(minX: 0, minY: 0, maxX: 80, maxY: 64))
                canvas.clear(to: 0xFF20_2020)
                drawScene(on: canvas, shape: shape)
                #expect(buffer.pixels == fresh(shape).pixels)
            }
        }
    }

    @Test func aResizedTargetGetsEdgesMadeForIt() {
        let shape = polygon(cx: 40, cy: 32, radius: 28, count: 90, seed: 3)
        let canvas = Canvas(target: PixelBuffer(width: 30, height: 20))
        drawScene(on: canvas, shape: shape)
        // Edges made for the small target left out what lay beyond it; the large one needs them.
        let large = PixelBuffer(width: 80, height: 64)
        canvas.reset(target: large, limit: IntRect(minX: 0, minY: 0, maxX: 80, maxY: 64))
        canvas.clear(to: 0xFF20_2020)
        drawScene(on: canvas, shape: shape)
        #expect(large.pixels == fresh(shape).pixels)
    }

    @Test func aShortPathRebuiltInPlaceIsDrawnAsItIsNow() {
        // A clip wedge (a few elements) is remembered as a copy, so its owner may rebuild it
        // in the same memory: the storage stays unshared, and each new wedge draws afresh.
        let shape = polygon(cx: 40, cy: 32, radius: 28, count: 90, seed: 3)
        let buffer = PixelBuffer(width: 80, height: 64)
        let canvas = Canvas(target: buffer)
        var wedge = Path()
        var storage: UnsafeRawPointer?
        for (i, end) in [0.8, 1.9, 3.3, 5.2, 1.9].enumerated() {
            wedge.removeAll(keepingCapacity: true)
            wedge.addPath(wedgePath(center: Point(x: 40.3, y: 33.7), radius: 200, endAngle: end))
            let here = wedge.elements.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
            if i > 0 { #expect(here == storage, "wedge \(i)") }
            storage = here
            canvas.reset(target: buffer, limit: IntRect(minX: 0, minY: 0, maxX: 80, maxY: 64))
            canvas.clear(to: 0xFF20_2020)
            canvas.save()
            canvas.clip(to: wedge)
            canvas.fill(shape, with: .color(.white))
            canvas.restore()

            let expected = PixelBuffer(width: 80, height: 64)
            let other = Canvas(target: expected)
            other.clear(to: 0xFF20_2020)
            other.clip(to: wedgePath(center: Point(x: 40.3, y: 33.7), radius: 200, endAngle: end))
            other.fill(shape, with: .color(.white))
            #expect(buffer.pixels == expected.pixels, "wedge \(i) to \(end)")
        }
    }

    @Test func aLongPathRemadeEachFrameIsFoundAgainAndKeptInItsNewMemory() {
        // A `draw(_:)` builds its outline anew every frame: equal, in new memory each time.
        let buffer = PixelBuffer(width: 80, height: 64)
        let canvas = Canvas(target: buffer)
        var ids: [Int] = []
        for frame in 0..<3 {
            let shape = polygon(cx: 40, cy: 32, radius: 28, count: 90, seed: 3)
            for top in stride(from: 0, to: 64, by: 16) {
                canvas.reset(target: buffer, limit: IntRect(minX: 0, minY: top, maxX: 80, maxY: top + 16))
                canvas.clear(to: 0xFF20_2020)
                drawScene(on: canvas, shape: shape)
            }
            #expect(buffer.pixels == fresh(shape).pixels, "frame \(frame)")
            let bounds = IntRect(minX: 0, minY: 0, maxX: 80, maxY: 64)
            ids.append(canvas.edgeCache.edges(of: shape, transform: .identity, within: bounds).id)
            // The stroke outline is kept for the newest path, so later strips find it at once.
            #expect(canvas.lastStroke?.path.sharesElements(with: shape) == true, "frame \(frame)")
        }
        #expect(ids.count == 3 && Set(ids).count == 1)
    }

    @Test func forgottenShapesAreOutlinedAndGivenEdgesAgain() {
        // `ombre bench --cold` forgets between frames: the next frame strokes as a first one does.
        let buffer = PixelBuffer(width: 80, height: 64)
        let canvas = Canvas(target: buffer)
        let shape = polygon(cx: 40, cy: 32, radius: 28, count: 90, seed: 3)
        let style = StrokeStyle(width: 3)
        let bounds = IntRect(minX: 0, minY: 0, maxX: 80, maxY: 64)
        let first = canvas.strokeOutline(of: shape, style: style)
        let id = canvas.edgeCache.edges(of: shape, transform: .identity, within: bounds).id
        #expect(canvas.strokeOutline(of: shape, style: style)?.sharesElements(with: first!) == true)
        canvas.forgetShapes()
        let again = canvas.strokeOutline(of: shape, style: style)
        #expect(again == first)
        #expect(again?.sharesElements(with: first!) == false)
        #expect(canvas.edgeCache.edges(of: shape, transform: .identity, within: bounds).id != id)
    }
}
