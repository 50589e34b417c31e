import Foundation

extension ColorTable {
    /// What a table depends on: the stops as the mixer holds them and the kind of table.
    struct Key: Hashable {
        let locations: [Float]
        let values: [SIMD4<Float>]
        let interpolation: Gradient.Interpolation
        let premultiplied: Bool
        let conic: Bool
    }

    /// Recently built tables, so that a gradient drawn every frame builds its table once.
    private static let cache = TableCache()

    /// The table for `mixer` (indexed by the conic warp when `conic` is set), built once and
    /// then shared while it stays among the most recently used.
    static func shared(for mixer: ColorMixer, conic: Bool) -> ColorTable {
        let key = Key(
            locations: mixer.locations, values: mixer.values, interpolation: mixer.interpolation,
            premultiplied: mixer.premultiplied, conic: conic)
        return cache.table(for: key) {
            conic ? ColorTable(mixer, warp: conicWarp, steepness: conicSteepness) : ColorTable(mixer)
        }
    }
}

/// A small most-recently-used cache of color tables, safe to use from several threads.
private final class TableCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(key: ColorTable.Key, table: ColorTable)] = []
    private let capacity = 32

    func table(for key: ColorTable.Key, make: () -> ColorTable) -> ColorTable {
        if let hit = lock.withLock({ lookUp(key) }) { return hit }
        // Built outside the lock: another thread may build the same table meanwhile, which
        // costs time but not correctness.
        let table = make()
        lock.withLock {
            entries.insert((key, table), at: 0)
            if entries.count > capacity { entries.removeLast() }
        }
        return table
    }

    private func lookUp(_ key: ColorTable.Key) -> ColorTable? {
        guard let i = entries.firstIndex(where: { $0.key == key }) else { return nil }
        let entry = entries.remove(at: i)
        entries.insert(entry, at: 0)
        return entry.table
    }
}
