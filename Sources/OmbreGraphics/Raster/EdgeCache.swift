/// The edges of the paths drawn lately, each under its transform and ordered by the row it
/// starts in, so that a frame drawn in strips flattens and sorts each path once rather than
/// once per strip.
///
/// A path is found again by value: the same path drawn again (a memoized shape, a kept
/// stroke outline) compares equal at once because it shares its storage. A short path (a
/// clip wedge) is kept as a copy in the entry's own memory instead, cheap to compare element
/// by element, so that its owner can rebuild it in place when it changes. Entries keep their
/// memory when the least recently used one makes room, so steady frames allocate nothing.
final class EdgeCache {
    private struct Entry {
        var path: Path
        var transform: AffineTransform
        var tolerance: Double
        var bounds: IntRect
        var edges: [RasterEdge]
        /// The lowest subpixel row any edge reaches.
        var bottom: Int
        /// The columns the edges can cover (see `EdgeList.columns`).
        var columns: (minX: Int, maxX: Int)
        /// Changes whenever the entry's edges are made again, for `CoverageCache` to key on.
        var id: Int
        var lastUse: Int
    }

    /// Paths remembered at once: more than a frame of ordinary views draws per strip.
    static let capacity = 48

    /// Paths of at most this many elements are copied rather than shared (a wedge has about 8).
    static let copiedElements = 16

    /// Makes `kept` hold `path` for comparing with later paths: a short one (a wedge) copied
    /// into `kept`'s own memory, as its owner may rebuild it in place, which sharing it would
    /// make a copy of each time; a long one shared, as copying it would cost more.
    static func keep(_ path: Path, in kept: inout Path) {
        if path.elements.count <= copiedElements {
            kept.replace(with: path)
        } else {
            kept = path
        }
    }

    private var entries: [Entry] = []
    private var clock = 0
    private var lastID = 0
    private let collected = EdgeList()
    /// Read and written for every edge of a path drawn afresh, by `sortByRow` alone, so its
    /// run-time exclusivity checks are left out.
    @exclusivity(unchecked) private var rowCounts: [Int] = []

    /// The edges of `path` under `transform`, its curves cut into chords within `tolerance`
    /// device pixels, that reach `bounds` (device pixels, never negative), ordered by the pixel
    /// row they start in; edges starting above `bounds` come first. The same path found again
    /// keeps its id.
    func edges(
        of path: Path, transform: AffineTransform, tolerance: Double = Path.flatteningTolerance, within bounds: IntRect
    ) -> ShapeEdges {
        cachedEdges(of: path, transform: transform, tolerance: tolerance, within: bounds)
            ?? newEdges(of: path, transform: transform, tolerance: tolerance, within: bounds)
    }

    /// The edges `edges(of:transform:tolerance:within:)` makes for a path it has not kept,
    /// kept from now on under a new id; for a caller that has just looked for them.
    func newEdges(
        of path: Path, transform: AffineTransform, tolerance: Double = Path.flatteningTolerance, within bounds: IntRect
    ) -> ShapeEdges {
        let slot = freeSlot()
        Self.keep(path, in: &entries[slot].path)
        entries[slot].transform = transform
        entries[slot].tolerance = tolerance
        entries[slot].bounds = bounds
        entries[slot].lastUse = clock
        lastID += 1
        entries[slot].id = lastID
        collected.reset(bounds: bounds)
        collected.add(path, transform: transform, tolerance: tolerance)
        (entries[slot].bottom, entries[slot].columns) = sortCollected(bounds: bounds, into: &entries[slot].edges)
        return ShapeEdges(
            edges: entries[slot].edges, bottom: entries[slot].bottom, id: lastID, columns: entries[slot].columns)
    }

    /// The edges `edges(of:transform:tolerance:within:)` gives when it has them already, else nil.
    func cachedEdges(
        of path: Path, transform: AffineTransform, tolerance: Double = Path.flatteningTolerance, within bounds: IntRect
    ) -> ShapeEdges? {
        clock += 1
        // The cheap keys first (most entries differ in them); the elements are compared last.
        let count = path.elements.count
        for i in entries.indices
        where entries[i].path.elements.count == count && entries[i].transform == transform
            && entries[i].tolerance == tolerance && entries[i].bounds == bounds && entries[i].path == path
        {
            entries[i].lastUse = clock
            if count > Self.copiedElements, !entries[i].path.sharesElements(with: path) {
                // An equal path remade in its own memory (by a `draw(_:)` every frame) is kept
                // in its place, so the other strips of the frame find it without comparing
                // element by element.
                entries[i].path = path
            }
            return ShapeEdges(
                edges: entries[i].edges, bottom: entries[i].bottom, id: entries[i].id, columns: entries[i].columns)
        }
        return nil
    }

