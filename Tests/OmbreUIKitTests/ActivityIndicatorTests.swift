import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// UIKit's spinner as HUD libraries show it: eight spokes fading behind a leader that steps
/// clockwise, hidden while stopped.
@MainActor @Suite struct ActivityIndicatorTests {
    /// A 100 × 100 white controller view with a large indicator centered in it, started or not.
    private func spinner(started: Bool, color: UIColor? = nil) -> UIKitHostView {
        hosting { view in
            view.backgroundColor = .white
            let indicator = UIActivityIndicatorView(style: .large)
            indicator.center = CGPoint(x: 50, y: 50)
            if let color { indicator.color = color }
            if started { indicator.startAnimating() }
            view.addSubview(indicator)
        }
    }

    /// How dark the pixel is: 0 for white, 255 for black.
    private func darkness(_ image: PixelBuffer, _ x: Int, _ y: Int) -> Int { 255 - Int(image[x, y] >> 8 & 0xFF) }

    @Test func stylesHaveUIKitsSizesAndAStoppedIndicatorHides() {
        let large = UIActivityIndicatorView(style: .large)
        #expect(large.frame.size == CGSize(width: 37, height: 37) && large.intrinsicContentSize.width == 37)
        #expect(UIActivityIndicatorView(style: .medium).frame.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize.height == 37)
        #expect(UIActivityIndicatorView(frame: .zero).style == .medium)
        #expect(large.isHidden && !large.isAnimating && large.hidesWhenStopped)
        large.startAnimating()
        #expect(!large.isHidden && large.isAnimating)
        large.stopAnimating()
        #expect(large.isHidden && !large.isAnimating)
        large.hidesWhenStopped = false
        #expect(!large.isHidden)
        #expect(UIActivityIndicatorView(style: .white).color == .white)
        let stopped = frame(spinner(started: false), at: 0)
        #expect(stopped[50, 37] == Color.white.pixel && stopped[41, 41] == Color.white.pixel)
    }

    @Test func spokesFadeBehindTheLeaderWhichStepsClockwiseEightTimesASecond() {
        let host = spinner(started: true, color: .black)
        // Spoke middles 12.9 points from the center: up, up-right (clockwise), up-left.
        let up = (50, 37)
        let upRight = (59, 41)
        let upLeft = (41, 41)
        let start = frame(host, at: 0)
        // The leader points up; the spoke counterclockwise of it is next brightest, the one
        // clockwise of it (the last of the trail) the faintest.
        #expect(darkness(start, up.0, up.1) > 240, "\(darkness(start, up.0, up.1))")
        #expect(darkness(start, upLeft.0, upLeft.1) > darkness(start, upRight.0, upRight.1) + 100)
        #expect(darkness(start, upRight.0, upRight.1) > 50)
        // Between spokes the background shows.
        #expect(start[50, 50] == Color.white.pixel)
        // An eighth of a second later the leader has stepped to the up-right spoke.
        let step = frame(host, at: 0.125 + 0.01)
        #expect(darkness(step, upRight.0, upRight.1) > 240 && darkness(step, up.0, up.1) < 240)
        // A whole turn brings it back.
        let turn = frame(host, at: 1.01)
        #expect(darkness(turn, up.0, up.1) > 240)
    }

    @Test func defaultColorOfTheModernStylesIsTheSecondaryLabelGray() {
        let image = frame(spinner(started: true), at: 0)
        // secondaryLabel: (60, 60, 67) at 0.6 over white gives (138, 138, 142).
        let pixel = image[50, 37]
        let (red, blue) = (Int(pixel >> 16 & 0xFF), Int(pixel & 0xFF))
        #expect(abs(red - 138) <= 4 && abs(blue - 142) <= 4, "\(red) \(blue)")
    }
}
