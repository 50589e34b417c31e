/// The cells of one pixel row: pieces of edges deposit signed cover and doubled area in
/// them, then a sweep from left to right turns them into coverage spans and clears them.
struct RasterRowCells {
    let cover: UnsafeMutablePointer<Int>
    let area: UnsafeMutablePointer<Int>
    let touched: UnsafeMutablePointer<UInt64>
    let alphas: UnsafeMutablePointer<UInt8>
    let spans: UnsafeMutablePointer<CoverageSpan>
    let minX: Int
    let width: Int
    var firstWord = Int.max
    var lastWord = -1

    /// Cells for the pixels minX..<minX + width (plus one cell on the right edge), in zeroed
    /// buffers sized by `ScanlineRasterizer`; spans must have room for 2·width + 2.
    init(
        cover: UnsafeMutablePointer<Int>, area: UnsafeMutablePointer<Int>, touched: UnsafeMutablePointer<UInt64>,
        alphas: UnsafeMutablePointer<UInt8>, spans: UnsafeMutablePointer<CoverageSpan>, minX: Int, width: Int
    ) {
        self.cover = cover
        self.area = area
        self.touched = touched
        self.alphas = alphas
        self.spans = spans
        self.minX = minX
        self.width = width
    }

    @inline(__always)
    mutating func add(cell: Int, cover c: Int, area a: Int) {
        let i = cell - minX
        cover[i] &+= c
        area[i] &+= a
        let word = i >> 6
        touched[word] |= 1 << UInt64(i & 63)
        firstWord = min(firstWord, word)
        lastWord = max(lastWord, word)
    }

    /// Deposits a piece of an edge that lies within the row: from (xa, ya) to (xb, yb),
    /// x absolute and y relative to the row top, both in subpixels, ya < yb.
    ///
    /// Only the cells of the box get anything: what lies left of it lands in its first cell as
    /// cover alone (it shades everything to its right), what lies right of it is dropped. The
    /// y where the piece crosses each cell boundary comes from the piece's own end points, as
    /// in a box that holds it whole, so every pixel gets the same coverage in any box.
    mutating func addPiece(xa: Int, ya: Int, xb: Int, yb: Int, winding w: Int) {
        let one = ScanlineRasterizer.one
        let mask = one - 1
        let shift = ScanlineRasterizer.shift
        let lo = minX
        let hi = minX + width
        let cellA = xa >> shift
        let cellB = xb >> shift
        if cellA == cellB {
            let dy = yb - ya
            if cellA >= hi { return }
            if cellA < lo {
                add(cell: lo, cover: w * dy, area: 0)
                return
            }
            add(cell: cellA, cover: w * dy, area: w * dy * ((xa & mask) + (xb & mask)))
            return
        }
        // Walk the cells the piece crosses; the y where it crosses each cell boundary
        // comes from one slope so that the pieces add up to exactly yb − ya. The products
        // are not negative, so truncating v + 0.5 rounds (`rounded()` is a libm call).
        var yPrev = ya
        if xb > xa {
            guard cellA < hi else { return }
            let slope = Double(yb - ya) / Double(xb - xa)
            var fx = xa & mask
            var cell = cellA
            if cell < lo {
                guard cellB >= lo else {
                    add(cell: lo, cover: w * (yb - ya), area: 0)
                    return
                }
                let yAt = min(yb, ya + Int(Double((lo << shift) - xa) * slope + 0.5))
                if yAt != ya { add(cell: lo, cover: w * (yAt - ya), area: 0) }
                yPrev = yAt
                fx = 0
                cell = lo
            }
            let last = min(cellB, hi)
            while cell < last {
                let boundary = (cell + 1) << shift
                let yAt = min(yb, ya + Int(Double(boundary - xa) * slope + 0.5))
                let d = yAt - yPrev
                if d != 0 { add(cell: cell, cover: w * d, area: w * d * (fx + one)) }
                yPrev = yAt
                fx = 0
                cell += 1
            }
            let d = yb - yPrev
            if cellB < hi, d != 0 { add(cell: cellB, cover: w * d, area: w * d * (xb & mask)) }
        } else {
            guard cellB < hi else { return }
            guard cellA >= lo else {
                add(cell: lo, cover: w * (yb - ya), area: 0)
                return
            }
            let slope = Double(yb - ya) / Double(xa - xb)
            var fx = xa & mask
            var cell = cellA
            if cell >= hi {
                // The part right of the box shades nothing inside it.
                yPrev = min(yb, ya + Int(Double(xa - (hi << shift)) * slope + 0.5))
                fx = one
                cell = hi - 1
            }
            let stop = max(cellB, lo)
            while cell > stop {
                let boundary = cell << shift
                let yAt = min(yb, ya + Int(Double(xa - boundary) * slope + 0.5))
                let d = yAt - yPrev
                if d != 0 { add(cell: cell, cover: w * d, area: w * d * fx) }
                yPrev = yAt
                fx = one
                cell -= 1
            }
            if cellB >= lo {
                let d = yb - yPrev
                if d != 0 { add(cell: cellB, cover: w * d, area: w * d * (fx + (xb & mask))) }
            } else {
                let yAt = min(yb, ya + Int(Double(xa - (lo << shift)) * slope + 0.5))
                let d = yAt - yPrev
                if d != 0 { add(cell: lo, cover: w * d, area: w * d * fx) }
                if yb != yAt { add(cell: lo, cover: w * (yb - yAt), area: 0) }
            }
        }
    }

