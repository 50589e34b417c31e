import Benchmark
import OmbreGraphics
import OmbreViews

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The frame sizes every case runs at: 1080p and 4K UHD.
let frameSizes = [PixelSize(width: 1920, height: 1080), PixelSize(width: 3840, height: 2160)]

/// One thread, wall-clock time per frame and the allocations each frame makes (`report.sh`
/// shows the median per frame); a few seconds per case keeps medians steady while the whole
/// suite stays well under two minutes.
var frameConfiguration: Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .milliseconds,
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 100_000
    )
}

/// Whole frames of a view tree, measured as every frame is; a steady state should allocate
/// nothing.
var viewFrameConfiguration: Benchmark.Configuration { frameConfiguration }

/// Opaque colors, so that fills take the canvas's direct path (no blending), as a full-window
/// background does.
enum Palette {
    static let two = [
        Color(red8: 0x1E, green8: 0x3C, blue8: 0x72),
        Color(red8: 0xF2, green8: 0x99, blue8: 0x4A),
    ]
    static let four = [
        Color(red8: 0xE6, green8: 0x3E, blue8: 0x62),
        Color(red8: 0xF7, green8: 0xC5, blue8: 0x48),
        Color(red8: 0x3A, green8: 0xB7, blue8: 0x95),
        Color(red8: 0x33, green8: 0x5C, blue8: 0xC4),
    ]
    static let eight =
        four + [
            Color(red8: 0x8E, green8: 0x44, blue8: 0xAD),
            Color(red8: 0x10, green8: 0x10, blue8: 0x18),
            Color(red8: 0xEE, green8: 0xEE, blue8: 0xF2),
            Color(red8: 0x5D, green8: 0x8A, blue8: 0x3C),
        ]
}

/// The gradients measured at `size`, by the short name each benchmark carries.
///
/// `radial2` is a circle on screen (its unit-space radii follow the frame's aspect ratio);
/// `radial2-ellipse` has equal radii in unit space, so it stretches with the frame.
func gradients(for size: PixelSize) -> [(name: String, gradient: Gradient)] {
    let angled = GradientView.points(forAngle: 30)
    let center = Point(x: 0.5, y: 0.5)
    let aspect = Double(size.width) / Double(size.height)
    let circleEnd = Point(x: 1, y: 0.5 + 0.5 * aspect)
    return [
        ("axial2", Gradient(kind: .axial, colors: Palette.two, startPoint: angled.start, endPoint: angled.end)),
        ("axial8", Gradient(kind: .axial, colors: Palette.eight, startPoint: angled.start, endPoint: angled.end)),
        ("radial2", Gradient(kind: .radial, colors: Palette.two, startPoint: center, endPoint: circleEnd)),
        (
            "radial2-ellipse",
            Gradient(kind: .radial, colors: Palette.two, startPoint: center, endPoint: Point(x: 1, y: 1))
        ),
        ("conic4", Gradient(kind: .conic, colors: Palette.four, startPoint: center, endPoint: Point(x: 1, y: 0.5))),
    ]
}

/// The "Vector shapes" cases: the gradient progress view's 200-point star, filled whole and
/// through a pie wedge, on a 1080p frame only.
enum Star {
    /// The frame size the star cases draw into.
    static let frameSize = PixelSize(width: 1920, height: 1080)

    /// The share of the frame the star's area covers.
    ///
    /// The star is an ellipse-like polygon centered on the frame, stretched to the frame's
    /// aspect ratio (as the progress view fits it) and scaled to this area, so nothing is cut
    /// off and the anti-aliased coverage equals the polygon's area. Measured once at 1920×1080
    /// by filling it white on black and summing coverage: the star covers 60.00% of the frame
    /// (its bounding box spans x 48.9...1828.4, y 37.2...1014.7), and its part inside the
    /// wedge 39.99% (less than 0.7 · 60% because the star is wider than it is tall).
    static let coverage = 0.6

    /// The part of a turn the clipping wedge spans, clockwise from 12 o'clock.
    static let wedgeTurn = 0.7

    /// Colors of the star's radial gradient, center to rim.
    static let colors = [
        Color(red8: 0xF7, green8: 0xC5, blue8: 0x48),
        Color(red8: 0xE6, green8: 0x3E, blue8: 0x62),
        Color(red8: 0x33, green8: 0x5C, blue8: 0xC4),
    ]

    /// The star in `bounds`: 200 points from `GradientProgressView.randomPoints` (radii
    /// 0.9...1.1, seed 1), stretched by the half-width and half-height of `bounds` around its
    /// center and scaled so that the polygon's area is `coverage` of the bounds' area.
    static func path(in bounds: Rect) -> Path {
        let unit = GradientProgressView.randomPoints(count: 200, minRadius: 0.9, maxRadius: 1.1, seed: 1)
        // Shoelace area of the unscaled polygon; stretching x by a and y by b multiplies it by a·b.
        var twiceArea = 0.0
        for (i, p) in unit.enumerated() {
            let q = unit[(i + 1) % unit.count]
            twiceArea += p.x * q.y - q.x * p.y
        }
        let scale = (4 * coverage / abs(twiceArea / 2)).squareRoot()
        let farthest = unit.map(\.length).max() ?? 0
        precondition(scale * farthest < 1, "the star must stay inside the frame for its coverage to hold")
        let a = scale * bounds.width / 2
        let b = scale * bounds.height / 2
        let c = bounds.center
        return Path(polygon: unit.map { Point(x: c.x + $0.x * a, y: c.y + $0.y * b) })
    }

