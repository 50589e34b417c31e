import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// Intersecting two rows of spans multiplies their coverages pixel by pixel, whatever mix of
/// runs (full or partial) and per-pixel spans each row holds.
@Suite struct SpanIntersectionTests {
    /// A random row of sorted, non-overlapping spans inside 0..<width: runs of random or full
    /// coverage and per-pixel spans (their values in `storage`), with random gaps between.
    private func randomRow(_ g: inout SplitMix, width: Int, storage: UnsafeMutablePointer<UInt8>) -> [CoverageSpan] {
        var spans: [CoverageSpan] = []
        var x = Int(g.next() % 6)
        while x < width {
            let count = min(1 + Int(g.next() % 12), width - x)
            switch g.next() % 3 {
            case 0:
                spans.append(CoverageSpan(x: Int32(x), count: Int32(count), alpha: 255, values: nil))
            case 1:
                let alpha = UInt8(1 + g.next() % 255)
                spans.append(CoverageSpan(x: Int32(x), count: Int32(count), alpha: alpha, values: nil))
            default:
                for k in 0..<count { storage[x + k] = UInt8(truncatingIfNeeded: g.next()) }
                spans.append(
                    CoverageSpan(x: Int32(x), count: Int32(count), alpha: 0, values: UnsafePointer(storage + x)))
            }
            x += count + Int(g.next() % 4)
        }
        return spans
    }

    /// Each pixel's coverage under `spans` (0 outside them).
    private func pixels(_ spans: some Sequence<CoverageSpan>, width: Int) -> [UInt8] {
        var row = [UInt8](repeating: 0, count: width)
        for span in spans {
            for k in 0..<Int(span.count) {
                row[Int(span.x) + k] = span.values.map { $0[k] } ?? span.alpha
            }
        }
        return row
    }

    @Test func intersectionMultipliesCoveragesPixelByPixel() {
        let width = 120
        var g = SplitMix(seed: 23)
        let storageA = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let storageB = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let values = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let out = UnsafeMutablePointer<CoverageSpan>.allocate(capacity: width)
        defer { [storageA, storageB, values].forEach { $0.deallocate() }; out.deallocate() }
        var checked = 0
        for _ in 0..<2000 {
            let a = randomRow(&g, width: width, storage: storageA)
            let b = randomRow(&g, width: width, storage: storageB)
            let n = a.withUnsafeBufferPointer { pa in
                b.withUnsafeBufferPointer { pb in CoverageSpan.intersect(pa, pb, into: out, values: values) }
            }
            let result = UnsafeBufferPointer(start: out, count: n)
            let expected = zip(pixels(a, width: width), pixels(b, width: width)).map {
                UInt8(Blend.multiply(UInt32($0), UInt32($1)))
            }
            #expect(pixels(result, width: width) == expected)
            // Sorted, never overlapping, never empty, and runs never of coverage 0.
            #expect(zip(result, result.dropFirst()).allSatisfy { $0.end <= $1.x })
            #expect(result.allSatisfy { $0.count > 0 && ($0.values != nil || $0.alpha > 0) })
            checked += result.count
        }
        #expect(checked > 10_000)
    }

    @Test func rowsUnderAClipMaskAreTheirIntersectionWithIt() {
        // A clip with rows it covers wholly from edge to edge and rows its slanted sides cross:
        // the first are passed on as they are, the others cut; either way the coverages are
        // the spans' multiplied by the clip's, pixel by pixel.
        let width = 96
        let canvas = Canvas(target: PixelBuffer(width: width, height: width))
        var clip = Path()
        clip.move(to: Point(x: 48, y: -40))
        clip.addLine(to: Point(x: 140, y: 48))
        clip.addLine(to: Point(x: 48, y: 136))
        clip.addLine(to: Point(x: -44, y: 48))
        clip.closeSubpath()
        canvas.clip(to: clip)
        guard let mask = canvas.state.mask else {
            Issue.record("a slanted clip should make a mask")
            return
        }
        var g = SplitMix(seed: 41)
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let values = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let derived = UnsafeMutablePointer<CoverageSpan>.allocate(capacity: width)
        let expectedSpans = UnsafeMutablePointer<CoverageSpan>.allocate(capacity: width)
        defer {
            [storage, values].forEach { $0.deallocate() }
            [derived, expectedSpans].forEach { $0.deallocate() }
        }
        var passedAsTheyAre = 0
        var cut = 0
        for y in 0..<width {
            let spans = randomRow(&g, width: width, storage: storage)
            spans.withUnsafeBufferPointer { row in
                let n = CoverageSpan.intersect(row, mask.row(y), into: expectedSpans, values: values)
                let expected = pixels(UnsafeBufferPointer(start: expectedSpans, count: n), width: width)
                guard let masked = canvas.masked(row, row: y, into: derived) else {
                    #expect(mask.row(y).isEmpty, "row \(y)")
                    return
                }
                #expect(pixels(masked, width: width) == expected, "row \(y)")
                if masked.baseAddress == row.baseAddress { passedAsTheyAre += 1 } else { cut += 1 }
            }
        }
        // Both ways were taken.
        #expect(passedAsTheyAre > 10 && cut > 10, "\(passedAsTheyAre) as they are, \(cut) cut")
    }
}
