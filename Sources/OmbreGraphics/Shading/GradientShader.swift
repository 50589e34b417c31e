internal import COmbreSIMD

/// A gradient made ready to fill pixels: its mapping from device pixels to t and its colors.
///
/// Built once per draw; `shade` then costs a few vector operations per pixel with no
/// allocation or dynamic dispatch inside a row.
package final class GradientShader: Sendable {
    enum Mapping: Sendable {
        case axial(AxialMapping)
        case radial(RadialMapping)
        case conic(ConicMapping)
    }

    enum Colors: Sendable {
        case twoStop(TwoStopColorizer)
        case table(TableColorizer)
        case exact(ExactColorizer)
    }

    enum Program: Sendable {
        case solid(UInt32)
        case shaded(Mapping, Colors)
    }

    let program: Program
    /// The color table the program reads through a raw pointer, kept alive here.
    private let table: ColorTable?
    /// True when every pixel the shader produces is opaque.
    package let isOpaque: Bool

    /// Prepares `gradient` for a layer of `size` (its bounds, in its own units) whose local
    /// coordinates are `deviceToLayer` applied to device coordinates.
    ///
    /// A transform that collapses the layer, or a gradient without colors, shades transparent.
    package init(gradient: Gradient, size: Size, deviceToLayer: AffineTransform, dither: Bool) {
        guard let mixer = ColorMixer(gradient) else {
            program = .solid(0)
            isOpaque = false
            table = nil
            return
        }
        isOpaque = gradient.colors.allSatisfy { $0.alpha >= 1 }
        let last = Self.pixel(mixer.premultipliedBGRA255(at: .infinity))
        guard mixer.locations.count > 1, size.width > 0, size.height > 0,
            let mapping = Self.mapping(gradient, size: size, deviceToLayer: deviceToLayer)
        else {
            program = .solid(last)
            table = nil
            return
        }
        let l = mixer.locations
        let colors: Colors
        var usedTable: ColorTable?
        if dither, case .conic(let m) = mapping {
            // Dithered conics read a table indexed by the diamond angle: no arctangent per pixel.
            let conicTable = ColorTable.shared(for: mixer, conic: true)
            let diamond = ConicMapping(along: m.along, across: m.across, diamond: true)
            let colorizer = TableColorizer(table: conicTable, dither: true, tNeverBelowStart: true)
            program = .shaded(.conic(diamond), .table(colorizer))
            table = conicTable
            return
        }
        if gradient.interpolation == .srgb, l.count == 2, l[1] - l[0] > 1e-6, mixer.isAffineInT {
            colors = .twoStop(
                TwoStopColorizer(
                    from: mixer.premultipliedBGRA255(at: l[0]), to: mixer.premultipliedBGRA255(at: l[1]), l0: l[0],
                    l1: l[1], dither: dither))
        } else if dither {
            let stopTable = ColorTable.shared(for: mixer, conic: false)
            usedTable = stopTable
            // A radius is never negative: with the first stop at or below 0, t never falls below it.
            var radial = false
            if case .radial = mapping { radial = true }
            colors = .table(
                TableColorizer(table: stopTable, dither: true, tNeverBelowStart: radial && stopTable.start <= 0))
        } else {
            colors = .exact(ExactColorizer(mixer: mixer))
        }
        program = .shaded(mapping, colors)
        table = usedTable
    }

    private static func pixel(_ c: SIMD4<Float>) -> UInt32 {
        let r = (c + 0.5).rounded(.down)
        return UInt32(r[0]) | UInt32(r[1]) << 8 | UInt32(r[2]) << 16 | UInt32(r[3]) << 24
    }

    /// The mapping for the gradient's kind, or nil when its geometry is degenerate (the last
    /// color then fills).
    private static func mapping(_ g: Gradient, size: Size, deviceToLayer t: AffineTransform) -> Mapping? {
        let s = g.startPoint
        let e = g.endPoint
        let toUnit = t.concatenating(AffineTransform(scaleX: 1 / size.width, y: 1 / size.height))
        switch g.kind {
        case .axial:
            let d = e - s
            let l2 = d.dot(d)
            guard l2 > 0, l2.isFinite else { return nil }
            return .axial(
                AxialMapping(form: AffineForm(through: toUnit, ax: d.x / l2, ay: d.y / l2, c: -s.dot(d) / l2)))
        case .radial:
            var rx = abs(e.x - s.x)
            var ry = abs(e.y - s.y)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            guard rx > 0, rx.isFinite, ry.isFinite else { return nil }
            return .radial(
                RadialMapping(
                    u: AffineForm(through: toUnit, ax: 1 / rx, ay: 0, c: -s.x / rx),
                    v: AffineForm(through: toUnit, ax: 0, ay: 1 / ry, c: -s.y / ry)))
        case .conic:
            let c = Point(x: s.x * size.width, y: s.y * size.height)
            var dir = Point(x: (e.x - s.x) * size.width, y: (e.y - s.y) * size.height)
            let length = dir.length
            dir = length > 0 && length.isFinite ? dir * (1 / length) : Point(x: 1, y: 0)
            return .conic(
                ConicMapping(
                    along: AffineForm(through: t, ax: dir.x, ay: dir.y, c: -c.dot(dir)),
                    across: AffineForm(through: t, ax: -dir.y, ay: dir.x, c: c.x * dir.y - c.y * dir.x)))
        }
    }

    /// Writes `count` pixels of device row `y`, starting at device column `x`, to `out`.
    package func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch program {
        case .solid(let value):
            out.update(repeating: value, count: count)
        case .shaded(let mapping, let colors):
            switch (mapping, colors) {
            case (.axial(let m), .twoStop(let c)): Self.runAxialTwoStop(m, c, y, x, count, out)
            case (.axial(let m), .table(let c)): Self.runAxialTable(m, c, y, x, count, out)
            case (.axial(let m), .exact(let c)): Self.run(m, c, y, x, count, out)
            case (.radial(let m), .twoStop(let c)): Self.run(m, c, y, x, count, out)
            case (.radial(let m), .table(let c)): Self.run(m, c, y, x, count, out)
            case (.radial(let m), .exact(let c)): Self.run(m, c, y, x, count, out)
            case (.conic(let m), .twoStop(let c)): Self.run(m, c, y, x, count, out)
            case (.conic(let m), .table(let c)): Self.run(m, c, y, x, count, out)
            case (.conic(let m), .exact(let c)): Self.run(m, c, y, x, count, out)
            }
        }
    }

    @inline(__always)
    private static func run<M: GradientMapping, C: Colorizer>(
        _ mapping: M, _ colors: C, _ y: Int, _ x: Int, _ count: Int, _ out: UnsafeMutablePointer<UInt32>
    ) {
        var m = mapping
        m.startRow(y, x: x)
        var c = colors
        c.startRow(y: y, x: x)
        // A moving pointer rather than an offset from the start: the offset's overflow check
        // cost more than the store.
        var p = UnsafeMutableRawPointer(out)
        var i = 0
        while i + 8 <= count {
            p.storeBytes(of: c.pixels(m.next()), as: SIMD8<UInt32>.self)
            p += 32
            i += 8
        }
        if i < count {
            let px = c.pixels(m.next())
            for lane in 0..<(count - i) { out[i + lane] = px[lane] }
        }
    }
}
