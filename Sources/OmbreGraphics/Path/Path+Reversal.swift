extension Path {
    /// The same shape drawn the other way: each subpath, in the same order, runs from its last
    /// point back to its first through the same segments (curves with their control points
    /// swapped), closed when it was closed, as `UIBezierPath.reversing()` gives it.
    package var reversed: Path {
        var result = Path()
        var subpath: [Element] = []
        func flush() {
            guard case .move(let start) = subpath.first else { return }
            var ends = [start]
            var closed = false
            for element in subpath.dropFirst() {
                switch element {
                case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): ends.append(p)
                case .close: closed = true
                case .move: break
                }
            }
            result.move(to: ends[ends.count - 1])
            // Segment i runs from ends[i - 1] to ends[i]; walked back from the last.
            let segments = subpath.dropFirst().filter { if case .close = $0 { false } else { true } }
            for (i, segment) in segments.enumerated().reversed() {
                let to = ends[i]
                switch segment {
                case .line: result.addLine(to: to)
                case .quadCurve(_, let control): result.addQuadCurve(to: to, control: control)
                case .curve(_, let c1, let c2): result.addCurve(to: to, control1: c2, control2: c1)
                case .move, .close: break
                }
            }
            if closed { result.closeSubpath() }
        }
        for element in elements {
            if case .move = element {
                flush()
                subpath = []
            }
            subpath.append(element)
        }
        flush()
        return result
    }
}
