extension Path {
    /// The dashes that stroking this path with `lengths` from `phase` paints, as open
    /// subpaths (see `StrokeStyle.dash`); curves come out as straight lines within
    /// `tolerance` (in this path's units). A pattern that draws solid gives the path
    /// flattened, whole.
    package func dashed(lengths: [Double], phase: Double, tolerance: Double) -> Path {
        let lines = dashPolylines(tolerance: tolerance)
        let dasher = Dasher(lengths: lengths, phase: phase, dotLength: tolerance * 1e-2)
        var result = Path()
        for line in lines {
            for piece in dasher?.pieces(of: line) ?? [line] {
                guard let first = piece.vertices.first else { continue }
                result.move(to: first.point)
                for vertex in piece.vertices.dropFirst() { result.addLine(to: vertex.point) }
                if piece.isClosed { result.closeSubpath() }
            }
        }
        return result
    }
}
