/// One flattened subpath: its vertices in order and whether it closes.
struct Polyline {
    struct Vertex {
        var point: Point
        /// True inside a flattened curve, where the true outline has no corner.
        var isSmooth: Bool
    }

    var vertices: [Vertex]
    var isClosed: Bool
    /// True once a segment or a close was added: a lone `move` draws nothing, while a
    /// segment of zero length still draws its caps.
    var hasSegments = false
    /// The length a dash pattern gives each segment (segment i ends at vertex i + 1; a
    /// closing segment not listed counts its own length); nil: every segment its own length.
    var measures: [Double]? = nil
    /// The true directions at an open polyline's ends, where it starts or ends with a curve
    /// (nil: its first or last segment's own); a stroke's caps are square to them.
    var startDirection: Point? = nil
    var endDirection: Point? = nil

    /// The vertices with runs of points closer than `epsilon` merged (their direction is
    /// meaningless); a closed polyline also drops a last vertex that repeats the first.
    func withoutRepeats(within epsilon: Double) -> [Vertex] {
        var result: [Vertex] = []
        result.reserveCapacity(vertices.count)
        for v in vertices {
            if let last = result.last, (v.point - last.point).length <= epsilon {
                result[result.count - 1].isSmooth = last.isSmooth && v.isSmooth
                continue
            }
            result.append(v)
        }
        if isClosed, result.count > 1, (result[result.count - 1].point - result[0].point).length <= epsilon {
            let last = result.removeLast()
            result[0].isSmooth = result[0].isSmooth && last.isSmooth
        }
        return result
    }
}
