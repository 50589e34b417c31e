import Foundation
import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// A background set by `clearLater(to:)` is written row by row when something is first drawn
/// there, by the first shape's painter itself when it can (a planned radial gradient), or at
/// `fillPendingBackground()`: whatever is drawn, the pixels must be those of `clear(to:)`
/// followed by the same drawing.
@Suite struct PendingBackgroundTests {
    static let width = 150
    static let height = 90
    /// The strip the canvas may touch: no side on the buffer's, none on a multiple of 16.
    static let box = IntRect(minX: 3, minY: 5, maxX: 141, maxY: 83)
    static let background: UInt32 = 0xFF20_4060

    /// A star around (cx, cy) reaching past the box's left and bottom sides.
    static func star(cx: Double, cy: Double, r0: Double, r1: Double, count: Int = 40) -> Path {
        var g = SplitMix(seed: 0x0B5E_55ED)
        return Path(
            polygon: (0..<count).map { i in
                let u = Double(g.next() >> 11) / Double(1 << 53)
                let r = r0 + (r1 - r0) * u
                let angle = 2 * Double.pi * Double(i) / Double(count)
                return Point(x: cx + r * cos(angle), y: cy + r * sin(angle))
            })
    }

    /// An opaque three-stop radial gradient over the buffer: the kind whose rows are planned.
    static let colors = [Color(red: 1, green: 0.84, blue: 0), Color(red: 1, green: 0.39, blue: 0.28), .blue]
    static let radial = Paint.gradient(
        Gradient(
            kind: .radial, colors: colors, locations: [0, 0.5, 1], startPoint: Point(x: 0.5, y: 0.5),
            endPoint: Point(x: 1, y: 0.5),
            interpolation: .srgb),
        bounds: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), dither: false)

    static let shape = star(cx: 60, cy: 52, r0: 25, r1: 58)

    /// Drawings of every kind the canvas treats apart: the planned gradient alone, with a
    /// stroke over it row by row, after other drawing, under a clip path or a clip rectangle,
    /// faded, translucent, with a clear between, with the pixels read half way.
    static let drawings: [(name: String, draw: @Sendable (Canvas) -> Void)] = [
        ("planned gradient", { $0.fill(shape, with: radial) }),
        (
            "planned gradient and its stroke",
            { $0.fill(shape, with: radial, thenStrokeWith: .color(.black), style: StrokeStyle(width: 5)) }
        ),
        (
            "stroke first",
            {
                $0.stroke(shape, with: .color(.white), style: StrokeStyle(width: 3))
                $0.fill(shape, with: radial)
            }
        ),
        (
            "rectangle first",
            {
                $0.fill(Rect(x: 90.5, y: 10.25, width: 30, height: 40), with: .color(.green))
                $0.fill(shape, with: radial)
            }
        ),
        (
            "under a clip path",
            {
                $0.clip(to: star(cx: 80, cy: 40, r0: 20, r1: 45, count: 9), rule: .evenOdd)
                $0.fill(shape, with: radial)
            }
        ),
        (
            "under a clip rectangle",
            {
                $0.clip(toRect: Rect(x: 20.5, y: 30, width: 70, height: 33.5))
                $0.fill(shape, with: radial)
            }
        ),
        (
            "faded",
            {
                $0.multiplyAlpha(0.6)
                $0.fill(shape, with: radial)
            }
        ),
        (
            "translucent gradient",
            {
                $0.fill(
                    shape,
                    with: .gradient(
                        Gradient(
                            kind: .radial, colors: [.white, Color(red: 0, green: 0, blue: 1, alpha: 0.5)],
                            startPoint: Point(x: 0.4, y: 0.6), endPoint: Point(x: 0.9, y: 0.6), interpolation: .srgb),
                        bounds: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), dither: false))
            }
        ),
        (
            "cleared between",
            {
                $0.fill(shape, with: radial)
                $0.clear(to: 0x8040_2010)
                $0.fill(star(cx: 100, cy: 40, r0: 10, r1: 30), with: radial)
            }
        ),
        (
            "pixels read half way",
            {
                $0.fill(shape, with: radial)
                _ = $0.target
                $0.fill(star(cx: 100, cy: 40, r0: 10, r1: 30), with: radial)
            }
        ),
    ]

    /// A buffer of pixels that no drawing gives, so that a row left unwritten shows.
    static func garbage() -> PixelBuffer {
        let buffer = PixelBuffer(width: width, height: height)
        var g = SplitMix(seed: 0xBAD_F00D)
        for y in 0..<height {
            for x in 0..<width { buffer.row(y)[x] = UInt32(truncatingIfNeeded: g.next()) | 0xFF00_0000 }
        }
        return buffer
    }

    static func pixels(_ buffer: PixelBuffer) -> [UInt32] {
        (0..<height).flatMap { y in (0..<width).map { buffer.row(y)[$0] } }
    }

    /// Backgrounds a frame may be cleared to: opaque, translucent (premultiplied) and clear.
    static let backgrounds: [UInt32] = [background, 0x8010_2030, 0]

    /// In the strip, and over the whole buffer, whose waiting rows lie back to back and are
    /// filled a run at a time.
    @Test(arguments: drawings.indices, backgrounds)
    func aPendingBackgroundGivesThePixelsOfAClear(index: Int, background: UInt32) {
        let (name, draw) = Self.drawings[index]
        for limit in [Self.box, nil] {
            let cleared = Self.garbage()
            let now = Canvas(target: cleared, limit: limit)
            now.clear(to: background)
            draw(now)
            let pending = Self.garbage()
            let later = Canvas(target: pending, limit: limit)
            later.clearLater(to: background)
            draw(later)
            later.fillPendingBackground()
            let differing = zip(Self.pixels(cleared), Self.pixels(pending)).filter { $0 != $1 }.count
            let whole = limit == nil ? "whole buffer" : "strip"
            #expect(
                differing == 0, "\(name) over \(String(background, radix: 16)), \(whole): \(differing) pixels differ")
            #expect(later.rowsWaitingForBackground == 0)
        }
    }

    /// Where the planned kernels run, the gradient's painter writes its rows whole and the
    /// rows it does not reach still wait; anything else writes every waiting row first.
    @Test func theFirstPlannedShapeWritesItsRowsWithTheBackground() throws {
        try #require(WideKernels.best >= .avx512, "the planned painter runs with AVX-512 only")
        let canvas = Canvas(target: Self.garbage(), limit: Self.box)
        canvas.clearLater(to: Self.background)
        canvas.fill(Self.star(cx: 70, cy: 40, r0: 10, r1: 20), with: Self.radial)
        let waiting = canvas.rowsWaitingForBackground
        // The star spans at most 41 of the box's 78 rows.
        #expect(waiting >= Self.box.height - 41 && waiting < Self.box.height)
        canvas.fill(Rect(x: 10, y: 10, width: 5, height: 5), with: .color(.red))
        #expect(canvas.rowsWaitingForBackground == 0)
    }

    /// A painter that cannot write the background itself, asked to paint a row over it, writes
    /// the background first: the row comes out as after a clear.
    @Test func aPainterWithoutAPlanWritesTheBackgroundBeforeItsSpans() {
        let spans = [
            CoverageSpan(x: 10, count: 20, alpha: 255, values: nil),
            CoverageSpan(x: 40, count: 5, alpha: 100, values: nil),
        ]
        let y = 20
        func row(over: Bool) -> [UInt32] {
            let canvas = Canvas(target: Self.garbage(), limit: Self.box)
            if !over { canvas.clear(to: Self.background) }
            let painter = SpanPainter(
                canvas: canvas, shader: canvas.shaders.shader(for: .color(.red), transform: .identity))
            #expect(!painter.writesBackground)
            spans.withUnsafeBufferPointer { spans in
                if over {
                    painter.paint(row: y, spans: spans, over: Self.background, from: Self.box.minX, to: Self.box.maxX)
                } else {
                    painter.paint(row: y, spans: spans)
                }
            }
            return (Self.box.minX..<Self.box.maxX).map { canvas.buffer.row(y)[$0] }
        }
        #expect(row(over: true) == row(over: false))
    }

    /// A stroke drawn row by row after the gradient over the same rows leaves the rows the
    /// gradient has not reached yet waiting.
    @Test func aStrokeOverTheGradientsRowsLeavesTheOtherRowsWaiting() throws {
        try #require(WideKernels.best >= .avx512, "the planned painter runs with AVX-512 only")
        let canvas = Canvas(target: Self.garbage(), limit: Self.box)
        canvas.clearLater(to: Self.background)
        // The stroke's rows reach past the fill's at the top, so the first of them writes
        // every waiting row; a shape whose fill covers the stroke's rows leaves some waiting.
        canvas.fill(
            Path(rect: Rect(x: 20, y: 20, width: 40, height: 30)), with: Self.radial,
            thenFill: Path(rect: Rect(x: 25, y: 25, width: 5, height: 20)), with: .color(.black))
        #expect(canvas.rowsWaitingForBackground == Self.box.height - 30)
    }
}
