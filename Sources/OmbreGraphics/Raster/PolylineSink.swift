/// Collects a flattened path as polylines, keeping open subpaths open.
struct PolylineSink: PathSink {
    private(set) var polylines: [Polyline] = []
    private var current: Polyline?
    /// The end direction of the curve whose points are coming, until its last point.
    private var curveEnd: Point?

    mutating func moveTo(_ p: Point) {
        finish()
        current = Polyline(vertices: [Polyline.Vertex(point: p, isSmooth: false)], isClosed: false)
    }

    mutating func lineTo(_ p: Point, smooth: Bool) {
        current?.vertices.append(Polyline.Vertex(point: p, isSmooth: smooth))
        current?.hasSegments = true
        // A curve's last point, or a line's end: the direction the polyline now ends in.
        if !smooth {
            current?.endDirection = curveEnd
            curveEnd = nil
        }
    }

    mutating func curveDirections(start: Point, end: Point) {
        if current?.vertices.count == 1 { current?.startDirection = start }
        curveEnd = end
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
