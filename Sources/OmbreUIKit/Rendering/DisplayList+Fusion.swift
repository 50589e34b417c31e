import OmbreGraphics

extension DisplayList {
    /// The same drawing in fewer passes over the pixels: a paint clipped to one path alone is a
    /// fill of that path (no clip mask), and a fill followed by a stroke of the same path at the
    /// same opacity is one fill-and-stroke, which the canvas draws in one pass over the rows.
    ///
    /// This is what a `draw(_:)` that clips to a shape, draws a gradient and strokes the shape
    /// records; the pixels are those of the operations one by one. A save and restore around a
    /// single fill or stroke are dropped first.
    func fused() -> DisplayList {
        var result: [DrawOperation] = []
        result.reserveCapacity(operations.count)
        var i = 0
        while i < operations.count {
            if i + 3 < operations.count, case .save = operations[i], case .clip(let path, let rule) = operations[i + 1],
                case .paint(let paint, let transform, let alpha) = operations[i + 2], transform.isIdentity,
                case .restore = operations[i + 3]
            {
                result.append(.fill(path, paint, rule, alpha: alpha))
                i += 4
            } else if i + 2 < operations.count, case .save = operations[i], case .restore = operations[i + 2],
                operations[i + 1].onlyDraws
            {
                // A state saved and restored around one drawing changes nothing (as
                // `UIBezierPath.stroke()` does to set its line style).
                result.append(operations[i + 1])
                i += 3
            } else {
                result.append(operations[i])
                i += 1
            }
            if result.count >= 2,
                case .stroke(let outline, let stroke, let style, let transform, let alpha) = result[
                    result.count - 1], transform.isIdentity,
                case .fill(let path, let fill, let rule, let fillAlpha) = result[result.count - 2], path == outline,
                fillAlpha == alpha
            {
                result.removeLast(2)
                result.append(.fillThenStroke(path, fill, rule, stroke: stroke, style, alpha: alpha))
            }
        }
        return DisplayList(operations: result)
    }
}

extension DrawOperation {
    /// Whether the operation draws and leaves the state (clip, transform, alpha) as it was.
    fileprivate var onlyDraws: Bool {
        switch self {
        case .fill, .stroke, .fillThenStroke, .replace: true
        case .save, .restore, .flatness, .clip, .clipToMask, .paint, .shadowed, .group, .blended: false
        }
    }
}
