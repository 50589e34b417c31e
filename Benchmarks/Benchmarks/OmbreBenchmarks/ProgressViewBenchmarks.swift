import Benchmark
import OmbreGraphics
import OmbreViews

/// The gradient progress view as the preview renders it: the 200-point star of the "Vector
/// shapes" cases filled with a 3-stop radial gradient and stroked 5 points wide in black, over
/// a white background, whole and at 70 % (clipped to the wedge, rebuilt every frame).
enum ProgressFrame {
    /// A progress view showing `progress` of the star.
    static func view(progress: Double) -> GradientProgressView {
        let points = GradientProgressView.randomPoints(count: 200, minRadius: 0.9, maxRadius: 1.1, seed: 1)
        guard
            let view = try? GradientProgressView(points: points, colors: Star.colors, lineWidth: 5, progress: progress)
        else { preconditionFailure("200 points away from the origin make a valid shape") }
        return view
    }
}

/// Registers `progress`, `progress70` and their two-thread variants on `buffer` (1080p): one
/// iteration is one whole frame, `render(root:into:at:background:threads:)`, clear included.
func registerProgressViewBenchmarks(buffer: PixelBuffer) {
    let cases: [(name: String, progress: Double, threads: Int)] = [
        ("progress", 1, 1), ("progress70", 0.7, 1), ("progress-2t", 1, 2), ("progress70-2t", 0.7, 2),
    ]
    for item in cases {
        let view = ProgressFrame.view(progress: item.progress)
        Benchmark("\(item.name) \(buffer.size)", configuration: viewFrameConfiguration) { benchmark in
            for _ in benchmark.scaledIterations {
                render(root: view, into: buffer, at: 0, background: .white, threads: item.threads)
            }
            blackHole(buffer[buffer.width / 2, buffer.height / 2])
        }
    }
}

/// Registers `progress-moving`: the progress view with its progress moving on every frame,
/// from 0.3 by 0.001 per frame (wrapping at 0.9), so the wedge changes every frame as while
/// a progress animation runs.
func registerMovingProgressBenchmark(buffer: PixelBuffer) {
    let view = ProgressFrame.view(progress: 0.3)
    Benchmark("progress-moving \(buffer.size)", configuration: viewFrameConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            view.progress = view.progress >= 0.9 ? 0.3 : view.progress + 0.001
            render(root: view, into: buffer, at: 0, background: .white)
        }
        blackHole(buffer[buffer.width / 2, buffer.height / 2])
    }
}

/// Registers `progress70-reshaped`: the progress view at 70 % with one of its 200 points moved
/// a little on every frame, so that no frame reuses the shape, its stroke outline or their
/// coverage from the frame before (within a frame, the strips still share one sweep).
func registerReshapedProgressBenchmark(buffer: PixelBuffer) {
    let view = ProgressFrame.view(progress: 0.7)
    let points = GradientProgressView.randomPoints(count: 200, minRadius: 0.9, maxRadius: 1.1, seed: 1)
    var frame = 0
    Benchmark("progress70-reshaped \(buffer.size)", configuration: viewFrameConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            frame = (frame + 1) % 4096
            var moved = points
            moved[1] = moved[1] * (1 - Double(frame) / 65536)
            guard (try? view.setPoints(moved)) != nil else { preconditionFailure("the points stay valid") }
            render(root: view, into: buffer, at: 0, background: .white)
        }
        blackHole(buffer[buffer.width / 2, buffer.height / 2])
    }
}
