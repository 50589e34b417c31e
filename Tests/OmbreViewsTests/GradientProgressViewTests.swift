import Foundation
import OmbreGraphics
import OmbreTestSupport
import Testing

@testable import OmbreViews

@Suite struct GradientProgressViewTests {
    static let size = PixelSize(width: 120, height: 120)
    static let star = GradientProgressView.randomPoints(count: 200, minRadius: 0.9, maxRadius: 1.1, seed: 1)

    private func draw(progress: Double) throws -> PixelBuffer {
        let view = try GradientProgressView(points: Self.star, progress: progress)
        return render(root: view, size: Self.size, background: .white)
    }

    /// How many pixels differ from the white background in each quadrant (TL, TR, BR, BL).
    private func paintedPerQuadrant(_ image: PixelBuffer) -> [Int] {
        var counts = [0, 0, 0, 0]
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] != 0xFFFF_FFFF {
                let right = x >= image.width / 2
                let bottom = y >= image.height / 2
                counts[bottom ? (right ? 2 : 3) : (right ? 1 : 0)] += 1
            }
        }
        return counts
    }

    @Test func progressZeroDrawsNothing() throws {
        #expect(try draw(progress: 0).pixels.allSatisfy { $0 == 0xFFFF_FFFF })
    }

    @Test func aQuarterShowsOnlyTheTopRightQuadrant() throws {
        let counts = paintedPerQuadrant(try draw(progress: 0.25))
        #expect(counts[1] > 2000, "the top-right quadrant holds the gradient and stroke")
        // Anti-aliased wedge edges may touch the column and row next to the center.
        #expect(counts[0] <= Self.size.height / 2 && counts[2] <= Self.size.width / 2 && counts[3] == 0, "\(counts)")
    }

    @Test func fullProgressDrawsTheWholeShapeInEveryQuadrant() throws {
        let counts = paintedPerQuadrant(try draw(progress: 1))
        #expect(counts.allSatisfy { $0 > 2000 })
        let quarter = paintedPerQuadrant(try draw(progress: 0.25))
        #expect(abs(counts[1] - quarter[1]) < 60)
    }

    @Test func progressIsClamped() throws {
        #expect(try draw(progress: -3) == (try draw(progress: 0)))
        #expect(try draw(progress: 7) == (try draw(progress: 1)))
        let view = try GradientProgressView(points: Self.star)
        view.progress = .nan
        #expect(view.progress == 0)
    }

    @Test func theGradientFillsTheShapeAndTheStrokeOutlinesIt() throws {
        let image = try draw(progress: 1)
        // At the center the radial gradient starts: pure blue.
        #expect(image[60, 60] & 0x00FF_FFFF == 0x0000_00FF || maxChannelDifference(image[60, 60], 0xFF00_00FF) <= 2)
        // The outline crosses the horizontal line through the center near the inset edge.
        let row = (0..<60).map { image[$0, 60] }
        #expect(row.contains { $0 == 0xFF00_0000 }, "a black stroke pixel on the left half of the middle row")
    }

    @Test func fewerThanThreePointsIsAnError() {
        #expect(throws: ProgressShapeError.tooFewPoints(2)) {
            try GradientProgressView(points: [Point(x: 0, y: 1), Point(x: 1, y: 0)])
        }
        #expect(throws: ProgressShapeError.degenerate) { try GradientProgressView(points: [.zero, .zero, .zero]) }
    }

    @Test func randomShapesAreDeterministicForASeed() {
        let a = GradientProgressView.randomPoints(count: 50, minRadius: 0.9, maxRadius: 1.1, seed: 9)
        let b = GradientProgressView.randomPoints(count: 50, minRadius: 0.9, maxRadius: 1.1, seed: 9)
        let c = GradientProgressView.randomPoints(count: 50, minRadius: 0.9, maxRadius: 1.1, seed: 10)
        #expect(a == b && a != c)
        #expect(a.allSatisfy { (0.9...1.1).contains($0.length) })
    }

    @Test(arguments: [0.0, 0.25, 0.5, 1.0])
    func theClassicAnimationMatchesItsReferenceImages(time: Double) throws {
        let view = try GradientProgressView(points: Self.star)
        view.progressAnimation = ProgressAnimation(from: 0, to: 1, duration: 1)
        let image = render(root: view, size: PixelSize(width: 96, height: 96), at: time, background: .white)
        expectSnapshot(image, named: "progress-at-\(time)s")
    }

    @Test func aViewWhoseProgressMovesDrawsEachFrameAsANewViewWould() throws {
        // Its wedge is rebuilt in the memory of the last one whenever progress changes.
        let view = try GradientProgressView(points: Self.star, progress: 0.1)
        let buffer = PixelBuffer(size: Self.size)
        for progress in [0.1, 0.35, 0.62, 0.35, 0.9, 1, 0.5] {
            view.progress = progress
            render(root: view, into: buffer, at: 0, background: .white)
            #expect(buffer == (try draw(progress: progress)), "progress \(progress)")
        }
        #expect(try draw(progress: 0.35) != (try draw(progress: 0.62)))
    }

    @Test(arguments: [1, 2])
    func aMovingProgressDrawnInStripsDrawsEachFrameAsANewViewWould(threads: Int) throws {
        // Four strips of 64 rows: from the third frame on, each thread's canvas replays the
        // star's and the stroke's coverage in every strip, while the wedge changes.
        let size = PixelSize(width: 1024, height: 256)
        let view = try GradientProgressView(points: Self.star, colors: [.white, .black], lineWidth: 6, progress: 0.2)
        let buffer = PixelBuffer(size: size)
        for progress in [0.2, 0.2, 0.45, 0.7, 0.45, 1, 0.05] {
            view.progress = progress
            render(root: view, into: buffer, at: 0, background: .white, threads: threads)
            let fresh = try GradientProgressView(
                points: Self.star, colors: [.white, .black], lineWidth: 6, progress: progress)
            #expect(buffer == render(root: fresh, size: size, background: .white), "progress \(progress)")
        }
    }

    @Test(arguments: [1, 2])
    func framesWhoseShapesAreForgottenDrawAsFramesThatReplayThem(threads: Int) throws {
        // What `ombre bench --cold` does between frames: every path is made, outlined, flattened
        // and swept again.
        let size = PixelSize(width: 512, height: 200)
        let view = try GradientProgressView(points: Self.star, lineWidth: 4, progress: 0.7)
        let kept = PixelBuffer(size: size)
        let forgotten = PixelBuffer(size: size)
        for frame in 0..<4 {
            render(root: view, into: kept, at: 0, background: .white, threads: threads)
            view.forgetShapes()
            render(root: view, into: forgotten, at: 0, background: .white, threads: threads)
            #expect(kept == forgotten, "frame \(frame)")
        }
    }

    @Test func forgettingATreesShapesReachesEveryViewThatKeepsPaths() {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let middle = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let keeper = PathCountingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(middle)
        middle.addSubview(keeper)
        root.forgetShapes()
        root.forgetShapes()
        #expect(keeper.forgotten == 2)
    }

    @Test func aForgottenMemoMakesItsPathAgain() {
        let memo = PathMemo<Int>()
        var made = 0
        let make = { () -> Path in
            made += 1
            return Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))
        }
        _ = memo.path(for: 1, make)
        _ = memo.path(for: 1, make)
        #expect(made == 1)
        memo.forget()
        _ = memo.path(for: 1, make)
        #expect(made == 2)
    }
}

/// A view that counts how often it is told to make its paths anew.
private final class PathCountingView: View, PathKeeping {
    var forgotten = 0
    func forgetPaths() { forgotten += 1 }
}
