/// Which of N deterministic slices of a suite to run: case i belongs to shard (i mod N) + 1.
struct Shard: Hashable, Sendable, CustomStringConvertible {
    let index: Int
    let count: Int

    /// Parses `K/N` with 1 ≤ K ≤ N.
    init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else {
            return nil
        }
        index = k
        count = n
    }

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    func contains(_ caseIndex: Int) -> Bool { caseIndex % count + 1 == index }

    var description: String { "\(index)/\(count)" }

    /// The report folder's name for this shard: `report-K-of-N`.
    var reportFolderName: String { "report-\(index)-of-\(count)" }
}
