import OmbreGraphics
import OmbreScene
import Testing

@testable import OmbreViews

/// Renders `scene` twice side by side over `frames` steps of `step` seconds: one buffer gets
/// only the changed rectangles each frame, the other a whole frame; returns the damages.
private func renderBothWays(
    _ scene: String, size: PixelSize, frames: Int, step: Double, threads: Int = 1
) throws -> [(Damage, Bool)] {
    let incremental = try Scene.load(scene)
    let whole = try Scene.load(scene)
    let kept = PixelBuffer(size: size)
    var results: [(Damage, Bool)] = []
    for frame in 0..<frames {
        let time = Double(frame) * step
        let damage = render(
            root: incremental.root, into: kept, at: time, background: incremental.background, threads: threads,
            onlyChanges: frame > 0)
        let fresh = render(root: whole.root, size: size, at: time, background: whole.background)
        results.append((damage, kept == fresh))
    }
    return results
}

@Suite struct DamageTests {
    @Test(arguments: ["gallery", "animated", "progress", "layers", "gradient"])
    func renderingOnlyTheChangesGivesTheSameFramesAsRenderingEverything(scene: String) throws {
        let results = try renderBothWays(scene, size: PixelSize(width: 240, height: 160), frames: 40, step: 0.137)
        for (frame, (_, same)) in results.enumerated() {
            #expect(same, "\(scene): frame \(frame) differs from a whole render")
        }
    }

    @Test func bandsAndStripsDrawTheChangesAlike() throws {
        let results = try renderBothWays(
            "gallery", size: PixelSize(width: 320, height: 200), frames: 12, step: 0.29, threads: 3)
        #expect(results.allSatisfy { $0.1 })
    }

    @Test func aStaticSceneRendersNothingAfterTheFirstFrame() throws {
        let results = try renderBothWays("gradient", size: PixelSize(width: 120, height: 80), frames: 5, step: 0.5)
        #expect(results[0].0.share == 1)
        #expect(results.dropFirst().allSatisfy { $0.0.rects.isEmpty })
    }

    @Test func oneSmallAnimatedViewOverAStaticBackgroundRendersOnlyItsBox() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        let points = GradientProgressView.randomPoints(count: 12, minRadius: 0.8, maxRadius: 1, seed: 3)
        let progress = try GradientProgressView(points: points)
        progress.frame = Rect(x: 120, y: 30, width: 40, height: 40)
        progress.progressAnimation = ProgressAnimation(duration: 2, repeats: true)
        root.addSubview(progress)
        let buffer = PixelBuffer(width: 200, height: 100)
        _ = render(root: root, into: buffer, at: 0, background: .black, threads: 1, onlyChanges: false)
        let damage = render(root: root, into: buffer, at: 0.5, background: .black, threads: 1, onlyChanges: true)
        // The view's frame, grown by the reach of the stroke's miters (10 half-widths of 5)
        // and a pixel for anti-aliasing, cut to the window.
        #expect(damage.rects == [IntRect(minX: 94, minY: 4, maxX: 186, maxY: 96)])
        #expect(abs(damage.share - 92.0 * 92 / 20_000) < 1e-12)
    }

    @Test func movingAViewDamagesWhereItWasAndWhereItIs() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 10, y: 10, width: 10, height: 10))
        child.backgroundColor = .white
        root.addSubview(child)
        let buffer = PixelBuffer(width: 100, height: 100)
        _ = render(root: root, into: buffer, at: 0, background: .black, threads: 1, onlyChanges: false)
        child.frame = Rect(x: 60, y: 10, width: 10, height: 10)
        let damage = render(root: root, into: buffer, at: 0, background: .black, threads: 1, onlyChanges: true)
        #expect(
            Set(damage.rects) == [
                IntRect(minX: 9, minY: 9, maxX: 21, maxY: 21), IntRect(minX: 59, minY: 9, maxX: 71, maxY: 21),
            ])
        #expect(buffer == render(root: root, size: PixelSize(width: 100, height: 100), background: .black))
    }
}
