/// A run of pixels in one device row and how much of each a shape covers.
///
/// Either every pixel has the same coverage `alpha`, or `values` points at one coverage per
/// pixel (0...255). `values` borrows memory that is only valid while the row is processed.
struct CoverageSpan {
    /// The first device column.
    var x: Int32
    /// The number of pixels, at least 1.
    var count: Int32
    /// The coverage of every pixel when `values` is nil.
    var alpha: UInt8
    /// Per-pixel coverage, or nil when `alpha` holds for the whole run.
    var values: UnsafePointer<UInt8>?

    var end: Int32 { x + count }
}
