import Foundation
import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// A canvas records the coverage of a shape drawn a second time and replays it afterwards,
/// trimmed to each draw's clip box; these tests draw the same shapes again and again on one
/// canvas (whole, in strips, under other clips) and compare with fresh canvases, which sweep
/// every shape.
@Suite struct CoverageCacheTests {
    static let size = (width: 96, height: 72)
    static let whole = IntRect(minX: 0, minY: 0, maxX: size.width, maxY: size.height)

    /// A jagged polygon of `count` points around the middle, radii varying with `seed`.
    private func star(count: Int = 120, seed: UInt64 = 7, scale: Double = 1) -> Path {
        var state = seed
        let points = (0..<count).map { i -> Point in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let r = scale * (0.85 + 0.3 * Double(state >> 11) / Double(1 << 53))
            let angle = 2 * Double.pi * Double(i) / Double(count)
            return Point(x: 48.2 + 40 * r * cos(angle), y: 35.9 + 30 * r * sin(angle))
        }
        return Path(polygon: points)
    }

    /// A five-pointed star drawn in one stroke: its middle is wound twice, so the fill rules differ.
    private func pentagram() -> Path {
        let points = (0..<5).map { i -> Point in
            let angle = -Double.pi / 2 + 4 * Double.pi * Double(i) / 5
            return Point(x: 48 + 33 * cos(angle), y: 37 + 33 * sin(angle))
        }
        return Path(polygon: points)
    }

