/// Feeds flattened subpaths to a rasterizer as closed polygons.
struct EdgeSink: PathSink {
    let rasterizer: ScanlineRasterizer
    var start = Point.zero
    var current = Point.zero

    init(rasterizer: ScanlineRasterizer) { self.rasterizer = rasterizer }

    mutating func moveTo(_ p: Point) {
        closeSubpath()
        start = p
        current = p
    }

    mutating func lineTo(_ p: Point, smooth: Bool) {
        rasterizer.addLine(current, p)
        current = p
    }

    mutating func closeSubpath() {
        if current != start { rasterizer.addLine(current, start) }
        current = start
    }
}
