import Foundation
import OmbreGraphics
import Testing

@testable import OmbreViews

/// A frame whose pixels are painted about once is drawn in few strips (each strip walks the
/// tree again); a frame that paints them more often keeps strips that stay in the cache.
@Suite struct StripPlanTests {
    /// Wide enough that the cache's strips are at most 128 rows (1 MB), so that 512 rows make 4
    /// or more.
    static let size = PixelSize(width: 2048, height: 512)
    static var pixels: Double { Double(size.width * size.height) }

    /// The strips that drew a root whose layer says it paints `fraction` of the frame.
    private func strips(painting fraction: Double, threads: Int) -> [IntRect] {
        let layer = AreaLayer(area: fraction * Self.pixels)
        let root = View(layer: layer)
        _ = render(root: root, size: Self.size, background: .white, threads: threads)
        return layer.clips
    }

    @Test func aFramePaintedAboutOnceIsDrawnWholeOnOneThread() {
        // The clear paints every pixel once, the root's layer a fifth of them again.
        #expect(strips(painting: 0.2, threads: 1) == [IntRect(minX: 0, minY: 0, maxX: 2048, maxY: 512)])
    }

    @Test func aFramePaintedMoreThanAboutOnceKeepsTheCachesStrips() {
        let strips = strips(painting: 0.3, threads: 1)
        #expect(strips.count >= 4)
        #expect(strips.allSatisfy { $0.height <= 128 })
        #expect(strips.first?.minY == 0 && strips.last?.maxY == 512)
        #expect(zip(strips, strips.dropFirst()).allSatisfy { $0.maxY == $1.minY })
    }

    @Test func aFramePaintedAboutOnceGivesEachOfSeveralThreadsFourStripsAtMost() {
        let sparse = strips(painting: 0.2, threads: 2)
        let dense = strips(painting: 0.3, threads: 2)
        #expect(sparse.count >= 2 && sparse.count <= 8)
        #expect(sparse.count <= dense.count)
        #expect(sparse.first?.minY == 0 && sparse.last?.maxY == 512)
        #expect(zip(sparse, sparse.dropFirst()).allSatisfy { $0.maxY == $1.minY })
    }

    @Test func aRootThatCoversTheFrameIsNotClearedFirst() {
        // Opaque over the whole frame: no clear, so the layer's own fill and a fifth more
        // paint the pixels about once.
        let layer = AreaLayer(area: 0.2 * Self.pixels)
        let root = View(layer: layer)
        root.backgroundColor = .white
        _ = render(root: root, size: Self.size, background: .black, threads: 1)
        #expect(layer.clips.count == 1)
    }

    @Test func aFramePaintedAboutOnceIsTheSameWholeAndInStrips() throws {
        // A small progress view with its stroke on a cleared frame: drawn whole on one thread,
        // in four strips per thread on three, and in the cache's strips under a view that
        // draws nothing but says it paints the frame ten times.
        func scene(forcingStrips: Bool) throws -> View {
            let root = View()
            let star = GradientProgressView.randomPoints(count: 60, minRadius: 0.8, maxRadius: 1.1, seed: 7)
            let progress = try GradientProgressView(points: star, progress: 0.65)
            progress.frame = Rect(x: 300, y: 150, width: 220, height: 260)
            root.addSubview(progress)
            if forcingStrips {
                let layer = AreaLayer(area: 10 * Self.pixels)
                root.addSubview(View(frame: Rect(x: 0, y: 0, width: 2048, height: 512), layer: layer))
            }
            return root
        }
        let whole = render(root: try scene(forcingStrips: false), size: Self.size, background: .white, threads: 1)
        let shared = render(root: try scene(forcingStrips: false), size: Self.size, background: .white, threads: 3)
        let cached = render(root: try scene(forcingStrips: true), size: Self.size, background: .white, threads: 1)
        #expect(whole == shared)
        #expect(whole == cached)
        #expect(Set(whole.pixels).count > 100, "the progress view draws its gradient")
    }

    @Test func paintedAreaCountsBackgroundsAndDrawingLayersInsideTheRegion() {
        let root = View()
        #expect(root.paintedArea(in: Rect(x: 0, y: 0, width: 100, height: 100), transform: .identity, limit: 1e9) == 0)
        let card = View(frame: Rect(x: 10, y: 10, width: 20, height: 10))
        card.backgroundColor = .red
        root.addSubview(card)
        let drawn = View(frame: Rect(x: 90, y: 0, width: 20, height: 10), layer: GradientLayer())
        root.addSubview(drawn)
        let hidden = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        hidden.backgroundColor = .blue
        hidden.isHidden = true
        root.addSubview(hidden)
        // The card's 200 points and the half of the gradient inside the region, at scale 1 and 2.
        let region = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(root.paintedArea(in: region, transform: .identity, limit: 1e9) == 200 + 100)
        let doubled = OmbreGraphics.AffineTransform(scaleX: 2, y: 2)
        #expect(root.paintedArea(in: Rect(x: 0, y: 0, width: 200, height: 200), transform: doubled, limit: 1e9) == 1200)
        // Past the limit the sum stops growing.
        #expect(root.paintedArea(in: region, transform: .identity, limit: 100) == 200)
    }

    /// A layer that draws nothing but says it paints `area` pixels, and records the device clip
    /// of every call that draws it.
    final class AreaLayer: Layer, PaintedAreaEstimating, @unchecked Sendable {
        private let area: Double
        private let lock = NSLock()
        private var recorded: [IntRect] = []
        init(area: Double) { self.area = area }
        var clips: [IntRect] { lock.withLock { recorded.sorted { $0.minY < $1.minY } } }
        func estimatePaintedArea(
            bounds: Rect, transform: OmbreGraphics.AffineTransform, region: Rect, limit: Double
        ) -> Double {
            area
        }
        override func draw(in canvas: Canvas, bounds: Rect) {
            let clip = canvas.deviceClip
            lock.withLock { recorded.append(clip) }
        }
    }
}
