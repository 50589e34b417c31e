internal import COmbreSIMD

/// A gradient made ready to fill pixels: its mapping from device pixels to t and its colors.
///
/// Built once per draw; `shade` then costs a few vector operations per pixel with no
/// allocation or dynamic dispatch inside a row. A shader that nothing else holds can be
/// prepared again for another gradient in the memory it already has (`reset`), which is how
/// an animation's frames allocate nothing.
///
/// Unchecked: its state changes only in `reset`, which runs while nothing else holds the shader.
package final class GradientShader: @unchecked Sendable {
    enum Mapping: Sendable {
        case axial(AxialMapping)
        case radial(RadialMapping)
        /// A radial gradient that is not rotated: v is constant along each row.
        case radialRowConstant(RowConstantRadialMapping)
        case conic(ConicMapping)
    }

    /// How t becomes pixels. The two-stop variants are chosen once, here, so that a row's loop
    /// tests neither opacity nor which clamps it needs.
    enum Colors: Sendable {
        case twoStop(TwoStopColorizer)
        case opaqueTwoStop(OpaqueTwoStopColorizer)
        /// Opaque stops for a radius with the first stop at or below 0: no lower clamp.
        case radiusTwoStop(OpaqueTwoStopRadiusColorizer)
        case table(TableColorizer)
        /// A table for t that never falls below its start: no lower clamp.
        case tableFromStart(TableFromStartColorizer)
        case segments(SegmentColorizer)
    }

    enum Program: Sendable {
        case solid(UInt32)
        case shaded(Mapping, Colors)
    }

    private(set) var program = Program.solid(0) {
        didSet { slots.hold(program) }
    }
    /// `program` spread out for `shade` (see `ProgramSlots`).
    let slots = ProgramSlots()
    /// The color table the program reads through raw pointers, kept alive here.
    private var table: ColorTable?
    /// The segment factors a `.segments` program reads through raw pointers, kept (with their
    /// memory) for the next `reset`.
    private var segments: SegmentTable?
    /// The stops of the last gradient, kept for their memory.
    private var mixer = ColorMixer()
    /// True when every pixel the shader produces is opaque.
    package private(set) var isOpaque = false
    /// The rows of an opaque `.radialRowConstant` program with `.segments` colors, set up for
    /// `WideKernels` in C (the pixels of `runRadialSegments`); level 0 when the program is
    /// another. A pointer fixed for the shader's life, so that `shade` reads it without
    /// copying the program or checking exclusive access.
    let plan = UnsafeMutablePointer<ombre_radial_plan>.allocate(capacity: 1)

    /// Prepares `gradient` for a layer of `size` (its bounds, in its own units) whose local
    /// coordinates are `deviceToLayer` applied to device coordinates.
    ///
    /// A transform that collapses the layer, or a gradient without colors, shades transparent.
    package init(gradient: Gradient, size: Size, deviceToLayer: AffineTransform, dither: Bool) {
        plan.initialize(to: ombre_radial_plan())
        reset(gradient: gradient, size: size, deviceToLayer: deviceToLayer, dither: dither)
    }

    deinit { plan.deallocate() }

    /// Prepares the shader again, as `init` does, for another gradient, reusing the memory of
    /// its stops and segment factors.
    ///
    /// Precondition: nothing else holds the shader: no row is being shaded with it.
    package func reset(gradient: Gradient, size: Size, deviceToLayer: AffineTransform, dither: Bool) {
        defer { preparePlan() }
        table = nil
        guard mixer.refill(gradient) else {
            program = .solid(0)
            isOpaque = false
            return
        }
        isOpaque = gradient.colors.allSatisfy { $0.alpha >= 1 }
        let last = Self.pixel(mixer.premultipliedBGRA255(at: .infinity))
        guard mixer.locations.count > 1, size.width > 0, size.height > 0,
            let mapping = Self.mapping(gradient, size: size, deviceToLayer: deviceToLayer)
        else {
            program = .solid(last)
            return
        }
        let l = mixer.locations
        let twoAffineStops = l.count == 2 && l[1] - l[0] > 1e-6 && mixer.isAffineInT
        if case .conic(let m) = mapping, dither || !twoAffineStops {
            // Conics read a table indexed by the diamond angle: no arctangent per pixel. Without
            // dithering it rounds to nearest, within 15/16 level of the formula; segment factors
            // behind the polynomial arctangent measured several times slower.
            let conicTable = ColorTable.shared(for: mixer, conic: true, dithered: dither)
            let diamond = ConicMapping(along: m.along, across: m.across, diamond: true)
            let colorizer = TableColorizer(table: conicTable, dither: dither)
            program = .shaded(.conic(diamond), .tableFromStart(colorizer.notBelowStart))
            table = conicTable
            return
        }
        if twoAffineStops {
            let colors = TwoStopColorizer(
                from: mixer.stopBGRA255(0), to: mixer.stopBGRA255(1), l0: l[0], l1: l[1], dither: dither)
            program = .shaded(Self.specialized(mapping), Self.specialized(colors, for: mapping))
        } else if Self.walksSegments(Self.specialized(mapping), mixer) {
            // Mixed in sRGB along an axis, or radially without rotation with colors affine in t
            // (premultiplied mixing, or stops of one alpha): exact per-segment factors, run by
            // run along each row.
            let table: SegmentTable
            if let segments {
                segments.refill(mixer)
                table = segments
            } else {
                table = SegmentTable(mixer)
                segments = table
            }
            program = .shaded(Self.specialized(mapping), .segments(SegmentColorizer(table, dither: dither)))
        } else {
            // Rotated radial gradients with more stops, radial ones with straight mixing of
            // differing alphas (a per-chunk segment lookup measured slower than the table), and
            // linear light and Oklab, which are not affine in t: a table, within a level either way.
            let stopTable = ColorTable.shared(for: mixer, conic: false, dithered: dither)
            // A radius is never negative: with the first stop at or below 0, t never falls below it.
            var radial = false
            if case .radial = mapping { radial = true }
            let colorizer = TableColorizer(table: stopTable, dither: dither)
            let fromStart = radial && stopTable.start <= 0
            let colors = fromStart ? .tableFromStart(colorizer.notBelowStart) : Colors.table(colorizer)
            program = .shaded(Self.specialized(mapping), colors)
            table = stopTable
        }
    }

    /// True when rows of `m` split into runs of one segment each that shade faster than a
    /// table: mixed in sRGB, along an axis always, radially when the colors are affine in t.
    private static func walksSegments(_ m: Mapping, _ mixer: ColorMixer) -> Bool {
        guard mixer.interpolation == .srgb else { return false }
        return switch m {
        case .axial: true
        case .radialRowConstant: mixer.isAffineInT
        case .radial, .conic: false
        }
    }

    /// A radial mapping that is not rotated as its row-constant form.
    private static func specialized(_ m: Mapping) -> Mapping {
        if case .radial(let r) = m, r.vIsRowConstant { return .radialRowConstant(r.rowConstant) }
        return m
    }

    /// Two stops as the variant whose row loop needs no tests. Axial rows keep the general
    /// colorizer: they run in fixed point and test nothing per chunk.
    private static func specialized(_ c: TwoStopColorizer, for m: Mapping) -> Colors {
        var isRadius = false
        switch m {
        case .axial: return .twoStop(c)
        case .radial, .radialRowConstant: isRadius = true
        case .conic: break
        }
        guard c.isOpaque else { return .twoStop(c) }
        // A radius is never negative: with the first stop at or below 0 there is no lower clamp.
        return isRadius && c.l0 <= 0 ? .radiusTwoStop(c.opaque.notBelowFirstStop) : .opaqueTwoStop(c.opaque)
    }

    private static func pixel(_ c: SIMD4<Float>) -> UInt32 {
        let r = (c + 0.5).rounded(.down)
        return UInt32(r[0]) | UInt32(r[1]) << 8 | UInt32(r[2]) << 16 | UInt32(r[3]) << 24
    }

    /// The mapping for the gradient's kind, or nil when its geometry is degenerate (the last
    /// color then fills): both radii 0, or geometry so far out (or NaN) that t cannot be
    /// computed in Float. An axis whose start is its end runs left to right (t = u).
    private static func mapping(_ g: Gradient, size: Size, deviceToLayer t: AffineTransform) -> Mapping? {
        guard let m = kindMapping(g, size: size, deviceToLayer: t) else { return nil }
        switch m {
        case .axial(let a): return a.form.isFinite ? m : nil
        case .radial(let r): return r.u.isFinite && r.v.isFinite ? m : nil
        case .radialRowConstant(let r): return r.radial.u.isFinite && r.radial.v.isFinite ? m : nil
        case .conic(let c): return c.along.isFinite && c.across.isFinite ? m : nil
        }
    }

    private static func kindMapping(_ g: Gradient, size: Size, deviceToLayer t: AffineTransform) -> Mapping? {
        let s = g.startPoint
        let e = g.endPoint
        let toUnit = t.concatenating(AffineTransform(scaleX: 1 / size.width, y: 1 / size.height))
        switch g.kind {
        case .axial:
            let d = e - s
            let l2 = d.dot(d)
            // Start on end: iOS draws left to right across the bounds, t = u (measured on two
            // iOS-recorded references, iOS 9 and 11).
            if l2 == 0 && s.x.isFinite && s.y.isFinite {
                return .axial(AxialMapping(form: AffineForm(through: toUnit, ax: 1, ay: 0, c: 0)))
            }
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
            // The angle is measured in the unit square (u, v), as iOS does: on a layer that is
            // not square the wedges are uneven on screen.
            // Scaled to at most 1 first, so that far-off points still give a direction.
            var dir = e - s
            let largest = max(abs(dir.x), abs(dir.y))
            if largest > 0 && largest.isFinite { dir = dir * (1 / largest) }
            let length = dir.length
            dir = length > 0 && length.isFinite ? dir * (1 / length) : Point(x: 1, y: 0)
            return .conic(
                ConicMapping(
                    along: AffineForm(through: toUnit, ax: dir.x, ay: dir.y, c: -s.dot(dir)),
                    across: AffineForm(through: toUnit, ax: -dir.y, ay: dir.x, c: s.x * dir.y - s.y * dir.x)))
        }
    }

    /// Writes `count` pixels of device row `y`, starting at device column `x`, to `out`.
    package func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        if plan.pointee.level != 0 {
            ombre_radial_plan_row(plan, y, x, count, out)
            return
        }
        shadeFromSlots(y: y, x: x, count: count, into: out)
    }

    /// A conic row read from a table: by `WideKernels` where the CPU has them and the mapping
    /// yields the diamond angle (the same pixels), else by the generic loop.
    static func runConicTable(
        _ mapping: ConicMapping, _ colors: TableFromStartColorizer, _ y: Int, _ x: Int, _ count: Int,
        _ out: UnsafeMutablePointer<UInt32>, wide: WideKernels.Level = WideKernels.best
    ) {
        guard wide >= .avx2, mapping.diamond, WideKernels.best >= wide else {
            run(mapping, colors, y, x, count, out)
            return
        }
        let m = mapping.startRow(y, x: x)
        var c = colors.colors
        c.startRow(y: y, x: x)
        WideKernels.conicRow(along: m.p, across: m.q, colors: c, count: count, into: out, level: wide)
    }

    @inline(__always)
    static func run<M: GradientMapping, C: Colorizer>(
        _ mapping: M, _ colors: C, _ y: Int, _ x: Int, _ count: Int, _ out: UnsafeMutablePointer<UInt32>
    ) {
        var m = mapping.startRow(y, x: x)
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
            PixelCopy.store(px, first: count - i, to: out + i)
        }
    }
}