    /// The edges of the closed polygons `polygons` (device pixels) that reach `bounds`, ordered
    /// as `edges(of:transform:tolerance:within:)` orders them, under an id of their own; not
    /// kept, for shapes drawn once.
    func edges(ofPolygons polygons: [[Point]], within bounds: IntRect) -> ShapeEdges {
        collected.reset(bounds: bounds)
        for polygon in polygons {
            guard var a = polygon.last else { continue }
            for b in polygon {
                collected.addLine(a, b)
                a = b
            }
        }
        var sorted: [RasterEdge] = []
        let (bottom, columns) = sortCollected(bounds: bounds, into: &sorted)
        lastID += 1
        return ShapeEdges(edges: sorted, bottom: bottom, id: lastID, columns: columns)
    }

    /// Merges the collected edges' vertical ones and sorts them by row into `sorted`; returns
    /// the lowest subpixel row they reach and the columns they can cover.
    private func sortCollected(
        bounds: IntRect, into sorted: inout [RasterEdge]
    ) -> (bottom: Int, columns: (minX: Int, maxX: Int)) {
        collected.mergeVerticalEdges()
        sortByRow(collected.edges, bounds: bounds, into: &sorted)
        return (collected.edges.reduce(0) { max($0, $1.y1) }, collected.columns)
    }

    /// Makes every path drawn from now on new to the cache, as if each had moved: its edges are
    /// made again, under a new id. The entries keep their memory.
    func forgetAll() {
        // No path is drawn within these bounds, so no entry is found again.
        for i in entries.indices { entries[i].bounds = IntRect(minX: -1, minY: -1, maxX: -1, maxY: -1) }
    }

    /// An entry to overwrite: a new one while there is room, else the least recently used.
    private func freeSlot() -> Int {
        if entries.count < Self.capacity {
            entries.append(
                Entry(
                    path: Path(), transform: .identity, tolerance: 0,
                    bounds: IntRect(minX: 0, minY: 0, maxX: 0, maxY: 0), edges: [],
                    bottom: 0, columns: (0, 0), id: 0, lastUse: 0))
            return entries.count - 1
        }
        var oldest = 0
        for i in entries.indices where entries[i].lastUse < entries[oldest].lastUse { oldest = i }
        return oldest
    }

    /// A counting sort by starting row into kept memory: linear in the edges and the rows they
    /// start in (not the whole box, so a small path drawn afresh in every strip stays cheap),
    /// and no allocation once warm (the sweep needs no finer order).
    private func sortByRow(_ edges: [RasterEdge], bounds: IntRect, into sorted: inout [RasterEdge]) {
        sorted.removeAll(keepingCapacity: true)
        guard !edges.isEmpty else { return }
        let shift = ScanlineRasterizer.shift
        // Edges that start above the box join the sweep at its first row; none starts below it.
        func startRow(_ e: RasterEdge) -> Int { min(max(e.y0 >> shift, bounds.minY), bounds.maxY - 1) }
        var first = Int.max
        var last = Int.min
        for e in edges {
            let r = startRow(e)
            first = min(first, r)
            last = max(last, r)
        }
        let rows = last - first + 1
        rowCounts.removeAll(keepingCapacity: true)
        rowCounts.append(contentsOf: repeatElement(0, count: rows + 1))
        for e in edges { rowCounts[startRow(e) - first + 1] += 1 }
        for r in 0..<rows { rowCounts[r + 1] += rowCounts[r] }
        sorted.append(contentsOf: edges)
        for e in edges {
            let r = startRow(e) - first
            sorted[rowCounts[r]] = e
            rowCounts[r] += 1
        }
    }
}

/// The device edges of one path under one transform, and an id that a canvas's edge cache
/// gives no other edges: equal ids mean equal edges.
struct ShapeEdges {
    let edges: [RasterEdge]
    /// The lowest subpixel row any edge reaches (0 when there are none).
    let bottom: Int
    let id: Int
    /// The pixel columns (minX ..< maxX) outside which the edges cover nothing; every column
    /// when not known.
    var columns: (minX: Int, maxX: Int) = (Int.min, Int.max)
}
