internal import CFreeType

/// Turns a FreeType outline into a path, flipping y so that it grows downward as on screen.
enum GlyphOutline {
    static func path(of outline: UnsafeMutablePointer<FT_Outline>) -> Path {
        var funcs = FT_Outline_Funcs()
        funcs.move_to = { to, user in
            builder(user).move(to: point(to))
            return 0
        }
        funcs.line_to = { to, user in
            builder(user).addLine(to: point(to))
            return 0
        }
        funcs.conic_to = { control, to, user in
            builder(user).addQuadCurve(to: point(to), control: point(control))
            return 0
        }
        funcs.cubic_to = { control1, control2, to, user in
            builder(user).addCurve(to: point(to), control1: point(control1), control2: point(control2))
            return 0
        }
        let box = PathBox()
        withExtendedLifetime(box) {
            _ = FT_Outline_Decompose(outline, &funcs, Unmanaged.passUnretained(box).toOpaque())
        }
        box.path.closeSubpath()
        return box.path
    }

    fileprivate final class PathBox {
        var path = Path()

        func move(to p: Point) {
            path.closeSubpath()
            path.move(to: p)
        }
        func addLine(to p: Point) { path.addLine(to: p) }
        func addQuadCurve(to p: Point, control: Point) { path.addQuadCurve(to: p, control: control) }
        func addCurve(to p: Point, control1: Point, control2: Point) {
            path.addCurve(to: p, control1: control1, control2: control2)
        }
    }

}

private func builder(_ user: UnsafeMutableRawPointer?) -> GlyphOutline.PathBox {
    Unmanaged<GlyphOutline.PathBox>.fromOpaque(user!).takeUnretainedValue()
}

private func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
    Point(x: Double(v!.pointee.x), y: -Double(v!.pointee.y))
}
