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
    private var frame = 0

    /// The next frame's time: 60 fps from 0.25 s, so that every frame falls inside a transition.
    func next() -> Double {
        frame += 1
        return 0.25 + Double(frame) / 60
    }
}

/// Registers `animated` (the device's style: colors, locations and points interpolated element
/// by element, a new gradient every frame) and `animated-smooth` (union-of-stops morphs, and a
/// cross-fade of two gradients where the kind changes) on `buffer`: one iteration renders the
/// next 60 fps frame of the whole cycle, so every frame draws a gradient it has not drawn before.
func registerAnimatedGradientBenchmarks(buffer: PixelBuffer) {
    for (name, style) in [("animated", AnimatedGradientStyle.ios), ("animated-smooth", .smooth)] {
        let view = AnimatedFrames.view(style: style)
        let clock = FrameClock()
        Benchmark("\(name) \(buffer.size)", configuration: viewFrameConfiguration) { benchmark in
            for _ in benchmark.scaledIterations {
                render(root: view, into: buffer, at: clock.next(), background: .black)
            }
            blackHole(buffer[buffer.width / 2, buffer.height / 2])
        }
    }
}