    /// The wedge from 12 o'clock (turned clockwise by `rotation` radians) clockwise through
    /// `wedgeTurn` of a turn around the center of `bounds`, reaching past its corners.
    static func addWedge(to path: inout Path, in bounds: Rect, rotation: Double = 0) {
        let c = bounds.center
        let start = -Double.pi / 2 + rotation
        path.move(to: c)
        path.addArc(
            center: c, radius: bounds.width + bounds.height, startAngle: start,
            endAngle: start + 2 * .pi * wedgeTurn, clockwise: true)
        path.closeSubpath()
    }
}

/// Registers every benchmark; names are `<case> <width>x<height>`, which `report.sh` parses.
///
/// Each size has one preallocated buffer shared by its cases, so every case writes the same
/// memory and the `fill` case (a plain memory fill) is a fair baseline for the others.
let benchmarks: @Sendable () -> Void = {
    for size in frameSizes {
        let buffer = PixelBuffer(size: size)
        let bounds = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))

        Benchmark("fill \(size)", configuration: frameConfiguration) { benchmark in
            for _ in benchmark.scaledIterations {
                buffer.fill(0xFF33_6699)
            }
            blackHole(buffer[0, 0])
        }

        Benchmark("memset \(size)", configuration: frameConfiguration) { benchmark in
            let bytes = buffer.height * buffer.stride * MemoryLayout<UInt32>.stride
            for _ in benchmark.scaledIterations {
                memset(buffer.row(0), 0x5A, bytes)
            }
            blackHole(buffer[0, 0])
        }

        // Every gradient dithered (the default) and not: both must be as fast (DESIGN §6).
        for (name, gradient) in gradients(for: size) {
            for dither in [true, false] {
                let paint = Paint.gradient(gradient, bounds: bounds, dither: dither)
                let canvas = Canvas(target: buffer)
                Benchmark("\(name)\(dither ? "" : "-nodither") \(size)", configuration: frameConfiguration) {
                    benchmark in
                    for _ in benchmark.scaledIterations {
                        canvas.fill(bounds, with: paint)
                    }
                    blackHole(buffer[0, 0])
                }
            }
        }

        // A whole frame as the preview draws it: clear to the background, then the view's fill.
        let view = GradientView(startColor: Palette.two[0], endColor: Palette.two[1], angle: 30)
        Benchmark("view-axial2 \(size)", configuration: viewFrameConfiguration) { benchmark in
            for _ in benchmark.scaledIterations {
                render(root: view, into: buffer, at: 0, background: .black)
            }
            blackHole(buffer[0, 0])
        }

        if size == Star.frameSize {
            registerVectorShapeBenchmarks(buffer: buffer)
            registerProgressViewBenchmarks(buffer: buffer)
            registerMovingProgressBenchmark(buffer: buffer)
            registerReshapedProgressBenchmark(buffer: buffer)
            registerAnimatedGradientBenchmarks(buffer: buffer)
        }
    }
    registerPNGEncodingBenchmarks()
}

/// Registers the "Vector shapes" cases on `buffer`, the 1080p buffer `fill` also writes.
///
/// Each frame clears to black, then fills the star; `clear` alone is measured so that it can
/// be subtracted from the star frames. `star`, `star-wedge` and `star-wedge-turning` draw the
/// same star every frame, so from the third frame on its coverage is replayed (`CoverageCache`);
/// `star-moving` and `star-wedge-moving` move it every frame, so every frame sweeps it afresh.
func registerVectorShapeBenchmarks(buffer: PixelBuffer) {
    let bounds = Rect(x: 0, y: 0, width: Double(buffer.width), height: Double(buffer.height))
    let center = (x: buffer.width / 2, y: buffer.height / 2)
    let canvas = Canvas(target: buffer)
    let star = Star.path(in: bounds)
    let gradient = Gradient(
        kind: .radial, colors: Star.colors, startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 1))
    let paint = Paint.gradient(gradient, bounds: bounds, dither: true)
    let black: UInt32 = 0xFF00_0000

    Benchmark("clear \(buffer.size)", configuration: frameConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            canvas.clear(to: black)
        }
        blackHole(buffer[0, 0])
    }

    // The wedge path (in its own memory) and its clip mask are rebuilt every frame, as an
    // animated progress view's are.
    var wedge = Path()
    var shift = 0
    var turn = 0
    /// One frame: clear, then fill the star, through the wedge when `wedged`. When `moving`,
    /// the star and the wedge are moved by a new fraction of a pixel every frame, so that
    /// nothing is reused from an earlier frame: the paths are flattened, sorted and swept
    /// afresh each time, as for a shape that changes while it is drawn. When `turning`, the
    /// wedge alone turns by 0.01° more every frame (back to 0 after 2.55°), as a progress
    /// view's changes while its star stays: a new wedge path and mask every frame, with
    /// nearly the same painted area as the unturned wedge.
    func frame(wedged: Bool, moving: Bool, turning: Bool) {
        canvas.clear(to: black)
        canvas.save()
        if moving {
            shift = (shift + 1) % 4096
            canvas.translate(x: Double(shift) / 4096, y: 0)
        }
        if wedged {
            if turning { turn = (turn + 1) % 256 }
            wedge.removeAll(keepingCapacity: true)
            Star.addWedge(to: &wedge, in: bounds, rotation: turning ? Double(turn) * .pi / 18000 : 0)
            canvas.clip(to: wedge)
        }
        canvas.fill(star, with: paint)
        canvas.restore()
    }
    for (name, wedged, moving, turning) in [
        ("star", false, false, false), ("star-wedge", true, false, false), ("star-wedge-turning", true, false, true),
        ("star-moving", false, true, false), ("star-wedge-moving", true, true, false),
    ] {
        Benchmark("\(name) \(buffer.size)", configuration: frameConfiguration) { benchmark in
            for _ in benchmark.scaledIterations {
                frame(wedged: wedged, moving: moving, turning: turning)
            }
            blackHole(buffer[center.x, center.y])
        }
    }
}
