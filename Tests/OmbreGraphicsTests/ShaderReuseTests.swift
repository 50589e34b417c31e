import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// Shaders, color tables and the shader cache prepare a new gradient in the memory of an old
/// one (so that an animation's frames allocate nothing) and shade exactly as if made anew.
@Suite struct ShaderReuseTests {
    /// Every pixel of a `width`×`height` device area, row by row.
    static func pixels(_ shader: GradientShader, width: Int, height: Int) -> [UInt32] {
        var result = [UInt32](repeating: 0, count: width * height)
        result.withUnsafeMutableBufferPointer { out in
            for y in 0..<height { shader.shade(y: y, x: 0, count: width, into: out.baseAddress! + y * width) }
        }
        return result
    }

    /// How many of the two shaders' pixels differ over a `width`×`height` device area.
    static func differing(_ a: GradientShader, _ b: GradientShader, width: Int, height: Int) -> Int {
        zip(pixels(a, width: width, height: height), pixels(b, width: width, height: height)).filter { $0 != $1 }.count
    }

    static func address(_ array: [Color]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    static func axial(_ hue: Float, stops: Int = 3) -> Gradient {
        Gradient(
            colors: (0..<stops).map { Color(red: hue, green: Float($0) / Float(stops), blue: 1 - hue) },
            startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 0.3))
    }

    @Test func aResetShaderShadesLikeOneMadeForItsGradient() {
        // One shader through 300 random gradients: every kind, 1 to 6 stops, every space and
        // mixing, so that it moves between solid, two-stop, segment and table programs.
        var g = SplitMix(seed: 0x2E5E7)
        let reused = GradientShader(
            gradient: Self.axial(0.5), size: Size(width: 1, height: 1), deviceToLayer: .identity, dither: false)
        for i in 0..<300 {
            let gradient = ShaderPropertyTests.gradient(&g, extreme: false)
            let size = Size(width: Double.random(in: 4...48, using: &g), height: Double.random(in: 4...48, using: &g))
            let turn = ShaderPropertyTests.transform(&g, extreme: false)
            let dither = Bool.random(using: &g)
            reused.reset(gradient: gradient, size: size, deviceToLayer: turn, dither: dither)
            let fresh = GradientShader(gradient: gradient, size: size, deviceToLayer: turn, dither: dither)
            let (w, h) = (Int.random(in: 1...40, using: &g), Int.random(in: 1...12, using: &g))
            #expect(Self.differing(reused, fresh, width: w, height: h) == 0, "case \(i): \(gradient)")
            #expect(reused.isOpaque == fresh.isOpaque, "case \(i)")
        }
    }

    @Test func theSlotsARowReadsNameTheProgramsMappingAndColors() {
        // Rows read the program spread into slots; a reset must move the header with it.
        var g = SplitMix(seed: 0x5107)
        let reused = GradientShader(
            gradient: Self.axial(0.5), size: Size(width: 1, height: 1), deviceToLayer: .identity, dither: false)
        var seen = Set<String>()
        for i in 0..<300 {
            let gradient = ShaderPropertyTests.gradient(&g, extreme: false)
            let size = Size(width: Double.random(in: 4...48, using: &g), height: Double.random(in: 4...48, using: &g))
            reused.reset(
                gradient: gradient, size: size, deviceToLayer: ShaderPropertyTests.transform(&g, extreme: false),
                dither: Bool.random(using: &g))
            let header = reused.slots.header.pointee
            switch reused.program {
            case .solid(let pixel):
                #expect(header.solid == pixel, "case \(i)")
                seen.insert("solid")
            case .shaded(let mapping, let colors):
                let kinds: (ProgramSlots.MappingKind, ProgramSlots.ColorsKind)
                switch mapping {
                case .axial: kinds.0 = .axial
                case .radial: kinds.0 = .radial
                case .radialRowConstant: kinds.0 = .radialRowConstant
                case .conic: kinds.0 = .conic
                }
                switch colors {
                case .twoStop: kinds.1 = .twoStop
                case .opaqueTwoStop: kinds.1 = .opaqueTwoStop
                case .radiusTwoStop: kinds.1 = .radiusTwoStop
                case .table: kinds.1 = .table
                case .tableFromStart: kinds.1 = .tableFromStart
                case .segments: kinds.1 = .segments
                }
                #expect(header.solid == nil && header.mapping == kinds.0 && header.colors == kinds.1, "case \(i)")
                seen.insert("\(kinds.0) \(kinds.1)")
            }
        }
        // The random gradients reach most pairings, so the check above is not of one kind only.
        #expect(seen.count >= 8, "\(seen.sorted())")
    }

    @Test func theSlotsHoldOnlyPlainData() {
        // A slot is written over without being emptied first (`ProgramSlots.hold`): a mapping or
        // colorizer that came to hold a reference would leak it, or free it twice.
        #expect(_isPOD(ProgramSlots.Header.self))
        #expect(_isPOD(AxialMapping.self) && _isPOD(RadialMapping.self))
        #expect(_isPOD(RowConstantRadialMapping.self) && _isPOD(ConicMapping.self))
        #expect(_isPOD(TwoStopColorizer.self) && _isPOD(OpaqueTwoStopColorizer.self))
        #expect(_isPOD(OpaqueTwoStopRadiusColorizer.self) && _isPOD(TableColorizer.self))
        #expect(_isPOD(TableFromStartColorizer.self) && _isPOD(SegmentColorizer.self))
    }

