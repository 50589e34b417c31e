/// Feeds flattened subpaths to an edge list as closed polygons.
struct EdgeSink: PathSink {
    let list: EdgeList
    var start = Point.zero
    var current = Point.zero

    init(list: EdgeList) { self.list = list }

    mutating func moveTo(_ p: Point) {
        closeSubpath()
        start = p
        current = p
    }

    mutating func lineTo(_ p: Point, smooth: Bool) {
        list.addLine(current, p)
        current = p
    }

    mutating func closeSubpath() {
        if current != start { list.addLine(current, start) }
        current = start
    }
}
