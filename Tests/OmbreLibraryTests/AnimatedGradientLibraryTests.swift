import Foundation
import Ombre
import Testing

/// AnimatedGradientView's library API: frames from color strings, and control methods that take
/// no time but act at the time of the latest render.
@Suite struct AnimatedGradientLibraryTests {
    static let size = CGSize(width: 16, height: 16)

    /// A 16×16 view playing red → blue → green, two seconds per transition.
    func makeView(autoAnimate: Bool = true) -> AnimatedGradientView {
        let view = AnimatedGradientView(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
        view.autoAnimate = autoAnimate
        view.animationDuration = 2
        view.animationValues = [
            (colors: ["red"], .up, .axial), (colors: ["blue"], .up, .axial), (colors: ["#00FF00"], .up, .axial),
        ]
        return view
    }

    /// The picture of a fresh, never-controlled view at `time`.
    func freshPicture(at time: Double) -> PixelBuffer {
        render(makeView(), size: Self.size, at: time)
    }

    @Test func stopFreezesWhereTheLatestRenderWas() {
        let view = makeView()
        _ = render(view, size: Self.size, at: 0)
        _ = render(view, size: Self.size, at: 1)
        view.stopAnimating()
        #expect(render(view, size: Self.size, at: 3.5) == freshPicture(at: 1))
        #expect(freshPicture(at: 1) != freshPicture(at: 3.5))
    }

    @Test func startAfterStopPlaysOnFromWhereItFroze() {
        let view = makeView()
        _ = render(view, size: Self.size, at: 1)
        view.stopAnimating()
        _ = render(view, size: Self.size, at: 10)
        view.startAnimating()
        // Frozen at 1, resumed at 10: at 10.5 it shows what it showed at 1.5.
        #expect(render(view, size: Self.size, at: 10.5) == freshPicture(at: 1.5))
    }

    @Test func startWhilePlayingStartsNoSecondChain() {
        let view = makeView()
        _ = render(view, size: Self.size, at: 1)
        view.startAnimating()
        view.startAnimating()
        #expect(render(view, size: Self.size, at: 3) == freshPicture(at: 3))
    }

    @Test func pauseAndResumeActLikeStopAndStart() {
        let view = makeView()
        _ = render(view, size: Self.size, at: 0.5)
        view.pauseAnimating()
        _ = render(view, size: Self.size, at: 4)
        view.resumeAnimating()
        #expect(render(view, size: Self.size, at: 5) == freshPicture(at: 1.5))
    }

    @Test func resumeDoesNotStartAViewThatNeverStarted() {
        let view = makeView(autoAnimate: false)
        _ = render(view, size: Self.size, at: 1)
        view.resumeAnimating()
        #expect(render(view, size: Self.size, at: 3) == freshPicture(at: 0))
        view.startAnimating()
        #expect(render(view, size: Self.size, at: 4) == freshPicture(at: 1))
    }

    @Test func stopBeforeTheFirstRenderKeepsTheFirstFrame() {
        let view = makeView()
        view.stopAnimating()
        #expect(!view.autoAnimate)
        #expect(render(view, size: Self.size, at: 3) == freshPicture(at: 0))
    }

    @Test func unreadableColorStringsAreLeftOutAndListed() throws {
        let view = makeView()
        view.animationValues = [(colors: ["grean", "#0000FF"], .up, .axial), (colors: ["nope"], .down, .radial)]
        #expect(view.invalidColorStrings == ["grean", "nope"])
        // "grean" is left out: the first frame is plain blue, as a gradient layer shows it (iOS
        // clips it into Generic RGB: (5, 51, 255) in the dezignables references); the second
        // has no colors at all.
        let picture = render(view, size: Self.size, at: 0)
        let blue = Color(pixel: picture[8, 8])
        #expect(abs(blue.red * 255 - 5) <= 2 && abs(blue.green * 255 - 51) <= 2 && blue.blue == 1)
        _ = render(view, size: Self.size, at: 4.5)
        view.animationValues = [(colors: ["red"], .up, .axial)]
        #expect(view.invalidColorStrings.isEmpty)
    }

    @Test func animationValuesAndAnimationsAreTheSameFrames() {
        let view = makeView()
        view.animations = [
            .init(
                colorStrings: ["#833ab4", "#fd1d1d", "#fcb045"], direction: .up, locations: [0, 0.5, 1], type: .axial),
            .init(colorStrings: ["#FEAC5E", "#C779D0"], direction: .upRight, type: .conic),
        ]
        let values = view.animationValues ?? []
        #expect(values.map(\.colors) == [["#833ab4", "#fd1d1d", "#fcb045"], ["#FEAC5E", "#C779D0"]])
        #expect(values.map(\.direction) == [.up, .upRight])
        #expect(values.map(\.type) == [.axial, .conic])
        #expect(view.sequence.frames.count == 2)
        #expect(view.sequence.frames[0].gradient.locations == [0, 0.5, 1])
    }

    @Test func withoutAnimationsItShowsTheLibrarysPurpleToOrange() {
        let view = AnimatedGradientView(frame: CGRect(x: 0, y: 0, width: 16, height: 16))
        view.direction = .down
        let picture = render(view, size: Self.size, at: 0)
        // Flowing down: purple at the top row, orange at the bottom row.
        let top = Color(pixel: picture[8, 0])
        let bottom = Color(pixel: picture[8, 15])
        // Purple (128, 0, 128) mixed in Generic RGB gains some green: about 28 levels there.
        #expect(top.blue > 0.4 && top.green < 0.15)
        #expect(bottom.red > 0.95 && bottom.green > 0.4 && bottom.blue < 0.1)
    }
}
