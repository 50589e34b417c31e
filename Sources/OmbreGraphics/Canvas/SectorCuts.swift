/// The paths a canvas lately cut to a clip sector (see `Canvas.rows(of:rule:using:)`), so
/// that a path drawn again takes the way of shapes drawn again: its whole edges kept, its
/// coverage recorded and replayed.
struct SectorCuts {
    /// Paths remembered at once: a frame's few clipped shapes and their strokes.
    static let capacity = 8

    private var paths: [(path: Path, transform: AffineTransform)] = []
    private var next = 0

    /// Whether `path` under `transform` was cut lately.
    func contains(_ path: Path, transform: AffineTransform) -> Bool {
        let count = path.elements.count
        // The cheap keys first; the elements are compared only for an equal count.
        return paths.contains {
            $0.path.elements.count == count && $0.transform == transform
                && ($0.path.sharesElements(with: path) || $0.path == path)
        }
    }

    /// Remembers `path` under `transform`, in place of the oldest once full.
    mutating func remember(_ path: Path, transform: AffineTransform) {
        if paths.count < Self.capacity {
            paths.append((path, transform))
        } else {
            paths[next] = (path, transform)
        }
        next = (next + 1) % Self.capacity
    }

    /// Forgets every path, as `Canvas.forgetShapes()` makes every shape new.
    mutating func forgetAll() {
        paths.removeAll(keepingCapacity: true)
        next = 0
    }
}
