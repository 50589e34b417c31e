internal import COmbreSIMD

/// Any stops in any space, through a table of colors in 8.8 fixed point over the span of the
/// locations; dithering adds a per-pixel bias before the integer part is taken. Dithered, a
/// channel is within a level of the formula (each entry is encoded so that every bias keeps it
/// there, see `ColorTable.encodeForDither`); without dithering within 15/16 (the nearest entry
/// of the table is within 7/16).
/// Unchecked: `biases` points into immutable, never-freed tables, and `entries` into the
/// immutable table that the owning `GradientShader` keeps alive. Holding no reference keeps
/// copies of the colorizer free of reference counting in the per-row calls.
struct TableColorizer: Colorizer, @unchecked Sendable {
    let entries: UnsafePointer<UInt64>
    /// The table's finished pixels when not dithering (see `ColorTable.pixels`), else nil.
    let pixels: UnsafePointer<UInt32>?
    /// The table's entries split into integer parts and fractions when dithering (see
    /// `ColorTable.split`), else nil.
    let whole: UnsafePointer<UInt32>?
    let fraction: UnsafePointer<UInt32>?
    /// The span of t the table covers.
    let start: Float
    let end: Float
    let scale: Float
    let shift: Float
    let last: Float
    let biases: UnsafePointer<UInt64>
    private(set) var rowBias = SIMD32<UInt16>()

    init(table: ColorTable, dither: Bool) {
        entries = UnsafePointer(table.entries)
        pixels = dither ? nil : table.pixels.map { UnsafePointer($0) }
        whole = dither ? table.split.map { UnsafePointer($0.whole) } : nil
        fraction = dither ? table.split.map { UnsafePointer($0.fraction) } : nil
        start = table.start
        end = table.end
        let span = table.end - table.start
        last = Float(table.count - 1)
        scale = last / span
        shift = -table.start * scale
        biases = UnsafePointer(dither ? DitherTables.shared.fixedBiases : DitherTables.shared.centeredBiases)
    }

    mutating func startRow(y: Int, x: Int) {
        let b = UnsafeRawPointer(biases + (y & 7) * 16 + (x & 7)).loadUnaligned(as: SIMD8<UInt64>.self)
        rowBias = unsafeBitCast(b, to: SIMD32<UInt16>.self)
    }

    @inline(__always)
    func pixels(_ t: SIMD8<Float>) -> SIMD8<UInt32> {
        pixels(index: roundedBits(ombre_clamp8(t * scale + shift, 0, last)) &- roundingMagicBits)
    }

    /// For t that never falls below the table's start: only the upper clamp is needed.
    @inline(__always)
    func pixels(notBelowStart t: SIMD8<Float>) -> SIMD8<UInt32> {
        pixels(index: roundedBits(ombre_min8(t * scale + shift, last)) &- roundingMagicBits)
    }

    /// The same colorizer for t that never falls below the table's start (a radius, with the
    /// first stop at or below 0, or a diamond angle), with one clamp fewer per chunk.
    var notBelowStart: TableFromStartColorizer { TableFromStartColorizer(colors: self) }

    /// `pixels` of each chunk, gathered and packed only when its table indices differ from the
    /// chunk before's: every chunk of a row has the same dither lanes, so equal indices give
    /// equal pixels. Where t is clamped beyond either end of the gradient's axis, or changes
    /// slowly along the row, chunks repeat the one before.
    ///
    /// With `outward`, chunks are visited moving away from the span, so that t only moves
    /// further out of it: once every lane of a chunk has reached the end of the table that t
    /// moves towards, every chunk beyond is that chunk again (t, and so each lane's index, are
    /// monotonic in j).
    @inline(__always)
    func shadeChunks(
        _ chunks: Range<Int>, t0: SIMD8<Float>, dt: Float, into raw: UnsafeMutableRawPointer, outward: ChunkSide?
    ) {
        guard !chunks.isEmpty else { return }
        let descending = outward == .before
        // How v = t · scale + shift moves from chunk to chunk along the visit; only finite
        // values are sure to be monotonic.
        let slope = (descending ? -dt : dt) * scale
        let settles = outward != nil && slope.isFinite && all((t0 - t0) .== 0)
        // The index every lane keeps once there: the end of the table that v moves towards
        // (with v still, any index).
        let settled = SIMD8<UInt32>(repeating: slope < 0 ? 0 : UInt32(last))
        var lastIndex = SIMD8<UInt32>(repeating: .max)
        var lastPixels = SIMD8<UInt32>()
        // The chunks not yet stored: `pending` of them, next to the chunk `j` visits.
        var j = descending ? chunks.upperBound - 1 : chunks.lowerBound
        var pending = 0
        @inline(__always) func flush() {
            guard pending > 0 else { return }
            let first = descending ? j + 1 : j - pending
            WideKernels.fillChunks(raw + 32 * first, chunks: pending, with: lastPixels)
            pending = 0
        }
        while chunks.contains(j) {
            let t = t0 + Float(j) * dt
            let index = roundedBits(ombre_clamp8(t * scale + shift, 0, last)) &- roundingMagicBits
            if any(index .!= lastIndex) {
                flush()
                lastPixels = pixels(index: index)
                lastIndex = index
                if settles && (slope == 0 || all(index .== settled)) {
                    // Every chunk from here to the end of the range is this one.
                    pending = descending ? j - chunks.lowerBound + 1 : chunks.upperBound - j
                    j = descending ? chunks.lowerBound - 1 : chunks.upperBound
                    break
                }
            }
            pending += 1
            j += descending ? -1 : 1
        }
        flush()
    }

    /// The pixels for eight table indices, each at most `last`.
    @inline(__always)
    func pixels<Index: SIMD>(index: Index) -> SIMD8<UInt32> where Index.Scalar: BinaryInteger {
        let e = entries
        let gathered = SIMD8<UInt64>(
            e[Int(index[0])], e[Int(index[1])], e[Int(index[2])], e[Int(index[3])],
            e[Int(index[4])], e[Int(index[5])], e[Int(index[6])], e[Int(index[7])])
        return ombre_round_pack8(unsafeBitCast(gathered, to: SIMD32<UInt16>.self), rowBias)
    }
}

/// A `TableColorizer` for t that never falls below the table's start.
struct TableFromStartColorizer: Colorizer {
    var colors: TableColorizer

    mutating func startRow(y: Int, x: Int) { colors.startRow(y: y, x: x) }

    @inline(__always)
    func pixels(_ t: SIMD8<Float>) -> SIMD8<UInt32> { colors.pixels(notBelowStart: t) }
}