    @Test func theCacheRebuildsItsOldestShaderOnlyOnceNothingHoldsIt() {
        var cache = ShaderCache()
        let bounds = Rect(x: 0, y: 0, width: 32, height: 16)
        func shader(_ gradient: Gradient) -> GradientShader? {
            guard
                case .gradient(let s) = cache.shader(
                    for: .gradient(gradient, bounds: bounds, dither: true), transform: .identity)
            else { return nil }
            return s
        }
        weak let first = shader(Self.axial(0))
        #expect(first != nil)
        for k in 1..<8 { _ = shader(Self.axial(Float(k) / 10)) }
        // The cache is full; the ninth gradient takes the first one's shader, which nobody holds.
        let ninth = Self.axial(0.9, stops: 5)
        let reused = shader(ninth)
        #expect(reused != nil && reused === first)
        let fresh = GradientShader(gradient: ninth, size: bounds.size, deviceToLayer: .identity, dither: true)
        #expect(Self.differing(reused!, fresh, width: 32, height: 16) == 0)

        // A shader someone still holds is left as it is: the next gradient gets a new one.
        let held = shader(Self.axial(0.1))
        #expect(held != nil)
        let original = GradientShader(
            gradient: Self.axial(0.1), size: bounds.size, deviceToLayer: .identity, dither: true)
        for k in 10..<30 { _ = shader(Self.axial(Float(k) / 40, stops: 2 + k % 4)) }
        #expect(Self.differing(held!, original, width: 32, height: 16) == 0)
    }

    @Test func theCacheKeepsNoReferenceToTheCallersArrays() {
        let canvas = Canvas(target: PixelBuffer(width: 16, height: 8))
        var gradient = Self.axial(0.3)
        let bounds = Rect(x: 0, y: 0, width: 16, height: 8)
        canvas.fill(bounds, with: .gradient(gradient, bounds: bounds, dither: false))
        let storage = Self.address(gradient.colors)
        // Shared storage would be copied on this write; unshared, it is written in place.
        gradient.colors[0] = .white
        #expect(Self.address(gradient.colors) == storage)
        // Its own copy keeps the old gradient apart from the changed one, which draws anew.
        canvas.fill(bounds, with: .gradient(gradient, bounds: bounds, dither: false))
        let expected = Canvas(target: PixelBuffer(width: 16, height: 8))
        expected.fill(bounds, with: .gradient(gradient, bounds: bounds, dither: false))
        #expect(canvas.target[0, 0] == expected.target[0, 0])
        #expect(canvas.target[0, 0] != 0 && gradient != Self.axial(0.3))
    }

    @Test func theCacheTellsGradientsWithAndWithoutLocationsApart() {
        // The same colors with locations given, left out, and given again, each drawn twice
        // (the second time from the cache), on one canvas: each as a new canvas draws it.
        let bounds = Rect(x: 0, y: 0, width: 24, height: 8)
        let canvas = Canvas(target: PixelBuffer(width: 24, height: 8))
        var spaced = Self.axial(0.4)
        spaced.locations = [0, 0.1, 1]
        var outOfCount = spaced
        outOfCount.locations = [0, 0.1]
        for gradient in [spaced, Self.axial(0.4), outOfCount, spaced, Self.axial(0.4)] {
            for _ in 0..<2 {
                canvas.fill(bounds, with: .gradient(gradient, bounds: bounds, dither: false))
                let fresh = Canvas(target: PixelBuffer(width: 24, height: 8))
                fresh.fill(bounds, with: .gradient(gradient, bounds: bounds, dither: false))
                #expect(canvas.target == fresh.target, "\(String(describing: gradient.locations))")
            }
        }
        let a = Canvas(target: PixelBuffer(width: 24, height: 8))
        a.fill(bounds, with: .gradient(spaced, bounds: bounds, dither: false))
        let b = Canvas(target: PixelBuffer(width: 24, height: 8))
        b.fill(bounds, with: .gradient(Self.axial(0.4), bounds: bounds, dither: false))
        #expect(a.target != b.target, "the locations change the picture")
    }

    @Test func sharedColorTablesAreRebuiltInPlaceOnceNothingHoldsThem() {
        // Conic gradients read shared tables. Each new gradient past the cache's size takes
        // the least recently used table when no shader holds it: alive all along, so the same
        // object, with the entries of a table made for the new stops.
        var seen: [Weak] = []
        var reused = 0
        var sizes = Set<Int>()
        for k in 0..<80 {
            var gradient = Self.axial(Float(k) / 80, stops: 2 + k % 5)
            gradient.kind = .conic
            // Every third has a steep segment, whose table needs more entries than the
            // 1024 of the others: a rebuilt table must grow, or shrink, to the right count.
            if k % 3 == 0 { gradient.locations = (0..<gradient.colors.count).map { $0 == 1 ? 0.0005 : Double($0) } }
            guard let mixer = ColorMixer(gradient) else { continue }
            // Tables for dithered pixels and for plainly rounded ones differ in size.
            let dithered = k % 2 == 0
            let table = ColorTable.shared(for: mixer, conic: true, dithered: dithered)
            if seen.contains(where: { $0.table === table }) { reused += 1 }
            seen.append(Weak(table: table))
            let fresh = ColorTable(
                mixer, warp: ColorTable.conicWarp, steepness: ColorTable.conicSteepness, dithered: dithered)
            sizes.insert(fresh.count)
            #expect(table.count == fresh.count && table.start == fresh.start && table.end == fresh.end, "case \(k)")
            #expect((0..<fresh.count).allSatisfy { table.entries[$0] == fresh.entries[$0] }, "case \(k)")
        }
        #expect(reused >= 8, "\(reused) of 80 tables reused")
        #expect(sizes.count > 1 && sizes.contains(1024), "table sizes \(sizes.sorted())")
    }

    final class Weak {
        weak var table: ColorTable?
        init(table: ColorTable) { self.table = table }
    }
}
