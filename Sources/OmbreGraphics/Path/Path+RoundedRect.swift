extension Path {
    /// Adds a closed rectangle whose corners are quarter ellipses `cornerWidth` wide and
    /// `cornerHeight` tall (each at most half the side), clockwise on screen from the top edge.
    package mutating func addRoundedRect(_ rect: Rect, cornerWidth: Double, cornerHeight: Double) {
        let rx = min(max(cornerWidth, 0), rect.width / 2)
        let ry = min(max(cornerHeight, 0), rect.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(rect)
            return
        }
        // The classic handle length for a quarter ellipse: (4/3)·tan(π/8) of each radius.
        let k = 0.552_284_749_830_793_6
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        move(to: Point(x: x0 + rx, y: y0))
        addLine(to: Point(x: x1 - rx, y: y0))
        addCurve(
            to: Point(x: x1, y: y0 + ry), control1: Point(x: x1 - rx + k * rx, y: y0),
            control2: Point(x: x1, y: y0 + ry - k * ry))
        addLine(to: Point(x: x1, y: y1 - ry))
        addCurve(
            to: Point(x: x1 - rx, y: y1), control1: Point(x: x1, y: y1 - ry + k * ry),
            control2: Point(x: x1 - rx + k * rx, y: y1))
        addLine(to: Point(x: x0 + rx, y: y1))
        addCurve(
            to: Point(x: x0, y: y1 - ry), control1: Point(x: x0 + rx - k * rx, y: y1),
            control2: Point(x: x0, y: y1 - ry + k * ry))
        addLine(to: Point(x: x0, y: y0 + ry))
        addCurve(
            to: Point(x: x0 + rx, y: y0), control1: Point(x: x0, y: y0 + ry - k * ry),
            control2: Point(x: x0 + rx - k * rx, y: y0))
        closeSubpath()
    }

    /// Appends `other`'s elements after its first move, continuing the current subpath, so
    /// that an arc built on its own joins the path where it stands.
    package mutating func appendSegments(of other: Path) {
        for (i, element) in other.elements.enumerated() {
            switch element {
            case .move(let p): if i == 0 { addLine(to: p) } else { move(to: p) }
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .close: closeSubpath()
            }
        }
    }

    /// The box of every point of the path, control points included.
    package var controlPointBox: Rect {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .close: break
            }
        }
        let finite = points.filter(\.isFinite)
        guard let first = finite.first else { return .zero }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in finite {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
