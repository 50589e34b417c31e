/// The contents of a report folder's `cases.json`.
struct SnapshotReportData: Codable {
    /// [K, N] for the report of one shard; nil for a whole suite or a merged one.
    var shard: [Int]?
    var tolerance: Int
    var cases: [SnapshotResult]
}