    private var radial: Paint {
        let gradient = Gradient(
            kind: .radial,
            colors: [
                Color(red: 0.97, green: 0.77, blue: 0.28), Color(red: 0.9, green: 0.24, blue: 0.38),
                Color(red: 0.2, green: 0.36, blue: 0.77),
            ],
            startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 1))
        return .gradient(gradient, bounds: Rect(x: 0, y: 0, width: 96, height: 72), dither: true)
    }

    /// One frame: clear, then what `draw` draws, in strips of `strip` rows (the whole target when nil).
    private func frame(on canvas: Canvas, into buffer: PixelBuffer, strip: Int? = nil, _ draw: (Canvas) -> Void) {
        let h = Self.size.height
        for top in stride(from: 0, to: h, by: strip ?? h) {
            canvas.reset(
                target: buffer,
                limit: IntRect(minX: 0, minY: top, maxX: Self.size.width, maxY: min(h, top + (strip ?? h))))
            canvas.clear(to: 0xFF10_1820)
            draw(canvas)
        }
    }

    private func fresh(_ draw: (Canvas) -> Void) -> PixelBuffer {
        let buffer = PixelBuffer(width: Self.size.width, height: Self.size.height)
        frame(on: Canvas(target: buffer), into: buffer, draw)
        return buffer
    }

    /// Fills and strokes `shape` through a wedge, as a progress view at `progress` draws.
    private func progressScene(_ shape: Path, progress: Double) -> (Canvas) -> Void {
        let paint = radial
        return { canvas in
            canvas.save()
            canvas.clip(to: wedgePath(center: Point(x: 48.2, y: 35.9), radius: 200, endAngle: 2 * .pi * progress))
            canvas.fill(shape, with: paint, thenStrokeWith: .color(.black), style: StrokeStyle(width: 2.5))
            canvas.restore()
        }
    }

    @Test func aShapeDrawnFrameAfterFrameLooksTheSameEveryFrame() {
        let shape = star()
        let scene = progressScene(shape, progress: 0.7)
        let expected = fresh(scene)
        let buffer = PixelBuffer(width: Self.size.width, height: Self.size.height)
        let canvas = Canvas(target: buffer)
        // Frame 1 sweeps, frame 2 records, the rest replay.
        for i in 0..<4 {
            frame(on: canvas, into: buffer, scene)
            #expect(buffer.pixels == expected.pixels, "frame \(i)")
        }
        #expect(canvas.coverageCache.recordedShapes >= 2)
    }

    @Test func stripsReplayTheRecordingOfTheWholeShape() {
        let scene = progressScene(star(), progress: 0.45)
        let expected = fresh(scene)
        let buffer = PixelBuffer(width: Self.size.width, height: Self.size.height)
        let canvas = Canvas(target: buffer)
        for strip in [7, 16, 5] {
            frame(on: canvas, into: buffer, strip: strip, scene)
            #expect(buffer.pixels == expected.pixels, "strips of \(strip)")
        }
    }

    @Test func aMovingWedgeClipsTheRecordedShapeAsItIsNow() {
        let shape = star()
        let buffer = PixelBuffer(width: Self.size.width, height: Self.size.height)
        let canvas = Canvas(target: buffer)
        for progress in [0.1, 0.3, 0.55, 0.8, 0.35, 1] {
            let scene = progressScene(shape, progress: progress)
            frame(on: canvas, into: buffer, strip: 9, scene)
            #expect(buffer.pixels == fresh(scene).pixels, "progress \(progress)")
        }
    }

    @Test func replayedCoverageIsCutToSmallerClipBoxes() {
        let shape = star()
        let paint = radial
        let buffer = PixelBuffer(width: Self.size.width, height: Self.size.height)
        let canvas = Canvas(target: buffer)
        let whole: (Canvas) -> Void = { $0.fill(shape, with: paint) }
        frame(on: canvas, into: buffer, whole)
        frame(on: canvas, into: buffer, whole)
        // Boxes that cut spans on both sides, cut through partly covered pixels, or hold nothing.
        let boxes = [
            Rect(x: 20, y: 10, width: 41, height: 50), Rect(x: 9, y: 0, width: 3, height: 72),
            Rect(x: 0, y: 30, width: 96, height: 1), Rect(x: 90, y: 2, width: 6, height: 5),
        ]
        for box in boxes {
            let clipped: (Canvas) -> Void = { canvas in
                canvas.clip(toRect: box)
                canvas.fill(shape, with: paint)
            }
            frame(on: canvas, into: buffer, clipped)
            #expect(buffer.pixels == fresh(clipped).pixels, "box \(box)")
        }
    }

    @Test func theFillRuleIsPartOfTheShape() {
        let shape = pentagram()
        let buffer = PixelBuffer(width: Self.size.width, height: Self.size.height)
        let canvas = Canvas(target: buffer)
        for rule in [FillRule.nonZero, .nonZero, .nonZero, .evenOdd, .evenOdd, .nonZero, .evenOdd] {
            let scene: (Canvas) -> Void = { $0.fill(shape, with: .color(.white), rule: rule) }
            frame(on: canvas, into: buffer, scene)
            #expect(buffer.pixels == fresh(scene).pixels, "\(rule)")
        }
        // The rules really differ here, so the comparisons above can fail.
        #expect(
            fresh { $0.fill(shape, with: .color(.white), rule: .evenOdd) }.pixels
                != fresh { $0.fill(shape, with: .color(.white), rule: .nonZero) }.pixels)
    }

    @Test func shapesTakingTurnsEachGetTheirOwnCoverage() {
        let shapes = (0..<(CoverageCache.capacity + 3)).map {
            star(count: 40 + $0, seed: UInt64($0) + 2, scale: 0.5 + 0.05 * Double($0))
        }
        let paint = radial
        let buffer = PixelBuffer(width: Self.size.width, height: Self.size.height)
        let canvas = Canvas(target: buffer)
        // More shapes than the cache keeps, each drawn twice in a row then in turn, three rounds.
        for round in 0..<3 {
            for (i, shape) in shapes.enumerated() {
                let scene: (Canvas) -> Void = { $0.fill(shape, with: paint) }
                let expected = fresh(scene)
                for _ in 0..<(round == 0 ? 2 : 1) {
                    frame(on: canvas, into: buffer, strip: 11, scene)
                    #expect(buffer.pixels == expected.pixels, "round \(round) shape \(i)")
                }
            }
        }
    }

    @Test func aShapeIsRecordedOnItsSecondDrawAndReplayedAfter() {
        let cache = CoverageCache()
        let box = IntRect(minX: 0, minY: 0, maxX: 10, maxY: 10)
        guard case .sweep = cache.plan(shape: 1, rule: .nonZero, box: box, whole: box) else {
            Issue.record("a first draw sweeps")
            return
        }
        guard case .record(let recording) = cache.plan(shape: 1, rule: .nonZero, box: box, whole: box) else {
            Issue.record("a second draw records")
            return
        }
        recording.finish()
        guard case .replay = cache.plan(shape: 1, rule: .nonZero, box: box, whole: box) else {
            Issue.record("a finished recording is replayed")
            return
        }
        // Until its sweep finishes, a recording is not replayed.
        _ = cache.plan(shape: 2, rule: .nonZero, box: box, whole: box)
        _ = cache.plan(shape: 2, rule: .nonZero, box: box, whole: box)
        guard case .record = cache.plan(shape: 2, rule: .nonZero, box: box, whole: box) else {
            Issue.record("an unfinished recording is not replayed")
            return
        }
        // The same edges under the other fill rule cover other pixels: never the same recording.
        if case .replay = cache.plan(shape: 1, rule: .evenOdd, box: box, whole: box) {
            Issue.record("the other fill rule replays the recording made with the first")
        }
    }

    @Test func aShapeTooLargeToKeepIsSweptEveryTime() {
        let shape = star(count: 300, seed: 5)
        let scene: (Canvas) -> Void = { $0.fill(shape, with: .color(.white)) }
        let expected = fresh(scene)
        let buffer = PixelBuffer(width: Self.size.width, height: Self.size.height)
        let canvas = Canvas(target: buffer)
        canvas.coverageCache = CoverageCache(spanLimit: 50, valueLimit: 1 << 20)
        for i in 0..<4 {
            frame(on: canvas, into: buffer, strip: 10, scene)
            #expect(buffer.pixels == expected.pixels, "frame \(i)")
        }
        #expect(canvas.coverageCache.recordedShapes == 0)
    }
}

