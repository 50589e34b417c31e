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

/// One thread, wall-clock time per frame; a few seconds per case keeps medians steady while
/// the whole suite stays well under two minutes.
var frameConfiguration: Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock, .throughput],
        timeUnits: .milliseconds,
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 100_000
    )
}

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

/// The gradients measured, by the short name each benchmark carries.
let gradients: [(name: String, gradient: Gradient)] = {
    let angled = GradientView.points(forAngle: 30)
    let center = Point(x: 0.5, y: 0.5)
    return [
        ("axial2", Gradient(kind: .axial, colors: Palette.two, startPoint: angled.start, endPoint: angled.end)),
        ("axial8", Gradient(kind: .axial, colors: Palette.eight, startPoint: angled.start, endPoint: angled.end)),
        ("radial2", Gradient(kind: .radial, colors: Palette.two, startPoint: center, endPoint: Point(x: 1, y: 1))),
        ("conic4", Gradient(kind: .conic, colors: Palette.four, startPoint: center, endPoint: Point(x: 1, y: 0.5))),
    ]
}()

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

        for (name, gradient) in gradients {
            let paint = Paint.gradient(gradient, bounds: bounds, dither: true)
            let canvas = Canvas(target: buffer)
            Benchmark("\(name) \(size)", configuration: frameConfiguration) { benchmark in
                for _ in benchmark.scaledIterations {
                    canvas.fill(bounds, with: paint)
                }
                blackHole(buffer[0, 0])
            }
        }

        // A whole frame as the preview draws it: clear to the background, then the view's fill.
        let view = GradientView(startColor: Palette.two[0], endColor: Palette.two[1], angle: 30)
        Benchmark("view-axial2 \(size)", configuration: frameConfiguration) { benchmark in
            for _ in benchmark.scaledIterations {
                render(root: view, into: buffer, at: 0, background: .black)
            }
            blackHole(buffer[0, 0])
        }
    }
}
