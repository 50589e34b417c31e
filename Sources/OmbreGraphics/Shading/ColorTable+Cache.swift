import Foundation

extension ColorTable {
    /// What a table depends on: the stops as the mixer holds them and the kind of table.
    ///
    /// It keeps copies of the mixer's stops in arrays of its own, so that a mixer refilled in
    /// place never finds its storage shared with the cache.
    fileprivate struct Key {
        var locations: [Float] = []
        var values: [SIMD4<Float>] = []
        var interpolation = Gradient.Interpolation.srgb
        var premultiplied = false
        var conic = false
        var dithered = true

        func matches(_ mixer: ColorMixer, conic: Bool, dithered: Bool) -> Bool {
            self.conic == conic && self.dithered == dithered && interpolation == mixer.interpolation
                && premultiplied == mixer.premultiplied
                && locations == mixer.locations && values == mixer.values
        }

        /// Becomes the key of `mixer`, in the arrays' own storage when there is room.
        mutating func refill(_ mixer: ColorMixer, conic: Bool, dithered: Bool) {
            locations.copyElements(of: mixer.locations)
            values.copyElements(of: mixer.values)
            interpolation = mixer.interpolation
            premultiplied = mixer.premultiplied
            self.conic = conic
            self.dithered = dithered
        }
    }

    /// Recently built tables, so that a gradient drawn every frame builds its table once.
    private static let cache = TableCache()

    /// The table for `mixer` (indexed by the conic warp when `conic` is set), as fine as pixels
    /// `dithered` or not need it, built once and then shared while it stays among the most
    /// recently used.
    ///
    /// A gradient that changes every frame (an animation) rebuilds the least recently used
    /// table in its own memory once nothing else holds it, so that steady frames allocate nothing.
    static func shared(for mixer: ColorMixer, conic: Bool, dithered: Bool) -> ColorTable {
        cache.table(for: mixer, conic: conic, dithered: dithered)
    }

    fileprivate func refill(_ mixer: ColorMixer, conic: Bool, dithered: Bool) {
        refill(
            mixer, warp: conic ? Self.conicWarp : nil, steepness: conic ? Self.conicSteepness : 1, dithered: dithered)
    }
}

/// A small most-recently-used cache of color tables, safe to use from several threads.
private final class TableCache: @unchecked Sendable {
    private struct Entry {
        var key: ColorTable.Key
        var table: ColorTable
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    private let capacity = 32

    init() { entries.reserveCapacity(capacity) }

    func table(for mixer: ColorMixer, conic: Bool, dithered: Bool) -> ColorTable {
        if let found = lock.withLock({
            lookUp(mixer, conic: conic, dithered: dithered) ?? reuseLeastRecent(mixer, conic: conic, dithered: dithered)
        }) {
            return found
        }
        // Built outside the lock: another thread may build the same table meanwhile, which
        // costs time but not correctness.
        let made =
            conic
            ? ColorTable(mixer, warp: ColorTable.conicWarp, steepness: ColorTable.conicSteepness, dithered: dithered)
            : ColorTable(mixer, dithered: dithered)
        var entry = Entry(key: ColorTable.Key(), table: made)
        entry.key.refill(mixer, conic: conic, dithered: dithered)
        let table = entry.table
        lock.withLock {
            if entries.count >= capacity { entries.removeLast() }
            entries.insert(entry, at: 0)
        }
        return table
    }

    private func lookUp(_ mixer: ColorMixer, conic: Bool, dithered: Bool) -> ColorTable? {
        guard let i = entries.firstIndex(where: { $0.key.matches(mixer, conic: conic, dithered: dithered) }) else {
            return nil
        }
        moveToFront(i)
        return entries[0].table
    }

    /// The least recently used table rebuilt for `mixer` in place, when the cache is full and
    /// no shader holds that table any more; nil otherwise.
    ///
    /// Rebuilt under the lock, since no other thread may see the table meanwhile; it costs
    /// about as long as building a new one.
    private func reuseLeastRecent(_ mixer: ColorMixer, conic: Bool, dithered: Bool) -> ColorTable? {
        let last = entries.count - 1
        guard entries.count >= capacity, isKnownUniquelyReferenced(&entries[last].table) else { return nil }
        entries[last].table.refill(mixer, conic: conic, dithered: dithered)
        entries[last].key.refill(mixer, conic: conic, dithered: dithered)
        moveToFront(last)
        return entries[0].table
    }

    private func moveToFront(_ i: Int) {
        guard i > 0 else { return }
        let entry = entries.remove(at: i)
        entries.insert(entry, at: 0)
    }
}