    /// Sweeps the touched cells left to right, clears them, and writes the row's spans;
    /// returns how many.
    mutating func emitSpans(rule: FillRule) -> Int {
        var count = 0
        var accumulated = 0
        var x = 0  // the next pixel, relative to minX, that no span covers yet
        // Where the last span ends when it is the latest per-pixel one, else −1.
        var perPixelEnd = -1
        let shift = ScanlineRasterizer.shift + 1
        if lastWord >= 0 {
            for word in firstWord...lastWord {
                var bits = touched[word]
                if bits == 0 { continue }
                touched[word] = 0
                while bits != 0 {
                    let i = word << 6 | bits.trailingZeroBitCount
                    bits &= bits - 1
                    let c = cover[i]
                    let a = area[i]
                    cover[i] = 0
                    area[i] = 0
                    guard i < width else { continue }
                    if i > x {
                        let alpha = Self.alpha(accumulated << shift, rule)
                        if alpha > 0 {
                            spans[count] = CoverageSpan(
                                x: Int32(minX + x), count: Int32(i - x), alpha: alpha, values: nil)
                            count += 1
                            perPixelEnd = -1
                        }
                    }
                    accumulated += c
                    alphas[i] = Self.alpha(accumulated << shift - a, rule)
                    // A cell right after the last one, with no run between, lengthens its span.
                    if i == perPixelEnd {
                        spans[count - 1].count += 1
                    } else {
                        spans[count] = CoverageSpan(
                            x: Int32(minX + i), count: 1, alpha: 0, values: UnsafePointer(alphas + i))
                        count += 1
                    }
                    perPixelEnd = i + 1
                    x = i + 1
                }
            }
        }
        // Edges right of the box were dropped, so coverage may run on to its right side.
        if x < width {
            let alpha = Self.alpha(accumulated << shift, rule)
            if alpha > 0 {
                spans[count] = CoverageSpan(x: Int32(minX + x), count: Int32(width - x), alpha: alpha, values: nil)
                count += 1
            }
        }
        return count
    }

    /// Coverage 0...255 from a doubled signed area, rounded to nearest.
    @inline(__always)
    static func alpha(_ doubledArea: Int, _ rule: FillRule) -> UInt8 {
        let full = ScanlineRasterizer.fullArea
        var v = abs(doubledArea)
        switch rule {
        case .nonZero:
            if v >= full { return 255 }
        case .evenOdd:
            v &= 2 * full - 1
            if v > full { v = 2 * full - v }
        }
        return UInt8(truncatingIfNeeded: (v * 255 + full / 2) >> (2 * ScanlineRasterizer.shift + 1))
    }
}
