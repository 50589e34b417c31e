import Benchmark
import OmbreAnimation
import OmbreGraphics
import OmbreViews

/// The `animated` demo's view: four frames, two and three colors, axial to axial to radial to
/// conic, 5 s per transition under ease-in-ease-out, repeating.
enum AnimatedFrames {
    static let frames = [
        GradientFrame(colors: [hex(0x2BC0E4), hex(0xEAECC6)], direction: .up, kind: .axial),
        GradientFrame(colors: [hex(0x833AB4), hex(0xFD1D1D), hex(0xFCB045)], direction: .right, kind: .axial),
        GradientFrame(colors: [hex(0x003973), hex(0xE5E5BE)], direction: .down, kind: .radial),
        GradientFrame(colors: [hex(0x1E9600), hex(0xFFF200), hex(0xFF0000)], direction: .left, kind: .conic),
    ]

    static func hex(_ rgb: UInt32) -> Color {
        Color(red8: UInt8(rgb >> 16 & 0xFF), green8: UInt8(rgb >> 8 & 0xFF), blue8: UInt8(rgb & 0xFF))
    }

    /// A started view playing the frames in `style`.
    static func view(style: AnimatedGradientStyle) -> AnimatedGradientView {
        let sequence = GradientSequence(
            frames: frames, defaultDuration: 5, timingCurve: .easeInEaseOut, autoRepeat: true, style: style)
        return AnimatedGradientView(sequence: sequence)
    }
}

/// The scene time of the frames a case draws, one 60 fps frame further at each iteration.
///
/// Unchecked: one benchmark's iterations run one after another on one thread.
final class FrameClock: @unchecked Sendable {
    private let start: Double
    private var frame = 0

    /// A clock whose first frame is at `start` seconds.
    init(start: Double) { self.start = start }

    /// The next frame's time, 1/60 s after the previous one.
    func next() -> Double {
        frame += 1
        return start + Double(frame) / 60
    }
}

/// Registers the animated cases on `buffer`. One iteration renders the next 60 fps frame, on
/// through the cycle, so every frame draws a gradient it has not drawn before:
/// - `animated`: the device's style (colors, locations and points interpolated element by
///   element, a new gradient every frame) from 0.25 s, axial 2 → 3 stops;
/// - `animated-conic`: the same style from 15.25 s, the conic frame on its way back to the
///   first (drawn as a conic until the transition ends: a new color table every frame);
/// - `animated-smooth`: union-of-stops morphs, and cross-fades of two gradients where the
///   kind changes (three transitions of four), from 5.25 s, inside the first cross-fade;
/// - `animated-morph`: the smooth style from 0.25 s, axial 2 → 3 stops morphing.
func registerAnimatedGradientBenchmarks(buffer: PixelBuffer) {
    let cases: [(String, AnimatedGradientStyle, Double)] = [
        ("animated", .ios, 0.25), ("animated-conic", .ios, 15.25), ("animated-smooth", .smooth, 5.25),
        ("animated-morph", .smooth, 0.25),
    ]
    for (name, style, start) in cases {
        let view = AnimatedFrames.view(style: style)
        let clock = FrameClock(start: start)
        Benchmark("\(name) \(buffer.size)", configuration: viewFrameConfiguration) { benchmark in
            for _ in benchmark.scaledIterations {
                render(root: view, into: buffer, at: clock.next(), background: .black)
            }
            blackHole(buffer[buffer.width / 2, buffer.height / 2])
        }
    }
}