extension CoverageCacheTests {
    @Test func aShapeDrawnOnceInStripsIsNotRecorded() {
        // The strips of one frame cover other rows each: recording would only cost time.
        let scene = progressScene(star(), progress: 0.6)
        let buffer = PixelBuffer(width: Self.size.width, height: Self.size.height)
        let canvas = Canvas(target: buffer)
        frame(on: canvas, into: buffer, strip: 8, scene)
        #expect(canvas.coverageCache.recordedShapes == 0)
        // The next frame draws over the same rows again, and keeps the wedge, fill and stroke.
        frame(on: canvas, into: buffer, strip: 8, scene)
        #expect(canvas.coverageCache.recordedShapes == 3)
        #expect(buffer.pixels == fresh(scene).pixels)
    }
}

extension CoverageCacheTests {
    @Test func moreShapesAFrameThanTheCacheHoldsStopBeingRecordedAfterTheFirstFrames() {
        let shapes = (0..<(CoverageCache.capacity + 4)).map {
            star(count: 30 + $0, seed: UInt64($0) + 11, scale: 0.4 + 0.04 * Double($0))
        }
        let paint = radial
        let scene: (Canvas) -> Void = { canvas in
            for shape in shapes { canvas.fill(shape, with: paint) }
        }
        let expected = fresh(scene)
        let buffer = PixelBuffer(width: Self.size.width, height: Self.size.height)
        let canvas = Canvas(target: buffer)
        var begun: [Int] = []
        for _ in 0..<6 {
            frame(on: canvas, into: buffer, strip: 12, scene)
            #expect(buffer.pixels == expected.pixels)
            begun.append(canvas.coverageCache.recordingsBegun)
        }
        // The second frame records as many as the cache holds; after that the same ones are
        // replayed and the others swept, instead of recordings pushing each other out.
        #expect(begun[1] == CoverageCache.capacity)
        #expect(begun.last == begun[1])
        #expect(canvas.coverageCache.recordedShapes == CoverageCache.capacity)
    }
}

extension CoverageCacheTests {
    @Test func randomFramesOfRepeatedShapesLookAsFreshCanvasesDrawThem() {
        // Frames drawn from a small pool of shapes (a self-crossing one among them, where the
        // fill rules differ), so that shapes come back, under random rules, clips, transforms
        // and strip heights; every frame is compared with a canvas that has seen nothing.
        var g = SplitMix(seed: 0xC0_FE_FE)
        let pool =
            [pentagram()]
            + (0..<4).map { star(count: 20 + 17 * $0, seed: UInt64($0) + 40, scale: 0.5 + 0.12 * Double($0)) }
        let paint = radial
        let buffer = PixelBuffer(width: Self.size.width, height: Self.size.height)
        let canvas = Canvas(target: buffer)
        for i in 0..<60 {
            let shape = pool[Int.random(in: 0..<pool.count, using: &g)]
            let rule: FillRule = Bool.random(using: &g) ? .nonZero : .evenOdd
            let shift = Double(Int.random(in: 0...2, using: &g)) * 0.375
            let clip = Int.random(in: 0...3, using: &g)
            let box = Rect(
                x: Double.random(in: 0...40, using: &g), y: Double.random(in: 0...30, using: &g),
                width: Double.random(in: 10...60, using: &g), height: Double.random(in: 10...45, using: &g))
            let end = Double.random(in: 0.3...6.2, using: &g)
            let strip = [nil, 5, 16, 29][Int.random(in: 0...3, using: &g)]
            let stroked = Bool.random(using: &g)
            let scene: (Canvas) -> Void = { canvas in
                canvas.save()
                canvas.translate(x: shift, y: 0)
                switch clip {
                case 1: canvas.clip(toRect: box)
                case 2: canvas.clip(to: wedgePath(center: Point(x: 48.2, y: 35.9), radius: 200, endAngle: end))
                case 3: canvas.clip(to: Path(rect: box))
                default: break
                }
                if stroked {
                    canvas.fill(
                        shape, with: paint, rule: rule, thenStrokeWith: .color(.white), style: StrokeStyle(width: 1.5))
                } else {
                    canvas.fill(shape, with: paint, rule: rule)
                }
                canvas.restore()
            }
            frame(on: canvas, into: buffer, strip: strip, scene)
            #expect(buffer.pixels == fresh(scene).pixels, "frame \(i)")
        }
        // Shapes came back often enough to be replayed.
        #expect(canvas.coverageCache.recordingsBegun > 3)
    }
}
