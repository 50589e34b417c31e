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
