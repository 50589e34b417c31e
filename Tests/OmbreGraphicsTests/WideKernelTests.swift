import Foundation
import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// The wide row kernels, used where the CPU has them, give exactly the bits of the Swift loops
/// they stand in for: on such a CPU, every pixel shaded with them (each level the CPU runs)
/// equals the pixel shaded without. (Elsewhere they are never called, and there is nothing to
/// compare.)
@Suite(.enabled(if: WideKernels.available, "the CPU has no AVX2")) struct WideKernelTests {
    /// Shades `count` pixels of row `y` from column `x` of a radial segment program: with
    /// `.none` by the Swift loop, else by the shader's plan in C with the kernels of `wide`.
    /// False when the shader has no such program, or no plan for it.
    static func shade(
        _ shader: GradientShader, y: Int, x: Int, count: Int, wide: WideKernels.Level,
        into out: UnsafeMutablePointer<UInt32>
    ) -> Bool {
        guard case .shaded(.radialRowConstant(let mapping), .segments(let colors)) = shader.program else {
            return false
        }
        if wide == .none {
            GradientShader.runRadialSegments(mapping, colors, y, x, count, out)
            return true
        }
        guard shader.plan.pointee.level != 0 else { return false }
        shader.plan.pointee.level = Int32(wide.rawValue)
        shader.shade(y: y, x: x, count: count, into: out)
        return true
    }

    /// The levels the CPU runs, from AVX2 on.
    static let levels = WideKernels.Level.allCases.filter { $0 >= .avx2 && $0 <= WideKernels.best }

    /// A random radial gradient of three stops or more (two are shaded directly, without
    /// segment runs), all opaque (the wide kernels cover the opaque runs), prepared for a random
    /// size and scale.
    static func opaqueRadialShader(
        _ g: inout SplitMix, dither: Bool
    ) -> (Gradient, GradientShader, w: Int, h: Int, scale: Double) {
        var gradient = RadialSegmentTests.gradient(&g)
        while gradient.colors.count < 3 { gradient = RadialSegmentTests.gradient(&g) }
        gradient.colors = gradient.colors.map { Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: 1) }
        let (w, h) = (Int.random(in: 1...300, using: &g), Int.random(in: 1...24, using: &g))
        let scale = [1.0, 0.25, 7.5].randomElement(using: &g)!
        let shader = GradientShader(
            gradient: gradient, size: Size(width: Double(w), height: Double(h)),
            deviceToLayer: AffineTransform(scaleX: scale, y: scale), dither: dither)
        return (gradient, shader, w, h, scale)
    }

    /// Opaque radial rows of three stops or more, shaded through the shader's plan with each
    /// level's kernels, give the bits of the Swift loop.
    @Test(arguments: [false, true], Self.levels)
    func radialRunsShadeTheSameBitsWideAndNot(dither: Bool, level: WideKernels.Level) {
        var g = SplitMix(seed: dither ? 0xA7_0002 : 0xA7_0001)
        var compared = 0
        for i in 0..<120 {
            let (gradient, shader, w, h, scale) = Self.opaqueRadialShader(&g, dither: dither)
            let differing = Self.differingPixels(w: w, h: h, &g, level: level) { y, x, count, wide, out in
                Self.shade(shader, y: y, x: x, count: count, wide: wide, into: out)
            }
            guard let differing else {
                Issue.record("case \(i): \(gradient) is not shaded by a plan of segment runs")
                return
            }
            #expect(differing == 0, "case \(i): \(gradient) at \(w)×\(h), scale \(scale)")
            compared += w * h
        }
        #expect(compared > 100_000)
    }

    /// An opaque radial shader of three stops or more keeps a plan for the CPU's widest kernels;
    /// prepared again for an axial gradient, it drops the plan.
    @Test func radialShadersKeepAPlanOnlyWhileRadial() {
        var g = SplitMix(seed: 0xA7_0031)
        for i in 0..<40 {
            let (gradient, shader, _, _, _) = Self.opaqueRadialShader(&g, dither: i % 2 == 0)
            #expect(shader.plan.pointee.level == Int32(WideKernels.best.rawValue), "case \(i): \(gradient)")
            shader.reset(
                gradient: Gradient(kind: .axial, colors: gradient.colors), size: Size(width: 9, height: 9),
                deviceToLayer: .identity, dither: false)
            #expect(shader.plan.pointee.level == 0, "case \(i): \(gradient)")
        }
    }

    /// Shades every row of `shader` (`w` × `h`) in random pieces through `run`, once with the
    /// wide kernels and once without, and counts the pixels that differ.
    static func differingPixels(
        w: Int, h: Int, _ g: inout SplitMix,
        level: WideKernels.Level,
        run: (_ y: Int, _ x: Int, _ count: Int, _ wide: WideKernels.Level, _ out: UnsafeMutablePointer<UInt32>) -> Bool
    ) -> Int? {
        let plain = PixelBuffer(width: w, height: h)
        let wide = PixelBuffer(width: w, height: h)
        for y in 0..<h {
            var x = 0
            while x < w {
                let count = min(w - x, Int.random(in: 1...90, using: &g))
                guard run(y, x, count, .none, plain.row(y) + x), run(y, x, count, level, wide.row(y) + x) else {
                    return nil
                }
                x += count
            }
        }
        return zip(plain.pixels, wide.pixels).filter { $0 != $1 }.count
    }

    static func randomColor(_ g: inout SplitMix, alpha: Float = 1) -> Color {
        Color(
            red: .random(in: 0...1, using: &g), green: .random(in: 0...1, using: &g),
            blue: .random(in: 0...1, using: &g), alpha: alpha)
    }

    @Test(arguments: [false, true], Self.levels)
    func radialTwoStopRowsShadeTheSameBitsWideAndNot(dither: Bool, level: WideKernels.Level) {
        var g = SplitMix(seed: dither ? 0xA7_0012 : 0xA7_0011)
        var compared = 0
        for i in 0..<120 {
            let center = Point(x: .random(in: -0.5...1.5, using: &g), y: .random(in: -0.5...1.5, using: &g))
            let end = Point(
                x: center.x + .random(in: 0.05...1.5, using: &g), y: center.y + .random(in: 0.05...1.5, using: &g))
            let first = Double.random(in: -0.5...0, using: &g)
            let gradient = Gradient(
                kind: .radial, colors: [Self.randomColor(&g), Self.randomColor(&g)],
                locations: [first, first + .random(in: 0.02...1.5, using: &g)], startPoint: center, endPoint: end,
                interpolation: .srgb)
            let (w, h) = (Int.random(in: 1...300, using: &g), Int.random(in: 1...24, using: &g))
            let scale = [1.0, 0.25, 7.5].randomElement(using: &g)!
            let shader = GradientShader(
                gradient: gradient, size: Size(width: Double(w), height: Double(h)),
                deviceToLayer: AffineTransform(scaleX: scale, y: scale), dither: dither)
            let differing = Self.differingPixels(w: w, h: h, &g, level: level) { y, x, count, wide, out in
                guard case .shaded(.radialRowConstant(let m), .radiusTwoStop(let c)) = shader.program else {
                    return false
                }
                GradientShader.runRadialPadded(m, c, y, x, count, out, wide: wide)
                return true
            }
            guard let differing else {
                Issue.record("case \(i): \(gradient) is not shaded as two opaque stops from a radius")
                return
            }
            #expect(differing == 0, "case \(i): \(gradient) at \(w)×\(h), scale \(scale)")
            compared += w * h
        }
        #expect(compared > 100_000)
    }

    @Test(arguments: [false, true], Self.levels)
    func conicRowsShadeTheSameBitsWideAndNot(dither: Bool, level: WideKernels.Level) {
        var g = SplitMix(seed: dither ? 0xA7_0022 : 0xA7_0021)
        var compared = 0
        for i in 0..<120 {
            let n = Int.random(in: 3...7, using: &g)
            let alpha = Bool.random(using: &g) ? 1 : Float.random(in: 0.2...1, using: &g)
            var locations = [Double.random(in: -0.2...0.3, using: &g)]
            for _ in 1..<n { locations.append(locations.last! + .random(in: 0...0.4, using: &g)) }
            let center = Point(x: .random(in: -0.5...1.5, using: &g), y: .random(in: -0.5...1.5, using: &g))
            let end = Point(x: .random(in: -1...2, using: &g), y: .random(in: -1...2, using: &g))
            let gradient = Gradient(
                kind: .conic, colors: (0..<n).map { _ in Self.randomColor(&g, alpha: alpha) }, locations: locations,
                startPoint: center, endPoint: end)
            let (w, h) = (Int.random(in: 1...300, using: &g), Int.random(in: 1...24, using: &g))
            let angle = Double.random(in: 0...(2 * .pi), using: &g)
            let turn = AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
            let shader = GradientShader(
                gradient: gradient, size: Size(width: Double(w), height: Double(h)), deviceToLayer: turn,
                dither: dither)
            let differing = Self.differingPixels(w: w, h: h, &g, level: level) { y, x, count, wide, out in
                guard case .shaded(.conic(let m), .tableFromStart(let c)) = shader.program else { return false }
                GradientShader.runConicTable(m, c, y, x, count, out, wide: wide)
                return true
            }
            guard let differing else {
                Issue.record("case \(i): \(gradient) is not shaded from a table")
                return
            }
            #expect(differing == 0, "case \(i): \(gradient) at \(w)×\(h)")
            compared += w * h
        }
        #expect(compared > 100_000)
    }

    /// Compositing over partly covered pixels: every pixel the same with the wide kernel as
    /// without, for random pixels (premultiplied or not), coverage, opacity and lengths.
    @Test(.enabled(if: WideKernels.best >= .avx512, "the CPU has no AVX-512"))
    func blendingGivesTheSameBitsWideAndNot() {
        var g = SplitMix(seed: 0xB1E_0D)
        func pixel() -> UInt32 {
            let v = UInt32.random(in: 0...UInt32.max, using: &g)
            guard Bool.random(using: &g) else { return v }
            // Premultiplied: no channel above alpha.
            let a = v >> 24
            let c = (0..<3).map { _ in UInt32.random(in: 0...a, using: &g) }
            return c[0] | c[1] << 8 | c[2] << 16 | a << 24
        }
        for _ in 0..<2000 {
            let count = Int.random(in: 0...40, using: &g)
            let src = (0..<count).map { _ in pixel() }
            let under = (0..<count).map { _ in pixel() }
            let coverage = (0..<count).map { _ in
                [0, 255, UInt8.random(in: 0...255, using: &g)].randomElement(using: &g)!
            }
            let alpha = [255, UInt32.random(in: 0...255, using: &g)].randomElement(using: &g)!
            let color = pixel()
            var results: [[UInt32]] = []
            for wide in [WideKernels.Level.none, .avx512] {
                var a = src
                var b = under
                var c = under
                var d = under
                coverage.withUnsafeBufferPointer { cov in
                    under.withUnsafeBufferPointer { u in
                        a.withUnsafeMutableBufferPointer { s in
                            Blend.over(
                                s.baseAddress!, under: u.baseAddress!, into: s.baseAddress!, count: count,
                                coverage: cov.baseAddress!, alpha: alpha, wide: wide)
                        }
                    }
                    c.withUnsafeMutableBufferPointer {
                        Blend.over(
                            color, onto: $0.baseAddress!, count: count, coverage: cov.baseAddress!, alpha: alpha,
                            wide: wide)
                    }
                }
                src.withUnsafeBufferPointer { s in
                    b.withUnsafeMutableBufferPointer {
                        Blend.over(
                            s.baseAddress!, under: $0.baseAddress!, into: $0.baseAddress!, count: count, weight: alpha,
                            wide: wide)
                    }
                }
                d.withUnsafeMutableBufferPointer {
                    Blend.over(color, onto: $0.baseAddress!, count: count, weight: alpha, wide: wide)
                }
                results.append(a + b + c + d)
            }
            #expect(results[0] == results[1], "\(count) pixels, alpha \(alpha), color \(color)")
        }
    }

    /// Fixed-point runs (axial rows of two stops and axial segments): the same bits with the
    /// wide kernel as without, for random starts, steps, lengths and opacity.
    @Test(.enabled(if: WideKernels.best >= .avx512, "the CPU has no AVX-512"))
    func fixedPointRunsGiveTheSameBitsWideAndNot() {
        var g = SplitMix(seed: 0xF1_BED)
        func lanes() -> SIMD8<Float> {
            var v = SIMD8<Float>()
            for i in 0..<8 { v[i] = .random(in: -0.5...255.5, using: &g) }
            return v
        }
        for _ in 0..<3000 {
            let chunks = Int.random(in: 0...21, using: &g)
            let (b, gr, r, a) = (lanes(), lanes(), lanes(), lanes())
            // Steps that keep the channels in range, and steep ones that do not (wrapping alike).
            let bound: Float = Bool.random(using: &g) ? 255 / Float(max(chunks, 1)) : 4000
            let step = SIMD4<Float>(
                .random(in: -bound...bound, using: &g), .random(in: -bound...bound, using: &g),
                .random(in: -bound...bound, using: &g), .random(in: -bound...bound, using: &g))
            let opaque = Bool.random(using: &g)
            var results: [[UInt32]] = []
            for wide in [WideKernels.Level.none, .avx512] {
                var out = [UInt32](repeating: 0xDEAD_BEEF, count: chunks * 8 + 8)
                out.withUnsafeMutableBytes {
                    GradientShader.fixedPointRun(
                        b: b, g: gr, r: r, a: a, step: step, opaque: opaque, chunks: chunks, into: $0.baseAddress!,
                        wide: wide)
                }
                results.append(out)
            }
            #expect(results[0] == results[1], "\(chunks) chunks, step \(step), opaque \(opaque)")
        }
    }

    /// Shades each row of a `width` × `height` area from a random column through `run`
    /// (row, column, count, output, level), once with the Swift loop and once with the AVX-512
    /// kernel, expects the same bits, and returns how many pixels it compared.
    static func compareRowsWideAndNot(
        width w: Int, height h: Int, _ g: inout SplitMix, _ what: String,
        _ run: (Int, Int, Int, UnsafeMutablePointer<UInt32>, WideKernels.Level) -> Void
    ) -> Int {
        var compared = 0
        for y in 0..<h {
            let x = Int.random(in: 0...3, using: &g)
            let count = max(w - x, 1)
            var rows: [[UInt32]] = []
            for wide in [WideKernels.Level.none, .avx512] {
                var out = [UInt32](repeating: 0xDEAD_BEEF, count: count)
                out.withUnsafeMutableBufferPointer { run(y, x, count, $0.baseAddress!, wide) }
                rows.append(out)
            }
            #expect(rows[0] == rows[1], "\(what), row \(y)")
            compared += count
        }
        return compared
    }

    /// Axial rows read from a color table (the device's Generic RGB mixing, any number of
    /// stops and alphas, any angle and width, steep tables and gentle ones): the same bits with
    /// the AVX-512 run as with the Swift loop.
    @Test(.enabled(if: WideKernels.best >= .avx512, "the CPU has no AVX-512"), arguments: [false, true])
    func axialTableRowsShadeTheSameBitsWideAndNot(dither: Bool) {
        var g = SplitMix(seed: dither ? 0xA7_0042 : 0xA7_0041)
        var compared = 0
        for i in 0..<200 {
            let n = Int.random(in: 2...9, using: &g)
            let alpha: Float = Bool.random(using: &g) ? 1 : .random(in: 0.1...1, using: &g)
            let gradient = Gradient(
                colors: (0..<n).map { _ in Self.randomColor(&g, alpha: alpha) },
                startPoint: Point(x: .random(in: -0.5...1.5, using: &g), y: .random(in: -0.5...1.5, using: &g)),
                endPoint: Point(x: .random(in: -0.5...1.5, using: &g), y: .random(in: -0.5...1.5, using: &g)))
            let (w, h) = (Int.random(in: 1...2000, using: &g), Int.random(in: 1...6, using: &g))
            let shader = GradientShader(
                gradient: gradient, size: Size(width: Double(w), height: Double(h)), deviceToLayer: .identity,
                dither: dither)
            guard case .shaded(.axial(let mapping), .table(let colors)) = shader.program else {
                Issue.record("case \(i): \(gradient) is not shaded through a table")
                continue
            }
            compared += Self.compareRowsWideAndNot(width: w, height: h, &g, "case \(i): \(gradient)") {
                GradientShader.runAxialTable(mapping, colors, $0, $1, $2, $3, wide: $4)
            }
        }
        #expect(compared > 100_000)
    }

    /// Radial rows read from a color table (Generic RGB mixing, the first stop at or below 0,
    /// any stops and alphas, centers inside and far outside, small and large radii): the same
    /// bits with the AVX-512 run as with the Swift loop.
    @Test(.enabled(if: WideKernels.best >= .avx512, "the CPU has no AVX-512"), arguments: [false, true])
    func radialTableRowsShadeTheSameBitsWideAndNot(dither: Bool) {
        var g = SplitMix(seed: dither ? 0xA7_0052 : 0xA7_0051)
        var compared = 0
        for i in 0..<200 {
            let n = Int.random(in: 2...9, using: &g)
            let alpha: Float = Bool.random(using: &g) ? 1 : .random(in: 0.1...1, using: &g)
            var locations = [Double.random(in: -0.4...0, using: &g)]
            for _ in 1..<n { locations.append(locations.last! + .random(in: 0.001...0.5, using: &g)) }
            let center = Point(x: .random(in: -1...2, using: &g), y: .random(in: -1...2, using: &g))
            let radius = [0.01, 0.3, 1.5].randomElement(using: &g)!
            let gradient = Gradient(
                kind: .radial, colors: (0..<n).map { _ in Self.randomColor(&g, alpha: alpha) }, locations: locations,
                startPoint: center,
                endPoint: Point(x: center.x + radius, y: center.y + radius * .random(in: 0.2...3, using: &g)))
            let (w, h) = (Int.random(in: 1...1200, using: &g), Int.random(in: 1...8, using: &g))
            let shader = GradientShader(
                gradient: gradient, size: Size(width: Double(w), height: Double(h)), deviceToLayer: .identity,
                dither: dither)
            guard case .shaded(.radialRowConstant(let mapping), .tableFromStart(let colors)) = shader.program else {
                Issue.record("case \(i): \(gradient) is not shaded through a table")
                continue
            }
            compared += Self.compareRowsWideAndNot(width: w, height: h, &g, "case \(i): \(gradient)") {
                GradientShader.runRadialPadded(mapping, colors, $0, $1, $2, $3, wide: $4)
            }
        }
        #expect(compared > 50_000)
    }

    /// Whole radial rows in the wide row kernel, through the cases the random radials above
    /// rarely reach: repeated colors (flat segments), segments a hair wide (steep ones), more
    /// than sixteen stops, and geometry too far off to walk.
    @Test(arguments: [false, true], Self.levels)
    func radialRowsOfAnyStopsShadeTheSameBitsWideAndNot(dither: Bool, level: WideKernels.Level) {
        var g = SplitMix(seed: dither ? 0xA7_0032 : 0xA7_0031)
        var compared = 0
        for i in 0..<160 {
            let n = [2, 3, 5, 17, 24].randomElement(using: &g)!
            var locations = [Double.random(in: -0.3...0.3, using: &g)]
            for _ in 1..<n {
                let gap = [0, 1e-7, 0.001, .random(in: 0.01...0.4, using: &g)].randomElement(using: &g)!
                locations.append(locations.last! + gap)
            }
            var colors = [Self.randomColor(&g)]
            for _ in 1..<n { colors.append(Bool.random(using: &g) ? colors.last! : Self.randomColor(&g)) }
            let far = i % 20 == 19
            let center = far ? Point(x: 3e37, y: 0.5) : Point(x: .random(in: -0.5...1.5, using: &g), y: 0.5)
            let end = Point(x: center.x + .random(in: 0.05...1.2, using: &g), y: center.y + 0.7)
            let gradient = Gradient(
                kind: .radial, colors: colors, locations: locations, startPoint: center, endPoint: end,
                interpolation: .srgb)
            let (w, h) = (Int.random(in: 1...300, using: &g), Int.random(in: 1...12, using: &g))
            let shader = GradientShader(
                gradient: gradient, size: Size(width: Double(w), height: Double(h)), deviceToLayer: .identity,
                dither: dither)
            guard case .shaded(.radialRowConstant, .segments) = shader.program else { continue }
            let differing = Self.differingPixels(w: w, h: h, &g, level: level) { y, x, count, wide, out in
                Self.shade(shader, y: y, x: x, count: count, wide: wide, into: out)
            }
            #expect(differing == 0, "case \(i): \(gradient) at \(w)×\(h)")
            compared += w * h
        }
        #expect(compared > 50_000)
    }

    /// A fill sets exactly its pixels, whatever its length and alignment, and nothing beside them.
    @Test(arguments: Self.levels)
    func fillsSetTheirPixelsAndNoOthers(level: WideKernels.Level) {
        let row = UnsafeMutablePointer<UInt32>.allocate(capacity: 80)
        defer { row.deallocate() }
        for start in 0..<17 {
            for count in 0..<50 {
                row.update(repeating: 0x1234_5678, count: 80)
                WideKernels.fill(row + start, count: count, with: 0xFF00_FF00, level: level)
                let set = (0..<80).filter { row[$0] == 0xFF00_FF00 }
                let untouched = (0..<80).filter { row[$0] == 0x1234_5678 }
                #expect(set == Array(start..<start + count), "start \(start), count \(count)")
                #expect(untouched.count == 80 - count, "start \(start), count \(count)")
            }
        }
    }

    /// A fill of many pages, written a page at a time with the pages ahead asked for, sets
    /// exactly its pixels too: at lengths around where the paged loop hands over to the plain one.
    @Test(arguments: Self.levels)
    func longFillsSetTheirPixelsAndNoOthers(level: WideKernels.Level) {
        let capacity = 12_000
        let row = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        defer { row.deallocate() }
        for start in [0, 1, 7, 15, 16, 17] {
            for count in [5 * 1024 - 1, 5 * 1024, 5 * 1024 + 1, 5 * 1024 + 17, 6 * 1024 + 5, 11_000] {
                row.update(repeating: 0x1234_5678, count: capacity)
                WideKernels.fill(row + start, count: count, with: 0xFF00_FF00, level: level)
                let wrong = (0..<capacity).count { i in
                    row[i] != ((start..<start + count).contains(i) ? 0xFF00_FF00 : 0x1234_5678)
                }
                #expect(wrong == 0, "start \(start), count \(count)")
            }
        }
    }

    @Test func coverageSpansAreLaidOutAsTheKernelsReadThem() {
        #expect(MemoryLayout<CoverageSpan>.offset(of: \.x) == 0)
        #expect(MemoryLayout<CoverageSpan>.offset(of: \.count) == 4)
        #expect(MemoryLayout<CoverageSpan>.offset(of: \.alpha) == 8)
        #expect(MemoryLayout<CoverageSpan>.offset(of: \.values) == 16)
        #expect(MemoryLayout<CoverageSpan>.stride == 24)
    }

    /// Rows of spans painted with a solid color and with an opaque gradient (in place): the
    /// same pixels with the wide kernels as without, for random rows of runs and per-pixel spans.
    @Test(.enabled(if: WideKernels.best >= .avx512, "the CPU has no AVX-512"), arguments: [false, true])
    func spanRowsPaintTheSameBitsWideAndNot(gradient: Bool) {
        var g = SplitMix(seed: gradient ? 0x5BA_0002 : 0x5BA_0001)
        let width = 300
        let values = (0..<width).map { _ in [0, 255, UInt8.random(in: 0...255, using: &g)].randomElement(using: &g)! }
        let shade = GradientShader(
            gradient: Gradient(
                kind: .radial, colors: [.red, .blue, .green], startPoint: Point(x: 0.5, y: 0.5),
                endPoint: Point(x: 1, y: 1), interpolation: .srgb),
            size: Size(width: Double(width), height: 8), deviceToLayer: .identity, dither: true)
        values.withUnsafeBufferPointer { v in
            for i in 0..<400 {
                // Runs and per-pixel spans, touching or apart, as a sweep makes them.
                var spans: [CoverageSpan] = []
                var x = Int.random(in: 0...20, using: &g)
                while x < width - 1 {
                    // Mostly short, as a stroke's; some longer than the solid kernel blends in one piece.
                    let length =
                        Bool.random(using: &g) ? Int.random(in: 1...12, using: &g) : Int.random(in: 1...80, using: &g)
                    let count = Int32(min(width - x, length))
                    let perPixel = Bool.random(using: &g)
                    let alpha: UInt8 =
                        perPixel ? 0 : [255, UInt8.random(in: 1...255, using: &g)].randomElement(using: &g)!
                    spans.append(
                        CoverageSpan(
                            x: Int32(x), count: count, alpha: alpha, values: perPixel ? v.baseAddress! + x : nil))
                    x += Int(count) + (Bool.random(using: &g) ? 0 : Int.random(in: 1...9, using: &g))
                }
                let color = [0xFF00_0000, 0x8040_2010, UInt32.random(in: 0...UInt32.max, using: &g)].randomElement(
                    using: &g)!
                let opacity = [1.0, 0.6].randomElement(using: &g)!
                var results: [[UInt32]] = []
                for wide in [WideKernels.Level.none, .avx512] {
                    let target = PixelBuffer(width: width, height: 8)
                    for y in 0..<8 {
                        for x in 0..<width {
                            target.row(y)[x] = UInt32(truncatingIfNeeded: (y * width + x) &* 2_654_435_761)
                        }
                    }
                    let canvas = Canvas(target: target)
                    canvas.state.alpha = gradient ? 255 : UInt32(opacity * 255)
                    let painter = SpanPainter(
                        canvas: canvas, shader: gradient ? .gradient(shade) : .solid(color), wide: wide)
                    spans.withUnsafeBufferPointer { painter.paint(row: i % 8, spans: $0) }
                    results.append(target.pixels)
                }
                let differing = zip(results[0], results[1]).filter { $0 != $1 }.count
                #expect(differing == 0, "row \(i): \(spans.count) spans, \(differing) pixels differ")
            }
        }
    }
}
