/// Collects a flattened path as polylines, keeping open subpaths open.
struct PolylineSink: PathSink {
    private(set) var polylines: [Polyline] = []
    private var current: Polyline?

    mutating func moveTo(_ p: Point) {
        finish()
        current = Polyline(vertices: [Polyline.Vertex(point: p, isSmooth: false)], isClosed: false)
    }

    mutating func lineTo(_ p: Point, smooth: Bool) {
        current?.vertices.append(Polyline.Vertex(point: p, isSmooth: smooth))
        current?.hasSegments = true
    }

    mutating func closeSubpath() {
        current?.isClosed = true
        current?.hasSegments = true
        finish()
    }

    /// Ends the current subpath; call once after the last element.
    mutating func finish() {
        if let line = current, line.hasSegments { polylines.append(line) }
        current = nil
    }
}
