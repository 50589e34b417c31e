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
}
