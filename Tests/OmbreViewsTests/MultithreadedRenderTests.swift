import Foundation
import OmbreAnimation
import OmbreGraphics
import Testing

@testable import OmbreViews

/// Frames drawn by several threads, each taking strips of rows in turn, are the frames one
/// thread draws, also while several frames are drawn at once.
@Suite struct MultithreadedRenderTests {
    /// Wide enough for rows of 64 pixels per strip, so that 4 strips share the threads.
    static let size = PixelSize(width: 1024, height: 250)

    /// A progress view over an animated gradient: strips differ in what they draw.
    static func scene() throws -> View {
        let root = View()
        let background = AnimatedGradientView(sequence: GradientSequence(frames: AnimatedGradientViewTests.frames))
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let star = GradientProgressView.randomPoints(count: 60, minRadius: 0.8, maxRadius: 1.1, seed: 7)
        let progress = try GradientProgressView(points: star, progress: 0.65)
        progress.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(background)
        root.addSubview(progress)
        return root
    }

    @Test(arguments: [2, 3, 5])
    func severalThreadsDrawWhatOneThreadDraws(threads: Int) throws {
        let one = try Self.scene()
        let many = try Self.scene()
        // Axial, radial and (from 15 s, until the transition ends) conic frames.
        for time in [0.0, 0.4, 2.7, 9.1, 12.5, 17.3] {
            let a = render(root: one, size: Self.size, at: time, background: .white, threads: 1)
            let b = render(root: many, size: Self.size, at: time, background: .white, threads: threads)
            #expect(a == b, "\(threads) threads at \(time)")
            #expect(Set(a.pixels).count > 500, "the scene draws gradients at \(time)")
        }
    }

    @Test func framesRenderedOnSeveralThreadsAtOnceAreEachRight() throws {
        // Four views at once (axial, radial and two conic frames, whose color tables come
        // from one cache shared by every thread), each drawing three frames on three threads:
        // every frame is the frame one thread draws.
        let times = [0.4, 9.1, 16.2, 18.9]
        let steps = 3
        let time: @Sendable (Int, Int) -> Double = { i, step in times[i] + Double(step) / 60 }
        let results = Results(count: times.count * steps)
        DispatchQueue.concurrentPerform(iterations: times.count) { i in
            guard let root = try? Self.scene() else { return }
            for step in 0..<steps {
                let frame = render(root: root, size: Self.size, at: time(i, step), background: .white, threads: 3)
                results.set(i * steps + step, frame)
            }
        }
        for i in times.indices {
            for step in 0..<steps {
                let alone = render(root: try Self.scene(), size: Self.size, at: time(i, step), background: .white)
                #expect(results.get(i * steps + step) == alone, "frame at \(time(i, step))")
            }
        }
    }

    @Test func aRootThatDrawsInOnePassIsDrawnOnceAFrameWhateverTheThreads() {
        for threads in [1, 3] {
            let layer = ClipRecordingLayer()
            let root = View(layer: layer)
            root.drawsInOnePass = true
            _ = render(root: root, size: Self.size, background: .white, threads: threads)
            #expect(layer.clips == [IntRect(minX: 0, minY: 0, maxX: Self.size.width, maxY: Self.size.height)])
            // With a subview the strips come back: each strip of rows draws the root.
            root.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
            layer.clips.removeAll()
            _ = render(root: root, size: Self.size, background: .white, threads: threads)
            let strips = layer.clips
            #expect(strips.count > 1, "\(threads) threads")
            #expect(strips.first?.minY == 0 && strips.last?.maxY == Self.size.height)
            #expect(zip(strips, strips.dropFirst()).allSatisfy { $0.maxY == $1.minY })
        }
    }

    /// Records the device clip of every call that draws it.
    final class ClipRecordingLayer: Layer, @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [IntRect] = []
        var clips: [IntRect] {
            get { lock.withLock { recorded.sorted { $0.minY < $1.minY } } }
            set { lock.withLock { recorded = newValue } }
        }
        override func draw(in canvas: Canvas, bounds: Rect) {
            let clip = canvas.deviceClip
            lock.withLock { recorded.append(clip) }
        }
    }

    /// Buffers written by the threads of `framesRenderedOnSeveralThreadsAtOnceAreEachRight`.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var buffers: [PixelBuffer?]
        init(count: Int) { buffers = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ b: PixelBuffer) { lock.withLock { buffers[i] = b } }
        func get(_ i: Int) -> PixelBuffer? { lock.withLock { buffers[i] } }
    }
}
