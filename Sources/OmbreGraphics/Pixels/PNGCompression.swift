/// How PNG files are compressed: zlib's level and the row filters libpng may choose among.
///
/// Every setting writes the same pixels; they trade encoding time against file size.
public struct PNGCompression: Hashable, Sendable {
    /// The row filters PNG defines. With more than one, libpng picks one per row by a
    /// heuristic (the row whose filtered bytes have the smallest sum of absolute values).
    public struct Filters: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: Int

        /// A filter set from its bits (`none` is 1, `sub` 2, `up` 4, `average` 8, `paeth` 16).
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Bytes as they are.
        public static let none = Filters(rawValue: 1)
        /// Each byte minus the one a pixel to its left.
        public static let sub = Filters(rawValue: 2)
        /// Each byte minus the one above.
        public static let up = Filters(rawValue: 4)
        /// Each byte minus the mean of left and above.
        public static let average = Filters(rawValue: 8)
        /// Each byte minus the Paeth predictor of left, above and upper left.
        public static let paeth = Filters(rawValue: 16)
        /// All five, chosen per row.
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// zlib's compression level, 0 (store) to 9 (smallest, slowest).
    public let level: Int
    /// The filters libpng may use; never empty.
    public let filters: Filters

    /// The zlib levels there are.
    public static let levels = 0...9

    /// A setting of `level` and `filters`; nil when the level is outside 0...9 or no known
    /// filter is given.
    public init?(level: Int, filters: Filters) {
        guard Self.levels.contains(level), !filters.intersection(.all).isEmpty else { return nil }
        self.level = level
        self.filters = filters.intersection(.all)
    }

    private init(checkedLevel level: Int, filters: Filters) {
        self.level = level
        self.filters = filters
    }

    /// What single images use unless told otherwise: zlib level 6 with the `sub` filter on
    /// every row. On rendered 1080p frames (Benchmarks/README.md, "PNG encoding") it gave the
    /// smallest files short of level 9 (ten times slower on the gallery): 4–23 % smaller than
    /// libpng's default (level 6, all filters chosen per row) in 0.6 of its time.
    public static let standard = PNGCompression(checkedLevel: 6, filters: .sub)

    /// What folders of frames use: zlib level 4 with `sub`. Measured the same way, it is 1.2–2.4×
    /// as fast as `standard` for files 6–27 % larger, and within 3 % of the size of libpng's
    /// default in a quarter to a half of its time.
    public static let frames = PNGCompression(checkedLevel: 4, filters: .sub)
}
